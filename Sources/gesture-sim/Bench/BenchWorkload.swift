import GestureKitLite
import GestureKitLiteStreams

/// The benchmark's workload: generated, deterministic, held in one flat buffer.
///
/// The standard workload alternates one-finger pans (60 samples at 60 Hz,
/// 300 pt in 0.983 s, right, down, left, up in turn) and two-finger pinches
/// (62 samples: 31 frames at 60 Hz, spreading 100 → 250 pt and closing back in
/// turn), 0.5 s apart. The order keeps the viewer busy without dismissing it:
/// a pan right (paging, refused at the first page), a spreading pinch (zoom
/// 2.5), a pan down (a scroll: the zoomed viewer refuses the pull-down), a
/// closing pinch (back to 1), a pan left (turns the page), ... `--mixed` adds,
/// after every four gestures, a tap, a double tap, a short pull-down that
/// springs back, and a paging swipe.
struct BenchWorkload {
  /// Every sample, in order.
  var samples: ContiguousArray<TouchSample> = []
  /// Each frame's time and the range of its samples.
  var frames: [(time: Double, range: Range<Int>)] = []
  /// What the recognizers must report: name → number of `recognized` or `ended` events.
  var expected: [String: Int] = [:]
  /// When set, each frame goes here instead of into ``samples`` (for writing a
  /// workload too big to hold).
  private var stream: ((TouchSample) -> Void)?
  private var generated = 0

  init(sampleCount: Int, mixed: Bool) {
    samples.reserveCapacity(sampleCount + 128)
    generate(sampleCount: sampleCount, mixed: mixed)
  }

  /// Generates the workload sample by sample into `body`, holding nothing.
  init(sampleCount: Int, mixed: Bool, streamingInto body: @escaping (TouchSample) -> Void) {
    stream = body
    generate(sampleCount: sampleCount, mixed: mixed)
    stream = nil
  }

  private mutating func generate(sampleCount: Int, mixed: Bool) {
    var time = 0.0
    var gesture = 0
    while generated < sampleCount {
      switch gesture % 2 {
      case 0: addPan(direction: (gesture / 2) % 4, at: &time)
      default: addPinch(spreading: (gesture / 2) % 2 == 0, at: &time)
      }
      gesture += 1
      if mixed && gesture % 4 == 0 && generated < sampleCount { addMixed(at: &time) }
    }
  }

  private mutating func frame(_ time: Double, _ new: [TouchSample]) {
    generated += new.count
    if let stream {
      for sample in new { stream(sample) }
      return
    }
    frames.append((time, samples.count..<(samples.count + new.count)))
    samples.append(contentsOf: new)
  }

  private mutating func count(_ name: String) { expected[name, default: 0] += 1 }

  private static let period = 1.0 / 60

  /// Times on the 60 Hz grid, rounded to the microsecond like a real stream.
  private static func at(_ time: Double) -> Double { (time * 1_000_000).rounded() / 1_000_000 }

  private mutating func addPan(direction: Int, at time: inout Double) {
    let start = Point(x: 195, y: 300)
    let unit = [Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: -1, y: 0), Point(x: 0, y: -1)][direction]
    for step in 0..<60 {
      let t = Self.at(time + Double(step) * Self.period)
      let p = start + unit * (300 * Double(step) / 59)
      let phase: TouchSample.Phase = step == 0 ? .down : (step == 59 ? .up : .move)
      frame(t, [TouchSample(time: t, phase: phase, id: TouchID(1), location: p)])
    }
    count("pan")
    time = Self.at(time + 59 * Self.period + 0.5)
  }

  private mutating func addPinch(spreading: Bool, at time: inout Double) {
    let center = Point(x: 195, y: 422)
    for step in 0..<31 {
      let t = Self.at(time + Double(step) * Self.period)
      let f = Double(step) / 30
      let span = spreading ? 100 + 150 * f : 250 - 150 * f
      let phase: TouchSample.Phase = step == 0 ? .down : (step == 30 ? .up : .move)
      frame(
        t,
        [
          TouchSample(time: t, phase: phase, id: TouchID(1), location: center - Point(x: span / 2, y: 0)),
          TouchSample(time: t, phase: phase, id: TouchID(2), location: center + Point(x: span / 2, y: 0)),
        ])
    }
    count("pinch")
    time = Self.at(time + 30 * Self.period + 0.5)
  }

  private mutating func addTap(at point: Point, _ time: Double) {
    frame(Self.at(time), [TouchSample(time: Self.at(time), phase: .down, id: TouchID(1), location: point)])
    let up = Self.at(time + 0.08)
    frame(up, [TouchSample(time: up, phase: .up, id: TouchID(1), location: point)])
  }

  private mutating func addMixed(at time: inout Double) {
    addTap(at: Point(x: 195, y: 422), time)  // a tap: recognized after the double tap's wait
    count("tap")
    time = Self.at(time + 0.08 + 0.5)
    addTap(at: Point(x: 195, y: 422), time)  // a double tap (zooms in, or back out)
    addTap(at: Point(x: 195, y: 422), time + 0.2)
    count("doubleTap")
    time = Self.at(time + 0.28 + 0.5)
    addTap(at: Point(x: 195, y: 422), time)  // a second double tap: the zoom is back at 1
    addTap(at: Point(x: 195, y: 422), time + 0.2)
    count("doubleTap")
    time = Self.at(time + 0.28 + 0.5)
    for step in 0..<19 {  // a short pull-down (54 pt) that rests, so it springs back
      let t = Self.at(time + Double(step) * Self.period)
      let p = Point(x: 195, y: 300 + 60 * Double(min(step, 9)) / 10)
      let phase: TouchSample.Phase = step == 0 ? .down : (step == 18 ? .up : .move)
      frame(t, [TouchSample(time: t, phase: phase, id: TouchID(1), location: p)])
    }
    count("pullDown")
    time = Self.at(time + 18 * Self.period + 0.5)
    for step in 0..<13 {  // a paging swipe: 240 pt left in 0.2 s
      let t = Self.at(time + Double(step) * Self.period)
      let p = Point(x: 315 - 240 * Double(step) / 12, y: 422)
      let phase: TouchSample.Phase = step == 0 ? .down : (step == 12 ? .up : .move)
      frame(t, [TouchSample(time: t, phase: phase, id: TouchID(1), location: p)])
    }
    count("pan")
    time = Self.at(time + 12 * Self.period + 0.5)
  }

  /// The workload as stream records (for `gesture-sim synth --bench-workload`).
  var records: [TouchStreamRecord] { samples.map { .sample($0) } }
}
