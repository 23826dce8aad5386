import GestureKitLite
import Testing

/// The pull-down's contract 1.1 keys: `pullDownEnabled`, `pullDownWithPaging`,
/// `dismissWhileDragging`, `dismissFade` and `dismissRestore`.
@Suite("viewer: pull-down keys")
struct ImageViewerPullDownKeysTests {
  func configured(_ change: (inout GestureConfiguration) -> Void) -> GestureConfiguration {
    var configuration = GestureConfiguration()
    change(&configuration)
    return configuration
  }

  @Test("pullDownEnabled off: the viewer refuses to begin a pull-down, and a downward drag is a pan")
  func pullDownDisabled() throws {
    let configuration = configured { $0.pullDownEnabled = false }
    #expect(try !ImageViewer(configuration: configuration).canBeginPullDown)
    #expect(try ImageViewer(configuration: GestureConfiguration()).canBeginPullDown)
    var script = TouchScript()
    script.drag(1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 500), time: 0, duration: 0.2)
    var session = try ImageViewerSession(configuration: configuration)
    var output: [ImageViewerSession.Output] = []
    for step in script.steps {
      if case .sample(let sample) = step { try session.process(sample, into: &output) }
    }
    try session.flush(into: &output)
    let lines = try output.map { item -> String in
      switch item {
      case .recognizer(let event):
        "\(milliseconds(event.time.seconds)) \(try session.engine.name(of: event.recognizer)) \(event.state.name)"
      case .viewer(let event): "viewer \(event.kind.name)"
      }
    }.filter { !$0.hasSuffix(" changed") }
    #expect(
      lines == [
        // 8.33 pt a frame: past panSlop at the second (0.017).
        "0.017 doubleTap failed", "0.017 tap failed", "0.017 pullDown failed", "0.017 pan began",
        "0.200 pan ended",
      ])
    #expect(session.viewer.state.pullDownTranslation == .zero && session.viewer.state.backgroundAlpha == 1)
  }

  @Test("pullDownWithPaging: the standard set lets pan and pullDown run together instead of pan waiting")
  func simultaneousInTheEngine() throws {
    var script = TouchScript()
    script.drag(
      1, from: Point(x: 300, y: 300), to: Point(x: 100, y: 400), time: 0, duration: 0.25, rest: 0.06)
    let together = try script.log(
      configured {
        $0.pullDownWithPaging = true
        $0.pullDownMaxAngle = 90
      })
    #expect(
      together == [
        "0.017 doubleTap failed", "0.017 tap failed", "0.017 pan began", "0.017 pullDown began",
        "0.310 pan ended", "0.310 pullDown ended",
      ])
    // The same drag with the 1.0 rule: the pull-down wins the first movement and the pan fails.
    let apart = try script.log(configured { $0.pullDownMaxAngle = 90 })
    #expect(apart.contains("0.017 pan failed") && !apart.contains("0.017 pan began"))
  }

  @Test("pullDownWithPaging: the pull-down moves the image vertically only while the strip carries x")
  func verticalOnlyWhilePaging() throws {
    var script = TouchScript()
    script.drag(
      1, from: Point(x: 300, y: 300), to: Point(x: 200, y: 360), time: 0, duration: 0.2, lift: false)
    let configuration = configured {
      $0.pullDownWithPaging = true
      $0.pullDownMaxAngle = 90
    }
    let (session, lines) = try script.session(configuration)
    #expect(lines == ["0.025 dismissBegan"])
    #expect(session.viewer.state.pullDownTranslation == Point(x: 0, y: 60))
    #expect(session.viewer.state.pageStripOffset == -100)
    #expect(abs(session.viewer.state.backgroundAlpha - (1 - 60 / (0.7 * 844))) < 1e-12)
  }

  @Test(
    "dismissWhileDragging: the first frame past dismissDistance dismisses, finger down; the lift changes nothing"
  )
  func dismissMidDrag() throws {
    var script = TouchScript()
    // 2.5 pt a frame at 120 Hz: frame 40 is exactly 100, frame 41 is past it.
    script.drag(1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 480), time: 0, duration: 0.6)
    var afterDismissal: ImageViewerState?
    let (session, lines) = try script.session(configured { $0.dismissWhileDragging = true }, settle: 1) {
      if $0.viewer.state.isDismissed && afterDismissal == nil { afterDismissal = $0.viewer.state }
    }
    #expect(lines == ["0.042 dismissBegan", "0.342 dismissed"])
    #expect(session.viewer.state.isDismissed)
    #expect(session.viewer.state.backgroundAlpha == 0)  // faded, then 0 after the fly-out
    #expect(afterDismissal?.pullDownTranslation == Point(x: 0, y: 102.5))
    // Without it the same drag dismisses at the lift, by distance.
    #expect(try script.session(settle: 1).viewerLines == ["0.042 dismissBegan", "0.600 dismissed"])
  }

  @Test("dismissFade off: the background alpha stays 1 while pulling and after the dismissal")
  func noFade() throws {
    var script = TouchScript()
    script.drag(
      1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 500), time: 0, duration: 0.3, lift: false)
    let configuration = configured { $0.dismissFade = false }
    let (pulling, _) = try script.session(configuration)
    #expect(pulling.viewer.state.pullDownTranslation == Point(x: 0, y: 200))
    #expect(pulling.viewer.state.backgroundAlpha == 1)
    script.up(1, 195, 500, at: 0.4)
    let (dismissed, lines) = try script.session(configuration, settle: 1)
    #expect(lines == ["0.017 dismissBegan", "0.400 dismissed"])
    #expect(dismissed.viewer.state.isDismissed && dismissed.viewer.state.backgroundAlpha == 1)
  }

  @Test("dismissRestore: ease-out, ease-in-out and spring put a 60 pt pull back along their own curves")
  func restoreCurves() throws {
    func restored(_ change: @escaping (inout GestureConfiguration) -> Void, after seconds: Double) throws
      -> Double
    {
      var script = TouchScript()
      script.drag(
        1, from: Point(x: 195, y: 300), to: Point(x: 195, y: 360), time: 0, duration: 0.2, rest: 0.06)
      script.tick(0.26 + seconds)
      return try script.session(configured(change)).session.viewer.state.pullDownTranslation.y
    }
    // A third of 0.3 s: ease-out leaves 60 (2/3)³ = 17.78, ease-in-out 60 (1 − 4/27) = 51.11.
    #expect(abs(try restored({ _ in }, after: 0.1) - 60 * 8 / 27) < 1e-9)
    #expect(abs(try restored({ $0.dismissRestore = .easeInOut }, after: 0.1) - 60 * 23 / 27) < 1e-9)
    // Ease-in-out over 1 s, half-way: exactly half.
    let halfway = try restored(
      {
        $0.dismissRestore = .easeInOut
        $0.dismissRestoreDuration = 1
      }, after: 0.5)
    #expect(abs(halfway - 30) < 1e-9)
    // The critically damped spring (bounce 0) of 0.3 s: 60 e^(−ω₀t)(1 + ω₀t), ω₀ = 2π/0.3.
    let w = 2 * Double.pi / 0.3
    let sprung = try restored({ $0.dismissRestore = .spring }, after: 0.1)
    #expect(abs(sprung - 60 * (1 + w * 0.1) * ViewerMath.exp(-w * 0.1)) < 1e-9)
  }

  @Test("a dismissal while the strip is dragged lets the strip settle back to its page")
  func dismissalSettlesTheStrip() throws {
    var script = TouchScript()
    script.drag(
      1, from: Point(x: 300, y: 300), to: Point(x: 240, y: 480), time: 0, duration: 0.6, lift: false)
    let configuration = configured {
      $0.pullDownWithPaging = true
      $0.pullDownMaxAngle = 90
      $0.dismissWhileDragging = true
    }
    let (session, lines) = try script.session(configuration, settle: 1)
    // 2.64 pt a frame: past panSlop at frame 4 (0.033); y 2.5 a frame, past 100 at frame 41.
    #expect(lines == ["0.033 dismissBegan", "0.342 dismissed"])
    #expect(session.viewer.state.page == 0 && session.viewer.state.pageStripOffset == 0)
    #expect(!session.viewer.isAnimating)
  }

  @Test("the longest animation: 3.5 s by default, the restore's duration if longer, a bouncy spring's bound")
  func longestAnimation() throws {
    #expect(ImageViewer.longestAnimation(for: GestureConfiguration()) == 3.5)
    #expect(try ImageViewer(configuration: GestureConfiguration()).longestAnimation == 3.5)
    #expect(ImageViewer.longestAnimation(for: configured { $0.dismissRestoreDuration = 10 }) == 10)
    // 003's spring settles even a 2√2·10⁹ pt pull in ln(2.83e12 · 1.4003)/8.796 = 3.30 s,
    // within the glide's 3.5 s.
    #expect(ImageViewer.longestAnimation(for: ViewerPreset.photoDetail.configuration) == 3.5)
    let slowest = ImageViewer.longestAnimation(
      for: configured {
        $0.dismissRestore = .spring
        $0.dismissRestoreDuration = 10
        $0.dismissRestoreBounce = 0.9
      })
    #expect(slowest > 450 && slowest < 460)
  }
}

/// Foundation-free helpers for expected values (the library's own exp is internal).
enum ViewerMath {
  static func exp(_ x: Double) -> Double {
    // Enough for the arguments used here (|x| < 5): a long Taylor series.
    var term = 1.0
    var sum = 1.0
    for n in 1...60 {
      term *= x / Double(n)
      sum += term
    }
    return sum
  }
}
