// Shared by the fuzz harnesses in Fuzz/ (compiled standalone with the
// library's sources by scripts/fuzz.sh; not a SwiftPM target).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints `message` to standard error and traps.
///
/// libFuzzer then keeps the input as a crash artifact. Used for every property a harness checks.
func fuzzFailure(_ message: String) -> Never {
  fputs("FUZZ FAILURE: \(message)\n", stderr)
  preconditionFailure(message)
}

/// Traps with `message()` when `condition` is false.
@inline(__always)
func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fuzzFailure(message()) }
}

/// The bytes of the file at `path`, or `nil` when it cannot be read.
func readFile(_ path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var result: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
    if count <= 0 { break }
    result.append(contentsOf: buffer[0..<count])
  }
  return result
}

/// Writes `bytes` to the file at `path`; returns whether it worked.
@discardableResult
func writeFile(_ path: String, _ bytes: [UInt8]) -> Bool {
  guard let file = fopen(path, "wb") else { return false }
  defer { fclose(file) }
  let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
  return written == bytes.count
}
