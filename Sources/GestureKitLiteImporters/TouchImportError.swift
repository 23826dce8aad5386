import GestureKitLite
import GestureKitLiteStreams

/// A recording that cannot be imported, with where it went wrong and what
/// was expected.
///
/// Lines and columns count from 1; columns count Unicode scalars. `gesture-sim`
/// prints it as `FILE:LINE:COL: error: MESSAGE`, as it does a ``/GestureKitLite/TouchStreamError``.
public struct TouchImportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var kind: Kind
  /// The 1-based line of the offending text.
  public var line: Int
  /// The 1-based column where the offending text starts.
  public var column: Int

  /// Creates an error at a location.
  public init(_ kind: Kind, line: Int, column: Int) {
    self.kind = kind
    self.line = line
    self.column = column
  }

  /// The same error as a stream error (from the line splitter or the JSON
  /// scanner the importers share with the stream readers), at its location.
  public init(_ error: TouchStreamError) {
    self.init(.stream(error.kind), line: error.line, column: error.column)
  }

  /// `LINE:COL: error: MESSAGE`; prefix the file name to make a full diagnostic.
  public var description: String { "\(line):\(column): error: \(kind.message)" }

  /// What is wrong with a recording.
  public enum Kind: Equatable, Sendable {
    /// A problem the stream readers also report (bad UTF-8, a line too long,
    /// malformed JSON, a number that is not finite).
    case stream(TouchStreamError.Kind)
    /// A field is missing; `expected` says what should have been there.
    case missingField(expected: String)
    /// A field holds something other than what `expected` describes.
    case unexpectedField(found: String, expected: String)
    /// An event type that Linux does not define (a name, or a number past `EV_MAX`).
    case unknownEventType(String)
    /// An event code that the type does not have (`ABS_MT_FOO`, or a number
    /// past the type's maximum).
    case unknownEventCode(String, type: String)
    /// An event earlier than the one before it, times in seconds as recorded.
    case timeWentBackwards(previous: Double, found: Double)
    /// `ABS_MT_SLOT` beyond the device's slots (0 to `maximum`).
    case slotOutOfRange(slot: Int32, maximum: Int32)
    /// A tracking ID given to a slot while another slot's contact still has
    /// it: the contact was never lifted (`ABS_MT_TRACKING_ID -1`).
    case trackingIDInUse(trackingID: Int32, slot: Int32)
    /// Two protocol A contact reports in one frame with the same tracking ID.
    case duplicateTrackingID(Int32)
    /// More contacts at once than ``/GestureKitLite/TouchStreamLimits/maximumSimultaneousTouches``.
    case tooManyContacts(limit: Int)
    /// A protocol A contact report (ended by `SYN_MT_REPORT`) without one of
    /// its positions; `missing` names the axis.
    case incompleteContact(missing: String)
    /// The device's range for a position axis is unknown, so device units
    /// cannot be mapped to points; `axis` names it.
    case missingAxisRange(axis: String)
    /// An evemu device line (`A:`, `N:`...) after the first event.
    case descriptionAfterFirstEvent(String)
    /// A pointer event whose `type` is not a pointer event type.
    case unknownPointerEventType(String)
    /// A pointer event object longer than `limit` bytes.
    case eventTooLong(limit: Int)
    /// A `pointerdown` for a pointer that is already down.
    case pointerAlreadyDown(pointerID: Int64)
    /// A JSON member that must appear once appears twice.
    case duplicateKey(String)
    /// A recording with no touch in it (nor a wheel or a key, for pointer events).
    case noTouches
    /// Binary `input_event` records that end `bytes` into a record of `size` bytes.
    case recordCutShort(bytes: Int, size: Int)

    /// The message, lowercase-first, as tests assert it verbatim.
    public var message: String {
      switch self {
      case .stream(let kind): kind.message
      case .missingField(let expected): "expected \(expected), found the end of the line"
      case .unexpectedField(let found, let expected): "expected \(expected), found '\(found)'"
      case .unknownEventType(let name):
        "unknown event type '\(name)'; expected an EV_ name or a number up to 001f"
      case .unknownEventCode(let name, let type):
        "unknown code '\(name)' for \(type); expected a code that \(type) defines"
      case .timeWentBackwards(let previous, let found):
        "time went backwards: \(Self.seconds(found)) is before \(Self.seconds(previous))"
      case .slotOutOfRange(let slot, let maximum):
        "slot \(slot) is out of range; expected 0 to \(maximum)"
      case .trackingIDInUse(let trackingID, let slot):
        "tracking id \(trackingID) is still down in slot \(slot); expected ABS_MT_TRACKING_ID -1 there first"
      case .duplicateTrackingID(let trackingID):
        "tracking id \(trackingID) is reported twice in one frame; expected one contact report per tracking id"
      case .tooManyContacts(let limit): "more than \(limit) contacts at once"
      case .incompleteContact(let missing):
        "contact report without \(missing); expected ABS_MT_POSITION_X and ABS_MT_POSITION_Y before SYN_MT_REPORT"
      case .missingAxisRange(let axis):
        "no range for \(axis), so device units cannot be mapped to points; expected the device's description: evemu A: lines or getevent -lp output"
      case .descriptionAfterFirstEvent(let prefix):
        "'\(prefix)' line after the first event; expected device lines before the first E: line"
      case .unknownPointerEventType(let type):
        "unknown pointer event type '\(type)'; expected \(PointerEvent.Kind.expectation)"
      case .eventTooLong(let limit): "pointer event object is longer than \(limit) bytes"
      case .pointerAlreadyDown(let pointerID): "pointerdown for pointer \(pointerID), which is already down"
      case .duplicateKey(let key): "key '\(key)' appears twice; expected each key once per event"
      case .noTouches: "the recording has no touches"
      case .recordCutShort(let bytes, let size):
        "the input ends \(bytes) bytes into a record; expected whole \(size)-byte input_event records"
      }
    }

    /// Seconds with six decimals, as evemu and getevent print them.
    private static func seconds(_ value: Double) -> String {
      guard value.isFinite, abs(value) < 9e12 else { return value.description }
      let micros = Int64((value * 1_000_000).rounded())
      let sign = micros < 0 ? "-" : ""
      let magnitude = micros.magnitude
      let fraction = String(magnitude % 1_000_000)
      return sign + String(magnitude / 1_000_000) + "."
        + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
  }
}
