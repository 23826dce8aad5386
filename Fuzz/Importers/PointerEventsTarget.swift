// The pointer-events importer target: the bytes as W3C Pointer Events JSON
// (an array, or one object after another), read by PointerEventsReader in
// chunks and decoded by PointerEventDecoder, as `gesture-sim` does.
//
// For any bytes: nothing traps; chunking changes nothing; a refused event
// leaves the decoder as it was; samples that share a time form one frame,
// and every frame plays (CheckedPlay.swift), the decoder's touch count
// being the session's after each.

/// Everything a decode produced.
struct PointerOutcome: Equatable {
  var samples: [TouchSample] = []
  var error: TouchImportError?
}

/// Reads and decodes `bytes` fed in the chunks that end at `cuts`; `onSample`
/// sees each sample with the decoder's touch count after it.
func decodePointerEvents(
  _ bytes: UnsafeRawBufferPointer, cuts: [Int], onSample: (TouchSample, Int) -> Void = { _, _ in }
) -> PointerOutcome {
  var outcome = PointerOutcome()
  var reader = PointerEventsReader()
  var decoder = PointerEventDecoder()
  let handler: PointerEventsReader.EventHandler = { (event, location) throws(TouchImportError) in
    let before = decoder
    do throws(TouchImportError) {
      guard let sample = try decoder.decode(event, at: location) else { return }
      outcome.samples.append(sample)
      onSample(sample, decoder.touchCount)
    } catch {
      fuzzCheck(decoder == before, "the decoder changed when it refused \(event): \(error)")
      throw error
    }
  }
  do throws(TouchImportError) {
    var start = 0
    for cut in cuts + [bytes.count] where cut >= start {
      try reader.append(UnsafeBufferPointer(rebasing: bytes.bindMemory(to: UInt8.self)[start..<cut]), handler)
      start = cut
    }
    try reader.finish(handler)
  } catch {
    outcome.error = error
  }
  return outcome
}

/// Runs every check on `data` read as pointer events.
func checkPointerEvents(_ data: UnsafePointer<UInt8>, _ size: Int) {
  let bytes = UnsafeRawBufferPointer(start: data, count: size)
  let context = { "input: \(excerpt(bytes))" }
  var play = CheckedPlay(viewport: defaultViewport, context: context)
  var frame: TouchFrame?
  var count = 0
  func flush() {
    guard let pending = frame else { return }
    play.play(pending)
    checkTouchCount(decoder: count, session: play, after: "the frame at \(pending.time)")
    frame = nil
  }
  let whole = decodePointerEvents(bytes, cuts: []) { sample, touchCount in
    if frame?.time != sample.time { flush() }
    frame = frame ?? TouchFrame(time: sample.time, samples: [])
    frame?.samples.append(sample)
    count = touchCount
  }
  flush()
  play.finish()
  guard size > 1 else { return }
  let a = Int(data[0]) * size / 256
  let b = Int(data[size - 1]) * size / 256
  let twoCuts = decodePointerEvents(bytes, cuts: [min(a, b), max(a, b)])
  fuzzCheck(
    twoCuts == whole,
    "cutting at \(min(a, b)) and \(max(a, b)) changes the result\nwhole: \(whole)\ncut: \(twoCuts)\n\(context())"
  )
  let step = 1 + Int(data[size / 2]) % 7
  let small = decodePointerEvents(bytes, cuts: Array(stride(from: step, to: size, by: step)))
  fuzzCheck(
    small == whole,
    "chunks of \(step) bytes change the result\nwhole: \(whole)\nchunked: \(small)\n\(context())")
}
