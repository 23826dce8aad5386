// Where a module's bytes come from: the package's own folder (Node reads the
// file, a browser fetches it relative to this file), or what the caller gives.
// Nothing is fetched that the page did not ask for: a browser fetches the
// .wasm only when load() is called without a `module`.

/**
 * An instance of the module `file` (a name in this package's folder), or of
 * `module` when given: a URL or path string, a URL, a Response (or a Promise
 * of one), an ArrayBuffer or typed array of its bytes, or a WebAssembly.Module.
 */
export async function instantiate(file, module) {
  let source = module ?? new URL(file, import.meta.url);
  if (typeof source === "string") source = new URL(source, globalThis.location?.href ?? import.meta.url);
  if (source instanceof URL) source = await bytesAt(source);
  if (typeof Response !== "undefined" && source instanceof Promise) source = await source;
  if (typeof Response !== "undefined" && source instanceof Response) {
    if (!source.ok) throw new Error(`cannot load the GestureKitLite module: ${source.status} ${source.url}`);
    source = await source.arrayBuffer();
  }
  if (source instanceof WebAssembly.Module) return WebAssembly.instantiate(source, {});
  if (ArrayBuffer.isView(source)) source = source.buffer.slice(source.byteOffset, source.byteOffset + source.byteLength);
  if (!(source instanceof ArrayBuffer)) throw new TypeError("module must be a URL, a Response, bytes or a WebAssembly.Module");
  const { instance } = await WebAssembly.instantiate(source, {});
  return instance;
}

async function bytesAt(url) {
  if (url.protocol === "file:" && typeof process !== "undefined" && process.versions?.node) {
    const { readFile } = await import("node:fs/promises");
    return readFile(url);
  }
  return fetch(url);
}
