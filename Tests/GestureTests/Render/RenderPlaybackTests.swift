import Foundation
import GestureKitLite
import Testing

@testable import gesture_sim

@Suite("render: what is recorded")
struct RenderPlaybackTests {
  @Test(
    "the recorded event log and final state are exactly what play --why prints, for every fixture",
    arguments: FixtureLoader.all())
  func logIsPlaysOutput(_ fixture: Fixture) throws {
    let recording = try RenderTestSupport.record(fixture.streamPath)
    let explained = try fixture.playExplained()
    let played = LineDiff.split(explained.text).enumerated().map { index, line in
      line + (explained.reasons[index].map { " why=" + $0 } ?? "")
    }.joined(separator: "\n")
    let diff = LineDiff.lines(expected: played, actual: RenderTestSupport.log(of: recording))
    #expect(diff.isEmpty, "\(fixture) differs from play:\n\(diff.joined(separator: "\n"))")
  }

  @Test(
    "every recorded frame of the tour is the state play gives for the stream cut at that frame's time with a tick there"
  )
  func framesArePlaysStates() throws {
    let text = try String(contentsOfFile: RenderTestSupport.tourPath, encoding: .utf8)
    let recording = try RenderTestSupport.record(RenderTestSupport.tourPath)
    #expect(recording.frames.count > 200)
    // Every third frame, and every frame kept for an event: the probes between inputs among them.
    for (index, frame) in recording.frames.enumerated() where index % 3 == 0 || frame.isEvent {
      let state = try RenderTestSupport.finalState(of: RenderTestSupport.cut(text, at: frame.time))
      #expect(state == frame.state, "frame \(index) at \(frame.time)")
    }
  }

  @Test(
    "frames are in time order, span the stream from its first input to the end of the settle, and record the fingers down"
  )
  func framesSpanTheStream() throws {
    let recording = try RenderTestSupport.record(RenderTestSupport.tourPath)
    let times = recording.frames.map(\.time)
    #expect(times == times.sorted())
    #expect(times.first == 0)
    // The last line is at 11.416666, and the settle is a second.
    #expect(times.last == 12.416666)
    #expect(recording.endTime == 12.416666)
    // The pinch at 4.2 s has two fingers down, the rest at 3.7 s none.
    let pinch = try #require(recording.frames.last { $0.time <= 4.2 })
    #expect(pinch.touches.count == 2)
    let rest = try #require(recording.frames.last { $0.time <= 3.7 })
    #expect(rest.touches.isEmpty)
  }

  @Test("while the double-tap zoom animates, a frame is recorded every 1/60 s though no touch moves")
  func animationsAreSampled() throws {
    let recording = try RenderTestSupport.record(RenderTestSupport.tourPath)
    // The double tap at 0.95 s zooms to 4 over 0.3 s; the next touch is at 1.45 s.
    let animation = recording.frames.filter { $0.time > 0.95 && $0.time < 1.45 }
    #expect(animation.count == 18)
    #expect(animation.last?.state.zoomScale == 4)
    let steps = zip(animation.dropFirst(), animation).map { $0.time - $1.time }
    #expect(steps.allSatisfy { abs($0 - 1.0 / 60) < 1e-9 })
  }

  @Test(
    "the chrome hides at the double tap's deadline, 0.4 s, not at the next touch: a frame is recorded there")
  func deadlinesAreSampled() throws {
    let recording = try RenderTestSupport.record(RenderTestSupport.tourPath)
    let atDeadline = try #require(recording.frames.first { $0.time == 0.4 })
    #expect(atDeadline.isEvent)
    #expect(!atDeadline.state.chromeVisible)
    let before = try #require(recording.frames.last { $0.time < 0.4 })
    #expect(before.state.chromeVisible)
  }

  @Test(
    "the lanes show the tap waiting for the double tap from its up to the deadline, and the deadline that fired"
  )
  func lanesShowTheHeldTap() throws {
    let recording = try RenderTestSupport.record(RenderTestSupport.tourPath)
    let tap = try #require(recording.lanes.first { $0.name == "tap" })
    let doubleTap = try #require(recording.lanes.first { $0.name == "doubleTap" })
    let waiting = tap.intervals(.waiting)
    #expect(waiting.first?.start == 0.1)
    #expect(waiting.first?.end == 0.4)
    #expect(tap.intervals(.recognized).map(\.start).first == 0.4)
    #expect(doubleTap.intervals(.deadline).map(\.start) == [0.4, 10.816666])
    #expect(doubleTap.intervals(.recognized).map(\.start) == [0.95, 3.5])
    let pan = try #require(recording.lanes.first { $0.name == "pan" })
    #expect(pan.intervals(.active).first.map { ($0.start, $0.end) } ?? (0, 0) == (1.475, 1.65))
  }

  @Test("slop circles sit where the recognizers measured them, with the configuration's radii")
  func slopCircles() throws {
    let recording = try RenderTestSupport.record(RenderTestSupport.tourPath)
    let circles = recording.slopCircles
    // The first tap's down at (195, 422): a tap slop of 10 pt, and the double tap's reach of 100 pt.
    #expect(
      circles.contains { $0.center == Point(x: 195, y: 422) && $0.radius == 10 && $0.setting == .tapSlop })
    #expect(circles.contains { $0.center == Point(x: 195, y: 422) && $0.radius == 100 && $0.kind == .reach })
    // The pinches at 4 s (fingers at 155 and 235: a span of 80) and 5 s (a
    // span of 360), each ± half the 16 pt slop on a finger's distance.
    let band = circles.filter { $0.kind == .pinchBand && $0.center == Point(x: 195, y: 422) }.map(\.radius)
    #expect(band == [32, 48, 172, 188])
  }
}
