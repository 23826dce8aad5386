// README: ten lines
import GestureKitLite

var session = ImageViewerSession()  // the standard recognizers and the viewer
let finger = TouchID(1)
let taps: [(time: Double, phase: TouchSample.Phase)] = [(0, .down), (0.08, .up), (0.2, .down), (0.27, .up)]
for tap in taps {  // one frame a moment: the samples of one time
  let sample = TouchSample(time: tap.time, phase: tap.phase, id: finger, location: Point(x: 195, y: 422))
  try session.process(TouchFrame(time: tap.time, samples: [sample])) { print($0) }
}
try session.advance(to: 1.0) { print($0) }  // a display tick: deadlines fire, animations move
print(session.viewer.state)  // zoomScale, contentOffset, page, backgroundAlpha...
// README: end
