import GestureKitLite
import GestureKitLiteStreams

/// What reading a device recording found: the device, how its units became
/// points, the positions clamped to its ranges and the contacts that went
/// down before the recording gave their position.
///
/// `gesture-sim import` writes it as the stream's header comment, and every
/// host prints its ``warnings`` once each.
public struct RecordingSummary: Equatable, Sendable {
  /// The first position clamped to the device's range, where it was, how
  /// many were clamped in all, and how many of them were wrapped negatives.
  public struct Clamping: Equatable, Sendable {
    /// The first clamped value.
    public var value: EvdevMultitouchDecoder.ClampedValue
    /// Its 1-based line in the recording.
    public var line: Int
    /// Its 1-based column.
    public var column: Int
    /// How many values were clamped, this one included.
    public var count: Int
    /// How many of them were read as negatives wrapped at their register's width.
    public var wrapped: Int
  }

  /// The first contact that went down without a position, what became of
  /// it, where (its `SYN_REPORT`), and how many did.
  public struct Unlocated: Equatable, Sendable {
    /// The first such contact and what became of it.
    public var value: EvdevMultitouchDecoder.UnlocatedContact
    /// The 1-based line of its `SYN_REPORT`.
    public var line: Int
    /// The 1-based column there.
    public var column: Int
    /// How many contacts went down without a position, this one included.
    public var count: Int
  }

  /// The device's name (evemu `N:`, getevent `name:`), when the recording
  /// or its description gives one.
  public var deviceName: String?
  /// The device's surface in device units, for evdev recordings, once read.
  public var deviceSize: Size?
  /// The viewport the stream plays in, points.
  public var viewport: Size
  /// Whether the device's units can be mapped at their physical size, for
  /// evdev recordings, once read.
  public var physicalScale: PhysicalScale?
  /// Whether the stream is at the device's physical size (its viewport the
  /// device's size in points) rather than fitted into the viewport.
  public var isPhysical = false
  /// The positions clamped to the device's ranges, or `nil` for none.
  public var clamped: Clamping?
  /// The contacts that went down before the recording gave their
  /// position (a capture begun mid-touch), or `nil` for none.
  public var unlocated: Unlocated?

  /// Creates a summary of a recording not read yet, to play in `viewport`.
  public init(viewport: Size) {
    self.viewport = viewport
  }

  /// The warnings to print, one of each kind at most.
  ///
  /// What was clamped, then what had no position; each
  /// `LINE:COL: warning: MESSAGE`, with how many there were when there were
  /// more. Prefix the file's name and `:` to get what `gesture-sim` prints.
  public var warnings: [String] {
    var warnings: [String] = []
    if let clamped {
      let wrapped = clamped.wrapped == 0 ? "" : ", \(clamped.wrapped) of them read as wrapped negatives"
      let more = clamped.count > 1 ? "; \(clamped.count) values were clamped in all\(wrapped)" : ""
      warnings.append("\(clamped.line):\(clamped.column): warning: \(clamped.value.message)\(more)")
    }
    if let unlocated {
      let more = unlocated.count > 1 ? "; \(unlocated.count) contacts had no position at first in all" : ""
      warnings.append("\(unlocated.line):\(unlocated.column): warning: \(unlocated.value.message)\(more)")
    }
    return warnings
  }
}
