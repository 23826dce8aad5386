// The library in ten lines: samples from a clock and a touch-id table, fed to
// a session, every output printed.
import GestureKitLite

var session = ImageViewerSession()  // the standard recognizers and an image viewer
var ids = TouchIDTable<Int>()  // the host's touch keys (here, finger numbers) → TouchIDs
let fingers: [(time: Double, phase: TouchSample.Phase, finger: Int)] = [(0.00, .down, 7), (0.08, .up, 7)]
for (time, phase, finger) in fingers {  // time: the touches' own clock, in seconds
  guard let id = ids.id(for: finger, phase: phase) else { continue }
  let sample = TouchSample(time: time, phase: phase, id: id, location: Point(x: 195, y: 422))
  try session.process(TouchFrame(time: time, samples: [sample])) { print($0) }
}
try session.advance(to: 1.0) { print($0) }  // a display tick: the double tap's wait runs out at 0.38
