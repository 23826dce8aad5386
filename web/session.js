// The wrapper around an instantiated module: sessions, events and the state
// as plain objects, errors as GestureKitLiteError. Only this file and
// layout.js touch the module's memory.
import { CONSTANTS as C, ERROR, EVENT, FRAME_CAPACITY, SAMPLE, STATE, VIEWER_FIELDS } from "./layout.js";

const PHASES = { down: C.GKL_PHASE_DOWN, move: C.GKL_PHASE_MOVE, up: C.GKL_PHASE_UP, cancel: C.GKL_PHASE_CANCEL };
const STATUS_NAMES = ["ok", "argument", "configuration", "sample", "stream", "unusable"];
const EVENTS_PER_READ = 32;
const LINE_CAPACITY = 1024;

/** A refusal from the engine, with the message `gesture-sim` prints for it. */
export class GestureKitLiteError extends Error {
  /**
   * @param {string} message the CLI's words ("tapSlpo=12: unknown config key 'tapSlpo'; ...")
   * @param {string} kind "configuration", "sample", "stream", "argument" or "unusable"
   */
  constructor(message, kind) {
    super(message);
    this.name = "GestureKitLiteError";
    this.kind = kind;
  }
}

/** The module's memory, read and written through the layouts. */
class Memory {
  constructor(exports) {
    this.exports = exports;
    this.encoder = new TextEncoder();
    this.decoder = new TextDecoder();
  }

  // The memory may grow during any call: views are made again when it did.
  // The typed arrays are the fast path for the fields read and written per
  // frame (little-endian, as WebAssembly's memory is, and 8-byte aligned).
  get view() {
    if (this.buffer !== this.exports.memory.buffer) {
      this.buffer = this.exports.memory.buffer;
      this.dataView = new DataView(this.buffer);
      this.bytes = new Uint8Array(this.buffer);
      this.f64 = new Float64Array(this.buffer);
      this.i32 = new Int32Array(this.buffer);
      this.u32 = new Uint32Array(this.buffer);
    }
    return this.dataView;
  }

  allocate(size) {
    const pointer = this.exports.malloc(size);
    if (!pointer) throw new RangeError(`the module could not allocate ${size} bytes`);
    return pointer;
  }

  read(base, [offset, type]) {
    const view = this.view;
    switch (type) {
      case "f64": return view.getFloat64(base + offset, true);
      case "i32": return view.getInt32(base + offset, true);
      case "i64": return Number(view.getBigInt64(base + offset, true));
      case "u64": return Number(view.getBigUint64(base + offset, true));
      case "char16": return this.text(base + offset, 16);
      case "char512": return this.text(base + offset, 512);
      default: throw new TypeError(`unknown field type ${type}`);
    }
  }

  write(base, [offset, type], value) {
    const view = this.view;
    switch (type) {
      case "f64": view.setFloat64(base + offset, value, true); break;
      case "i32": view.setInt32(base + offset, value, true); break;
      case "i64": view.setBigInt64(base + offset, BigInt(value), true); break;
      case "u64": view.setBigUint64(base + offset, BigInt(value), true); break;
      case "char16": this.bytes.fill(0, base + offset, base + offset + 16); this.bytes.set(this.encoder.encode(value).subarray(0, 15), base + offset); break;
      default: throw new TypeError(`cannot write a field of type ${type}`);
    }
  }

  /** The NUL-terminated UTF-8 text at `pointer` (at most `capacity` bytes). */
  text(pointer, capacity = Infinity) {
    this.view;
    let end = pointer;
    while (end - pointer < capacity && this.bytes[end] !== 0) end++;
    return this.decoder.decode(this.bytes.subarray(pointer, end));
  }

  /** A NUL-terminated copy of `text` in the module's memory; free it after the call. */
  cString(text) {
    const utf8 = this.encoder.encode(text);
    const pointer = this.allocate(utf8.length + 1);
    this.view;
    this.bytes.set(utf8, pointer);
    this.bytes[pointer + utf8.length] = 0;
    return pointer;
  }

  /** Calls `body` with C copies of `texts`, freed afterwards. */
  withStrings(texts, body) {
    const pointers = texts.map((text) => (text === null ? 0 : this.cString(text)));
    try {
      return body(...pointers);
    } finally {
      for (const pointer of pointers) if (pointer) this.exports.free(pointer);
    }
  }
}

const f = (layout, name) => layout.fields[name];

function readPoint(memory, base, layout, name) {
  return { x: memory.read(base, f(layout, name + ".x")), y: memory.read(base, f(layout, name + ".y")) };
}

/** The settings as text: `"key=value ..."` as given, or a map of SPEC §3 keys to values. */
export function settingsText(settings) {
  if (settings === undefined || settings === null) return "";
  if (typeof settings === "string") return settings;
  if (typeof settings !== "object") throw new TypeError("settings must be a string of key=value words or an object");
  return Object.entries(settings).map(([key, value]) => {
    const text = typeof value === "string" ? value : String(value);
    if (/[\s#=]/.test(key) || /[\s#]/.test(text) || text === "") {
      throw new TypeError(`setting ${JSON.stringify(key)}: keys and values are single words`);
    }
    return `${key}=${text}`;
  }).join(" ");
}

/**
 * The API over one instance of a module: `createSession`, and, with the full
 * module, `formatEvent`. Each call of `bind` is independent (its own memory).
 */
export function bind(instance) {
  const exports = instance.exports;
  const memory = new Memory(exports);
  const hasLog = typeof exports.gkl_format_event === "function";
  const stateNames = [];
  for (let state = 0; ; state++) {
    const pointer = exports.gkl_state_name(state);
    if (!pointer) break;
    stateNames.push(memory.text(pointer));
  }
  const viewerNames = [];
  for (let event = 0; ; event++) {
    const pointer = exports.gkl_viewer_event_name(event);
    if (!pointer) break;
    viewerNames.push(memory.text(pointer));
  }

  // Field offsets in 8- and 4-byte units, for the typed arrays.
  const E = Object.fromEntries(Object.entries(EVENT.fields).map(([name, [offset]]) => [name, offset]));
  const S = Object.fromEntries(Object.entries(SAMPLE.fields).map(([name, [offset]]) => [name, offset]));
  // A recognizer's name by its id: the standard set's names never change, so
  // each is decoded from the event once.
  const names = [];

  function readPointAt(f64, base, offset) {
    return { x: f64[(base + offset) >> 3], y: f64[(base + offset + 8) >> 3] };
  }

  function readEvent(base) {
    memory.view;
    const { f64, i32 } = memory;
    const time = f64[(base + E.time) >> 3];
    if (i32[(base + E.kind) >> 2] === C.GKL_EVENT_VIEWER) {
      const code = i32[(base + E.viewer_event) >> 2];
      const event = { type: "viewer", t: time, event: viewerNames[code] };
      switch (VIEWER_FIELDS[code]) {
        case "visible": event.visible = i32[(base + E.visible) >> 2] !== 0; break;
        case "scale": event.scale = f64[(base + E.scale) >> 3]; break;
        case "limit": event.limit = i32[(base + E.limit) >> 2] === C.GKL_ZOOM_LIMIT_MAX ? "max" : "min"; break;
        case "page": event.page = i32[(base + E.page) >> 2]; break;
        default: break;
      }
      return event;
    }
    const recognizer = i32[(base + E.recognizer) >> 2];
    names[recognizer] ??= memory.read(base, f(EVENT, "name"));
    return {
      type: "recognizer",
      t: time,
      name: names[recognizer],
      recognizer,
      state: stateNames[i32[(base + E.state) >> 2]],
      value: {
        location: readPointAt(f64, base, E["value.location.x"]),
        translation: readPointAt(f64, base, E["value.translation.x"]),
        velocity: readPointAt(f64, base, E["value.velocity.x"]),
        scale: f64[(base + E["value.scale"]) >> 3],
        scaleVelocity: f64[(base + E["value.scale_velocity"]) >> 3],
        progress: f64[(base + E["value.progress"]) >> 3],
        touchCount: i32[(base + E["value.touch_count"]) >> 2],
      },
    };
  }

  function writeEvent(base, event) {
    memory.view;
    memory.bytes.fill(0, base, base + EVENT.size);
    memory.write(base, f(EVENT, "time"), event.t);
    memory.write(base, f(EVENT, "time_us"), Math.round(event.t * 1e6));
    if (event.type === "viewer") {
      const code = viewerNames.indexOf(event.event);
      if (code < 0) throw new TypeError(`unknown viewer event ${JSON.stringify(event.event)}`);
      memory.write(base, f(EVENT, "kind"), C.GKL_EVENT_VIEWER);
      memory.write(base, f(EVENT, "viewer_event"), code);
      memory.write(base, f(EVENT, "visible"), event.visible ? 1 : 0);
      memory.write(base, f(EVENT, "page"), event.page ?? 0);
      memory.write(base, f(EVENT, "limit"), event.limit === "max" ? C.GKL_ZOOM_LIMIT_MAX : C.GKL_ZOOM_LIMIT_MIN);
      memory.write(base, f(EVENT, "scale"), event.scale ?? 0);
      return;
    }
    const state = stateNames.indexOf(event.state);
    if (state < 0) throw new TypeError(`unknown recognizer state ${JSON.stringify(event.state)}`);
    const value = event.value;
    memory.write(base, f(EVENT, "kind"), C.GKL_EVENT_RECOGNIZER);
    memory.write(base, f(EVENT, "recognizer"), event.recognizer);
    memory.write(base, f(EVENT, "name"), event.name);
    memory.write(base, f(EVENT, "state"), state);
    for (const point of ["location", "translation", "velocity"]) {
      memory.write(base, f(EVENT, `value.${point}.x`), value[point].x);
      memory.write(base, f(EVENT, `value.${point}.y`), value[point].y);
    }
    memory.write(base, f(EVENT, "value.scale"), value.scale);
    memory.write(base, f(EVENT, "value.scale_velocity"), value.scaleVelocity);
    memory.write(base, f(EVENT, "value.progress"), value.progress);
    memory.write(base, f(EVENT, "value.touch_count"), value.touchCount);
  }

  function readState(base) {
    return {
      t: memory.read(base, f(STATE, "has_time")) ? memory.read(base, f(STATE, "time")) : null,
      page: memory.read(base, f(STATE, "page")),
      zoomScale: memory.read(base, f(STATE, "zoom_scale")),
      contentOffset: readPoint(memory, base, STATE, "content_offset"),
      backgroundAlpha: memory.read(base, f(STATE, "background_alpha")),
      pullDownTranslation: readPoint(memory, base, STATE, "pull_down_translation"),
      pageStripOffset: memory.read(base, f(STATE, "page_strip_offset")),
      chromeVisible: memory.read(base, f(STATE, "chrome_visible")) !== 0,
      chromeHiddenByPullDown: memory.read(base, f(STATE, "chrome_hidden_by_pull_down")) !== 0,
      dismissed: memory.read(base, f(STATE, "dismissed")) !== 0,
    };
  }

  /** The options of gkl_format_event: text or JSON Lines, `values`, `changes`. */
  function formatOptions({ format = "text", values = false, changes = false, why = false } = {}) {
    if (format !== "text" && format !== "jsonl") throw new TypeError(`format must be "text" or "jsonl", not ${JSON.stringify(format)}`);
    if (why) {
      throw new GestureKitLiteError("why: this version of the module does not carry reasons yet (SPEC §6.1)", "argument");
    }
    return (format === "jsonl" ? C.GKL_FORMAT_JSONL : C.GKL_FORMAT_TEXT) | (values ? C.GKL_FORMAT_VALUES : 0) |
      (changes ? C.GKL_FORMAT_CHANGES : 0);
  }

  function requireLog(what) {
    if (!hasLog) {
      throw new TypeError(`${what} needs the full module: import it from "gesturekitlite", not "gesturekitlite/live"`);
    }
  }

  /** Reads every waiting event of a session or player handle. */
  function drain(read, handle, buffer) {
    const events = [];
    for (;;) {
      const count = read(handle, buffer, EVENTS_PER_READ);
      for (let i = 0; i < count; i++) events.push(readEvent(buffer + i * EVENT.size));
      if (count < EVENTS_PER_READ) return events;
    }
  }

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
      return drain(exports.gkl_session_read_events, this.#handle, this.#buffers.events);
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
      return readState(this.#buffers.state);
    }

    /** The state line `gesture-sim play` prints last (full module). */
    stateLine(options = {}) {
      requireLog("stateLine");
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
        throw new GestureKitLiteError(memory.read(error, f(ERROR, "message")), STATUS_NAMES[memory.read(error, f(ERROR, "status"))]);
      }
      return new Session(handle, buffers(hasLog));
    } finally {
      exports.free(error);
    }
  }

  /** The line `gesture-sim play` prints for `event` (full module). */
  function formatEvent(event, options = {}) {
    requireLog("formatEvent");
    const scratch = memory.allocate(EVENT.size + LINE_CAPACITY);
    try {
      writeEvent(scratch, event);
      const length = exports.gkl_format_event(scratch, formatOptions(options), scratch + EVENT.size, LINE_CAPACITY);
      return length > 0 ? memory.text(scratch + EVENT.size) : "";
    } finally {
      exports.free(scratch);
    }
  }

  /** What `gesture-sim play` prints for `stream`, its text or bytes (full module); see index.js's play. */
  function play(stream, { format = "text", values = false, why = false, preset = null, settings } = {}) {
    requireLog("play");
    const options = formatOptions({ format, values, why });
    const bytes = typeof stream === "string" ? memory.encoder.encode(stream) : new Uint8Array(ArrayBuffer.isView(stream) ? stream.buffer.slice(stream.byteOffset, stream.byteOffset + stream.byteLength) : stream);
    // The form, as gesture-sim tells it for standard input: "{" first (after blanks and a BOM) is JSON Lines.
    const first = bytes.find((byte) => ![0x20, 0x09, 0x0a, 0x0d, 0xef, 0xbb, 0xbf].includes(byte));
    const form = first === 0x7b ? C.GKL_STREAM_JSONL : C.GKL_STREAM_TEXT;
    const error = memory.allocate(ERROR.size);
    let player = 0;
    const line = memory.allocate(LINE_CAPACITY);
    const events = memory.allocate(EVENT.size * EVENTS_PER_READ);
    try {
      player = memory.withStrings([preset ?? "", settingsText(settings)], (p, s) => exports.gkl_player_create(form, p, s, error));
      if (!player) {
        throw new GestureKitLiteError(memory.read(error, f(ERROR, "message")), STATUS_NAMES[memory.read(error, f(ERROR, "status"))]);
      }
      const lines = [];
      const collect = () => {
        for (;;) {
          const count = exports.gkl_player_read_events(player, events, EVENTS_PER_READ);
          for (let i = 0; i < count; i++) {
            const length = exports.gkl_format_event(events + i * EVENT.size, options, line, LINE_CAPACITY);
            if (length > 0) lines.push(memory.text(line));
          }
          if (count < EVENTS_PER_READ) return;
        }
      };
      const check = (status) => {
        if (status !== C.GKL_OK) {
          throw new GestureKitLiteError(memory.text(exports.gkl_player_error(player)), STATUS_NAMES[status] ?? "stream");
        }
      };
      const chunk = 1 << 16;
      const buffer = memory.allocate(Math.min(chunk, Math.max(bytes.length, 1)));
      try {
        for (let start = 0; start < bytes.length; start += chunk) {
          const part = bytes.subarray(start, start + chunk);
          memory.view;
          memory.bytes.set(part, buffer);
          check(exports.gkl_player_append(player, buffer, part.length));
          collect();
        }
      } finally {
        exports.free(buffer);
      }
      check(exports.gkl_player_finish(player));
      collect();
      if (exports.gkl_player_format_state(player, options & C.GKL_FORMAT_JSONL, line, LINE_CAPACITY) > 0) {
        lines.push(memory.text(line));
      }
      return lines.map((text) => text + "\n").join("");
    } finally {
      if (player) exports.gkl_player_destroy(player);
      exports.free(error);
      exports.free(line);
      exports.free(events);
    }
  }

  /**
   * The [key, value] settings that make the configuration of `preset` and
   * `settings` from SPEC §3's defaults (full module): what a recorded stream's
   * `@set` lines carry.
   */
  function configurationSettings({ preset = null, settings } = {}) {
    requireLog("configurationSettings");
    for (let capacity = 4096; ; capacity *= 4) {
      const buffer = memory.allocate(capacity);
      try {
        const length = memory.withStrings([preset ?? "", settingsText(settings)],
          (p, s) => exports.gkl_configuration_settings(p, s, buffer, capacity));
        if (length < 0) throw new GestureKitLiteError(memory.text(buffer), "configuration");
        if (length >= capacity) continue;
        return memory.text(buffer).split("\n").filter((line) => line).map((line) => {
          const equals = line.indexOf("=");
          return [line.slice(0, equals), line.slice(equals + 1)];
        });
      } finally {
        exports.free(buffer);
      }
    }
  }

  /**
   * The value of the key named `key` in the configuration of `preset` and
   * `settings`, as `@set` writes it ("390", "true", "viewport") (full module).
   */
  function configurationValue({ preset = null, settings } = {}, key) {
    requireLog("configurationValue");
    const buffer = memory.allocate(LINE_CAPACITY);
    try {
      const length = memory.withStrings([preset ?? "", settingsText(settings), key],
        (p, s, k) => exports.gkl_configuration_value(p, s, k, buffer, LINE_CAPACITY));
      if (length < 0) throw new GestureKitLiteError(memory.text(buffer), "configuration");
      return memory.text(buffer);
    } finally {
      exports.free(buffer);
    }
  }

  /** Every preset's name, as `gesture-sim --preset` takes it (full module). */
  function presetNames() {
    requireLog("presetNames");
    const buffer = memory.allocate(LINE_CAPACITY);
    try {
      exports.gkl_preset_names(buffer, LINE_CAPACITY);
      return memory.text(buffer).split("\n").filter((name) => name);
    } finally {
      exports.free(buffer);
    }
  }

  const version = memory.text(exports.gkl_version());
  return hasLog ? {
    version, createSession, formatEvent, play, configurationSettings, configurationValue, presetNames,
  } : { version, createSession };
}
