import GestureKitLite
import GestureKitLiteImporters
import GestureKitLiteStreams

/// A `watch` under way: the live player, what it prints, and what it
/// records, one step (a chunk read, or the clock reaching a moment) at a time.
struct WatchRun {
  var player: LiveRecordingPlayer
  let report: Report
  let recorder: WatchRecorder?
  /// The device's name in messages: its path, or `-`.
  let path: String
  /// Whether the viewport was chosen (the mapping line says why a device is fitted).
  let viewportIsChosen: Bool
  /// Whether the mapping of device units to points has been told.
  private var toldMapping = false
  /// Whether the first late sample has been warned of.
  private var toldLateness = false

  init(
    player: LiveRecordingPlayer, report: Report, recorder: WatchRecorder?, path: String,
    viewportIsChosen: Bool
  ) {
    self.player = player
    self.report = report
    self.recorder = recorder
    self.path = path
    self.viewportIsChosen = viewportIsChosen
  }

  /// One step of the player: `body` plays it, handing over each output and
  /// each record; its lines go out at once.
  ///
  /// - Throws: ``SimError`` for input the player refused, at its place.
  mutating func step(
    output: inout OutputSink,
    _ body: (inout LiveRecordingPlayer, TouchStreamPlayer.OutputHandler, LiveRecordingPlayer.RecordHandler)
      throws(RecordingError) -> Void
  ) throws(SimError) {
    var lines: [String] = []
    var records: [TouchStreamRecord] = []
    let report = report
    defer {
      for line in lines { output.write(line: line) }
      output.flush()
      tell(output: &output)  // the mapping's comment goes before the step's records
      for record in records { recorder?.write(record) }
    }
    try RecordingImport.checked(path: path) { () throws(RecordingError) in
      try body(&player, { if let line = report.line(for: $0) { lines.append(line) } }, { records.append($0) })
    }
    try recorder?.flush()
  }

  /// Ends the watch: at the end of the input (`nil`), or at an interrupt at
  /// the host's moment `now`; plays `settle` past the last time, prints the
  /// state line and the warnings, and closes the recording.
  mutating func end(interruptedAt now: Double?, output: inout OutputSink) throws(SimError) {
    try step(output: &output) { (player, handle, record) throws(RecordingError) in
      if let now {
        try player.interrupt(at: now, handle, recording: record)
      } else {
        try player.finish(at: MonotonicClock.now(), handle, recording: record)
      }
    }
    if let state = player.session?.viewer.state { output.write(line: report.stateLine(state)) }
    output.flush()
    for warning in player.summary.warnings(path: path) { output.writeError(warning) }
    if player.lateSampleCount > 1 {
      output.writeError("\(path): warning: \(player.lateSampleCount) samples in all were played late")
    }
    try recorder?.finish()
  }

  /// Says, once each, how the device's units map to points (known at its
  /// first event) and that a sample came late.
  private mutating func tell(output: inout OutputSink) {
    let summary = player.summary
    if !toldMapping, summary.deviceSize != nil {
      toldMapping = true
      var name = ""
      if let device = summary.deviceName, !device.isEmpty { name = "\"\(device)\": " }
      let mapping = ImportCommand.mapping(of: summary, viewportIsChosen: viewportIsChosen)
      output.writeError("\(path): \(name)\(mapping)")
      recorder?.comment(mapping)
    }
    if !toldLateness, let late = player.firstLateSample {
      toldLateness = true
      output.writeError(
        "\(path): warning: a frame stamped \(NumberFormatting.shortest(late.recorded)) arrived after the clock "
          + "passed \(NumberFormatting.shortest(late.played)) (a deadline fired); played at "
          + "\(NumberFormatting.shortest(late.played)); frames more than "
          + "\(Int(LiveRecordingPlayer.defaultGrace * 1000)) ms late are")
    }
  }
}
