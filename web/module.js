// The API over one instance of a module.
import { CONSTANTS as C, ERROR, EVENT, field } from "./layout.js";
import { EVENTS_PER_READ, makeCodec } from "./codec.js";
import { GestureKitLiteError, STATUS_NAMES } from "./error.js";
import { Memory } from "./memory.js";
import { formatOptions, requireLog, settingsText } from "./options.js";
import { LINE_CAPACITY, makeCreateSession } from "./session.js";

/**
 * The API over one instance of a module: `createSession`, and, with the full
 * module, `formatEvent`, `play` and the configuration's text. Each call of
 * `bind` is independent (its own memory).
 */
export function bind(instance) {
  const exports = instance.exports;
  const memory = new Memory(exports);
  const hasLog = typeof exports.gkl_format_event === "function";
  const codec = makeCodec(exports, memory);
  const createSession = makeCreateSession(exports, memory, codec);

  /** The line `gesture-sim play` prints for `event` (full module). */
  function formatEvent(event, options = {}) {
    requireLog(exports, "formatEvent");
    const scratch = memory.allocate(EVENT.size + LINE_CAPACITY);
    try {
      codec.writeEvent(scratch, event);
      const length = exports.gkl_format_event(scratch, formatOptions(options), scratch + EVENT.size, LINE_CAPACITY);
      return length > 0 ? memory.text(scratch + EVENT.size) : "";
    } finally {
      exports.free(scratch);
    }
  }

  /** What `gesture-sim play` prints for `stream`, its text or bytes (full module); see index.js's play. */
  function play(stream, { format = "text", values = false, why = false, preset = null, settings } = {}) {
    requireLog(exports, "play");
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
        throw new GestureKitLiteError(memory.read(error, field(ERROR, "message")), STATUS_NAMES[memory.read(error, field(ERROR, "status"))]);
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
    requireLog(exports, "configurationSettings");
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
    requireLog(exports, "configurationValue");
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
    requireLog(exports, "presetNames");
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
