import Foundation
import GestureKitLite
import GestureKitLiteStreams
import Testing

@testable import gesture_sim

@Suite("render: thinning long streams")
struct RenderThinningTests {
  @Test("an interval track joins what falls within its tolerance and never holds more than its capacity")
  func intervalTrackStaysBounded() {
    var track = IntervalTrack(capacity: 8)
    track.add(start: 0, end: 1)
    track.add(start: 2, end: 3)
    #expect(track.intervals.map(\.start) == [0, 2])
    #expect(track.tolerance == 0)
    for index in 0..<1_000 { track.mark(at: 10 + Double(index) * 0.5, label: "m\(index)") }
    #expect(track.intervals.count <= 8)
    #expect(track.intervals.reduce(0) { $0 + $1.count } == 1_002)
    #expect(track.intervals.first?.start == 0)
    #expect(track.intervals.last?.end == 10 + 999 * 0.5)
    // A joined interval keeps its first label.
    #expect(track.intervals.contains { $0.label == "m0" })
  }

  @Test("an envelope series keeps each bucket's first, last, lowest and highest point within its capacity")
  func envelopeKeepsExtremes() {
    var series = EnvelopeSeries(capacity: 16)
    for index in 0..<10_000 {
      let time = Double(index) / 100
      // A spike of 50 at one sample: thinning must keep it.
      series.add(time: time, value: index == 5_555 ? 50 : Double(index % 7))
    }
    #expect(series.buckets.count <= 16)
    #expect(series.range == 0...50)
    #expect(series.samples.contains { $0.value == 50 && $0.time == 55.55 })
    #expect(series.samples.first?.time == 0)
    #expect(series.samples.last?.time == 99.99)
    let times = series.samples.map(\.time)
    #expect(times == times.sorted())
  }

  @Test("a path keeps its down, its lift and its turns, and drops what moved less than half a pixel")
  func pathThinning() {
    var traces = TouchTraces(scale: 1, limits: .standard)
    var samples = [TouchSample(time: 0, phase: .down, id: TouchID(1), location: Point(x: 0, y: 0))]
    // Right along x in steps of 0.1 pt (under half a pixel), then a sharp turn down.
    for step in 1...100 {
      samples.append(
        .init(
          time: Double(step) / 1000, phase: .move, id: TouchID(1), location: Point(x: Double(step) / 10, y: 0)
        ))
    }
    samples.append(.init(time: 0.2, phase: .move, id: TouchID(1), location: Point(x: 10, y: 10)))
    samples.append(.init(time: 0.3, phase: .up, id: TouchID(1), location: Point(x: 10, y: 10.2)))
    for sample in samples { traces.add(sample) }
    let trace = traces.traces[0]
    #expect(trace.points.first == Point(x: 0, y: 0))
    #expect(trace.points.last == Point(x: 10, y: 10.2))
    #expect(trace.points.contains(Point(x: 10, y: 0)), "the turn was dropped: \(trace.points)")
    #expect(trace.points.count < 30)
    #expect(trace.end == .up)
    // Ticks every 0.1 s: at 0.1 (10, 5 between the corner and the move down), 0.2 and 0.3.
    #expect(trace.ticks.count == 3)
  }

  @Test("a long stream stays within every cap and still spans its whole length", .timeLimit(.minutes(1)))
  func longStreamStaysBounded() throws {
    let workload = BenchWorkload(sampleCount: 30_000, mixed: true)
    var text = ""
    var writer = TextTouchStreamWriter()
    for sample in workload.samples { writer.write(.sample(sample), to: &text) }
    writer.finish(to: &text)
    let folder = try TemporaryFolder("render-long")
    let path = try folder.write(Array(text.utf8), to: "long.touches")
    var limits = RenderLimits()
    limits.regularFrames = 60
    limits.eventFrames = 40
    limits.logLines = 25
    limits.drawnTouches = 6
    limits.pointsPerTouch = 12
    limits.slopCircles = 5
    limits.seriesBuckets = 32
    limits.trackIntervals = 16
    limits.ticksPerTouch = 4
    limits.replayFrameBytes = 4_000
    let recording = try RenderTestSupport.record(path, limits: limits)
    let played = String(decoding: SimRun(["play", "--why", path]).standardOutput, as: UTF8.self)
    let lines = played.split(separator: "\n")
    #expect(recording.log.map(\.text) == lines.prefix(25).map(String.init))
    #expect(recording.omittedLogLines == lines.count - 1 - 25)
    #expect(recording.frames.count <= 60 + 40 + 1)
    #expect(recording.frames.first?.time == recording.startTime)
    #expect(recording.frames.last?.time == recording.endTime)
    let times = recording.frames.map(\.time)
    #expect(times == times.sorted())
    // Spread over the whole stream, not bunched at its start.
    #expect(recording.frames.filter { $0.time > recording.endTime / 2 }.count > 20)
    #expect(recording.touches.traces.count == 6)
    #expect(recording.touches.touchCount > 300)
    #expect(recording.touches.traces.allSatisfy { $0.points.count <= 12 && $0.ticks.count <= 4 })
    #expect(recording.slopCircles.count == 5)
    #expect(recording.omittedSlopCircles > 0)
    for quantity in ViewerSeries.Quantity.allCases {
      #expect(recording.viewer[quantity].buckets.count <= 32, "\(quantity)")
    }
    for lane in recording.lanes {
      for track in RecognizerLane.Track.allCases {
        #expect(lane.intervals(track).count <= 16, "\(lane.name) \(track)")
      }
    }
    // The page's frames keep to their byte budget by leaving every other one out, first and last kept.
    let kept = ReplayData.framesWithinBudget(recording)
    #expect(kept.reduce(0) { $0 + $1.utf8.count + 2 } <= 4_000)
    #expect(kept.count < recording.frames.count)
    #expect(kept.first?.hasPrefix("[\(ReplayData.number(recording.startTime)),") == true)
    #expect(kept.last?.hasPrefix("[\(ReplayData.number(recording.endTime)),") == true)
    // The HTML and the SVG stay small however long the stream.
    let html = ReplayHTML.document(recording, image: nil)
    #expect(html.utf8.count < 200_000)
    #expect(RenderTestSupport.xmlProblems(TimelineSVG.document(recording)) == [])
  }

  @Test("the standard caps bound the replay's frames and log, so the page has a largest size")
  func standardCaps() {
    let limits = RenderLimits.standard
    #expect(limits.regularFrames + limits.eventFrames == 20_000)
    #expect(limits.logLines == 10_000)
    #expect(limits.drawnTouches == 200)
  }

  @Test("a plotted line holds its value across a gap with no frame, and keeps a column's extremes")
  func plotLineHoldsAndKeepsExtremes() {
    var series = EnvelopeSeries(capacity: 64)
    series.add(time: 0, value: 0)
    series.add(time: 5, value: 10)
    let axis = TimeAxis(span: 0...10, left: 0, right: 100)
    let points = PlotLine.points(series, axis: axis, y: { $0 }, holdAfter: 0.025)
    #expect(points.map { [$0.x, $0.y] } == [[0, 0], [50, 0], [50, 10]])
    #expect(
      PlotLine.simplified([(0, 0), (1, 0), (2, 0), (2, 5), (2, 3)]).map { [$0.x, $0.y] } == [
        [0, 0], [2, 0], [2, 5], [2, 3],
      ])
  }
}
