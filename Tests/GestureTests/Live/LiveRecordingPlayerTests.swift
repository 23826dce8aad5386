import GestureKitLite
import GestureKitLiteImporters
import GestureKitLiteStreams
import Testing

/// The core of `gesture-sim watch` (SPEC §6, contract 1.3), on a simulated
/// clock: decisions when they are made, the events' own times, and a stream
/// that plays again to the same lines.
@Suite struct LiveRecordingPlayerTests {
  /// A 800 × 800 unit device (its `A:` lines) and evemu events: `(seconds, code, value)`
  /// of `EV_ABS`, with `SYN_REPORT`s written as code −1.
  static func evemu(_ events: [(Double, Int, Int32)], header: Bool = true) -> [UInt8] {
    var text = header ? "A: 35 0 799 0 0 0\nA: 36 0 799 0 0 0\n" : ""
    for (time, code, value) in events {
      let stamp =
        String(Int((time * 1_000_000).rounded()) / 1_000_000) + "."
        + String(String(Int((time * 1_000_000).rounded()) % 1_000_000 + 1_000_000).dropFirst())
      text +=
        code < 0 ? "E: \(stamp) 0000 0000 0\n" : "E: \(stamp) 0003 00\(String(code, radix: 16)) \(value)\n"
    }
    return Array(text.utf8)
  }

  /// A one-finger tap at (400, 400) device units, down at `time`, up 80 ms later.
  static func tap(at time: Double, id: Int32 = 1) -> [(Double, Int, Int32)] {
    [
      (time, 0x39, id), (time, 0x35, 400), (time, 0x36, 400), (time, -1, 0), (time + 0.08, 0x39, -1),
      (time + 0.08, -1, 0),
    ]
  }

  static func decoder() throws -> RecordingDecoder {
    try RecordingDecoder(format: .evemu, viewport: Size(width: 390, height: 844))
  }

  @Test("a tap's lines come when the double tap's wait runs out, plus the grace, not at the next touch")
  func tapAtTheWaitsEnd() throws {
    var host = LiveHost(try Self.decoder(), startingAt: 100)
    let events = Self.tap(at: 5) + Self.tap(at: 7, id: 2)
    // Each frame arrives 2 ms after its time (5 s on the device is 100 s on the host).
    for frame in [0, 4, 6, 10] {
      let time = events[frame].0
      let rows = events.enumerated().filter { $0.element.0 == time }.map(\.element)
      try host.receive(Self.evemu(rows, header: frame == 0), at: 95 + time + 0.002)
    }
    try host.end(at: 102.2)
    let tap = try #require(host.lines.first { $0.text.hasPrefix("0.380 tap recognized") })
    #expect(abs(tap.at - (100.002 + 0.38 + LiveRecordingPlayer.defaultGrace)) < 1e-9)
    #expect(
      host.lines.filter { $0.text.contains("tap recognized") }.map { $0.text.prefix(5) } == [
        "0.380", "2.380",
      ])
    #expect(host.records.contains(.tick(time: 0.38)))
  }

  @Test("a frame is played as soon as no more input waits, before the next one comes")
  func framesPlayWithoutWaitingForTheNext() throws {
    var host = LiveHost(try Self.decoder(), startingAt: 0)
    let drag: [(Double, Int, Int32)] = [
      (0, 0x39, 1), (0, 0x35, 100), (0, 0x36, 400), (0, -1, 0), (0.01, 0x35, 200), (0.01, -1, 0),
    ]
    try host.receive(Self.evemu(Array(drag[0..<4])), at: 1)
    try host.receive(Self.evemu(Array(drag[4...]), header: false), at: 1.01)
    #expect(host.player.wakeTime == 1.01)
    try host.wait(until: 1.011)
    let began = try #require(host.lines.first { $0.text.hasPrefix("0.010 pan began") })
    #expect(began.at == 1.01)
  }

  @Test(
    "a recording handed over at once prints what RecordingPlayer prints, and its stream plays to the same lines"
  )
  func atOnce() throws {
    let bytes = Self.evemu(Self.tap(at: 5) + Self.tap(at: 5.25, id: 2) + Self.tap(at: 9, id: 3))
    var host = LiveHost(try Self.decoder(), startingAt: 0)
    try host.receive(bytes, at: 0)
    try host.end(at: 0)
    let reference = try LiveHost.reference(try Self.decoder(), bytes: bytes)
    #expect(host.texts == reference)
    #expect(try host.replayed() == reference)
    #expect(!host.records.contains { if case .tick = $0 { true } else { false } })
  }

  @Test("a frame that arrives after a deadline passed its time plays at the deadline's, and is counted")
  func lateFrame() throws {
    var host = LiveHost(try Self.decoder(), startingAt: 0)
    try host.receive(Self.evemu(Self.tap(at: 0)), at: 0)
    // The second tap is stamped 0.35, inside the wait (0.38), but arrives at
    // 0.5: the wait has fired by then.
    try host.receive(Self.evemu(Self.tap(at: 0.35, id: 2), header: false), at: 0.5)
    try host.end(at: 0.6)
    #expect(host.player.lateSampleCount == 1)  // the down; the lift, at 0.43, is not late
    #expect(host.player.firstLateSample?.recorded == 0.35 && host.player.firstLateSample?.played == 0.38)
    #expect(
      host.texts.prefix(3) == [
        "0.380 doubleTap failed why=tooLate: no second tap within 0.3 s of the first (doubleTapInterval 0.3)",
        "0.380 tap recognized location=195,422 touchCount=1", "0.380 viewer chromeToggled visible=false",
      ])
    #expect(try host.replayed() == host.texts)
  }

  @Test(
    "an interrupt ticks at its moment, in the stream's time, and settles past it; the stream ends with that tick"
  )
  func interrupt() throws {
    var host = LiveHost(try Self.decoder(), startingAt: 0)
    try host.receive(Self.evemu(Self.tap(at: 3)), at: 10)
    try host.interrupt(at: 12.5)
    // The stream's clock is the lift's time (0.08) plus the host's time since
    // it was read (2.5 s).
    #expect(host.records.last == .tick(time: 2.58))
    #expect(host.player.session?.engine.currentTime?.seconds == 3.58)
    #expect(try host.replayed() == host.texts)
  }

  @Test("an interrupt before any touch still ends in a session: a tick at 0, then settle")
  func interruptBeforeAnyTouch() throws {
    var host = LiveHost(try Self.decoder(), startingAt: 0)
    try host.interrupt(at: 3)
    #expect(host.records == [.tick(time: 0)])
    #expect(host.player.session?.engine.currentTime?.seconds == 1)
  }

  @Test("the stream played starts with the configuration's changed settings, so it plays alone")
  func settingsFirst() throws {
    var configuration = GestureConfiguration()
    configuration.doubleTapInterval = 0.25
    var host = LiveHost(try Self.decoder(), configuration: configuration, startingAt: 0)
    try host.receive(Self.evemu(Self.tap(at: 0)), at: 0)
    try host.end(at: 0)
    #expect(host.records.first == .setting(key: "doubleTapInterval", value: "0.25"))
    #expect(host.texts.first?.hasPrefix("0.330 doubleTap failed") == true)
    #expect(try host.replayed() == host.texts)
  }
}
