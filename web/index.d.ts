// gesturekitlite: sessions, log lines and streams, in the full module.
import type { FullModule, LoadOptions, PlayOptions } from "./types.js";

export * from "./types.js";

/** Loads the full module; each call makes an independent instance. */
export declare function load(options?: LoadOptions): Promise<FullModule>;

/** What `gesture-sim play` prints for a stream (SPEC §7); rejects with GestureKitLiteError. */
export declare function play(stream: string | Uint8Array | ArrayBuffer, options?: PlayOptions & LoadOptions): Promise<string>;
