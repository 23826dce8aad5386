/// Names compared as spellings: configuration keys and words, preset names.
///
/// A name is a spelling, so two names are the same when their UTF-8 bytes
/// are, not when Unicode calls them canonically equivalent (Swift's `==` on
/// `String`). For the ASCII names the library declares the two agree on every
/// input but three characters (the Kelvin sign, U+037E and U+1FEF, which
/// `==` takes for `K`, `;` and a backtick); none of them spells a key, a
/// word or a preset. Comparing bytes also keeps the standard library's
/// Unicode normalization and case-mapping tables (52 KB) out of the
/// WebAssembly modules (the Embedding outside Swift article); stream readers
/// compare attribute keys and `set` members the same way.
package enum Spelling {
  /// Whether `a` and `b` are the same UTF-8 bytes.
  package static func same(_ a: String, _ b: String) -> Bool {
    a.utf8.elementsEqual(b.utf8)
  }

  /// The UTF-8 bytes of `name` with ASCII letters lowercased: what "did you
  /// mean" compares, so `TapSlop` finds `tapSlop`.
  package static func folded(_ name: String) -> [UInt8] {
    name.utf8.map { byte in (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
  }
}
