// README: ten lines
import GestureKitLite

var session = ImageViewerSession()  // the standard recognizers and the viewer
var ids = TouchIDTable<Int>()  // the host's touch keys (a UITouch, a pointer id) → TouchIDs
let taps: [(time: Double, phase: TouchSample.Phase, finger: Int)] = [
  (0, .down, 7), (0.08, .up, 7), (0.2, .down, 8), (0.27, .up, 8),  // the touches' clock, in seconds
]
for tap in taps {  // one frame a moment: the samples of one time
  guard let id = ids.id(for: tap.finger, phase: tap.phase) else { continue }  // nil: a refused event
  let sample = TouchSample(time: tap.time, phase: tap.phase, id: id, location: Point(x: 195, y: 422))
  try session.process(TouchFrame(time: tap.time, samples: [sample])) { print($0) }
}
try session.advance(to: 1.0) { print($0) }  // a display tick: deadlines fire, animations move
print(session.viewer.state)  // zoomScale, contentOffset, page, backgroundAlpha...
// README: end
