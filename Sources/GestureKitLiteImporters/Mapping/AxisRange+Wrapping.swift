import GestureKitLite
import GestureKitLiteStreams

extension AxisRange {
  /// How many bits the device's register for this axis has, as far as its
  /// range says: the fewest that hold the maximum (12 for 0…3000 or
  /// 0…4095, 13 for 0…4096, 10 for 0…680); `nil` for a negative maximum.
  ///
  /// Firmware registers are mostly 8, 12, 16 or 32 bits wide whatever the
  /// range (``registerWidths``), so a wrap is looked for at those too.
  public var bitWidth: Int? {
    guard maximum >= 0 else { return nil }
    return Int32.bitWidth - maximum.leadingZeroBitCount
  }

  /// How far past an end of the axis a finger's reading can plausibly be: a
  /// sixteenth of the axis's width (about 5 mm on a touchpad, where a
  /// fingertip's centre can sit past the sensor's edge), device units.
  var edgeBand: Int64 { (Int64(maximum) - Int64(minimum) + 1) / 16 }

  /// The widths of the registers touch firmware keeps a coordinate in, in
  /// bits: 8, 12, 16 and 32, whatever range the device reports.
  public static let registerWidths = [8, 12, 16, 32]

  /// The register widths a reading of this axis may have wrapped at, narrowest
  /// first: ``registerWidths`` and the axis's own ``bitWidth`` (a range that
  /// fills 11 bits, 0…2047, suggests an 11-bit register too).
  var wrapWidths: [Int] {
    guard let bits = bitWidth, !Self.registerWidths.contains(bits) else { return Self.registerWidths }
    return (Self.registerWidths + [bits]).sorted()
  }

  /// The negative a reading above the maximum stands for when the device
  /// most plausibly meant one wrapped at the width of its register, else
  /// `nil` (the reading is the far edge overshot).
  ///
  /// Some touchpad firmware reports a finger just past the near edge (a
  /// little below the minimum) as an unsigned number: −13 in a 12-bit
  /// register arrives as 4083. Read as it is and clamped, it puts the finger
  /// on the far edge for a frame, and a swipe's span jumps. The register is
  /// the narrowest that holds the value among the 8-, 12-, 16- and 32-bit
  /// ones firmware uses (``registerWidths``) and the axis's own
  /// ``bitWidth``, whatever the range's maximum: on 0…680 (10 bits) 4083 is a
  /// 12-bit −13. The wrapped reading, `value − 2^bits`, is taken when it lies
  /// below the minimum by at most a sixteenth of the axis's width while
  /// `value` lies beyond the maximum by more (only the wrap explains it), or
  /// when both are that close and the contact was last nearer the minimum
  /// than the maximum (`previous`). So on 0…3000, 4083 is −13 and 4093 is −3;
  /// 3100 (100 past the edge) and 3908 (188 below the minimum, past the
  /// 187-unit band) are not. On 0…4000, 4083 is −13 after 20, and the far
  /// edge after 3990 or without a previous value. On 0…4095 no reading is:
  /// 4083 is inside the range, and 4096 or more is no small negative in 12
  /// or 16 bits. A 32-bit negative arrives as one (below the minimum).
  ///
  /// - Parameters:
  ///   - value: A reading of this axis, device units.
  ///   - previous: The contact's last value on this axis, if it has one.
  /// - Returns: The negative the device meant, device units, or `nil`.
  public func wrappedNegative(of value: Int32, after previous: Int32? = nil) -> Int32? {
    guard value > maximum, let bits = wrapWidths.first(where: { Int64(value) < Int64(1) << $0 }) else {
      return nil
    }
    let wrapped = Int64(value) - (Int64(1) << bits)
    let below = Int64(minimum) - wrapped
    guard wrapped < 0, below > 0, below <= edgeBand else { return nil }
    if Int64(value) - Int64(maximum) > edgeBand { return Int32(wrapped) }
    guard let previous else { return nil }
    return Int64(previous) - Int64(minimum) < Int64(maximum) - Int64(previous) ? Int32(wrapped) : nil
  }

  /// The width, in bits, of the register `value` wrapped in to read as
  /// `wrapped` (``wrappedNegative(of:after:)``).
  static func wrapWidth(of value: Int32, readAs wrapped: Int32) -> Int {
    (Int64(value) - Int64(wrapped)).trailingZeroBitCount
  }
}
