// Sessions: the standard recognizers wired to the image viewer, samples in,
// events and the state out.
import { CONSTANTS as C, ERROR, EVENT, FRAME_CAPACITY, SAMPLE, STATE, field } from "./layout.js";
import { EVENTS_PER_READ } from "./codec.js";
import { GestureKitLiteError, STATUS_NAMES } from "./error.js";
import { formatOptions, requireLog, settingsText } from "./options.js";

const PHASES = { down: C.GKL_PHASE_DOWN, move: C.GKL_PHASE_MOVE, up: C.GKL_PHASE_UP, cancel: C.GKL_PHASE_CANCEL };
const MODES = { pixel: C.GKL_WHEEL_PIXEL, line: C.GKL_WHEEL_LINE, page: C.GKL_WHEEL_PAGE };
/** The modifier keys' names, in the order streams write them, and their bits (SPEC §2.4, §7). */
export const MODIFIERS = { ctrl: C.GKL_MODIFIER_CTRL, shift: C.GKL_MODIFIER_SHIFT, alt: C.GKL_MODIFIER_ALT, meta: C.GKL_MODIFIER_META };
/** Room for a key's name in UTF-8; a longer one is copied into memory of its own. */
const KEY_CAPACITY = 64;

/** The most a touch id holds: the C interface's uint64_t. */
const MAX_ID = "18446744073709551615";

/** Why a sample's id is refused (Python's words where the two meet), or null: a whole number from 0 that JavaScript holds exactly. */
function idRefusal(id) {
  if (Number.isSafeInteger(id) && id >= 0) return null;
  if (typeof id !== "number" || !Number.isInteger(id)) return `touch id '${id}' is not a whole number; expected 0 to ${MAX_ID}`;
  if (id < 0 || id >= 2 ** 64) return `touch id '${BigInt(id)}' does not fit in 64 bits; expected 0 to ${MAX_ID}`;
  return `touch id '${BigInt(id)}' is beyond JavaScript's safe integers; expected 0 to ${Number.MAX_SAFE_INTEGER}`;
}

/** `text` in UTF-8, lone surrogates as the three bytes they would be (Python's "surrogatepass"), so that the library refuses them with its message. */
function utf8Passing(text) {
  const bytes = [];
  for (const character of text) {
    const point = character.codePointAt(0);
    if (point < 0x80) bytes.push(point);
    else if (point < 0x800) bytes.push(0xc0 | (point >> 6), 0x80 | (point & 0x3f));
    else if (point < 0x10000) bytes.push(0xe0 | (point >> 12), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f));
    else bytes.push(0xf0 | (point >> 18), 0x80 | ((point >> 12) & 0x3f), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f));
  }
  return Uint8Array.from(bytes);
}

/** "a, b or c". */
const expected = (names) => `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;

/** The GKL_MODIFIER_* bits of `modifiers`: names ("ctrl", ...) in any iterable, or the bits as a number. */
function modifierBits(modifiers) {
  if (typeof modifiers === "number") {
    if (Number.isInteger(modifiers) && modifiers >= 0 && modifiers <= 0xffffffff) return modifiers;
    throw new GestureKitLiteError(`modifiers ${modifiers} do not fit in 32 bits; expected ctrl 1, shift 2, alt 4 or meta 8 or-ed together`, "argument");
  }
  let bits = 0;
  for (const name of typeof modifiers === "string" ? [modifiers] : modifiers) {
    const bit = Object.hasOwn(MODIFIERS, name) ? MODIFIERS[name] : undefined;
    if (bit === undefined) throw new GestureKitLiteError(`unknown modifier '${name}'; expected ${expected(Object.keys(MODIFIERS))}`, "argument");
    bits |= bit;
  }
  return bits;
}
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
      const phase = Object.hasOwn(PHASES, sample.phase) ? PHASES[sample.phase] : undefined;
      if (phase === undefined) throw new GestureKitLiteError(`unknown phase '${sample.phase}'; expected down, move, up or cancel`, "argument");
      const id = sample.id;
      const refusal = idRefusal(id);
      if (refusal) throw new GestureKitLiteError(refusal, "argument");
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

    /**
     * One wheel event ({time, x, y, dx, dy, mode, modifiers}, contract 1.3):
     * a mouse wheel's notch or a trackpad's scroll step at the pointer (x, y,
     * points), or, with "ctrl" (or "meta") among `modifiers`, a trackpad pinch
     * as browsers deliver it. dx and dy are the W3C deltaX and deltaY in
     * `mode`'s unit ("pixel", "line" or "page"). Returns the events it caused;
     * throws GestureKitLiteError (and changes nothing) for a refused input.
     */
    wheel({ time, x, y, dx = 0, dy = 0, mode = "pixel", modifiers = [] }) {
      const handle = this.#live();
      const code = Object.hasOwn(MODES, mode) ? MODES[mode] : undefined;
      if (code === undefined) throw new GestureKitLiteError(`unknown mode '${mode}'; expected ${expected(Object.keys(MODES))}`, "argument");
      this.#check(exports.gkl_session_process_wheel(handle, time, x, y, dx, dy, code, modifierBits(modifiers)));
      this.#clock = time;
      return this.#events();
    }

    /**
     * One key press ({time, key, modifiers}, contract 1.3); an auto-repeat is
     * one more. `key` is the W3C KeyboardEvent.key value ("ArrowRight", "+",
     * "z"), "Space" for the space bar.
     */
    key({ time, key, modifiers = [] }) {
      const handle = this.#live();
      if (typeof key !== "string") throw new TypeError(`key must be a string, not ${typeof key}`);
      const bits = modifierBits(modifiers);
      memory.view;
      const room = memory.bytes.subarray(this.#buffers.key, this.#buffers.key + KEY_CAPACITY);
      // A lone surrogate goes to the library as the bytes it would be, which it refuses as not UTF-8.
      const wellFormed = !/\p{Cs}/u.test(key);
      const { read, written } = wellFormed ? memory.encoder.encodeInto(key, room) : { read: -1, written: 0 };
      if (read === key.length) {
        this.#check(exports.gkl_session_process_key(handle, time, this.#buffers.key, written, bits));
      } else {
        const utf8 = wellFormed ? memory.encoder.encode(key) : utf8Passing(key);
        const pointer = memory.allocate(utf8.length);
        try {
          memory.view;
          memory.bytes.set(utf8, pointer);
          this.#check(exports.gkl_session_process_key(handle, time, pointer, utf8.length, bits));
        } finally {
          exports.free(pointer);
        }
      }
      this.#clock = time;
      return this.#events();
    }

    /**
     * One accessibility action ({time, action}, contract 1.3): "zoomIn",
     * "zoomOut", "resetZoom", "nextPage", "previousPage", "dismiss" or
     * "toggleChrome", what a screen reader's gestures ask for.
     */
    action({ time, action }) {
      const handle = this.#live();
      const code = codec.actionNames.indexOf(action);
      if (code < 0) throw new GestureKitLiteError(`unknown action '${action}'; expected ${expected(codec.actionNames)}`, "argument");
      this.#check(exports.gkl_session_process_action(handle, time, code));
      this.#clock = time;
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

    /**
     * Ends the input as `gesture-sim play` ends a stream: delivers collected
     * samples, then advances the clock `settle` seconds (SPEC §3) past the last
     * input, so that deadlines fire and animations come to rest. The session
     * stays usable. Returns the events.
     */
    finish() {
      this.#check(exports.gkl_session_finish(this.#live()));
      this.#clock = this.state.t;
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
      key: memory.allocate(KEY_CAPACITY),
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
