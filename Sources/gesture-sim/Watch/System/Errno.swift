import Glibc

/// An `errno` value, with its words.
struct Errno: Error, Equatable {
  var code: Int32

  init(_ code: Int32) { self.code = code }

  /// `strerror`'s words: `Permission denied`.
  var words: String { String(cString: strerror(code)) }
}
