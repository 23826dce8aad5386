// libFuzzer target: the bytes as a JSON Lines stream (`.jsonl`, SPEC §2.2).
//
// Decoded whole and in chunks cut where the data says (the results must be
// the same), and, when it decodes, written back with both writers and read
// again (the records and configuration must be the same). A TouchStreamError
// is a fine answer; a trap is a bug. See Support/ReaderChecks.swift.
//
// Build and run with scripts/fuzz.sh (target name: jsonl-reader).

/// libFuzzer's entry point: runs the checks on one input; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  checkReader(data, size, format: .jsonLines)
  return 0
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `GESTUREKIT_FUZZ_SEEDS_OUT=DIR fuzz-jsonl-reader FILE.touches...` writes
/// each text stream that decodes as JSON Lines (with the library's writer)
/// into DIR and exits: scripts/fuzz.sh seeds the corpus this way.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  guard let out = getenv("GESTUREKIT_FUZZ_SEEDS_OUT").map({ String(cString: $0) }) else { return 0 }
  var written = 0
  for index in 1..<Int(argc.pointee) {
    guard let arg = argv.pointee?[index].map({ String(cString: $0) }), !arg.hasPrefix("-") else { continue }
    guard let bytes = readFile(arg) else {
      fputs("cannot read \(arg)\n", stderr)
      exit(2)
    }
    guard
      let records = try? TouchStreamDecoder.records(in: String(decoding: bytes, as: UTF8.self), format: .text)
    else { continue }
    let name = arg.split(separator: "/").last.map(String.init) ?? "seed"
    if writeFile("\(out)/\(name).jsonl", Array(TouchStreamFormat.jsonLines.text(for: records).utf8)) {
      written += 1
    }
  }
  fputs("wrote \(written) seeds into \(out)\n", stderr)
  exit(0)
}
