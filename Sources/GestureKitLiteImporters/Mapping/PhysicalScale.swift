import GestureKitLite
import GestureKitLiteStreams

/// Whether a device's units can be mapped to points at their physical size
/// (``CoordinateMapping/init(physical:_:)``), and if not, why.
///
/// On a phone a point is about 1/163 inch of glass; fitting a 24-inch screen
/// into a 390-point viewport makes a point 1.2 mm, so every slop would be
/// 5–8 times larger on the glass. At the physical scale a 10-point tap slop
/// is 1.6 mm on any direct-touch screen, and the viewport is the device's
/// own size in points. ``DeviceGeometry/physicalScale`` decides.
public enum PhysicalScale: Equatable, Sendable {
  /// Available: the surface is `Size` points at 163 points per inch.
  case available(Size)
  /// A position axis has no range, so nothing can be mapped.
  case noRange
  /// A position axis gives no resolution (units per millimetre is 0 or not given).
  case noResolution
  /// The device says it is not a direct-touch screen (`INPUT_PROP_DIRECT`
  /// unset): a touchpad or an opaque tablet.
  case indirect
  /// The description does not say whether the device is a direct-touch
  /// screen (no evemu `P:` line, no getevent `input props:`).
  case directnessUnknown
  /// The physical size, `Size` points, is beyond what a viewport may be
  /// (``admittedLength``): the resolution is not the device's.
  case outOfRange(Size)

  /// The lengths a viewport may have, points: `viewportWidth`'s range (SPEC §3).
  public static let admittedLength: ClosedRange<Double> = {
    guard case .number(let range)? = GestureConfiguration.Key.named("viewportWidth")?.valueKind else {
      return 1...1
    }
    return range
  }()

  /// Why the physical scale is not used, in words for a header comment, or
  /// `nil` when it is available.
  public var reason: String? {
    switch self {
    case .available: nil
    case .noRange: "no position range"
    case .noResolution: "no resolution"
    case .indirect: "not a direct-touch screen"
    case .directnessUnknown: "not known to be a direct-touch screen"
    case .outOfRange(let size):
      "its resolution makes it \(NumberFormatting.shortest(size.width)) x "
        + "\(NumberFormatting.shortest(size.height)) pt"
    }
  }
}
