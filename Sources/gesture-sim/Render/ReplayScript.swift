/// The replay page's script: it draws the recorded frames and decides
/// nothing (every state comes from the Swift engine, every number shown is
/// spelled by it).
///
/// The frame shown is the last one at or before the cursor. The viewport is
/// drawn on a canvas: white under everything (what a dismissed viewer
/// uncovers), the black background at the frame's alpha, the current page
/// and its neighbours on the page strip, each image at its zoom and offset,
/// the chrome bars while on screen, and the fingers as translucent dots.
enum ReplayScript {
  static let javascript = #"""
    "use strict";
    (() => {
      const data = JSON.parse(document.getElementById("replay-data").textContent);
      const imageSource = document.getElementById("replay-image");
      const [W, H] = data.viewport;
      const [imageW, imageH] = data.image;
      const frames = data.frames;
      const log = data.log;
      const canvas = document.getElementById("viewport");
      const context = canvas.getContext("2d");
      const point = (text) => text.split(",").map(Number);
      const rest = { zoom: Number(data.rest[0]), offset: point(data.rest[1]) };
      let cursor = data.start;
      let shown = -1;
      let playing = false;
      let lastTick = 0;

      // The photo: an embedded image, or one generated pattern a page.
      // The page is ready (body[data-ready]) once the first frame is drawn with the photo.
      let photo = null;
      let started = false;
      const markReady = () => { if (started && (!photo || photo.complete)) document.body.dataset.ready = "true"; };
      if (imageSource) {
        photo = new Image();
        photo.onload = () => { shown = -1; show(cursor); markReady(); };
        photo.onerror = () => { console.error("the embedded photo cannot be decoded"); photo = null; markReady(); };
        photo.src = JSON.parse(imageSource.textContent);
      }
      const patterns = [];
      function pattern(page) {
        if (patterns[page]) return patterns[page];
        const scale = Math.min(4, 2048 / Math.max(imageW, imageH, 1));
        const surface = document.createElement("canvas");
        surface.width = Math.max(1, Math.round(imageW * scale));
        surface.height = Math.max(1, Math.round(imageH * scale));
        const g = surface.getContext("2d");
        const hue = (205 + page * 67) % 360;
        const columns = 8, rows = 6;
        const cw = surface.width / columns, ch = surface.height / rows;
        for (let r = 0; r < rows; r++) {
          for (let c = 0; c < columns; c++) {
            g.fillStyle = `hsl(${(hue + c * 9 + r * 5) % 360}, 58%, ${(r + c) % 2 ? 62 : 72}%)`;
            g.fillRect(c * cw, r * ch, cw + 1, ch + 1);
            g.fillStyle = `hsl(${hue}, 45%, 38%)`;
            g.font = `${Math.round(ch * 0.22)}px sans-serif`;
            g.fillText(String.fromCharCode(65 + c) + (r + 1), c * cw + cw * 0.08, r * ch + ch * 0.3);
          }
        }
        g.strokeStyle = `hsl(${hue}, 40%, 45%)`;
        g.lineWidth = Math.max(1, surface.width / 800);
        for (let c = 1; c < columns; c++) { g.beginPath(); g.moveTo(c * cw, 0); g.lineTo(c * cw, surface.height); g.stroke(); }
        for (let r = 1; r < rows; r++) { g.beginPath(); g.moveTo(0, r * ch); g.lineTo(surface.width, r * ch); g.stroke(); }
        g.fillStyle = `hsla(${hue}, 40%, 40%, 0.85)`;
        g.font = `bold ${Math.round(surface.height * 0.36)}px sans-serif`;
        g.textAlign = "center";
        g.textBaseline = "middle";
        g.fillText(String(page + 1), surface.width / 2, surface.height * 0.58);
        patterns[page] = surface;
        return surface;
      }

      function drawChrome(page) {
        const top = Math.min(91, H * 0.2), bottom = Math.min(83, H * 0.2);
        context.fillStyle = "rgba(246, 246, 246, 0.94)";
        context.fillRect(0, 0, W, top);
        context.fillRect(0, H - bottom, W, bottom);
        context.fillStyle = "#111111";
        context.font = "600 15px sans-serif";
        context.textAlign = "left";
        context.textBaseline = "middle";
        context.fillText("9:41", 24, top * 0.3);
        context.textAlign = "center";
        context.fillText(`${page + 1} of ${data.pageCount}`, W / 2, top * 0.75);
        context.fillStyle = "#0a64d8";
        context.textAlign = "right";
        context.fillText("Done", W - 16, top * 0.75);
        context.textAlign = "left";
        context.fillText("Share", 16, H - bottom * 0.55);
        context.textAlign = "right";
        context.fillText("Delete", W - 16, H - bottom * 0.55);
      }

      function draw(frame) {
        const page = frame[2], zoom = Number(frame[3]), offset = point(frame[4]);
        const strip = Number(frame[5]), pull = point(frame[6]), alpha = Number(frame[7]), flags = frame[8];
        context.setTransform(1, 0, 0, 1, 0, 0);
        context.globalAlpha = 1;
        context.fillStyle = "#ffffff";
        context.fillRect(0, 0, W, H);
        context.fillStyle = `rgba(0, 0, 0, ${alpha})`;
        context.fillRect(0, 0, W, H);
        for (let i = page - 1; i <= page + 1; i++) {
          if (i < 0 || i >= data.pageCount) continue;
          const slot = (i - page) * W + strip;
          if (slot >= W || slot <= -W) continue;
          const current = i === page;
          const z = current ? zoom : rest.zoom;
          const o = current ? offset : rest.offset;
          const p = current ? pull : [0, 0];
          context.save();
          context.beginPath();
          context.rect(slot, 0, W, H);
          context.clip();
          const source = photo && photo.complete && photo.naturalWidth > 0 ? photo : pattern(i);
          context.drawImage(source, slot - o[0] + p[0], -o[1] + p[1], imageW * z, imageH * z);
          context.restore();
        }
        if (flags & 2) drawChrome(page);
        if (flags & 4) {
          context.fillStyle = "rgba(0, 0, 0, 0.55)";
          context.font = "600 16px sans-serif";
          context.textAlign = "center";
          context.fillText("dismissed", W / 2, H / 2);
        }
        for (const [number, x, y] of frame[9]) {
          const colour = data.touchColours[number % data.touchColours.length];
          context.beginPath();
          context.arc(x, y, 22, 0, 2 * Math.PI);
          context.globalAlpha = 0.35;
          context.fillStyle = colour;
          context.fill();
          context.globalAlpha = 0.9;
          context.lineWidth = 2;
          context.strokeStyle = colour;
          context.stroke();
          context.globalAlpha = 1;
        }
      }

      // The last frame at or before `time` (the first frame before it begins).
      function frameIndex(time) {
        let low = 0, high = frames.length - 1;
        if (high < 0 || time < frames[0][0]) return 0;
        while (low < high) {
          const middle = (low + high + 1) >> 1;
          if (frames[middle][0] <= time) low = middle; else high = middle - 1;
        }
        return low;
      }
      function logIndex(time) {
        let low = -1, high = log.length - 1;
        while (low < high) {
          const middle = (low + high + 1) >> 1;
          if (log[middle][0] <= time) low = middle; else high = middle - 1;
        }
        return low;
      }

      const fields = {};
      for (const element of document.querySelectorAll("#state [data-field]")) fields[element.dataset.field] = element;
      const state = document.getElementById("state");
      const logList = document.getElementById("log");
      const items = log.map(([time, text, isViewer], index) => {
        const item = document.createElement("li");
        item.textContent = text;
        item.className = isViewer ? "viewer future" : "future";
        item.addEventListener("click", () => seek(time, index));
        logList.appendChild(item);
        return item;
      });
      const notes = [];
      if (data.omittedLogLines > 0) notes.push(`The log holds the first ${log.length} lines; ${data.omittedLogLines} more are left out (gesture-sim play prints them all).`);
      notes.push(`${frames.length} of ${data.playedFrames} recorded frames kept. Last line: ${data.finalState}`);
      document.getElementById("notes").textContent = notes.join(" ");

      const svg = document.querySelector("#timeline svg");
      const axis = svg ? {
        start: Number(svg.dataset.timeStart), end: Number(svg.dataset.timeEnd),
        left: Number(svg.dataset.axisLeft), right: Number(svg.dataset.axisRight),
        top: Number(svg.dataset.axisTop), bottom: Number(svg.dataset.axisBottom),
      } : null;
      let cursorLine = null;
      if (svg) {
        cursorLine = document.createElementNS("http://www.w3.org/2000/svg", "line");
        cursorLine.setAttribute("stroke", "#d0312d");
        cursorLine.setAttribute("stroke-width", "1.5");
        cursorLine.setAttribute("y1", String(axis.top - 4));
        cursorLine.setAttribute("y2", String(axis.bottom + 4));
        svg.appendChild(cursorLine);
        svg.addEventListener("click", (event) => {
          const matrix = svg.getScreenCTM();
          if (!matrix) return;
          const x = (event.clientX - matrix.e) / matrix.a;
          if (x < axis.left || x > axis.right) return;
          seek(axis.start + (x - axis.left) / (axis.right - axis.left) * (axis.end - axis.start));
        });
      }

      const scrubber = document.getElementById("scrubber");
      const clock = document.getElementById("clock");
      let currentItem = null;
      let markedLine = -1;
      // `line`: the log line to mark as current, when several share the time.
      function show(time, line) {
        cursor = Math.min(Math.max(time, data.start), data.end);
        state.dataset.cursor = String(cursor);
        scrubber.value = String(cursor);
        clock.textContent = `${cursor.toFixed(3)} s`;
        if (cursorLine) {
          const x = axis.left + (cursor - axis.start) / (axis.end - axis.start) * (axis.right - axis.left);
          cursorLine.setAttribute("x1", String(x));
          cursorLine.setAttribute("x2", String(x));
        }
        const index = frameIndex(cursor);
        if (index !== shown && frames.length > 0) {
          shown = index;
          const frame = frames[index];
          draw(frame);
          state.dataset.t = String(frame[0]);
          state.dataset.frame = String(index);
          const values = {
            t: frame[1], page: String(frame[2]), zoomScale: frame[3], contentOffset: frame[4],
            chromeVisible: String(Boolean(frame[8] & 1)), backgroundAlpha: frame[7],
            dismissed: String(Boolean(frame[8] & 4)), pageStripOffset: frame[5], pullDownTranslation: frame[6],
            chromeOnScreen: String(Boolean(frame[8] & 2)), touches: String(frame[9].length),
          };
          for (const name in values) if (fields[name]) fields[name].textContent = values[name];
        }
        if (line === undefined || log[line][0] !== cursor) line = logIndex(cursor);
        for (let i = markedLine + 1; i <= line; i++) items[i].classList.remove("future");
        for (let i = line + 1; i <= markedLine; i++) items[i].classList.add("future");
        markedLine = line;
        if (currentItem) currentItem.classList.remove("current");
        currentItem = line >= 0 ? items[line] : null;
        if (currentItem) {
          currentItem.classList.add("current");
          currentItem.scrollIntoView({ block: "nearest" });
        }
      }
      function seek(time, line) {
        pause();
        show(time, line);
      }
      function tick(now) {
        if (!playing) return;
        const speed = Number(document.getElementById("speed").value);
        show(cursor + (now - lastTick) / 1000 * speed);
        lastTick = now;
        if (cursor >= data.end) { pause(); return; }
        requestAnimationFrame(tick);
      }
      const playButton = document.getElementById("play");
      function play() {
        if (cursor >= data.end) show(data.start);
        playing = true;
        playButton.textContent = "Pause";
        lastTick = performance.now();
        requestAnimationFrame(tick);
      }
      function pause() {
        playing = false;
        playButton.textContent = "Play";
      }
      function step(by) {
        const index = Math.min(Math.max(frameIndex(cursor) + by, 0), frames.length - 1);
        if (frames.length > 0) seek(frames[index][0]);
      }
      playButton.addEventListener("click", () => (playing ? pause() : play()));
      document.getElementById("previous").addEventListener("click", () => step(-1));
      document.getElementById("next").addEventListener("click", () => step(1));
      scrubber.addEventListener("input", () => seek(Number(scrubber.value)));
      document.addEventListener("keydown", (event) => {
        if (event.target instanceof HTMLSelectElement) return;
        if (event.key === " ") { event.preventDefault(); playing ? pause() : play(); }
        else if (event.key === "ArrowLeft") { event.preventDefault(); step(-1); }
        else if (event.key === "ArrowRight") { event.preventDefault(); step(1); }
      });
      function showHash() {
        const match = /(?:^#|&)t=([-+0-9.eE]+)/.exec(location.hash);
        if (match) seek(Number(match[1]));
      }
      window.addEventListener("hashchange", showHash);
      const comparison = document.getElementById("comparison");
      show(comparison && comparison.dataset.time ? Number(comparison.dataset.time) : data.start);
      showHash();
      started = true;
      markReady();
    })();

    """#
}
