import Testing

@testable import GestureKitLite

@Suite struct DecimalParserTests {
  private func parse(_ text: String) -> Result<Double, DecimalParser.Failure> {
    DecimalParser.parse(text)
  }

  @Test(
    "decimal numbers parse to the nearest Double",
    arguments: [
      ("0", 0.0), ("0.1", 0.1), ("0.016", 0.016), ("1e-05", 1e-05), ("123456.789", 123_456.789),
      ("-0.5", -0.5), ("+2", 2), (".5", 0.5), ("5.", 5), ("1E3", 1000), ("1e+2", 100),
      ("0.30000000000000004", 0.30000000000000004), ("390", 390), ("007", 7),
      ("0.1000000000000000055511151231257827", 0.1),
      ("123456789012345678901234567890", 1.2345678901234568e29),
      ("9007199254740993", 9_007_199_254_740_992), ("5e-324", .leastNonzeroMagnitude),
      ("1e-400", 0),
      ("1.7976931348623157e308", 1.7976931348623157e308),
    ])
  func parses(text: String, value: Double) {
    #expect(parse(text) == .success(value))
  }

  @Test(
    "text outside the grammar is not a number",
    arguments: [
      "", "-", "+", ".", "e5", "1e", "1e+", "nan", "inf", "0x10", "1.2.3", " 1", "1 ", "1,5", "--1",
    ])
  func notANumber(text: String) {
    #expect(parse(text) == .failure(.notANumber))
  }

  @Test(
    "numbers beyond Double's range are not finite",
    arguments: ["1e309", "-1e309", "1" + String(repeating: "0", count: 400), "1.8e308"])
  func notFinite(text: String) {
    #expect(parse(text) == .failure(.notFinite))
  }

  @Test("the fast path agrees with the standard library on many short decimals")
  func agreesWithStandardLibrary() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 11
    }
    for _ in 0..<20_000 {
      let digits = String(next() % 10_000_000_000_000_000)
      let point = Int(next() % UInt64(digits.count + 1))
      let exponent = Int(next() % 50) - 25
      var text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
      if text == "." { text = "0" }
      if next() % 2 == 0 { text += "e\(exponent)" }
      if next() % 3 == 0 { text = "-" + text }
      guard let expected = Double(text) else { continue }
      #expect(parse(text) == .success(expected), "\(text)")
    }
  }
}
