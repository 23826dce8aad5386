// Browser input for a session: pointer events, and (contract 1.3) wheel,
// Safari's gesture events and keys, in; the display's frames as the clock.
// Times are seconds on the events' own clock (event.timeStamp, the same clock
// as performance.now() and requestAnimationFrame's argument), minus an
// origin, rounded to whole microseconds (what the engine keeps), and never
// before the session's clock (an event stamped before the last frame's time is
// fed at that time).
import { GestureKitLiteError } from "./error.js";
import { MODIFIERS } from "./session.js";

const PHASES = { pointerdown: "down", pointermove: "move", pointerup: "up", pointercancel: "cancel" };
/** WheelEvent.deltaMode's values (DOM_DELTA_PIXEL, _LINE, _PAGE) as a wheel record's mode. */
const WHEEL_MODES = ["pixel", "line", "page"];
/** Safari's trackpad pinch: GestureEvent's types. */
const GESTURES = ["gesturestart", "gesturechange", "gestureend"];
/**
 * Chromium's constant for a trackpad pinch as a ctrl wheel: a pinch of scale s
 * is deltaY = -100 ln s (SPEC §7), whatever wheelZoomDistance is.
 */
const PINCH_DELTA = 100;
/**
 * The keys the viewer answers (SPEC §5.1), as KeyboardEvent.key gives them:
 * while the element has focus, their browser default (scrolling the page,
 * activating what has the focus) is prevented, unless ctrl, alt or meta is
 * held (the browser's and the host's shortcuts, which the viewer ignores).
 * Every other key keeps its default (Tab moves the focus on); every key is fed.
 */
const VIEWER_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "+", "=", "-", "0", "z", "Z", "Home",
  "End", "Enter", " ", "Escape"]);

/** Seconds since `origin` (milliseconds) for a timestamp in milliseconds, in whole microseconds. */
export function secondsSince(origin, milliseconds) {
  return Math.round((milliseconds - origin) * 1000) / 1e6;
}

function notBefore(session, time) {
  return session.time === null || time > session.time ? time : session.time;
}

/** The names of the modifier keys `event` says are held, in the order streams write them. */
export function modifiersOf(event) {
  return Object.keys(MODIFIERS).filter((name) => event[name + "Key"]);
}

/**
 * Feeds a session from an element's input: Pointer Events (touch ids are
 * pointer ids; a mouse or pen counts while a button is down), and, as
 * contract 1.3's records, wheel events (a mouse wheel, a trackpad's scroll,
 * and a trackpad pinch: a ctrl wheel in Chromium and Firefox, Safari's
 * gesture events), and keys. Positions are in CSS pixels relative to
 * `element`'s top-left corner, and times come from the event's timestamp.
 */
export class PointerInput {
  /**
   * @param session the session to feed
   * @param options.element positions are relative to its top-left corner (default: the viewport's)
   * @param options.origin the timestamp (ms) that is time 0 (default 0, the page's time origin)
   * @param options.onSample called with each sample as it is fed ({time, phase, id, x, y})
   * @param options.onInput called with each wheel or key record as it is fed
   *   ({time, phase: "wheel", x, y, dx, dy, mode, modifiers} or {time, phase: "key", key, modifiers})
   */
  constructor(session, { element = null, origin = 0, onSample = null, onInput = null } = {}) {
    this.session = session;
    this.element = element;
    this.origin = origin;
    this.onSample = onSample;
    this.onInput = onInput;
    this.down = new Set();
    /** The scale of Safari's pinch so far (its last gesture event's), or null between pinches. */
    this.gestureScale = null;
  }

  /**
   * Feeds one event and returns the session's events it completed:
   * pointerdown, pointermove, pointerup and pointercancel as samples; wheel,
   * and Safari's gesturestart and gesturechange (a pinch of scale s since the
   * last one: a ctrl wheel of deltaY = -100 ln s at its centre), as wheel
   * records; keydown as a key record (" " is "Space"; a key whose name the
   * contract refuses, such as "#", is not fed). Other events, gestureend and
   * moves of a pointer that is not down are ignored (an empty array).
   */
  handle(event) {
    if (event.type === "wheel") return this.#wheel(event);
    if (GESTURES.includes(event.type)) return this.#gesture(event);
    if (event.type === "keydown") return this.#key(event);
    const phase = PHASES[event.type];
    if (phase === undefined) return [];
    const id = event.pointerId;
    if (phase !== "down" && !this.down.has(id)) return [];
    const { x, y } = this.#position(event);
    return this.feed({ time: this.#time(event), phase, id, x, y });
  }

  #time(event) {
    return notBefore(this.session, secondsSince(this.origin, event.timeStamp));
  }

  #position(event) {
    const box = this.element ? this.element.getBoundingClientRect() : { left: 0, top: 0 };
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  #wheel(event) {
    const mode = WHEEL_MODES[event.deltaMode ?? 0];
    if (mode === undefined) return [];
    const { x, y } = this.#position(event);
    return this.input({
      time: this.#time(event), phase: "wheel", x, y, dx: event.deltaX, dy: event.deltaY, mode, modifiers: modifiersOf(event),
    });
  }

  #gesture(event) {
    if (event.type === "gestureend") {
      this.gestureScale = null;
      return [];
    }
    const before = event.type === "gesturestart" || this.gestureScale === null ? 1 : this.gestureScale;
    if (!(event.scale > 0) || !Number.isFinite(event.scale)) return [];
    this.gestureScale = event.scale;
    const { x, y } = this.#position(event);
    // + 0: a scale that did not change is deltaY 0, not -0, in the record.
    const dy = -PINCH_DELTA * Math.log(event.scale / before) + 0;
    const modifiers = modifiersOf({ ...pick(event), ctrlKey: true });
    return this.input({ time: this.#time(event), phase: "wheel", x, y, dx: 0, dy, mode: "pixel", modifiers });
  }

  #key(event) {
    const key = event.key === " " ? "Space" : event.key;
    const record = { time: this.#time(event), phase: "key", key, modifiers: modifiersOf(event) };
    try {
      return this.input(record);
    } catch (error) {
      // The record's time is never before the clock, so a refusal of kind
      // "sample" is the name's (the "#" key cannot be written in a stream).
      if (error instanceof GestureKitLiteError && error.kind === "sample") return [];
      throw error;
    }
  }

  /**
   * Feeds one wheel, key or action record ({time, phase: "wheel" | "key" |
   * "action", ...}, as Session's wheel(), key() and action() take them) and
   * returns its events: what handle() does for those events, for input a
   * page makes itself (a button that zooms: an action).
   */
  input(record) {
    const events = record.phase === "wheel" ? this.session.wheel(record)
      : record.phase === "key" ? this.session.key(record) : this.session.action(record);
    this.onInput?.(record);
    return events;
  }

  /** Feeds one sample as handle() does, for a second finger a page makes up (a mirrored mouse). */
  feed(sample) {
    if (sample.phase === "down" && this.down.has(sample.id)) return [];
    const events = this.session.sample(sample);
    if (sample.phase === "down") this.down.add(sample.id);
    if (sample.phase === "up" || sample.phase === "cancel") this.down.delete(sample.id);
    this.onSample?.(sample);
    return events;
  }

  /**
   * Listens to `element`'s input and calls `onEvents` with the events of
   * each; returns a function that stops listening. Pointers that go down are
   * captured (followed outside the element) and focus the element; wheel and
   * gesture listeners are not passive and prevent the browser's default (a
   * ctrl wheel would zoom the whole page); keydown is fed while the element
   * has focus, the viewer's keys without their default. An element without
   * a tabindex gets tabindex 0, so that it can take the focus; give it a
   * visible focus ring and an accessible name (aria-label).
   */
  listen(element, onEvents) {
    const listener = (event) => {
      if (event.type === "pointerdown") {
        element.setPointerCapture?.(event.pointerId);
        element.focus?.({ preventScroll: true });
      }
      const events = this.handle(event);
      if (event.cancelable && preventsDefault(event)) event.preventDefault();
      if (events.length > 0) onEvents(events);
    };
    if (element.tabIndex !== undefined && element.hasAttribute?.("tabindex") === false) element.tabIndex = 0;
    const types = [...Object.keys(PHASES), "wheel", ...GESTURES, "keydown"];
    for (const type of types) element.addEventListener(type, listener, { passive: false });
    return () => {
      for (const type of types) element.removeEventListener(type, listener, { passive: false });
    };
  }
}

/**
 * Whether listen() prevents `event`'s default: every pointer, wheel and
 * gesture event, and the viewer's keys without ctrl, alt or meta; for a page
 * that listens to an element itself.
 */
export function preventsDefault(event) {
  if (event.type !== "keydown") return true;
  return VIEWER_KEYS.has(event.key) && !event.ctrlKey && !event.altKey && !event.metaKey;
}

/** The modifier flags of an event (own or inherited properties alike), as a plain object. */
function pick(event) {
  return { ctrlKey: event.ctrlKey, shiftKey: event.shiftKey, altKey: event.altKey, metaKey: event.metaKey };
}

/**
 * The display's clock: on every animation frame, advances the session to the
 * frame's time (deadlines fire, animations move) and calls
 * `onFrame(events, time)`.
 */
export class AnimationFrameClock {
  /**
   * @param session the session to advance
   * @param options.origin the timestamp (ms) that is time 0, as PointerInput's
   * @param options.onFrame called after each advance with its events and the time
   * @param options.onTick called with each time the clock is advanced to
   * @param options.requestFrame, options.cancelFrame default to the browser's requestAnimationFrame
   */
  constructor(session, { origin = 0, onFrame = null, onTick = null, requestFrame, cancelFrame } = {}) {
    this.session = session;
    this.origin = origin;
    this.onFrame = onFrame;
    this.onTick = onTick;
    this.requestFrame = requestFrame ?? ((callback) => globalThis.requestAnimationFrame(callback));
    this.cancelFrame = cancelFrame ?? ((request) => globalThis.cancelAnimationFrame(request));
    this.request = null;
  }

  /** Advances the session to `milliseconds` (a frame's timestamp) and returns the events. */
  tick(milliseconds) {
    const time = notBefore(this.session, secondsSince(this.origin, milliseconds));
    const events = this.session.advance(time);
    this.onTick?.(time);
    this.onFrame?.(events, time);
    return events;
  }

  /** Starts advancing on every frame. */
  start() {
    if (this.request !== null) return;
    const frame = (milliseconds) => {
      this.request = this.requestFrame(frame);
      this.tick(milliseconds);
    };
    this.request = this.requestFrame(frame);
  }

  /** Stops. */
  stop() {
    if (this.request !== null) this.cancelFrame(this.request);
    this.request = null;
  }
}
