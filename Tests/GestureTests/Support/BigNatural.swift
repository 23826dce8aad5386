/// A natural number of any size, as little-endian 32-bit words: just enough
/// arithmetic to check the power-of-ten table exactly.
struct BigNatural: Comparable {
  var words: [UInt32]

  init(words: [UInt32]) {
    self.words = words
    while self.words.last == 0 { self.words.removeLast() }
  }

  init(high: UInt64, low: UInt64) {
    self.init(words: [
      UInt32(truncatingIfNeeded: low), UInt32(truncatingIfNeeded: low >> 32),
      UInt32(truncatingIfNeeded: high), UInt32(truncatingIfNeeded: high >> 32),
    ])
  }

  static func tenToThe(_ power: Int) -> BigNatural {
    var result = BigNatural(high: 0, low: 1)
    for _ in 0..<power { result = result.multiplied(by: BigNatural(high: 0, low: 10)) }
    return result
  }

  func adding(_ value: UInt32) -> BigNatural {
    var result = words + [0]
    var carry = UInt64(value)
    for index in result.indices where carry != 0 {
      let sum = UInt64(result[index]) + carry
      result[index] = UInt32(truncatingIfNeeded: sum)
      carry = sum >> 32
    }
    return BigNatural(words: result)
  }

  func multiplied(by other: BigNatural) -> BigNatural {
    var result = [UInt32](repeating: 0, count: words.count + other.words.count + 1)
    for (i, left) in words.enumerated() {
      var carry: UInt64 = 0
      for (j, right) in other.words.enumerated() {
        let sum = UInt64(result[i + j]) + UInt64(left) * UInt64(right) + carry
        result[i + j] = UInt32(truncatingIfNeeded: sum)
        carry = sum >> 32
      }
      result[i + other.words.count] = UInt32(truncatingIfNeeded: carry)
    }
    return BigNatural(words: result)
  }

  func shifted(left bits: Int) -> BigNatural {
    var result = [UInt32](repeating: 0, count: bits / 32) + words + [0]
    let offset = bits % 32
    guard offset > 0 else { return BigNatural(words: result) }
    var carry: UInt32 = 0
    for index in (bits / 32)..<result.count {
      let word = result[index]
      result[index] = word << offset | carry
      carry = word >> (32 - offset)
    }
    return BigNatural(words: result)
  }

  static func < (lhs: BigNatural, rhs: BigNatural) -> Bool {
    if lhs.words.count != rhs.words.count { return lhs.words.count < rhs.words.count }
    for index in lhs.words.indices.reversed() where lhs.words[index] != rhs.words[index] {
      return lhs.words[index] < rhs.words[index]
    }
    return false
  }
}
