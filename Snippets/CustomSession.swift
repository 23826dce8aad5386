// A session of your own: the standard set with a rule changed and a recognizer
// added, a viewer opened at a page with pages of their own sizes, and a rotation.
import GestureKitLite

var configuration = GestureConfiguration()
configuration.doubleTapZoom = 2.5

// snippet.engine
var engine = try GestureEngine(standardSetWith: configuration)  // tap, doubleTap, pinch, pan, pullDown
let flick = try engine.add(PanRecognizer(configuration: .init(configuration)), named: "flick")
try engine.allowSimultaneousRecognition(flick, StandardRecognizer.pan.id)
// `flick` plays no standard part (only add(_:as:) gives one): the viewer ignores it,
// its events reach you by name.
// snippet.end

// snippet.viewer
let viewer = try ImageViewer(
  configuration: configuration, initialPage: 1,
  imageSizes: [
    Size(width: 4032, height: 3024), Size(width: 3024, height: 4032), Size(width: 1200, height: 800),
  ])
var session = ImageViewerSession(engine: engine, viewer: viewer)
print(session.viewer.state.page, session.viewer.fittedImageSize)  // page 1, the portrait one: 390 × 520 pt

// The device turned: the same page at the same zoom, fitted anew.
try session.setViewport(Size(width: 844, height: 390))
print(session.viewer.fittedImageSize)  // 292.5 × 390 pt
// snippet.end
