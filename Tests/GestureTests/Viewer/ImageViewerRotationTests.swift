import GestureKitLite
import GestureKitLiteScripts
import Testing

@Suite("viewer: a rotation at any moment of a gesture")
struct ImageViewerRotationTests {
  static let scripts = [
    "pinch 195 422 span 100 -> 300 in 400ms",
    "doubletap 195 422\nwait 500ms\ndrag 300 400 -> 100 300 in 300ms",
    "drag 300 400 -> 60 400 in 250ms",
    "pulldown 195 300 by 60 in 300ms",
    "pinch 195 422 span 300 -> 60 in 400ms",
  ]

  @Test(
    "a rotation at any frame keeps the viewer's invariants, during the gesture and once it settles",
    arguments: scripts)
  func rotationAtAnyFrame(script: String) throws {
    var pageChangedAtRest = GestureConfiguration()
    pageChangedAtRest.pageChangedAt = .rest
    let frames = try TouchSynthesizer().frames(for: GestureScript(parsing: script))
    for configuration in [GestureConfiguration(), pageChangedAtRest] {
      for rotationFrame in frames.indices {
        var session = try ImageViewerSession(configuration: configuration)
        var outputs: [ImageViewerSession.Output] = []
        for (index, frame) in frames.enumerated() {
          try session.process(frame, into: &outputs)
          if index == rotationFrame { try session.setViewport(Size(width: 844, height: 390)) }
          #expect(session._invariantViolations().isEmpty, "rotated at frame \(rotationFrame), now \(index)")
        }
        try session.advance(to: (frames.last?.time ?? 0) + 5, into: &outputs)
        let violations = session._invariantViolations()
        #expect(violations.isEmpty, "rotated at frame \(rotationFrame): \(violations)")
        #expect(!session.viewer.isAnimating)
      }
    }
  }
}
