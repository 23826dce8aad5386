/// The replay page's script: it draws the recorded frames and decides
/// nothing (every state comes from the Swift engine, every number shown is
/// spelled by it).
///
/// The frame shown is the last one at or before the cursor, drawn by the
/// live page's renderer (`ViewerCanvas`, ``ViewerCanvasScript``), which the
/// page's one module script holds before this text.
enum ReplayScript {
  static let javascript = #"""
    const data = JSON.parse(document.getElementById("replay-data").textContent);
    const imageSource = document.getElementById("replay-image");
    const frames = data.frames;
    const log = data.log;
    const point = (text) => text.split(",").map(Number);
    const xy = (text) => { const [x, y] = point(text); return { x, y }; };
    let cursor = data.start;
    let shown = -1;
    let playing = false;
    let lastTick = 0;

    // The photo: an embedded image, or one generated pattern a page (also while it decodes, or if it cannot).
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
    const [width, height] = data.viewport;
    const viewer = new ViewerCanvas(document.getElementById("viewport"), {
      width, height, image: data.image, pageCount: data.pageCount,
      rest: { zoom: Number(data.rest[0]), offset: point(data.rest[1]) },
      touchColours: data.touchColours, dismissedText: "dismissed", photo,
    });

    // A frame as the renderer takes it: the flags are 1 chromeVisible, 2 on screen, 4 dismissed.
    function draw(frame) {
      viewer.draw({
        page: frame[2], zoomScale: Number(frame[3]), contentOffset: xy(frame[4]),
        pageStripOffset: Number(frame[5]), pullDownTranslation: xy(frame[6]), backgroundAlpha: Number(frame[7]),
        chromeOnScreen: Boolean(frame[8] & 2), dismissed: Boolean(frame[8] & 4),
      }, frame[9].map(([id, x, y]) => ({ id, x, y })));
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

    """#

  /// What the replay adds for a stream with wheel, key and action records:
  /// the state panel's `input` field shows the record at the cursor, for
  /// ``inputShownFor`` seconds after it (the last of those at one time),
  /// so a key's effect and its cause are seen together.
  static let inputs = #"""
    const inputs = data.inputs;
    const inputField = fields.input;
    const showFrame = show;
    function showInput() {
      let low = -1, high = inputs.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (inputs[middle][0] <= cursor) low = middle; else high = middle - 1;
      }
      const current = low >= 0 && cursor - inputs[low][0] <= \#(inputShownFor) ? inputs[low] : null;
      inputField.textContent = current ? `${current[1]} (${current[0].toFixed(3)} s)` : "";
      state.dataset.input = current ? current[1] : "";
    }
    show = function (time, line) { showFrame(time, line); showInput(); };
    showInput();

    """#

  /// How long the replay shows an input record after its time, in seconds.
  static let inputShownFor = 0.5
}
