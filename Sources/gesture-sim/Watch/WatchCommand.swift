import GestureKitLite
import GestureKitLiteImporters
import GestureKitLiteStreams
import Glibc

/// `gesture-sim watch`: plays a device as it happens (contract 1.3, SPEC §6).
///
/// `gesture-sim watch --from evdev|evemu|getevent DEVICE|- [play's options]
/// [--record FILE]`. The library's ``LiveRecordingPlayer`` keeps the time;
/// this wires it to the device (``WatchInput``, ``EvdevDevice``), to
/// standard output, and to the recording.
enum WatchCommand {
  /// Watches the device (or the file, or standard input) until it ends or Ctrl-C.
  static func run(_ watchOptions: WatchOptions, output: inout OutputSink) throws(SimError) {
    let report = watchOptions.report
    let recordPath = watchOptions.recordPath
    let configuration = watchOptions.configuration
    let options = watchOptions.recording
    let path = watchOptions.path
    let described = try options.descriptionPath.map { (description) throws(SimError) in
      try RecordingImport.read(try InputFile(path: description, format: .text), options.format)
    }
    Interrupts.install()
    let input = try WatchInput.open(path)
    var device: DeviceGeometry?
    if let input, input.kind == .device {
      let capabilities = try deviceCapabilities(input, format: options.format)
      for line in capabilities.description { output.writeError("\(path): \(line)") }
      device = capabilities.geometry.filled(from: described)
    }
    let decoder = try RecordingImport.decoder(
      format: options.format, description: device ?? described, range: options.range,
      viewport: options.viewport,
      viewportIsChosen: options.viewportIsChosen, writesViewport: options.writesViewport, path: path)
    let recorder = try recordPath.map { (record) throws(SimError) in
      try WatchRecorder(
        path: record, comment: "watched by gesture-sim from \(path) (\(options.format.rawValue))")
    }
    var watch = WatchRun(
      player: LiveRecordingPlayer(decoder, configuration: configuration), report: report, recorder: recorder,
      path: path, viewportIsChosen: options.viewportIsChosen)
    defer { output.flush() }
    guard let input else { return try watch.end(interruptedAt: MonotonicClock.now(), output: &output) }
    if input.kind != .file { output.writeError("\(path): watching; Ctrl-C stops and prints the state") }
    while true {
      switch input.wait(until: watch.player.wakeTime) {
      case .interrupt: return try watch.end(interruptedAt: MonotonicClock.now(), output: &output)
      case .moment:
        try watch.step(output: &output) { (player, handle, record) throws(RecordingError) in
          try player.advance(to: MonotonicClock.now(), handle, recording: record)
        }
      case .input:
        switch input.read() {
        case .success(let bytes?):
          guard !bytes.isEmpty else { continue }
          try watch.step(output: &output) { (player, handle, record) throws(RecordingError) in
            try player.append(bytes, at: MonotonicClock.now(), handle, recording: record)
          }
        case .success(nil): return try watch.end(interruptedAt: nil, output: &output)
        case .failure(let error) where error.code == ENODEV:
          output.writeError("\(path): warning: the device went away (\(error.words)); the input ends here")
          return try watch.end(interruptedAt: nil, output: &output)
        case .failure(let error):
          throw .io(path: path, message: "cannot read: \(error.words)")
        }
      }
    }
  }

  /// What the device at `input` is, when it is a touch device `watch` can read.
  ///
  /// - Throws: ``SimError`` for a device that is not an input device, not a
  ///   touch device, or given with a text format.
  static func deviceCapabilities(_ input: WatchInput, format: RecordingFormat) throws(SimError)
    -> EvdevCapabilities
  {
    guard format == .evdev else {
      throw .io(
        path: input.path,
        message:
          "is a device, which gives binary input_event records; expected --from evdev (\(format.rawValue) is text)"
      )
    }
    let capabilities: EvdevCapabilities
    switch EvdevDevice.capabilities(of: input.descriptor) {
    case .success(let answered): capabilities = answered
    case .failure(let error):
      throw .hinted(
        .io(path: input.path, message: "is not an input device (EVIOCGNAME: \(error.words))"),
        hint: "touch devices are /dev/input/eventN: 'libinput list-devices' or 'evtest' lists them")
    }
    guard capabilities.isTouchDevice else {
      throw .hinted(
        .io(
          path: input.path,
          message: "\"\(capabilities.name)\" is not a touch device: \(capabilities.notTouchReason)"),
        hint: "expected a touchscreen or a touchpad: 'libinput list-devices' or 'evtest' lists the devices")
    }
    return capabilities
  }
}
