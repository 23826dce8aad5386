// The one renderer of the image viewer's state, shared by the live page (which
// imports this module) and `gesture-sim render` (whose HTML replay embeds this
// file's text: Sources/gesture-sim/Render/ViewerCanvasScript.swift is generated
// from it by scripts/make-viewer-canvas.sh, and a test keeps the two equal).
//
// It draws white under everything (what a dismissed viewer uncovers), the black
// background at the state's alpha, the page strip with the current page at its
// zoom, offset and pull-down translation and its neighbours at rest, the chrome
// bars while on screen, a line of text over a dismissed viewer, and the fingers
// as translucent dots. It decides nothing: every number comes from its caller.

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
  g.strokeStyle = `hsl(${hue}, 40%, 45%)`;
  g.lineWidth = Math.max(1, surface.width / 800);
  for (let c = 1; c < columns; c++) {
    g.beginPath();
    g.moveTo(c * cw, 0);
    g.lineTo(c * cw, surface.height);
    g.stroke();
  }
  for (let r = 1; r < rows; r++) {
    g.beginPath();
    g.moveTo(0, r * ch);
    g.lineTo(surface.width, r * ch);
    g.stroke();
  }
  g.fillStyle = `hsla(${hue}, 40%, 40%, 0.85)`;
  g.font = `bold ${Math.round(surface.height * 0.36)}px sans-serif`;
  g.textAlign = "center";
  g.textBaseline = "middle";
  g.fillText(String(page + 1), surface.width / 2, surface.height * 0.58);
  return surface;
}

/**
 * A canvas showing a viewer of `width` × `height` points.
 *
 * Options: `image`, the image's aspect-fit size at zoom 1 ([width, height] in
 * points, as the engine fits it); `rest`, a page at rest (`{ zoom, offset: [x, y] }`,
 * how the neighbours on the strip are drawn); `pageCount`; `touchColours`, the
 * fingers' colours by touch id (cycling); `dismissedText`, the line shown over a
 * dismissed viewer; `photo`, an image every page shows once it is decoded (a
 * generated pattern a page until then, or without one).
 *
 * The canvas's pixels are the viewport's points until `resize(ratio)` makes them
 * `ratio` times as many (the screen's pixel ratio, for a sharp picture).
 */
export class ViewerCanvas {
  constructor(canvas, { width, height, image, rest, pageCount, touchColours, dismissedText, photo = null }) {
    this.canvas = canvas;
    this.context = canvas.getContext("2d");
    this.W = width;
    this.H = height;
    [this.imageW, this.imageH] = image;
    this.rest = rest;
    this.pageCount = pageCount;
    this.touchColours = touchColours;
    this.dismissedText = dismissedText;
    this.photo = photo;
    this.patterns = [];
    this.ratio = 1;
  }

  /** Sizes the canvas: its CSS size the viewport's, its pixels `ratio` times that. */
  resize(ratio) {
    this.canvas.style.width = `${this.W}px`;
    this.canvas.style.height = `${this.H}px`;
    this.canvas.width = Math.round(this.W * ratio);
    this.canvas.height = Math.round(this.H * ratio);
    this.ratio = ratio;
  }

  /** What page `page` shows: the photo once decoded, else its generated pattern. */
  picture(page) {
    const photo = this.photo;
    if (photo && photo.complete && photo.naturalWidth > 0) return photo;
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

  /**
   * Draws `state` and the fingers down (`[{ id, x, y }]`, in points).
   *
   * `state`: `page`, `zoomScale`, `contentOffset` ({ x, y }), `pageStripOffset`,
   * `pullDownTranslation` ({ x, y }), `backgroundAlpha`, `chromeOnScreen` (shown and
   * not hidden by a pull-down, as ImageViewerState.isChromeOnScreen says) and
   * `dismissed`.
   */
  draw(state, touches = []) {
    const { context, W, H } = this;
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
      context.drawImage(this.picture(i), slot - ox + px, -oy + py, this.imageW * zoom, this.imageH * zoom);
      context.restore();
    }
    if (state.chromeOnScreen) this.drawChrome(page);
    if (state.dismissed) {
      context.fillStyle = "rgba(0, 0, 0, 0.55)";
      context.font = "600 16px sans-serif";
      context.textAlign = "center";
      context.textBaseline = "middle";
      context.fillText(this.dismissedText, W / 2, H / 2);
    }
    for (const { id, x, y } of touches) {
      const colour = this.touchColours[id % this.touchColours.length];
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
