/// A malformed touch stream, with where it went wrong and what was expected.
///
/// Lines and columns count from 1; columns count Unicode scalars (characters,
/// for the ASCII that streams hold) and do not count a UTF-8 byte-order mark.
/// `gesture-sim` prints it as `FILE:LINE:COL: error: MESSAGE`.
public struct TouchStreamError: Error, Equatable, Sendable, CustomStringConvertible {
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

  /// `LINE:COL: error: MESSAGE`; prefix the file name to make a full diagnostic.
  public var description: String { "\(line):\(column): error: \(kind.message)" }

  /// What is wrong with a stream.
  public enum Kind: Equatable, Sendable {
    /// A line that is not valid UTF-8 text.
    case invalidText
    /// A line longer than the reader accepts (``TouchStreamLimits/maximumLineLength`` bytes).
    case lineTooLong(limit: Int)
    /// A field is missing; `expected` says what should have been there.
    case missingField(expected: String)
    /// A field holds something other than what `expected` describes.
    case unexpectedField(found: String, expected: String)
    /// The phase word is not `down`, `move`, `up`, `cancel`, `tick`, `wheel`,
    /// `key` or `action`.
    case unknownPhase(String)
    /// A number field is NaN or an infinity.
    case nonFiniteNumber(String)
    /// A number field is finite as written but beyond `Double`'s range
    /// (`1e309`, a 10,000-digit number).
    case numberOutOfRange(String)
    /// A touch ID beyond 64 bits.
    case touchIDOutOfRange(String)
    /// A time beyond ``TouchStreamLimits/timeMagnitude`` seconds either side
    /// of the origin.
    case timeOutOfRange(Double)
    /// A coordinate beyond ``TouchStreamLimits/coordinateMagnitude`` points
    /// either side of the origin.
    case coordinateOutOfRange(Double)
    /// A sample's time is earlier than the one before it.
    case timeWentBackwards(previous: Double, found: Double)
    /// A `down` for a touch that is already down.
    case touchAlreadyDown(TouchID)
    /// A `move`, `up` or `cancel` for a touch that is not down.
    case touchNotDown(TouchID, phase: TouchSample.Phase)
    /// More touches down at once than ``TouchStreamLimits/maximumSimultaneousTouches``.
    case tooManyTouches(limit: Int)
    /// A `@viewport` or `@set` line after the first sample or tick.
    case directiveAfterFirstSample(String)
    /// A line starting with `@` that is neither `@viewport` nor `@set`.
    case unknownDirective(String)
    /// A configuration setting refused by ``GestureConfiguration``.
    case configuration(ConfigurationError)
    /// A key given twice in one line: an attribute (`force=1 force=2`) or a
    /// JSON member (`"t"`, `"viewport"`, a setting).
    case duplicateKey(String)
    /// A JSON line that is not the object SPEC §2.2 describes.
    case invalidJSON(expected: String)
    /// A stream with no samples and no ticks.
    case emptyStream
    /// A record was given to a stream player (GestureKitLiteStreams'
    /// `TouchStreamPlayer`) while the bytes given before it ended in the
    /// middle of a line.
    case recordInsideLine
    /// The session factory given to a stream player threw, with the error's
    /// description.
    case sessionRefused(String)
    /// The session a stream player's factory made does not have the
    /// setting a directive of the stream made: its viewer's `key` is
    /// `session` where the stream sets `stream` (values as `@set` writes them).
    case sessionDisagrees(key: String, session: String, stream: String)
    /// A wheel's `mode` that is not `pixel`, `line` or `page` (SPEC §2.4).
    case unknownWheelMode(String)
    /// A modifier in `mods` that is not `ctrl`, `shift`, `alt` or `meta`.
    case unknownModifier(String)
    /// A modifier listed twice in one `mods`.
    case repeatedModifier(String)
    /// Modifier bits beyond ctrl 1, shift 2, alt 4 and meta 8 (an input given
    /// through an API: a ``ModifierKeys/rawValue``, or the C interface's
    /// 32-bit set).
    case unknownModifierBits(UInt32)
    /// An `action` whose name is not one of ``AccessibilityAction``'s.
    case unknownAction(String)
    /// `mods` on an `action`, which takes none.
    case modifiersOnAction
    /// A key name that ``KeyInput/refusal(of:)`` refuses, and why.
    case invalidKeyName(String, KeyNameRefusal)

    /// The message, lowercase-first, as tests assert it verbatim.
    public var message: String {
      switch self {
      case .invalidText: "expected UTF-8 text, found bytes that are not"
      case .lineTooLong(let limit): "line is longer than \(limit) bytes"
      case .missingField(let expected): "expected \(expected), found the end of the line"
      case .unexpectedField(let found, let expected): "expected \(expected), found '\(found)'"
      case .unknownPhase(let word):
        "unknown phase '\(word)'; expected down, move, up, cancel, tick, wheel, key or action"
      case .nonFiniteNumber(let text): "expected a finite number, found '\(text)'"
      case .numberOutOfRange(let text):
        "number '\(text)' is beyond the range of a Double; expected a magnitude below 1.8e308"
      case .touchIDOutOfRange(let text):
        "touch id '\(text)' does not fit in 64 bits; expected 0 to 18446744073709551615"
      case .timeOutOfRange(let time):
        "time \(NumberFormatting.shortest(time)) is out of range; expected seconds from "
          + "\(NumberFormatting.shortest(-TouchStreamLimits.timeMagnitude)) to "
          + "\(NumberFormatting.shortest(TouchStreamLimits.timeMagnitude))"
      case .coordinateOutOfRange(let value):
        "coordinate \(NumberFormatting.shortest(value)) is out of range; expected points from "
          + "\(NumberFormatting.shortest(-TouchStreamLimits.coordinateMagnitude)) to "
          + "\(NumberFormatting.shortest(TouchStreamLimits.coordinateMagnitude))"
      case .timeWentBackwards(let previous, let found):
        "time went backwards: \(NumberFormatting.shortest(found)) is before \(NumberFormatting.shortest(previous))"
      case .touchAlreadyDown(let id): "down for touch \(id), which is already down"
      case .touchNotDown(let id, let phase): "\(phase.name) for touch \(id), which is not down"
      case .tooManyTouches(let limit): "more than \(limit) touches down at once"
      case .directiveAfterFirstSample(let directive):
        "\(directive) after the first sample; directives must come before it"
      case .unknownDirective(let word): "unknown directive '\(word)'; expected @viewport or @set"
      case .configuration(let error): error.description
      case .duplicateKey(let key): "key '\(key)' appears twice; expected each key once per line"
      case .invalidJSON(let expected): "expected \(expected)"
      case .emptyStream: "the stream has no samples or ticks"
      case .recordInsideLine:
        "a record cannot continue a line; end the bytes given before it with a line break"
      case .sessionRefused(let error): "the session factory threw: \(error)"
      case .sessionDisagrees(let key, let session, let stream):
        "the session has \(key)=\(session) where the stream sets \(key)=\(stream); make the session "
          + "from the configuration the player gives its factory"
      case .unknownWheelMode(let word): "unknown mode '\(word)'; expected \(WheelInput.DeltaMode.expectation)"
      case .unknownModifier(let word): "unknown modifier '\(word)'; expected \(ModifierKeys.expectation)"
      case .repeatedModifier(let word):
        "modifier '\(word)' appears twice in mods; expected each modifier once"
      case .unknownModifierBits(let bits):
        "unknown modifier bits 0x\(PrintableText.hex(bits, digits: 2)); expected ctrl 1, shift 2, alt 4 "
          + "or meta 8"
      case .unknownAction(let word): "unknown action '\(word)'; expected \(AccessibilityAction.expectation)"
      case .modifiersOnAction: "mods on an action; expected none (an action takes no modifiers)"
      case .invalidKeyName(let name, let refusal): refusal.message(for: name)
      }
    }
  }
}

/// The limits every reader and the engine enforce, so no stream can exhaust memory.
public enum TouchStreamLimits {
  /// The most touches that may be down at once: 20, more than any phone or
  /// tablet reports (iPad: 11, Android's `MotionEvent`: commonly 10).
  public static let maximumSimultaneousTouches = 20
  /// The longest line a reader accepts, in bytes: 64 KiB.
  ///
  /// A sample line is
  /// under 100 bytes; a longer one is garbage, refused before it fills memory.
  public static let maximumLineLength = 65_536
  /// The largest magnitude of a time, in seconds: 10¹⁰, about 317 years
  /// either side of the stream's origin.
  ///
  /// Room for a clock counting from boot or from 1970 (Unix time is about
  /// 1.8 × 10⁹ s), small enough that the difference of any two times, in
  /// microseconds, fits an `Int64` many times over, and that a `Double` still
  /// resolves a couple of microseconds there. Readers, importers and the engine
  /// refuse times beyond it where they enter.
  public static let timeMagnitude = 1e10
  /// The largest magnitude of a coordinate, in points: 10⁹, far beyond any
  /// screen on either axis.
  ///
  /// Squares of distances between such points stay finite, so no value
  /// downstream can become infinite or NaN. Readers, importers and the engine
  /// refuse coordinates beyond it where they enter.
  public static let coordinateMagnitude = 1e9

  /// Whether `time` (seconds) is finite and within ``timeMagnitude``.
  @inlinable
  public static func admits(time: Double) -> Bool { abs(time) <= timeMagnitude }

  /// Whether `coordinate` (points) is finite and within ``coordinateMagnitude``.
  @inlinable
  public static func admits(coordinate: Double) -> Bool { abs(coordinate) <= coordinateMagnitude }
}
