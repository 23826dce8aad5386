// The importer targets that read text: evemu (device lines and events in one
// file, as `evemu-record` writes it), getevent (`getevent -lt` with the
// device given as 0…1023 on both axes, as `--range 1024x1024` gives it) and
// getevent-desc (a `getevent -lp` or evemu description, then the log: the
// description is every line before the first one that starts with `[`).
//
// For any bytes: decoding never traps; how the bytes are cut into chunks
// changes nothing (frames, error, clamped count); every frame plays (see
// CheckedPlay.swift), and the decoder's touch count is the session's after
// every SYN_REPORT.

/// Which text form the bytes are.
enum EvdevTextForm {
  case evemu
  case getevent
  case geteventWithDescription
}

/// Everything a decode produced.
struct EvdevOutcome: Equatable {
  var frames: [TouchFrame] = []
  var error: TouchImportError?
  var viewport = Size(width: 390, height: 844)
  var clamped = 0
}

/// The fallback viewport, and the device a getevent log without a description gets.
let defaultViewport = Size(width: 390, height: 844)
let geteventRange = DeviceGeometry(
  x: AxisRange(minimum: 0, maximum: 1023), y: AxisRange(minimum: 0, maximum: 1023))

/// The pipeline `gesture-sim` runs, in the library's terms, fed the chunks
/// that end at `cuts`; `onFrame` sees each frame with the decoder's touch count.
func decodeEvdevText(
  _ bytes: UnsafeRawBufferPointer, form: EvdevTextForm, cuts: [Int],
  onStart: (Size) -> Void = { _ in }, onReport: (TouchFrame?, Int) -> Void = { _, _ in }
) -> EvdevOutcome {
  var outcome = EvdevOutcome()
  var splitter = TouchStreamLineSplitter()
  var evemu = EvemuReader()
  var getevent = GeteventReader()
  var description = GeteventDeviceDescription()
  var inDescription = form == .geteventWithDescription
  var decoder: EvdevMultitouchDecoder?
  var failure: TouchImportError?

  func line(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws(TouchImportError) {
    let event: EvdevEvent
    let location: EvdevEventLocation
    switch form {
    case .evemu:
      guard case .event(let read, let at)? = try evemu.read(line: line, number: number) else { return }
      (event, location) = (read, at)
    case .getevent, .geteventWithDescription:
      if inDescription {
        var start = 0
        while start < line.count, line[start] == UInt8(ascii: " ") || line[start] == UInt8(ascii: "\t") {
          start += 1
        }
        if start == line.count || line[start] != UInt8(ascii: "[") || start > 0 {
          try description.read(line: line, number: number)
          return
        }
        inDescription = false
      }
      guard let (read, at) = try getevent.read(line: line, number: number) else { return }
      (event, location) = (read, at)
    }
    if decoder == nil {
      let geometry: DeviceGeometry
      switch form {
      case .evemu: geometry = evemu.geometry
      case .getevent: geometry = geteventRange
      case .geteventWithDescription: geometry = description.geometry
      }
      guard let made = EvdevMultitouchDecoder(geometry: geometry, physicalScaleOrFittingInto: defaultViewport)
      else {
        throw TouchImportError(.missingAxisRange(axis: "ABS_MT_POSITION_X"), line: number, column: 1)
      }
      if case .available(let size) = geometry.physicalScale { outcome.viewport = size }
      onStart(outcome.viewport)
      decoder = made
    }
    let before = decoder
    do throws(EvdevMultitouchDecoder.Violation) {
      let frame = try decoder?.decode(event)
      if let frame { outcome.frames.append(frame) }
      if event.type == EvdevEvent.EventType.sync, event.code == EvdevEvent.Sync.report {
        onReport(frame, decoder?.touchCount ?? 0)
      }
    } catch {
      fuzzCheck(decoder == before, "the decoder changed when it refused \(event): \(error)")
      throw TouchImportError(error, at: location)
    }
  }

  let handler: TouchStreamLineSplitter.LineHandler = { (bytes, number) throws(TouchStreamError) in
    do throws(TouchImportError) {
      try line(bytes, number)
    } catch {
      failure = error
      throw TouchStreamError(.emptyStream, line: number, column: 1)  // stops the splitter
    }
  }
  do throws(TouchStreamError) {
    var start = 0
    for cut in cuts + [bytes.count] where cut >= start {
      try splitter.append(
        UnsafeBufferPointer(rebasing: bytes.bindMemory(to: UInt8.self)[start..<cut]), handler)
      start = cut
    }
    try splitter.finish(handler)
  } catch {
    outcome.error = failure ?? TouchImportError(error)
  }
  outcome.clamped = decoder?.clampedValueCount ?? 0
  return outcome
}

/// Runs every check on `data` read in `form`.
func checkEvdevText(_ data: UnsafePointer<UInt8>, _ size: Int, form: EvdevTextForm) {
  let bytes = UnsafeRawBufferPointer(start: data, count: size)
  var play: CheckedPlay?
  let context = { "input: \(excerpt(bytes))" }
  let whole = decodeEvdevText(
    bytes, form: form, cuts: [],
    onStart: { viewport in play = CheckedPlay(viewport: viewport, context: context) },
    onReport: { frame, count in
      if let frame { play?.play(frame) }
      if let play { checkTouchCount(decoder: count, session: play, after: "a SYN_REPORT") }
    })
  play?.finish()
  guard size > 1 else { return }
  let a = Int(data[0]) * size / 256
  let b = Int(data[size - 1]) * size / 256
  let twoCuts = decodeEvdevText(bytes, form: form, cuts: [min(a, b), max(a, b)])
  fuzzCheck(
    twoCuts == whole,
    "cutting at \(min(a, b)) and \(max(a, b)) changes the result\nwhole: \(whole)\ncut: \(twoCuts)\n\(context())"
  )
  let step = 1 + Int(data[size / 2]) % 7
  let small = decodeEvdevText(bytes, form: form, cuts: Array(stride(from: step, to: size, by: step)))
  fuzzCheck(
    small == whole,
    "chunks of \(step) bytes change the result\nwhole: \(whole)\nchunked: \(small)\n\(context())")
}
