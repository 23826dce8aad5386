// A session's input written as a `.touches` stream (SPEC §2.1; wheel, key and
// action records, §2.4) that `gesture-sim play` plays to the same events.
//
// Numbers are written as JavaScript prints them, the shortest text that reads
// back as the same double; the text reader reads that double exactly, so the
// stream feeds the engine the very times and positions the page fed it
// (PointerInput rounds times to whole microseconds before feeding them).

import { MODIFIERS } from "./session.js";

/** Records samples, clock ticks and wheel, key and action records, and writes them as a stream. */
export class TouchRecorder {
  /**
   * @param options.viewport [width, height] in points: the stream's `@viewport` line
   * @param options.settings [key, value] pairs: its `@set` lines (the viewport's keys are left to `@viewport`)
   */
  constructor({ viewport = null, settings = [] } = {}) {
    this.header = [];
    if (viewport) this.header.push(`@viewport ${viewport[0]} ${viewport[1]}`);
    for (const [key, value] of settings) {
      if (viewport && (key === "viewportWidth" || key === "viewportHeight")) continue;
      this.header.push(`@set ${key}=${value}`);
    }
    this.lines = [];
  }

  /** Records a sample ({time, phase, id, x, y}) as it was fed. */
  sample({ time, phase, id, x, y }) {
    this.lines.push(`${time} ${phase} ${id} ${x} ${y}`);
  }

  /**
   * Records a wheel, key or action record as it was fed ({time, phase:
   * "wheel", x, y, dx, dy, mode, modifiers}, {time, phase: "key", key,
   * modifiers} or {time, phase: "action", action}), as SPEC §2.4's writers
   * write it: no `mode=pixel`, no empty `mods`, modifiers in the order ctrl,
   * shift, alt, meta.
   */
  input(record) {
    const { time, phase } = record;
    const held = Object.keys(MODIFIERS).filter((name) => [...(record.modifiers ?? [])].includes(name));
    const mods = held.length > 0 ? ` mods=${held.join(",")}` : "";
    if (phase === "wheel") {
      const mode = (record.mode ?? "pixel") === "pixel" ? "" : ` mode=${record.mode}`;
      this.lines.push(`${time} wheel ${record.x} ${record.y} ${record.dx ?? 0} ${record.dy ?? 0}${mode}${mods}`);
    } else if (phase === "key") {
      this.lines.push(`${time} key ${record.key}${mods}`);
    } else if (phase === "action") {
      this.lines.push(`${time} action ${record.action}`);
    } else {
      throw new TypeError(`a record's phase is wheel, key or action, not ${JSON.stringify(phase)}`);
    }
  }

  /** Records that the clock was advanced to `time` seconds (a `tick` line). */
  tick(time) {
    this.lines.push(`${time} tick`);
  }

  /** How many samples, ticks and records have been recorded. */
  get length() {
    return this.lines.length;
  }

  /** The stream: the header, then every sample, tick and record, each line ending in a line feed. */
  text() {
    return [...this.header, ...this.lines].map((line) => line + "\n").join("");
  }
}
