import CGestureKitLite
import GestureKitLite
import GestureKitLiteC
import Testing

/// The C interface's wheel, key and action functions (contract 1.3, SPEC §7):
/// the same events as the Swift session's, refusals with a code and the
/// CLI's words, nothing changed by a refused call.
@Suite("C interface: wheel, keys and actions")
struct CInterfaceDirectInputTests {
  /// Touches, a pinch in the browser's form, scrolls, keys and actions: every
  /// kind of input, so that each C function is compared with the session's.
  static let inputs: [SessionInput] = [
    .zoom(0.5, dy: -69.31471805599453),
    .zoom(0.516, dy: -20, at: Point(x: 100, y: 300)),
    .zoom(0.532, dy: -400, at: Point(x: 300, y: 500)),
    .tick(1.0),
    .scroll(1.2, dx: 30, dy: 40),
    .wheel(
      WheelInput(
        time: 1.25, location: SessionInput.center, deltaX: 0, deltaY: 2, mode: .line, modifiers: [.shift])),
    .wheel(WheelInput(time: 1.3, location: SessionInput.center, deltaX: 0.1, deltaY: 0, mode: .page)),
    .press(2, "ArrowRight"),
    .press(2.5, "+", [.shift]),
    .press(3, "0"),
    .press(3.5, "ArrowRight", [.ctrl]),
    .press(4, "ArrowRight"),
    .press(4.2, "Unidentified"),
    .press(4.5, "Z"),
    .perform(5, .nextPage),
    .perform(5.5, .toggleChrome),
    .down(6, x: 195, y: 422),
    .perform(6.05, .zoomIn),
    .up(6.08, x: 195, y: 422),
    .press(7, "Home"),
    .perform(8, .zoomOut),
    .perform(8.5, .dismiss),
    .press(9, "Space"),
  ]

  @Test("wheel, key and action inputs through C give the Swift session's events and state")
  func sameAsTheSession() throws {
    var harness = try DirectInputHarness()
    try harness.play(Self.inputs)
    let session = try #require(gklSessionCreate(nil, nil, nil))
    defer { gklSessionDestroy(session) }
    var last = 0.0
    for input in Self.inputs {
      #expect(Self.feed(input, to: session) == GKL_OK, "\(input)")
      last = Self.time(of: input)
    }
    #expect(gklSessionAdvance(session, last + 1) == GKL_OK)
    #expect(Self.lines(of: session) == harness.lines)
    var buffer = [CChar](repeating: 0, count: 512)
    _ = gklSessionFormatState(session, 0, &buffer, buffer.count)
    #expect(CInterfaceFixtures.text(of: buffer) == harness.stateLine)
    // Every kind of viewer event the new inputs cause, so none is compared vacuously.
    for event in ["zoomLimit", "zoomEnded", "zoomToggled", "pageChanged", "chromeToggled", "dismissed"] {
      #expect(harness.lines.contains { $0.contains("viewer \(event)") }, "\(event): \(harness.lines)")
    }
  }

  @Test("one ctrl wheel of DY = -100 ln 2 at the viewport's center zooms to 2 there")
  func pinchInTheBrowsersForm() throws {
    let session = try #require(gklSessionCreate(nil, nil, nil))
    defer { gklSessionDestroy(session) }
    let status = gklSessionProcessWheel(
      session, 0.5, 195, 422, 0, -100 * 0.6931471805599453, Int32(GKL_WHEEL_PIXEL.rawValue), GKL_MODIFIER_CTRL
    )
    #expect(status == GKL_OK)
    var state = gkl_state()
    #expect(gklSessionState(session, &state) == GKL_OK)
    #expect(abs(state.zoom_scale - 2) < 1e-12)
  }

  @Test("every gkl_action names the AccessibilityAction of the same name, and nothing past them")
  func actionNames() {
    for action in AccessibilityAction.allCases {
      let code = Int32(action.rawValue)
      #expect(gklActionName(code).map { CInterfaceFixtures.text(of: $0) } == action.name)
    }
    #expect(gklActionName(Int32(AccessibilityAction.allCases.count)) == nil)
    #expect(gklActionName(-1) == nil)
    #expect(
      CInterfaceFixtures.text(of: gklActionName(Int32(GKL_ACTION_TOGGLE_CHROME.rawValue))!) == "toggleChrome")
  }

  @Test("refused wheel, key and action inputs give a code and the CLI's words, and change nothing")
  func refusals() throws {
    let session = try #require(gklSessionCreate(nil, nil, nil))
    defer { gklSessionDestroy(session) }
    let pixel = Int32(GKL_WHEEL_PIXEL.rawValue)
    #expect(gklSessionProcessWheel(session, 0.5, 195, 422, 0, -30, pixel, GKL_MODIFIER_CTRL) == GKL_OK)
    var before = gkl_state()
    _ = gklSessionState(session, &before)
    let refusals: [(status: gkl_status, message: String, call: () -> gkl_status)] = [
      (
        GKL_ERROR_ARGUMENT,
        "unknown wheel mode 3; expected GKL_WHEEL_PIXEL (0), GKL_WHEEL_LINE (1) or GKL_WHEEL_PAGE (2)",
        { gklSessionProcessWheel(session, 0.6, 195, 422, 0, 1, 3, 0) }
      ),
      (
        GKL_ERROR_ARGUMENT,
        "unknown wheel mode -1; expected GKL_WHEEL_PIXEL (0), GKL_WHEEL_LINE (1) or GKL_WHEEL_PAGE (2)",
        { gklSessionProcessWheel(session, 0.6, 195, 422, 0, 1, -1, 0) }
      ),
      (
        GKL_ERROR_ARGUMENT, "unknown modifier bits 0x10; expected ctrl 1, shift 2, alt 4 or meta 8",
        { gklSessionProcessWheel(session, 0.6, 195, 422, 0, 1, pixel, 0x10) }
      ),
      (
        GKL_ERROR_ARGUMENT, "unknown modifier bits 0x101; expected ctrl 1, shift 2, alt 4 or meta 8",
        { gklSessionProcessKey(session, 0.6, "z", 1, 0x101) }
      ),
      (
        GKL_ERROR_SAMPLE, "expected a finite number, found 'nan'",
        { gklSessionProcessWheel(session, 0.6, 195, 422, 0, .nan, pixel, GKL_MODIFIER_CTRL) }
      ),
      (
        GKL_ERROR_SAMPLE, "time went backwards: 0.4 is before 0.5",
        { gklSessionProcessWheel(session, 0.4, 195, 422, 0, -30, pixel, GKL_MODIFIER_CTRL) }
      ),
      (
        GKL_ERROR_SAMPLE, "time went backwards: 0.4 is before 0.5",
        { gklSessionProcessAction(session, 0.4, Int32(GKL_ACTION_ZOOM_IN.rawValue)) }
      ),
      (
        GKL_ERROR_ARGUMENT,
        "unknown action 7; expected a gkl_action from GKL_ACTION_ZOOM_IN (0) to GKL_ACTION_TOGGLE_CHROME (6)",
        { gklSessionProcessAction(session, 0.6, 7) }
      ),
      (GKL_ERROR_ARGUMENT, "key is NULL", { gklSessionProcessKey(session, 0.6, nil, 3, 0) }),
      (
        GKL_ERROR_SAMPLE, "empty key name; expected a W3C key value such as ArrowRight, Escape, + or z",
        { gklSessionProcessKey(session, 0.6, nil, 0, 0) }
      ),
      (
        GKL_ERROR_SAMPLE,
        "key name 'a b' holds whitespace, a control or an invisible character (U+0020); "
          + "expected printable characters without spaces (the space bar is Space)",
        { gklSessionProcessKey(session, 0.6, "a b", 3, 0) }
      ),
      (
        GKL_ERROR_SAMPLE,
        "key name '#' begins with '#'; expected a name that does not (a # starts a comment)",
        { gklSessionProcessKey(session, 0.6, "#", 1, 0) }
      ),
      (
        GKL_ERROR_ARGUMENT, "key name: expected UTF-8 text, found bytes that are not",
        {
          [CChar(bitPattern: 0xC3), 0x28].withUnsafeBufferPointer {
            gklSessionProcessKey(session, 0.6, $0.baseAddress, 2, 0)
          }
        }
      ),
      (
        GKL_ERROR_ARGUMENT,
        "length is larger than any buffer can be (a negative number converted to size_t?)",
        { gklSessionProcessKey(session, 0.6, "z", -1, 0) }
      ),
    ]
    for refusal in refusals {
      #expect(refusal.call() == refusal.status, "\(refusal.message)")
      #expect(String(cString: gklSessionError(session)) == refusal.message)
      var after = gkl_state()
      _ = gklSessionState(session, &after)
      #expect(after.zoom_scale == before.zoom_scale && after.time == before.time, "\(refusal.message)")
    }
    #expect(gklSessionEventCount(session) == 0)
    #expect(gklSessionProcessKey(session, 0.6, "ö", 2, GKL_MODIFIER_SHIFT) == GKL_OK)
    #expect(String(cString: gklSessionError(session)).isEmpty)
  }

  @Test("a handle that is not a live session is refused by the new functions too")
  func misuse() {
    #expect(gklSessionProcessWheel(nil, 0, 0, 0, 0, 0, 0, 0) == GKL_ERROR_ARGUMENT)
    #expect(gklSessionProcessKey(nil, 0, "z", 1, 0) == GKL_ERROR_ARGUMENT)
    #expect(gklSessionProcessAction(nil, 0, 0) == GKL_ERROR_ARGUMENT)
    let player = gklPlayerCreate(Int32(GKL_STREAM_TEXT.rawValue), nil, nil, nil)
    defer { gklPlayerDestroy(player) }
    #expect(gklSessionProcessWheel(player, 0, 0, 0, 0, 0, 0, 0) == GKL_ERROR_MISUSE)
    #expect(gklSessionProcessKey(player, 0, "z", 1, 0) == GKL_ERROR_MISUSE)
    #expect(gklSessionProcessAction(player, 0, 0) == GKL_ERROR_MISUSE)
  }

  /// Gives `input` to the C session through the function a host calls for it.
  static func feed(_ input: SessionInput, to session: OpaquePointer) -> gkl_status {
    switch input {
    case .touch(let sample):
      var c = gkl_sample(
        time: sample.time, x: sample.location.x, y: sample.location.y, id: sample.id.rawValue,
        phase: Int32(sample.phase.rawValue), reserved: 0)
      return gklSessionProcessFrame(session, sample.time, &c, 1)
    case .tick(let time):
      return gklSessionAdvance(session, time)
    case .wheel(let wheel):
      return gklSessionProcessWheel(
        session, wheel.time, wheel.location.x, wheel.location.y, wheel.deltaX, wheel.deltaY,
        Int32(wheel.mode.rawValue), UInt32(wheel.modifiers.rawValue))
    case .key(let key):
      let utf8 = Array(key.key.utf8).map { CChar(bitPattern: $0) }
      return gklSessionProcessKey(session, key.time, utf8, utf8.count, UInt32(key.modifiers.rawValue))
    case .action(let action):
      return gklSessionProcessAction(session, action.time, Int32(action.action.rawValue))
    }
  }

  static func time(of input: SessionInput) -> Double {
    switch input {
    case .touch(let sample): sample.time
    case .tick(let time): time
    case .wheel(let wheel): wheel.time
    case .key(let key): key.time
    case .action(let action): action.time
    }
  }

  /// The text lines of the events waiting on `session`.
  static func lines(of session: OpaquePointer) -> [String] {
    var lines: [String] = []
    var event = gkl_event()
    var buffer = [CChar](repeating: 0, count: 1024)
    while gklSessionNextEvent(session, &event) == 1 {
      if gklFormatEvent(&event, 0, &buffer, buffer.count) > 0 {
        lines.append(CInterfaceFixtures.text(of: buffer))
      }
    }
    return lines
  }
}
