// gesturekitlite/live: the session only, in the lighter module.
import type { LiveModule, LoadOptions } from "./types.js";

export * from "./types.js";

/** Loads the live module; each call makes an independent instance. */
export declare function load(options?: LoadOptions): Promise<LiveModule>;
