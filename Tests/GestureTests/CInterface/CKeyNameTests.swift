import Testing

@testable import GestureKitLiteC

/// The C interface's key names: UTF-8 decoded by hand (for the live
/// WebAssembly module's size), checked against the standard library's decoder.
@Suite("C interface: key names as UTF-8")
struct CKeyNameTests {
  /// What the standard library makes of `bytes`: the text, or `nil` when they are not UTF-8.
  static func expected(_ bytes: [UInt8]) -> String? {
    String(validating: bytes, as: UTF8.self)
  }

  static func decoded(_ bytes: [UInt8], into name: inout CKeyName) -> String? {
    bytes.withUnsafeBytes { name.decode($0) } ? name.text : nil
  }

  @Test("RFC 3629's edges: each length's least and greatest, overlong forms, surrogates, past U+10FFFF")
  func edges() {
    let cases: [[UInt8]] = [
      [], [0x00], [0x7F], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xEF, 0xBF, 0xBF],
      [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x9F, 0xBF],
      [0xF0, 0x8F, 0xBF, 0xBF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xED, 0x9F, 0xBF],
      [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0x80], [0xC3], [0xE2, 0x82],
      [0xC3, 0x28], [0x41, 0xC3, 0xB6, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80],
    ]
    var name = CKeyName()
    for bytes in cases {
      #expect(Self.decoded(bytes, into: &name) == Self.expected(bytes), "\(bytes)")
    }
  }

  @Test("random bytes decode as the standard library decodes them", arguments: [1, 2, 3] as [UInt64])
  func random(seed: UInt64) {
    var generator = CInterfaceRobustnessTests.SplitMix(state: seed)
    var name = CKeyName()
    // Bytes drawn mostly from the ranges where UTF-8's rules bite.
    let pool: [UInt8] = Array(0x00...0x7F).filter { $0 % 17 == 0 } + Array(0x80...0xFF)
    for _ in 0..<20_000 {
      let count = Int.random(in: 0...6, using: &generator)
      let bytes = (0..<count).map { _ in pool.randomElement(using: &generator)! }
      #expect(Self.decoded(bytes, into: &name) == Self.expected(bytes), "\(bytes)")
    }
  }
}
