import Foundation
import GestureKitLite
import Testing

@testable import gesture_sim

/// `render` with wheel, key and action records (SPEC §6, contract 1.3): an
/// input lane of their own, and a replay that shows them as they happen; a
/// stream without them renders as in 1.2 (the tour's goldens hold the bytes).
@Suite("render: wheel, key and action records")
struct RenderInputLaneTests {
  static let fixture = RenderTestSupport.path("Fixtures/touchstreams/jsonl-wheel-key-action.jsonl")

  @Test("wheel gestures become bars of their kind, keys and actions labelled marks, at their times")
  func laneRecordsTheInputs() throws {
    let inputs = try #require(try RenderTestSupport.record(Self.fixture).inputs)
    #expect(inputs.zooms.intervals.map { [$0.start, $0.end] } == [[0.008333, 0.1]])
    #expect(inputs.zooms.intervals.map(\.label) == ["zoom"])
    #expect(inputs.scrolls.intervals.isEmpty)
    #expect(inputs.keys.intervals.map { "\($0.start) \($0.label ?? "")" } == ["0.5 Space"])
    #expect(inputs.actions.intervals.map { "\($0.start) \($0.label ?? "")" } == ["1.0 nextPage"])
    #expect(inputs.lines.count == 14)
    #expect(inputs.lines.last.map { "\($0.time) \($0.text)" } == "1.0 action nextPage")
    #expect(inputs.lines.first?.text == "wheel 195 422 0 -5.776227 mods=ctrl")
  }

  @Test("the SVG draws the lane under the touches, and the legend says what its marks mean")
  func svgHasTheLane() throws {
    let svg = TimelineSVG.document(try RenderTestSupport.record(Self.fixture))
    #expect(RenderTestSupport.xmlProblems(svg) == [])
    #expect(svg.contains("<g id=\"lane-inputs\">"))
    #expect(svg.contains(">inputs</text>"))
    #expect(svg.contains(">Space</text>"))
    #expect(svg.contains(">nextPage</text>"))
    #expect(svg.contains(">inputs: wheel scroll, wheel zoom, ▮ key, ◆ action</text>"))
  }

  @Test("the replay lists each record's line and shows the one at the cursor in its state panel")
  func replayShowsTheInputs() throws {
    let recording = try RenderTestSupport.record(Self.fixture)
    let html = ReplayHTML.document(recording, image: nil)
    #expect(html.contains("<div><dt>input</dt><dd data-field=\"input\"></dd></div>"))
    #expect(html.contains(#"[0.5,"key Space"],"#))
    #expect(html.contains(#"[1,"action nextPage"]],"omittedInputs":0"#))
    #expect(html.contains(ReplayScript.inputs))
  }

  @Test("a stream without wheel, key or action records has no input lane, legend row or replay field")
  func noLaneWithoutInputs() throws {
    let recording = try RenderTestSupport.record(RenderTestSupport.tourPath)
    #expect(recording.inputs == nil)
    let svg = TimelineSVG.document(recording)
    #expect(!svg.contains("lane-inputs"))
    #expect(!svg.contains("inputs:"))
    let html = ReplayHTML.document(recording, image: nil)
    #expect(!html.contains("data-field=\"input\""))
    #expect(!html.contains("\"inputs\""))
  }

  @Test("every recorded frame of a stream with records is the state play gives for it cut at that time")
  func framesArePlaysStates() throws {
    let path = RenderTestSupport.path("Fixtures/touchstreams/key-zoom-interrupts-animation.touches")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let recording = try RenderTestSupport.record(path)
    #expect(recording.frames.count > 20)
    for (index, frame) in recording.frames.enumerated() {
      let state = try RenderTestSupport.finalState(of: RenderTestSupport.cut(text, at: frame.time))
      #expect(state == frame.state, "frame \(index) at \(frame.time)")
    }
  }
}
