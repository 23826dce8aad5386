/// Why the engine refused an input or a setup call.
///
/// The engine checks a whole frame before it changes anything, so after this
/// error its state is exactly as before the call.
public struct GestureEngineError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var kind: Kind
  /// The position of the offending sample within the frame passed in, when
  /// the error is about a sample.
  public var sampleIndex: Int?
  /// The message of an ``Kind/invalidName(_:)`` that ``GestureEngine/add(_:named:)`` refused.
  ///
  /// It is worked out where the name was refused, so that code which never
  /// refuses a name (a C host's, a WebAssembly module's) carries none of the
  /// rules' wording in ``description``. Not compared: the kind decides it.
  private var nameRefusal: String?

  /// Creates an error.
  public init(_ kind: Kind, sampleIndex: Int? = nil) {
    self.kind = kind
    self.sampleIndex = sampleIndex
  }

  /// The error for a name ``RecognizerName`` refuses, with the message that
  /// names what is wrong with it.
  static func invalidName(_ name: String) -> GestureEngineError {
    var error = GestureEngineError(.invalidName(name))
    error.nameRefusal = RecognizerName.refusalMessage(for: name)
    return error
  }

  /// Two errors are equal when their kinds and sample indexes are.
  public static func == (lhs: GestureEngineError, rhs: GestureEngineError) -> Bool {
    lhs.kind == rhs.kind && lhs.sampleIndex == rhs.sampleIndex
  }

  /// What is wrong with an input or a setup call.
  public enum Kind: Equatable, Sendable {
    /// A sample breaks the rules of a touch sequence (SPEC §2.3).
    case invalidSample(TouchStreamError.Kind)
    /// A wheel, key or action input breaks the rules of SPEC §2.4: a time
    /// going backwards, a number that is not finite or beyond the limits, a
    /// key name that is not one, unknown modifier bits.
    case invalidInput(TouchStreamError.Kind)
    /// A sample's time is not its frame's time.
    case sampleTimeDiffersFromFrame(sample: Double, frame: Double)
    /// Making `dependent` require `dependency` to fail would close a cycle.
    case dependencyCycle(dependent: String, dependency: String)
    /// The engine already holds ``GestureEngine/maximumRecognizerCount`` recognizers.
    case tooManyRecognizers
    /// A recognizer name that is empty, longer than
    /// ``RecognizerName/maximumLength`` UTF-8 bytes, or holds a character
    /// that would break a log line (whitespace, a control or invisible
    /// formatting character, a quote, a backslash or `=`); the message says
    /// which.
    case invalidName(String)
    /// A recognizer name the engine's recognizer `heldBy` already has:
    /// events and logs tell recognizers apart by name.
    case nameTaken(String, heldBy: RecognizerID)
    /// A recognizer the engine cannot keep: outside the standard set, or a
    /// second one of a standard type, in an Embedded Swift build (which has
    /// no existentials and keeps one of each standard type); its name.
    case unsupportedRecognizer(String)
    /// An ID that is not one of the engine's recognizers (it holds
    /// `recognizerCount`, with IDs 0 to `recognizerCount − 1`).
    case unknownRecognizer(RecognizerID, recognizerCount: Int)
    /// A standard part (``StandardRecognizer``) that a recognizer of the
    /// engine already plays: `role` is the part's name, `heldBy` the name of
    /// the recognizer that plays it (see ``GestureEngine/add(_:as:)``).
    case roleTaken(role: String, heldBy: String)
  }

  /// The message, lowercase-first.
  public var description: String {
    let message: String
    switch kind {
    case .invalidSample(let kind), .invalidInput(let kind): message = kind.message
    case .sampleTimeDiffersFromFrame(let sample, let frame):
      message =
        "sample time \(NumberFormatting.shortest(sample)) differs from its frame's time \(NumberFormatting.shortest(frame))"
    case .dependencyCycle(let dependent, let dependency):
      message =
        "\(dependent) cannot require \(dependency) to fail: \(dependency) already waits for \(dependent)"
    case .tooManyRecognizers:
      message = "an engine holds at most \(GestureEngine.maximumRecognizerCount) recognizers"
    case .invalidName:
      message = nameRefusal ?? "invalid recognizer name: \(RecognizerName.rules)"
    case .nameTaken(let name, let holder):
      message =
        "a recognizer named '\(name)' is already in the engine (id \(holder.index)); names must be "
        + "unique within an engine, since events and logs tell recognizers apart by name"
    case .unsupportedRecognizer(let name):
      message =
        "\(name) cannot be added: an Embedded Swift build of the engine takes the standard recognizers only"
    case .unknownRecognizer(let id, let count):
      message =
        count == 0
        ? "no recognizer has id \(id.index): the engine holds none"
        : "no recognizer has id \(id.index); expected an id from 0 to \(count - 1)"
    case .roleTaken(let role, let holder):
      message =
        "\(holder) already plays the \(role) part; an engine holds one recognizer for each standard part"
    }
    guard let sampleIndex else { return message }
    return "sample \(sampleIndex): " + message
  }
}
