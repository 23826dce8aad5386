// Browser input for a session: pointer events in, the display's frames as the
// clock. Times are seconds on the events' own clock (event.timeStamp, the same
// clock as performance.now() and requestAnimationFrame's argument), minus an
// origin, rounded to whole microseconds (what the engine keeps), and never
// before the session's clock (an event stamped before the last frame's time is
// fed at that time).

const PHASES = { pointerdown: "down", pointermove: "move", pointerup: "up", pointercancel: "cancel" };

/** Seconds since `origin` (milliseconds) for a timestamp in milliseconds, in whole microseconds. */
export function secondsSince(origin, milliseconds) {
  return Math.round((milliseconds - origin) * 1000) / 1e6;
}

function notBefore(session, time) {
  return session.time === null || time > session.time ? time : session.time;
}

/**
 * Feeds a session from Pointer Events: touch ids are pointer ids, positions
 * are the pointer's, in CSS pixels, relative to `element`'s top-left corner,
 * and times come from the event's timestamp. A mouse or pen counts while a
 * button is down.
 */
export class PointerInput {
  /**
   * @param session the session to feed
   * @param options.element positions are relative to its top-left corner (default: the viewport's)
   * @param options.origin the timestamp (ms) that is time 0 (default 0, the page's time origin)
   * @param options.onSample called with each sample as it is fed ({time, phase, id, x, y})
   */
  constructor(session, { element = null, origin = 0, onSample = null } = {}) {
    this.session = session;
    this.element = element;
    this.origin = origin;
    this.onSample = onSample;
    this.down = new Set();
  }

  /**
   * Feeds one pointerdown, pointermove, pointerup or pointercancel event and
   * returns the session's events it completed; other events, and moves of a
   * pointer that is not down, are ignored (an empty array).
   */
  handle(event) {
    const phase = PHASES[event.type];
    if (phase === undefined) return [];
    const id = event.pointerId;
    if (phase !== "down" && !this.down.has(id)) return [];
    const box = this.element ? this.element.getBoundingClientRect() : { left: 0, top: 0 };
    return this.feed({
      time: notBefore(this.session, secondsSince(this.origin, event.timeStamp)),
      phase,
      id,
      x: event.clientX - box.left,
      y: event.clientY - box.top,
    });
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
   * Listens to `element`'s pointer events (capturing each pointer that goes
   * down, so it is followed outside the element) and calls `onEvents` with the
   * events of each; returns a function that stops listening.
   */
  listen(element, onEvents) {
    const listener = (event) => {
      if (event.type === "pointerdown") element.setPointerCapture?.(event.pointerId);
      const events = this.handle(event);
      if (event.cancelable) event.preventDefault();
      if (events.length > 0) onEvents(events);
    };
    for (const type of Object.keys(PHASES)) element.addEventListener(type, listener);
    return () => {
      for (const type of Object.keys(PHASES)) element.removeEventListener(type, listener);
    };
  }
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
