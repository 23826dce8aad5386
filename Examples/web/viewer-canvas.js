// Draws the image viewer's state on a canvas as `gesture-sim render`'s replay
// draws a frame (Sources/gesture-sim/Render/ReplayScript.swift): white under
// everything, the black background at the state's alpha, the page strip with
// the current page at its zoom and offset and its neighbours at rest, the
// chrome bars while on screen, and the fingers as translucent dots. It decides
// nothing: every number comes from the engine's state.

const TOUCH_COLOURS = ["#e4572e", "#2e86ab", "#76b041", "#b07bac", "#f2a541"];

/** The generated photo of `page`: a grid of labelled tiles and its number. */
function pattern(page, imageW, imageH) {
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
      g.textAlign = "left";
      g.textBaseline = "alphabetic";
      g.fillText(String.fromCharCode(65 + c) + (r + 1), c * cw + cw * 0.08, r * ch + ch * 0.3);
    }
  }
  g.fillStyle = `hsla(${hue}, 40%, 40%, 0.85)`;
  g.font = `bold ${Math.round(surface.height * 0.36)}px sans-serif`;
  g.textAlign = "center";
  g.textBaseline = "middle";
  g.fillText(String(page + 1), surface.width / 2, surface.height * 0.58);
  return surface;
}

/** A canvas showing a viewer of `width` × `height` points, sharp at the screen's pixel ratio. */
export class ViewerCanvas {
  constructor(canvas, { width, height, imageWidth = 4032, imageHeight = 3024, pageCount = 3 }) {
    this.canvas = canvas;
    this.context = canvas.getContext("2d");
    this.W = width;
    this.H = height;
    this.pageCount = pageCount;
    // The image's aspect-fit size at zoom 1 (SPEC §5), which the engine's zoom scales.
    const fit = Math.min(width / imageWidth, height / imageHeight);
    this.imageW = imageWidth * fit;
    this.imageH = imageHeight * fit;
    this.rest = { zoom: 1, offset: [0, -(height - this.imageH) / 2] };
    this.patterns = [];
    this.ratio = 0;
    this.resize();
  }

  /** Sizes the canvas's pixels to its CSS size times the device pixel ratio. */
  resize() {
    const ratio = window.devicePixelRatio || 1;
    this.canvas.style.width = `${this.W}px`;
    this.canvas.style.height = `${this.H}px`;
    this.canvas.width = Math.round(this.W * ratio);
    this.canvas.height = Math.round(this.H * ratio);
    this.ratio = ratio;
  }

  pattern(page) {
    this.patterns[page] ??= pattern(page, this.imageW, this.imageH);
    return this.patterns[page];
  }

  drawChrome(page) {
    const { context, W, H } = this;
    const top = Math.min(91, H * 0.2), bottom = Math.min(83, H * 0.2);
    context.fillStyle = "rgba(246, 246, 246, 0.94)";
    context.fillRect(0, 0, W, top);
    context.fillRect(0, H - bottom, W, bottom);
    context.fillStyle = "#111111";
    context.font = "600 15px sans-serif";
    context.textBaseline = "middle";
    context.textAlign = "left";
    context.fillText("9:41", 24, top * 0.3);
    context.textAlign = "center";
    context.fillText(`${page + 1} of ${this.pageCount}`, W / 2, top * 0.75);
    context.fillStyle = "#0a64d8";
    context.textAlign = "right";
    context.fillText("Done", W - 16, top * 0.75);
    context.textAlign = "left";
    context.fillText("Share", 16, H - bottom * 0.55);
    context.textAlign = "right";
    context.fillText("Delete", W - 16, H - bottom * 0.55);
  }

  /** Draws `state` (a session's ViewerState) and the fingers down ([{id, x, y}]). */
  draw(state, touches = []) {
    const { context, W, H } = this;
    if ((window.devicePixelRatio || 1) !== this.ratio) this.resize();
    context.setTransform(this.ratio, 0, 0, this.ratio, 0, 0);
    context.globalAlpha = 1;
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, W, H);
    context.fillStyle = `rgba(0, 0, 0, ${state.backgroundAlpha})`;
    context.fillRect(0, 0, W, H);
    const page = state.page;
    for (let i = page - 1; i <= page + 1; i++) {
      if (i < 0 || i >= this.pageCount) continue;
      const slot = (i - page) * W + state.pageStripOffset;
      if (slot >= W || slot <= -W) continue;
      const current = i === page;
      const zoom = current ? state.zoomScale : this.rest.zoom;
      const [ox, oy] = current ? [state.contentOffset.x, state.contentOffset.y] : this.rest.offset;
      const [px, py] = current ? [state.pullDownTranslation.x, state.pullDownTranslation.y] : [0, 0];
      context.save();
      context.beginPath();
      context.rect(slot, 0, W, H);
      context.clip();
      context.drawImage(this.pattern(i), slot - ox + px, -oy + py, this.imageW * zoom, this.imageH * zoom);
      context.restore();
    }
    // On screen as ImageViewerState.isChromeOnScreen says: shown, and not hidden by a pull-down.
    if (state.chromeVisible && !state.chromeHiddenByPullDown) this.drawChrome(page);
    if (state.dismissed) {
      context.fillStyle = "rgba(0, 0, 0, 0.55)";
      context.font = "600 16px sans-serif";
      context.textAlign = "center";
      context.textBaseline = "middle";
      context.fillText("dismissed: Reset to start again", W / 2, H / 2);
    }
    for (const { id, x, y } of touches) {
      const colour = TOUCH_COLOURS[id % TOUCH_COLOURS.length];
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
}
