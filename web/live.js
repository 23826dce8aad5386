// gesturekitlite/live: what a page that drives a viewer from pointer events
// loads. Its module (gesturekitlite-live.wasm, about 110 KB gzipped) holds the
// session only: no stream reader, no player, no log lines (those are in
// "gesturekitlite").
import { instantiate } from "./load.js";
import { bind } from "./module.js";

export { GestureKitLiteError } from "./error.js";
export { settingsText } from "./options.js";
export { AnimationFrameClock, PointerInput, modifiersOf, preventsDefault, secondsSince } from "./pointer.js";
export { TouchRecorder } from "./recorder.js";

/**
 * Loads the live module and returns `{ version, createSession }`. Each call
 * makes an independent instance. `options.module` gives the module instead of
 * the package's file (a URL, a Response, its bytes or a WebAssembly.Module).
 */
export async function load({ module } = {}) {
  return bind(await instantiate("gesturekitlite-live.wasm", module));
}
