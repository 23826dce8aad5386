// gesturekitlite: the engine as WebAssembly, for pages, tools and tests. Its
// module (gesturekitlite.wasm) holds the session, the log lines `gesture-sim
// play` prints and the stream player; "gesturekitlite/live" is the lighter
// module for a page that only drives a viewer.
import { instantiate } from "./load.js";
import { bind } from "./module.js";

export { GestureKitLiteError } from "./error.js";
export { settingsText } from "./options.js";
export { AnimationFrameClock, PointerInput, modifiersOf, preventsDefault, secondsSince } from "./pointer.js";
export { TouchRecorder } from "./recorder.js";

/**
 * Loads the full module and returns `{ version, createSession, formatEvent,
 * play, configurationSettings, configurationValue, presetNames }`. Each call
 * makes an independent instance.
 * `options.module` gives the module instead of the package's file (a URL, a
 * Response, its bytes or a WebAssembly.Module).
 */
export async function load({ module } = {}) {
  return bind(await instantiate("gesturekitlite.wasm", module));
}

/**
 * What `gesture-sim play` prints for `stream` (the text of a `.touches` or
 * `.jsonl` stream, or its bytes, told apart by its first character, as the CLI does for
 * standard input), with the same options: `format` "text" or "jsonl",
 * `values`, `preset`, `settings` (SPEC §3 keys to values, or "key=value ..."
 * text). A Promise, since the module loads first; it rejects with a
 * GestureKitLiteError carrying the CLI's message ("LINE:COLUMN: error: ...")
 * for a refused stream. `why` is refused until the module carries reasons.
 */
export async function play(stream, options = {}) {
  const { module, ...rest } = options;
  return (await load({ module })).play(stream, rest);
}
