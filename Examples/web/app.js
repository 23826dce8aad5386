// The live page: a session of the gesturekitlite package fed with the canvas's
// pointer events, and (contract 1.3) its wheel, Safari gesture and key events,
// and advanced on every animation frame; its events printed as `gesture-sim
// play` prints them, page and zoom changes announced to screen readers (an
// aria-live region), its state drawn by the renderer `gesture-sim render`
// embeds (viewer-canvas.js), and its input recorded as a .touches stream.
//
// ?clock=manual (for tests): times come from gkl.setTime(), not the events'
// timestamps, and the clock moves only with gkl.advance(). ?set=KEY=VALUE...
// adds settings after the preset's.
import { AnimationFrameClock, PointerInput, TouchRecorder, load, preventsDefault } from "gesturekitlite";
import { ViewerCanvas } from "./viewer-canvas.js";

const MIRROR = 2 ** 40; // the mouse's second finger: an id no pointer has
const LOG_LINES = 2000; // the log keeps the newest lines
const TOUCH_COLOURS = ["#e4572e", "#2e86ab", "#76b041", "#b07bac", "#f2a541"]; // by pointer id
const query = new URLSearchParams(location.search);
const manual = query.get("clock") === "manual";
const extraSettings = query.get("set") ?? "";

const $ = (id) => document.getElementById(id);
const canvas = $("viewport");
const logElement = $("log");
const status = $("status");
const announcer = $("announcer");

const gkl = await load();
$("version").textContent = gkl.version;
for (const name of gkl.presetNames()) $("preset").append(new Option(name, name));
if (query.get("preset")) $("preset").value = query.get("preset");

let live = null; // { session, input, clock, viewer, size, touches, recorder }
let stopped = null; // the last recording, once stopped
let manualTime = 0;
const lines = [];

function showError(error) {
  status.textContent = error.message;
}

function append(text, kind) {
  lines.push(text);
  const item = document.createElement("li");
  item.textContent = text;
  if (kind) item.className = kind;
  logElement.append(item);
  while (logElement.childElementCount > LOG_LINES) logElement.firstElementChild.remove();
  logElement.scrollTop = logElement.scrollHeight;
}

function show(events) {
  for (const event of events) {
    const text = gkl.formatEvent(event);
    if (text) append(text, event.type);
  }
  announce(events);
}

// What a screen reader hears: the page and the zoom as they change, and the dismissal.
function announce(events) {
  const said = [];
  for (const event of events) {
    if (event.type !== "viewer") continue;
    if (event.event === "pageChanged") said.push(`Photo ${event.page + 1} of ${live.pageCount}`);
    if (event.event === "zoomToggled" || event.event === "zoomEnded") said.push(`Zoom ${Math.round(event.scale * 100)}%`);
    if (event.event === "dismissed") said.push("Viewer closed");
  }
  if (said.length > 0) announcer.textContent = said.join(". ");
}

// The state as `gesture-sim play`'s state line spells it, one field a cell.
let shownState = "";
function showState() {
  const line = live.session.stateLine();
  if (line === shownState) return;
  shownState = line;
  const [time, , ...fields] = line.split(" ");
  const cells = [["t", time], ...fields.map((field) => field.split("="))];
  $("state").replaceChildren(...cells.map(([name, value]) => {
    const cell = document.createElement("div");
    const term = document.createElement("dt");
    const detail = document.createElement("dd");
    term.textContent = name;
    detail.textContent = value;
    cell.append(term, detail);
    return cell;
  }));
}

function draw() {
  const { viewer, session } = live;
  const ratio = window.devicePixelRatio || 1;
  if (ratio !== viewer.ratio) viewer.resize(ratio);
  const state = session.state;
  // On screen as ImageViewerState.isChromeOnScreen says: shown, and not hidden by a pull-down.
  const chromeOnScreen = state.chromeVisible && !state.chromeHiddenByPullDown;
  viewer.draw({ ...state, chromeOnScreen }, [...live.touches].map(([id, point]) => ({ id, ...point })));
  showState();
  $("recorded").textContent = live.recorder ? `${live.recorder.length} inputs` : "";
}

/** The viewport: the stage's size in whole CSS pixels (points). */
function stageSize() {
  const stage = $("stage");
  return [Math.max(1, Math.floor(stage.clientWidth)), Math.max(1, Math.floor(stage.clientHeight))];
}

/** A new session for the preset, the stage's size and ?set=; `recording` records its input. */
function start({ recording = false } = {}) {
  live?.clock.stop();
  live?.session.destroy();
  live = null;
  status.textContent = "";
  logElement.replaceChildren();
  lines.length = 0;
  shownState = "";
  const [stageWidth, stageHeight] = stageSize();
  const preset = $("preset").value || null;
  const settings = `viewportWidth=${stageWidth} viewportHeight=${stageHeight} ${extraSettings}`;
  let session, configured;
  try {
    session = gkl.createSession({ preset, settings });
    configured = gkl.configurationSettings({ preset, settings });
  } catch (error) {
    showError(error);
    return;
  }
  // The viewport, the images and the pages the engine has: the stage's size, unless ?set= says otherwise.
  const value = (key) => Number(gkl.configurationValue({ preset, settings }, key));
  const [width, height] = [value("viewportWidth"), value("viewportHeight")];
  const [imageWidth, imageHeight] = [value("imageWidth"), value("imageHeight")];
  const origin = performance.now();
  const touches = new Map();
  const recorder = recording
    ? new TouchRecorder({ viewport: [width, height], settings: configured })
    : null;
  const onSample = (sample) => {
    live?.recorder?.sample(sample);
    if (sample.phase === "down" || sample.phase === "move") touches.set(sample.id, { x: sample.x, y: sample.y });
    else touches.delete(sample.id);
    lastSample = sample;
  };
  const onInput = (record) => live?.recorder?.input(record);
  const input = new PointerInput(session, { element: canvas, origin, onSample, onInput });
  const clock = new AnimationFrameClock(session, { origin, onFrame: show });
  // The image's aspect-fit size at zoom 1 (SPEC §5), which the engine's zoom scales; the neighbouring
  // pages as the session's state shows a page before any input.
  const fit = Math.min(width / imageWidth, height / imageHeight);
  const { zoomScale, contentOffset } = session.state;
  const viewer = new ViewerCanvas(canvas, {
    width, height, image: [imageWidth * fit, imageHeight * fit], pageCount: value("pageCount"),
    rest: { zoom: zoomScale, offset: [contentOffset.x, contentOffset.y] },
    touchColours: TOUCH_COLOURS, dismissedText: "dismissed: Reset to start again",
  });
  viewer.resize(window.devicePixelRatio || 1);
  live = { session, input, clock, viewer, touches, recorder, size: [width, height], pageCount: value("pageCount") };
  announcer.textContent = "";
  $("record").setAttribute("aria-pressed", String(recording));
  $("record").textContent = recording ? "Stop" : "Record";
  $("download").disabled = true;
  append(`# ${preset ? `--preset ${preset} ` : ""}viewport ${width}×${height}${recording ? ", recording" : ""}`, "state");
  if (!manual) clock.start();
  draw();
}

// Pointer events: the package's PointerInput, plus the mouse's mirrored second finger.
let lastSample = null;
const mirrored = new Set();
function pointer(event) {
  if (!live) return;
  event.preventDefault();
  if (event.type === "pointerdown") {
    canvas.setPointerCapture(event.pointerId);
    canvas.focus({ preventScroll: true }); // the keys go to the viewer from then on
  }
  const { input } = live;
  try {
    let events;
    lastSample = null;
    if (manual) {
      const box = canvas.getBoundingClientRect();
      const phase = { pointerdown: "down", pointermove: "move", pointerup: "up", pointercancel: "cancel" }[event.type];
      if (phase !== "down" && !input.down.has(event.pointerId)) return;
      events = input.feed({ time: manualTime, phase, id: event.pointerId, x: event.clientX - box.left, y: event.clientY - box.top });
    } else {
      events = input.handle(event);
    }
    const mouse = event.pointerType === "mouse";
    if (mouse && event.type === "pointerdown" && event.altKey) mirrored.add(event.pointerId);
    if (lastSample && mirrored.has(event.pointerId)) {
      const [width, height] = live.size;
      const { time, phase, x, y } = lastSample;
      events = events.concat(input.feed({ time, phase, id: MIRROR, x: width - x, y: height - y }));
      if (phase === "up" || phase === "cancel") mirrored.delete(event.pointerId);
    }
    show(events);
  } catch (error) {
    showError(error);
  }
  if (manual) draw();
}
for (const type of ["pointerdown", "pointermove", "pointerup", "pointercancel"]) canvas.addEventListener(type, pointer);

// The wheel (a mouse's, a trackpad's scroll, a ctrl wheel: Chromium's and Firefox's pinch), Safari's
// pinch and the keys, through the package's PointerInput. Not passive: a ctrl wheel must not zoom the page.
function other(event) {
  if (!live) return;
  if (event.cancelable && preventsDefault(event)) event.preventDefault();
  const { input } = live;
  // ?clock=manual: the event at gkl.setTime()'s time, as the pointer events are.
  if (manual) input.origin = event.timeStamp - manualTime * 1000;
  try {
    show(input.handle(event));
  } catch (error) {
    showError(error);
  }
  if (manual) draw();
}
for (const type of ["wheel", "gesturestart", "gesturechange", "gestureend", "keydown"]) {
  canvas.addEventListener(type, other, { passive: false });
}
canvas.addEventListener("contextmenu", (event) => event.preventDefault());

function frame() {
  if (live) draw();
  requestAnimationFrame(frame);
}

$("reset").addEventListener("click", () => start());
$("preset").addEventListener("change", () => start());
$("record").addEventListener("click", () => {
  if (!live?.recorder) return start({ recording: true });
  // Stop: the stream ends with a tick at the clock's time, so the replay runs to where the page is.
  live.recorder.tick(live.session.time ?? 0);
  stopped = live.recorder;
  live.recorder = null;
  $("record").setAttribute("aria-pressed", "false");
  $("record").textContent = "Record";
  $("download").disabled = false;
});
$("download").addEventListener("click", () => {
  if (!stopped) return;
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([stopped.text()], { type: "text/plain" }));
  link.download = `gesture-${new Date().toISOString().replace(/[:.]/g, "-")}.touches`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
});

// A new viewport is a new session: the engine's viewport is part of its configuration.
let resizing = null;
addEventListener("resize", () => {
  clearTimeout(resizing);
  resizing = setTimeout(() => {
    const [width, height] = stageSize();
    // A recording keeps its viewport: the canvas keeps its size until it stops.
    if (live?.recorder) return;
    if (!live || width !== live.size[0] || height !== live.size[1]) start();
  }, 250);
});

// For tests and the console.
window.gkl = {
  setTime: (time) => { manualTime = time; },
  advance: (time) => {
    manualTime = time;
    try {
      show(live.session.advance(time));
    } catch (error) {
      showError(error);
    }
    draw();
  },
  lines: () => lines.filter((line) => !line.startsWith("#")),
  state: () => live.session.state,
  stateLine: (format = "text") => live.session.stateLine({ format }),
  recording: () => stopped?.text() ?? null,
  error: () => status.textContent,
};

start();
requestAnimationFrame(frame);
document.body.dataset.ready = "true";
