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

  // MARK: - Fast paths against the slow path

  /// What the slow path (the standard library's conversion) makes of `text`.
  private func parseSlowly(_ text: String) -> Result<Double, DecimalParser.Failure> {
    var copy = text
    return copy.withUTF8 { DecimalParser.convertSlowly($0, 0..<$0.count) }
  }

  /// Whether two results hold the same bits (`-0.0` and `0.0` differ).
  private func sameBits(
    _ lhs: Result<Double, DecimalParser.Failure>, _ rhs: Result<Double, DecimalParser.Failure>
  ) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): left.bitPattern == right.bitPattern
    default: lhs == rhs
    }
  }

  @Test(
    "edge cases parse to the same bits as the slow path",
    arguments: [
      "9007199254740992", "9007199254740993", "9007199254740994", "9007199254740995",
      "18446744073709551615", "18446744073709551616", "9999999999999999999", "1000000000000000000",
      "4503599627370497.5", "4503599627370496.5", "0.1", "0.2", "0.3", "2.2250738585072014e-308",
      "2.2250738585072011e-308", "4.9e-324", "1.7976931348623157e308", "1.7976931348623158e308",
      "1e-64", "1e64", "1e-65", "1e65", "9.999999999999999e63", "1.0000000000000001e-64",
      "123456789012345678e-82", "123456789012345678e46", "-0", "-0.0e999999", "0e-999999",
      "0.0000000000000000000000001", "0.00000000000000000000000012345678901234567",
      "1.00000000000000000000000000", "00000000000000000000000000001.5", "1e100000", "1e-100000",
      "200.08474576271186", "205.16949152542372", "0.016667", "-76.27118644067797",
      "7.205759403792794e16", "1.2345678901234567e-5", "8.98846567431158e307",
    ])
  func edgeCasesAgree(text: String) {
    #expect(sameBits(parse(text), parseSlowly(text)), "\(text)")
  }

  @Test("the fast paths agree with the slow path on 200,000 seeded random decimals")
  func randomDecimalsAgree() {
    var random = SplitMix64(seed: 0x5EED_DEC1_0A11_0001)
    for _ in 0..<200_000 {
      let text = random.decimalText()
      let fast = parse(text)
      let slow = parseSlowly(text)
      if !sameBits(fast, slow) {
        Issue.record("\(text): fast \(fast), slow \(slow)")
        return
      }
    }
  }

  @Test("exact halfway points between two Doubles, and their neighbours, agree with the slow path")
  func halfwayPointsAgree() {
    var random = SplitMix64(seed: 0x5EED_0000_4A1F)
    for _ in 0..<20_000 {
      // A Double of 2^50 to 2^61 and the midpoint to the next one up: a tie,
      // which rounds to the even neighbour. In thousandths, both are integers.
      let below = Double(
        sign: .plus, exponentBitPattern: UInt(1023 + 50 + random.next() % 11),
        significandBitPattern: random.next() & ((1 << 52) - 1))
      // Quarters are exact (the spacing is at least 2^-2), so scale in integers.
      let midpoint = UInt128(below * 4) * 250 + UInt128(below.ulp * 4) * 125
      for thousandths in [midpoint - 1, midpoint, midpoint + 1] {
        let text = Self.decimal(thousandths: thousandths)
        #expect(sameBits(parse(text), parseSlowly(text)), "\(text)")
      }
    }
  }

  /// `thousandths / 1000` written out exactly, without trailing zeros.
  private static func decimal(thousandths: UInt128) -> String {
    var fraction = String(thousandths % 1000)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    return "\(thousandths / 1000)" + (fraction.isEmpty ? "" : "." + fraction)
  }

  @Test("Eisel-Lemire either declines or agrees with the slow path, and rarely declines")
  func eiselLemireAgreesOrDeclines() {
    var random = SplitMix64(seed: 0x5EED_E15E_1000)
    var declined = 0
    let trials = 100_000
    for _ in 0..<trials {
      let digits = 1 + Int(random.next() % 19)
      var significand = random.next() % 10_000_000_000_000_000_000
      while String(significand).count > digits { significand /= 10 }
      if significand == 0 { significand = 1 }
      let power =
        DecimalParser.eiselLemireMinimumPower
        + Int(random.next() % UInt64(DecimalParser.eiselLemireMaximumPower * 2 + 1))
      guard let value = DecimalParser.eiselLemire(significand, power: power) else {
        declined += 1
        continue
      }
      let text = "\(significand)e\(power)"
      #expect(sameBits(.success(value), parseSlowly(text)), "\(text)")
    }
    #expect(declined < trials / 100, "declined \(declined) of \(trials)")
  }

  @Test("every entry of the Eisel-Lemire table is its power of ten's leading 128 bits, rounded down")
  func powersOfTenTableIsExact() {
    let table = DecimalParser.powersOfTen
    let minimum = DecimalParser.eiselLemireMinimumPower
    let maximum = DecimalParser.eiselLemireMaximumPower
    #expect(table.count == (maximum - minimum + 1) * 2)
    for power in minimum...maximum {
      let index = (power - minimum) * 2
      let entry = BigNatural(high: table[index], low: table[index + 1])
      let next = entry.adding(1)
      #expect(table[index] >> 63 == 1, "1e\(power): top bit")
      // entry = floor(10^power × 2^shift), with the same floor(power × log2 10) as the parser.
      let shift = 127 - ((217_706 * power) >> 16)
      let powerOfTen = BigNatural.tenToThe(abs(power))
      let (lowerLeft, lowerRight, upperLeft, upperRight): (BigNatural, BigNatural, BigNatural, BigNatural)
      if power >= 0 {
        // entry × 2^-shift ≤ 10^power < (entry + 1) × 2^-shift, both sides scaled to integers.
        let scale = max(0, shift)
        lowerLeft = entry.shifted(left: max(0, -shift))
        lowerRight = powerOfTen.shifted(left: scale)
        upperLeft = lowerRight
        upperRight = next.shifted(left: max(0, -shift))
      } else {
        // entry × 10^-power ≤ 2^shift < (entry + 1) × 10^-power.
        lowerLeft = entry.multiplied(by: powerOfTen)
        lowerRight = BigNatural(high: 0, low: 1).shifted(left: shift)
        upperLeft = lowerRight
        upperRight = next.multiplied(by: powerOfTen)
      }
      #expect(lowerLeft <= lowerRight && upperLeft < upperRight, "1e\(power)")
    }
  }

  // MARK: - Reading a prefix

  @Test(
    "a number read from the start of a field stops at the first byte that cannot continue it",
    arguments: [
      ("12.5 down", 4, 12.5), ("-3e2=", 4, -300), ("7#x", 1, 7), ("0.25", 4, 0.25), ("+1.e1x", 5, 10),
    ])
  func prefixStops(text: String, end: Int, value: Double) {
    var copy = text
    let prefix = copy.withUTF8 { DecimalParser.parsePrefix($0, from: 0) }
    #expect(prefix.end == end)
    #expect(prefix.result == .success(value))
  }

  @Test("a sign, a point or an exponent marker without digits is not a number prefix")
  func prefixWithoutDigits() {
    for text in ["-", ".", "-.e1", "1e", "1e+ ", "x"] {
      var copy = text
      let prefix = copy.withUTF8 { DecimalParser.parsePrefix($0, from: 0) }
      #expect(prefix.result == .failure(.notANumber), "\(text)")
    }
  }
}

/// SplitMix64: a small seeded generator, so every run tests the same numbers.
private struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A random decimal of the grammar, weighted towards what streams hold: 1 to
  /// 22 digits (mostly 15 to 17), a point anywhere or none, sometimes leading
  /// zeros, a sign, and an exponent of either case.
  mutating func decimalText() -> String {
    let digitCount =
      next() % 2 == 0 ? 15 + Int(next() % 3) : 1 + Int(next() % 22)
    var digits = ""
    for index in 0..<digitCount {
      let digit = index == 0 && next() % 8 != 0 ? 1 + next() % 9 : next() % 10
      digits += String(digit)
    }
    if next() % 10 == 0 { digits = String(repeating: "0", count: Int(next() % 25)) + digits }
    let point = Int(next() % UInt64(digits.count + 2))
    var text = digits
    if point <= digits.count {
      text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
    }
    switch next() % 4 {
    case 0: text += "e\(Int(next() % 161) - 80)"
    case 1: text += "E+\(next() % 40)"
    default: break
    }
    switch next() % 4 {
    case 0: text = "-" + text
    case 1: text = "+" + text
    default: break
    }
    return text
  }
}
