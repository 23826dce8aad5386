import GestureKitLite

/// What a play of a stream recorded for drawing: the replay's frames, the
/// event log, the touches' paths, each recognizer's lane and the viewer's
/// plotted state, all from the engine itself and thinned to ``RenderLimits``.
///
/// The SVG timeline and the HTML replay only draw this; they decide nothing.
struct RenderRecording: Sendable {
  /// One line of the event log, exactly as `gesture-sim play` prints it.
  struct LogLine: Equatable, Sendable {
    /// The event's time, in seconds.
    var time: Double
    var text: String
    /// Whether it is a viewer event (rather than a recognizer's).
    var isViewer: Bool
  }

  /// A circle within which a recognizer measured movement.
  struct SlopCircle: Equatable, Sendable {
    /// What the circle bounds.
    enum Kind: Equatable, Sendable {
      /// Movement past it fails a tap or begins a drag (`tapSlop`, `panSlop`).
      case slop
      /// The second tap of a double tap must go down within it (`doubleTapSlop`).
      case reach
      /// A pinch begins when a finger leaves the band between two such
      /// circles (`pinchSlop` on the span).
      case pinchBand
    }

    /// The configuration key that sets the radius.
    enum Setting: Equatable, Sendable {
      case tapSlop
      case panSlop
      case doubleTapSlop
      case pinchSlop

      /// The key's name (SPEC §3).
      var key: String {
        switch self {
        case .tapSlop: "tapSlop"
        case .panSlop: "panSlop"
        case .doubleTapSlop: "doubleTapSlop"
        case .pinchSlop: "pinchSlop"
        }
      }

      /// What a circle of this setting bounds, for the legend.
      var meaning: String {
        switch self {
        case .tapSlop: "tap slop"
        case .panSlop: "drag slop"
        case .doubleTapSlop: "second tap's reach"
        case .pinchSlop: "pinch: span ± slop"
        }
      }

      /// The setting's value in `configuration`, in points.
      func value(in configuration: GestureConfiguration) -> Double {
        switch self {
        case .tapSlop: configuration.tapSlop
        case .panSlop: configuration.panSlop
        case .doubleTapSlop: configuration.doubleTapSlop
        case .pinchSlop: configuration.pinchSlop
        }
      }
    }

    var center: Point
    var radius: Double
    var recognizer: StandardRecognizer
    var kind: Kind
    var setting: Setting
  }

  /// The stream's name as the page titles it (its file name).
  var title: String
  /// The configuration played, the stream's own lines applied.
  var configuration: GestureConfiguration
  /// The image at zoom 1, in points.
  var fittedImage: Size
  /// A page at rest (every page but the current one is drawn so).
  var restingState: ImageViewerState
  /// The first and last time played (the last with `settle`), in seconds.
  var startTime: Double
  var endTime: Double
  var sampleCount: Int
  /// The caps the recording was made with (the replay's data keeps to them too).
  var limits: RenderLimits
  /// The replay's frames, in time order, and how many frames were played.
  var frames: [RenderFrame]
  var playedFrameCount: Int
  /// The event log's first lines, and how many more there were.
  var log: [LogLine]
  var omittedLogLines: Int
  /// `play`'s last line: the state at the end.
  var finalStateLine: String
  var touches: TouchTraces
  var slopCircles: [SlopCircle]
  var omittedSlopCircles: Int
  var lanes: [RecognizerLane]
  var viewer: ViewerSeries
  /// Each kind of viewer event's marks, labelled as `play` prints the event, in
  /// the order the kinds first happened.
  var viewerEvents: [(kind: String, colour: String, marks: IntervalTrack)]
  /// The wheel, key and action records, or `nil` for a stream without any
  /// (drawn as in contract 1.2, with no input lane).
  var inputs: InputLane?

  /// The time axis's span, never empty.
  var timeSpan: ClosedRange<Double> {
    startTime...(endTime > startTime ? endTime : startTime + 1)
  }
}
