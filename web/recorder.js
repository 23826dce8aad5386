// A session's input written as a `.touches` stream (SPEC §2.1) that
// `gesture-sim play` plays to the same events.
//
// Numbers are written as JavaScript prints them, the shortest text that reads
// back as the same double; the text reader reads that double exactly, so the
// stream feeds the engine the very times and positions the page fed it
// (PointerInput rounds times to whole microseconds before feeding them).

/** Records samples and clock ticks, and writes them as a stream. */
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

  /** Records that the clock was advanced to `time` seconds (a `tick` line). */
  tick(time) {
    this.lines.push(`${time} tick`);
  }

  /** How many samples and ticks have been recorded. */
  get length() {
    return this.lines.length;
  }

  /** The stream: the header, then every sample and tick, each line ending in a line feed. */
  text() {
    return [...this.header, ...this.lines].map((line) => line + "\n").join("");
  }
}
