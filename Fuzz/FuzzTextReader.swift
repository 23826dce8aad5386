// libFuzzer target: the bytes as a `.touches` stream (SPEC §2.1).
//
// Decoded whole and in chunks cut where the data says (the results must be
// the same), and, when it decodes, written back with both writers and read
// again (the records and configuration must be the same). A TouchStreamError
// is a fine answer; a trap is a bug. See Support/ReaderChecks.swift.
//
// Build and run with scripts/fuzz.sh (target name: text-reader).

/// libFuzzer's entry point: runs the checks on one input; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  checkReader(data, size, format: .text)
  return 0
}
