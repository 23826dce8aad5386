import CGestureKitLite
import GestureKitLite
import GestureKitLiteC
import Testing

/// The C interface called from Swift: what a C host sees, checked on the
/// functions themselves (scripts/test-c.sh checks them from C and Python).
@Suite("C interface")
struct CInterfaceTests {
  @Test("the header, the C library and the Swift library carry one version")
  func version() {
    #expect(String(cString: gklVersion()) == GKL_VERSION_STRING)
    #expect("\(GKL_VERSION_MAJOR).\(GKL_VERSION_MINOR).\(GKL_VERSION_PATCH)" == GKL_VERSION_STRING)
    #expect(GKL_VERSION_STRING == GestureKitLiteVersion.current)
  }

  @Test("a player prints what gesture-sim play --format jsonl prints, for every fixture")
  func playerMatchesTheLibrary() throws {
    for fixture in try CInterfaceFixtures.valid() {
      #expect(
        try CInterfaceFixtures.playThroughC(fixture) == CInterfaceFixtures.playInSwift(fixture),
        "\(fixture.name)")
    }
  }

  @Test("a configuration is refused with the CLI's words and a code")
  func configurationRefused() {
    var error = gkl_error()
    #expect(gklSessionCreate(nil, "doubleTapIntervall=0.2", &error) == nil)
    #expect(error.status == Int32(GKL_ERROR_CONFIGURATION.rawValue))
    #expect(
      CInterfaceFixtures.text(of: error)
        == "doubleTapIntervall=0.2: unknown config key 'doubleTapIntervall'; did you mean 'doubleTapInterval'?"
    )
    #expect(gklSessionCreate("no-such-preset", nil, nil) == nil)
    let session = gklSessionCreate("photo-browser", "tapSlop=12\n# done", &error)
    #expect(session != nil)
    gklSessionDestroy(session)
  }

  @Test("a refused sample changes nothing and leaves the session usable")
  func sampleRefused() {
    let session = gklSessionCreate(nil, nil, nil)
    defer { gklSessionDestroy(session) }
    var down = gkl_sample(time: 0, x: 10, y: 10, id: 1, phase: Int32(GKL_PHASE_DOWN.rawValue), reserved: 0)
    #expect(gklSessionProcessFrame(session, 0, &down, 1) == GKL_OK)
    #expect(gklSessionProcessFrame(session, 0.01, &down, 1) == GKL_ERROR_SAMPLE)
    #expect(String(cString: gklSessionError(session)) == "sample 0: down for touch 1, which is already down")
    #expect(gklSessionAdvance(session, -1) == GKL_ERROR_SAMPLE)
    #expect(gklSessionAdvance(session, .nan) == GKL_ERROR_SAMPLE)
    var up = down
    up.phase = Int32(GKL_PHASE_UP.rawValue)
    #expect(gklSessionProcessFrame(session, 0.05, &up, 1) == GKL_OK)
    #expect(String(cString: gklSessionError(session)).isEmpty)
    #expect(gklSessionAdvance(session, 1) == GKL_OK)
    var event = gkl_event()
    var lines: [String] = []
    while gklSessionNextEvent(session, &event) == 1 {
      var buffer = [CChar](repeating: 0, count: 256)
      if gklFormatEvent(&event, 0, &buffer, buffer.count) > 0 {
        lines.append(CInterfaceFixtures.text(of: buffer))
      }
    }
    #expect(
      lines == ["0.350 doubleTap failed", "0.350 tap recognized", "0.350 viewer chromeToggled visible=false"])
  }

  @Test("NULL handles and pointers are refused, never dereferenced")
  func nullArguments() {
    #expect(gklSessionProcessFrame(nil, 0, nil, 0) == GKL_ERROR_ARGUMENT)
    #expect(gklSessionAdvance(nil, 0) == GKL_ERROR_ARGUMENT)
    #expect(gklSessionNextEvent(nil, nil) == 0)
    #expect(gklSessionState(nil, nil) == GKL_ERROR_ARGUMENT)
    #expect(gklPlayerAppend(nil, nil, 0) == GKL_ERROR_ARGUMENT)
    #expect(gklFormatEvent(nil, 0, nil, 0) == 0)
    #expect(String(cString: gklSessionError(nil)).isEmpty)
    gklSessionDestroy(nil)
    gklPlayerDestroy(nil)
  }
}
