// A UIKit bridge: a view that feeds its touches to a session and advances it
// on every display frame.
// snippet.hide
#if canImport(UIKit)
  // snippet.show
  import GestureKitLite
  import UIKit

  final class GestureView: UIView {
    private var session = ImageViewerSession()
    private var ids = TouchIDTable<ObjectIdentifier>()  // UITouch → TouchID, reused after the lift
    private lazy var displayLink = CADisplayLink(target: self, selector: #selector(tick))

    override func didMoveToWindow() {
      super.didMoveToWindow()
      isMultipleTouchEnabled = true
      displayLink.add(to: .main, forMode: .common)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { feed(touches, .down, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { feed(touches, .move, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { feed(touches, .up, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      feed(touches, .cancel, event)
    }

    /// One UIEvent is one frame: every touch that changed, at the event's time.
    private func feed(_ touches: Set<UITouch>, _ phase: TouchSample.Phase, _ event: UIEvent?) {
      let time = event?.timestamp ?? CACurrentMediaTime()  // seconds, the touches' clock
      let samples = touches.compactMap { touch -> TouchSample? in
        guard let id = ids.id(for: ObjectIdentifier(touch), phase: phase) else { return nil }
        let point = touch.location(in: self)
        return TouchSample(
          time: time, phase: phase, id: id, location: Point(x: Double(point.x), y: Double(point.y)))
      }
      try? session.process(TouchFrame(time: time, samples: samples)) { show($0) }
    }

    @objc private func tick(_ link: CADisplayLink) {
      try? session.advance(to: link.timestamp) { show($0) }
      let state = session.viewer.state  // zoomScale, contentOffset, page, backgroundAlpha…
      transform = CGAffineTransform(scaleX: state.zoomScale, y: state.zoomScale)
    }

    private func show(_ output: ImageViewerSession.Output) {
      if case .recognizer(let event) = output { print(event.name, event.state.name) }
    }
  }
// snippet.hide
#else
  print("UIKitBridge: this snippet needs UIKit")
#endif
