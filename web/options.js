// The options callers give, checked and turned into the module's arguments.
import { CONSTANTS as C } from "./layout.js";
import { GestureKitLiteError } from "./error.js";

/** The settings as text: `"key=value ..."` as given, or a map of SPEC §3 keys to values. */
export function settingsText(settings) {
  if (settings === undefined || settings === null) return "";
  if (typeof settings === "string") return settings;
  if (typeof settings !== "object") throw new TypeError("settings must be a string of key=value words or an object");
  // One setting a line, as Python writes them; the library refuses what a line cannot say.
  return Object.entries(settings).map(([key, value]) => {
    const text = typeof value === "string" ? value : String(value);
    if (/[\s#=]/.test(key) || /[\s#]/.test(text)) {
      throw new GestureKitLiteError(`${key}=${text}: a setting's key and value hold no spaces, line breaks, '#' or, in the key, '='`, "configuration");
    }
    return `${key}=${text}`;
  }).join("\n");
}

/** The options of gkl_format_event: text or JSON Lines, `values`, `changes`, `why`. */
export function formatOptions({ format = "text", values = false, changes = false, why = false } = {}) {
  if (format !== "text" && format !== "jsonl") throw new TypeError(`format must be "text" or "jsonl", not ${JSON.stringify(format)}`);
  return (format === "jsonl" ? C.GKL_FORMAT_JSONL : C.GKL_FORMAT_TEXT) | (values ? C.GKL_FORMAT_VALUES : 0) |
    (changes ? C.GKL_FORMAT_CHANGES : 0) | (why ? C.GKL_FORMAT_WHY : 0);
}

/** Throws unless the instance is the full module's. */
export function requireLog(exports, what) {
  if (typeof exports.gkl_format_event !== "function") {
    throw new TypeError(`${what} needs the full module: import it from "gesturekitlite", not "gesturekitlite/live"`);
  }
}
