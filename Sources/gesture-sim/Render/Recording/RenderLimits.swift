/// How much of a stream a render keeps, so that any stream renders in
/// bounded memory and to a bounded file.
///
/// Every cap is reached only by long streams: the tour keeps everything. When
/// a cap is reached the recording keeps a coarser version rather than the
/// first part only (spacing between kept items doubles and the kept items are
/// thinned to the new spacing), except for the event log and the touch
/// paths, which keep their first entries and say how many were left out.
/// `docs/Rendering.md` gives the sizes these caps lead to.
struct RenderLimits: Sendable {
  /// The shortest time between two kept replay frames, in seconds, before
  /// the cap doubles it: a display's refresh.
  var frameSpacing = 1.0 / 60
  /// The most replay frames kept at ``frameSpacing`` or coarser.
  var regularFrames = 12_000
  /// The most frames kept because something happened in them (an event or a
  /// touch going down or lifting), on top of ``regularFrames``.
  var eventFrames = 8_000
  /// The most event-log lines kept (the first ones).
  var logLines = 10_000
  /// The most touches whose paths are drawn (the first ones).
  var drawnTouches = 200
  /// The most points kept on one touch's path.
  var pointsPerTouch = 400
  /// The most slop circles drawn (the first ones).
  var slopCircles = 300
  /// The most buckets a plotted series keeps (each holds four points).
  var seriesBuckets = 4_096
  /// The most intervals a lane's track keeps (bars or marks of one kind).
  var trackIntervals = 256
  /// The time between two ticks along a touch's path, in seconds.
  var pathTickSpacing = 0.1
  /// The most ticks along one touch's path; past it the spacing doubles.
  var ticksPerTouch = 32
  /// The most bytes the replay's frames take in the page; past it every
  /// other frame is left out until they fit.
  var replayFrameBytes = 2_500_000

  /// The limits every render uses unless a test asks for smaller ones.
  static let standard = RenderLimits()
}
