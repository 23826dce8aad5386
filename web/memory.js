// The module's memory: the one place, with layout.js, where bytes are read and
// written by offset.

/** The module's memory, read and written through the layouts. */
export class Memory {
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
      default: {
        const capacity = charCapacity(type);
        if (capacity === undefined) throw new TypeError(`unknown field type ${type}`);
        return this.text(base + offset, capacity);
      }
    }
  }

  write(base, [offset, type], value) {
    const view = this.view;
    switch (type) {
      case "f64": view.setFloat64(base + offset, value, true); break;
      case "i32": view.setInt32(base + offset, value, true); break;
      case "i64": view.setBigInt64(base + offset, BigInt(value), true); break;
      case "u64": view.setBigUint64(base + offset, BigInt(value), true); break;
      default: {
        // Text: NUL-terminated, cut to the field (names and reasons the module wrote fit).
        const capacity = charCapacity(type);
        if (capacity === undefined) throw new TypeError(`cannot write a field of type ${type}`);
        this.bytes.fill(0, base + offset, base + offset + capacity);
        this.bytes.set(this.encoder.encode(value).subarray(0, capacity - 1), base + offset);
      }
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

/** The capacity of a text field's type ("char16" → 16), or undefined for another type. */
function charCapacity(type) {
  const match = /^char(\d+)$/.exec(type);
  return match ? Number(match[1]) : undefined;
}
