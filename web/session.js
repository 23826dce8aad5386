// Sessions: the standard recognizers wired to the image viewer, samples in,
// events and the state out.
import { CONSTANTS as C, ERROR, EVENT, FRAME_CAPACITY, SAMPLE, STATE, field } from "./layout.js";
import { EVENTS_PER_READ } from "./codec.js";
import { GestureKitLiteError, STATUS_NAMES } from "./error.js";
import { formatOptions, requireLog, settingsText } from "./options.js";

const PHASES = { down: C.GKL_PHASE_DOWN, move: C.GKL_PHASE_MOVE, up: C.GKL_PHASE_UP, cancel: C.GKL_PHASE_CANCEL };
/** The most bytes a log line takes (the header says under 400). */
export const LINE_CAPACITY = 1024;
/** `createSession` for one module instance. */
export function makeCreateSession(exports, memory, codec) {
  const hasLog = typeof exports.gkl_format_event === "function";
  // Field offsets of a sample, for the typed arrays.
  const S = Object.fromEntries(Object.entries(SAMPLE.fields).map(([name, [offset]]) => [name, offset]));

  class Session {
    #handle;
    #buffers;
    #clock = null;

    constructor(handle, buffers) {
      this.#handle = handle;
      this.#buffers = buffers;
    }

    /** The session's clock: the last time it was given, in seconds, or null before any. */
    get time() {
      return this.#clock;
    }

    #live() {
      if (!this.#handle) throw new TypeError("the session has been destroyed");
      return this.#handle;
    }

    #check(status) {
      if (status !== C.GKL_OK) {
        throw new GestureKitLiteError(memory.text(exports.gkl_session_error(this.#handle)), STATUS_NAMES[status] ?? "argument");
      }
    }

    #writeSample(base, sample) {
      const phase = PHASES[sample.phase];
      if (phase === undefined) throw new TypeError(`phase must be down, move, up or cancel, not ${JSON.stringify(sample.phase)}`);
      const id = sample.id;
      if (!Number.isSafeInteger(id) || id < 0) throw new TypeError(`id must be a whole number from 0, not ${id}`);
      memory.view;
      const { f64, u32 } = memory;
      f64[(base + S.time) >> 3] = sample.time ?? 0;
      f64[(base + S.x) >> 3] = sample.x;
      f64[(base + S.y) >> 3] = sample.y;
      u32[(base + S.id) >> 2] = id % 0x100000000; // uint64, little-endian: the low word first
      u32[(base + S.id + 4) >> 2] = Math.floor(id / 0x100000000);
      u32[(base + S.phase) >> 2] = phase;
      u32[(base + S.reserved) >> 2] = 0;
    }

    #events() {
      return codec.drain(exports.gkl_session_read_events, this.#handle, this.#buffers.events);
    }

    /**
     * One frame: `samples` ({phase, id, x, y}) all at `time` seconds, delivered
     * together. Returns the events it caused. Throws GestureKitLiteError (and
     * changes nothing) for a refused sample.
     */
    frame(time, samples = []) {
      const handle = this.#live();
      if (samples.length > FRAME_CAPACITY) throw new RangeError(`a frame holds at most ${FRAME_CAPACITY} samples`);
      for (let index = 0; index < samples.length; index++) {
        this.#writeSample(this.#buffers.samples + index * SAMPLE.size, samples[index]);
      }
      this.#check(exports.gkl_session_process_frame(handle, time, this.#buffers.samples, samples.length));
      this.#clock = time;
      return this.#events();
    }

    /**
     * One sample ({time, phase, id, x, y}); samples with the same time form one
     * frame, delivered when a later time comes (or at flush/advance). Returns
     * the events of the frames it completed.
     */
    sample(sample) {
      const handle = this.#live();
      this.#writeSample(this.#buffers.samples, sample);
      this.#check(exports.gkl_session_process_sample(handle, this.#buffers.samples));
      this.#clock = sample.time;
      return this.#events();
    }

    /** Delivers the samples collected by sample() as one frame; returns its events. */
    flush() {
      this.#check(exports.gkl_session_flush(this.#live()));
      return this.#events();
    }

    /**
     * Advances the clock to `time` seconds: collected samples are delivered,
     * deadlines due by then fire at their own times, animations move.
     */
    advance(time) {
      this.#check(exports.gkl_session_advance(this.#live(), time));
      this.#clock = time;
      return this.#events();
    }

    /** The viewer's state now, every value live. */
    get state() {
      this.#check(exports.gkl_session_state(this.#live(), this.#buffers.state));
      return codec.readState(this.#buffers.state);
    }

    /** The state line `gesture-sim play` prints last (full module). */
    stateLine(options = {}) {
      requireLog(exports, "stateLine");
      const length = exports.gkl_session_format_state(this.#live(), formatOptions(options), this.#buffers.line, LINE_CAPACITY);
      return length > 0 ? memory.text(this.#buffers.line) : "";
    }

    /** Frees the session; later calls throw. Safe to call twice. */
    destroy() {
      if (!this.#handle) return;
      exports.gkl_session_destroy(this.#handle);
      for (const pointer of Object.values(this.#buffers)) exports.free(pointer);
      this.#handle = 0;
    }

    [Symbol.dispose ?? Symbol.for("Symbol.dispose")]() {
      this.destroy();
    }
  }

  function buffers(withLine) {
    const result = {
      samples: memory.allocate(SAMPLE.size * FRAME_CAPACITY),
      events: memory.allocate(EVENT.size * EVENTS_PER_READ),
      state: memory.allocate(STATE.size),
    };
    if (withLine) result.line = memory.allocate(LINE_CAPACITY);
    return result;
  }

  /** A session from a preset and settings (SPEC §3), or a GestureKitLiteError. */
  function createSession({ preset = null, settings } = {}) {
    const error = memory.allocate(ERROR.size);
    try {
      const handle = memory.withStrings([preset ?? "", settingsText(settings)], (p, s) => exports.gkl_session_create(p, s, error));
      if (!handle) {
        throw new GestureKitLiteError(memory.read(error, field(ERROR, "message")), STATUS_NAMES[memory.read(error, field(ERROR, "status"))]);
      }
      return new Session(handle, buffers(hasLog));
    } finally {
      exports.free(error);
    }
  }

  return createSession;
}
