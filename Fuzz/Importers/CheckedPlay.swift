// Shared by the importer targets (FuzzImporters.swift): plays what an
// importer decoded through an ImageViewerSession and checks it all the way.
//
// An importer promises a stream the engine accepts: every frame it returns
// must be taken by the session (a refusal is the "internal error" `play
// --from` used to print), with the session's invariants holding after each
// call, and the stream written as `.touches` must read back as the same
// samples (what `gesture-sim import` writes plays as the direct import).

/// A session fed an importer's frames, checked after every one.
struct CheckedPlay {
  private var session: ImageViewerSession
  private var output: [ImageViewerSession.Output] = []
  /// Every sample played, in order, for the written stream's round trip.
  private(set) var samples: [TouchSample] = []
  let viewport: Size
  /// What the input was, for failure messages.
  let context: () -> String

  init(viewport: Size, context: @escaping () -> String) {
    self.viewport = viewport
    self.context = context
    var configuration = GestureConfiguration()
    configuration.viewportWidth = viewport.width
    configuration.viewportHeight = viewport.height
    do {
      session = try ImageViewerSession(configuration: configuration)
    } catch {
      fuzzFailure(
        "an importer's viewport \(viewport) is refused by the configuration: \(error)\n\(context())")
    }
  }

  /// How many touches the session has down.
  var touchesDown: Int { session.engine.touchesDown.count }

  /// Plays `frame`, which the session must accept.
  mutating func play(_ frame: TouchFrame) {
    do {
      try session.process(frame, into: &output)
    } catch {
      fuzzFailure("the session refused a frame the importer made: \(error)\nframe: \(frame)\n\(context())")
    }
    check(after: "the frame \(frame)")
    samples += frame.samples
    if output.count > 1024 { output.removeAll(keepingCapacity: true) }
  }

  /// Settles the session after the last frame and checks the written stream.
  mutating func finish() {
    if let last = samples.last?.time {
      // The engine refuses a time beyond the limit, so a stream that ends near
      // it settles at the limit.
      let end = min(last + session.viewer.longestAnimation + 0.1, TouchStreamLimits.timeMagnitude)
      do {
        try session.advance(to: end, into: &output)
      } catch {
        fuzzFailure("the session refused to settle at \(end): \(error)\n\(context())")
      }
      check(after: "settling at \(end)")
    }
    guard !samples.isEmpty else { return }  // a stream of no samples is refused, rightly
    let records = [TouchStreamRecord.viewport(viewport)] + samples.map { .sample($0) }
    let text = TextTouchStreamWriter.text(for: records)
    do {
      let reread = try TouchStreamDecoder.records(in: text, format: .text)
      fuzzCheck(
        reread == records,
        "the imported stream written as .touches reads back differently\n\(text)\n\(context())")
    } catch {
      fuzzFailure("the imported stream written as .touches is refused: \(error)\n\(text)\n\(context())")
    }
  }

  private func check(after what: @autoclosure () -> String) {
    let violations = session._invariantViolations()
    if !violations.isEmpty {
      fuzzFailure(
        "invariants broken after \(what()): " + violations.joined(separator: "; ") + "\n\(context())")
    }
  }
}

/// Checks that the decoder's count of touches down is the session's: a
/// touch the decoder forgot without ending it (or ended twice) shows here.
func checkTouchCount(decoder: Int, session play: CheckedPlay, after what: @autoclosure () -> String) {
  fuzzCheck(
    decoder == play.touchesDown,
    "the decoder has \(decoder) touches down, the session \(play.touchesDown), after \(what())\n\(play.context())"
  )
}
