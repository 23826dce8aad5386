import GestureKitLite
import GestureKitLiteStreams

/// A span of script time in whole microseconds.
///
/// Every time a script's synthesizer computes is an integer number of
/// microseconds, so a stream's times are exact and print short (`0.008333`,
/// not `0.008333333333333333`).
public typealias Microseconds = Int64

/// A parsed gesture script: a touch stream written as gestures, one statement a line.
///
/// A script says what fingers do (`tap 195 422`, `drag 300 400 -> 60 400 in 250ms`,
/// `pinch 195 422 span 100 -> 260 in 400ms`), and when; ``TouchSynthesizer``
/// draws it as the samples a device would report, frame by frame at a sample
/// rate, with optional seeded noise. `gesture-sim synth --help` is the whole
/// language; in short:
///
/// - gestures: `tap`, `doubletap`, `longpress` (`X Y`), `drag`, `flick`
///   (`X Y -> X2 Y2` or `X Y by DX DY`), `pulldown X Y by D`, `swipe left|right`,
///   `pinch X Y span S1 -> S2`, each with options such as `in 300ms`, `hold 80ms`,
///   `rest 60ms`, an easing (`ease-out`), `keep`, `cancel`;
/// - finger lines for any other choreography: `down F X Y`, `move F -> X Y in D`,
///   `up F`, `cancel F`; `wait D`, `tick`;
/// - the records besides touches (SPEC §2.4): `wheel X Y by DX DY [in D]` (a mouse
///   wheel, a trackpad scroll), `wheel X Y zoom S [in D]` (a trackpad pinch),
///   `key NAME [mods ctrl,shift]`, `action NAME`;
/// - timing prefixes: `at 2s`, `at +150ms`, `&` (with the previous statement);
/// - settings before the first gesture: `rate 240`, `seed 7`, `jitter 0.5 gaussian`,
///   `timing-jitter 2ms`, and the stream directives `@viewport W H`, `@set key=value`.
///
/// Parsing resolves every default, so a script says exactly what will be drawn.
///
/// ```swift
/// let script = try GestureScript(parsing: """
///   tap 195 422
///   wait 400ms
///   pinch 195 422 span 100 -> 260 in 400ms
///   """)
/// let records = try TouchSynthesizer().records(for: script)  // a touch stream
/// let playback = try script.play()                           // or its events, played
/// ```
public struct GestureScript: Equatable, Sendable {
  /// The synthesizer settings the script's own lines chose (`rate 240`,
  /// `jitter 0.5 seed 7`); a ``TouchSynthesizer``'s overrides win over them.
  public internal(set) var settings = SynthSettings.Overrides()
  /// `@viewport` and `@set` lines, in order, passed through to the stream.
  public internal(set) var directives: [TouchStreamRecord] = []
  /// The timed statements, in script order.
  var statements: [ScriptStatement] = []

  /// An empty script, for the parser to fill.
  init() {}
}

/// Where something is in a script: a 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line; a byte-order
/// mark at the start of the script is not counted.
public struct ScriptLocation: Equatable, Hashable, Sendable {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}
