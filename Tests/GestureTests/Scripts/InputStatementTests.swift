import Foundation
import GestureKitLite
import GestureKitLiteStreams
import Testing

@testable import GestureKitLiteScripts

/// The script language's `wheel`, `key` and `action` statements: the
/// records they draw, where they fall in time, and their mistakes.
@Suite("scripts: wheel, key and action statements")
struct InputStatementTests {
  typealias S = ScriptTestSupport

  @Test("a key and an action are one record each at their start, and take no time")
  func keysAndActions() throws {
    #expect(
      try S.lines("key ArrowRight\nkey + mods shift,ctrl\naction zoomIn\nwait 100ms\nkey Escape") == [
        "0 key ArrowRight", "0 key + mods=ctrl,shift", "0 action zoomIn", "0.1 key Escape",
      ])
  }

  @Test("a wheel without 'in' is one record at its start: a mouse wheel's notch")
  func oneNotch() throws {
    #expect(
      try S.lines("wheel 195 422 by 0 120\nwheel 195 422 by 0 -3 mode line mods shift") == [
        "0 wheel 195 422 0 120", "0 wheel 195 422 0 -3 mode=line mods=shift",
      ])
  }

  @Test("a wheel 'in D' is a record a frame through D whose deltas add up to the whole, eased")
  func scrollRun() throws {
    #expect(
      try S.lines("wheel 100 200 by 30 -60 in 50ms", .init(rate: 60)) == [
        "0.016667 wheel 100 200 10 -20", "0.033333 wheel 100 200 10 -20", "0.05 wheel 100 200 10 -20",
      ])
    let eased = try S.records("wheel 0 0 by 0 100 in 100ms ease-out")
    var total = 0.0
    for case .wheel(let wheel) in eased { total += wheel.deltaY }
    #expect(eased.count == 12)
    #expect(abs(total - 100) < 1e-9)
    guard case .wheel(let first) = eased.first, case .wheel(let last) = eased.last else {
      Issue.record("expected wheel records")
      return
    }
    #expect(first.deltaY > last.deltaY)  // fast, then slowing to rest
  }

  @Test("a wheel 'zoom S' is ctrl wheels whose factors multiply to S, as Chromium sends a trackpad pinch")
  func zoomRun() throws {
    #expect(try S.lines("wheel 195 422 zoom 2") == ["0 wheel 195 422 0 -69.314718 mods=ctrl"])
    #expect(try S.lines("wheel 195 422 zoom 0.5 mods meta") == ["0 wheel 195 422 0 69.314718 mods=ctrl,meta"])
    let run = try S.records("wheel 195 422 zoom 3 in 200ms ease-in-out")
    var product = 1.0
    for case .wheel(let wheel) in run {
      #expect(wheel.modifiers == [.ctrl])
      product *= exp(-wheel.deltaY / 100)
    }
    #expect(run.count == 24)
    #expect(abs(product - 3) < 1e-6)
  }

  @Test("a zoom run played through the viewer ends at the scale asked for")
  func zoomRunPlays() throws {
    let playback = try GestureScript(parsing: "wheel 195 422 zoom 2.5 in 300ms").play()
    let log = EventLog(format: .text)
    #expect(playback.viewerEvents.map(log.line(for:)) == ["0.450 viewer zoomEnded scale=2.5"])
  }

  @Test("where a record shares its time with touches, lifts come first, then the records, then downs")
  func orderWithinAFrame() throws {
    #expect(
      try S.lines("tap 195 422 hold 50ms\nkey ArrowRight\ntap 195 422 hold 50ms", .init(rate: 20)) == [
        "0 down 1 195 422", "0.05 up 1 195 422", "0.05 key ArrowRight", "0.05 down 2 195 422",
        "0.1 up 2 195 422",
      ])
  }

  @Test("timing prefixes place records among the fingers, and timing noise moves them with their frame")
  func timing() throws {
    #expect(
      try S.lines("drag 0 0 -> 30 0 in 30ms\nat +10ms key a\n& action dismiss", .init(rate: 100)) == [
        "0 down 1 0 0", "0.01 key a", "0.01 action dismiss", "0.01 move 1 10 0", "0.02 move 1 20 0",
        "0.03 up 1 30 0",
      ])
    let noisy = try S.records(
      "drag 0 0 -> 30 0 in 30ms\nat +10ms key a", .init(rate: 100, seed: 3, timingJitter: 4000))
    guard case .key(let key) = noisy[1], case .sample(let move) = noisy[2] else {
      Issue.record("expected the key before the move")
      return
    }
    #expect(key.time == move.time)
  }

  @Test("a script of records alone is a stream")
  func recordsAlone() throws {
    #expect(try S.lines("action nextPage") == ["0 action nextPage"])
  }

  @Test("the statements' mistakes are reported at their word, in the readers' words")
  func mistakes() {
    #expect(
      S.error("key")
        == "1:4: error: expected a key name (a W3C key value such as ArrowRight, Escape, + or z) after 'key', "
        + "found the end of the line")
    #expect(
      S.error("key a mods ctrl,bogus")
        == "1:17: error: unknown modifier 'bogus'; expected ctrl, shift, alt or meta")
    #expect(
      S.error("key a mods alt,alt")
        == "1:16: error: modifier 'alt' appears twice in mods; expected each modifier once")
    #expect(
      S.error("key \u{200B}")
        == "1:5: error: key name '\\u{200B}' holds whitespace, a control or an invisible character (U+200B); "
        + "expected printable characters without spaces (the space bar is Space)")
    #expect(S.error("key a in 2s") == "1:7: error: 'in' does not apply to key; expected mods")
    #expect(
      S.error("action zoom")
        == "1:8: error: unknown action 'zoom'; expected zoomIn, zoomOut, resetZoom, nextPage, previousPage, "
        + "dismiss or toggleChrome")
    #expect(
      S.error("action zoomIn mods ctrl")
        == "1:15: error: expected the end of the line after the action, found 'mods'")
    #expect(
      S.error("action")
        == "1:7: error: expected an action (zoomIn, zoomOut, resetZoom, nextPage, previousPage, dismiss or "
        + "toggleChrome) after 'action', found the end of the line")
    #expect(
      S.error("wheel 1 2")
        == "1:10: error: expected 'by DX DY' or 'zoom S' after the pointer, found the end of the line")
    #expect(S.error("wheel 1 2 by 3") == "1:15: error: expected the y delta (dy), found the end of the line")
    #expect(S.error("wheel 1 2 zoom -2") == "1:16: error: expected a zoom factor above 0, found -2")
    #expect(
      S.error("wheel 1 2 by 0 1 mode lines")
        == "1:23: error: unknown mode 'lines'; expected pixel, line or page")
    #expect(
      S.error("wheel 1 2 zoom 2 mode line")
        == "1:18: error: 'mode' does not apply to wheel; expected in, an easing (linear, ease-in, ease-out, "
        + "ease-in-out) or mods")
    #expect(
      S.error("wheel 1 2 by 0 1 in 10000s")
        == "1:1: error: a motion of 10000s is 1200000 frames at 120 Hz; the most is 1000000")
    #expect(
      S.error("tap 1 2 mods ctrl")
        == "1:9: error: 'mods' does not apply to tap; expected hold, as, keep or cancel")
  }

  @Test("a wheel run of 120,000 records adds up to its whole")
  func longRunStreams() throws {
    let script = try GestureScript(parsing: "wheel 0 0 by 0 100000 in 1000s\n")
    var stream = try TouchSynthesizer().stream(for: script)
    var count = 0
    var total = 0.0
    while let record = stream.next() {
      guard case .wheel(let wheel) = record else { continue }
      count += 1
      total += wheel.deltaY
    }
    #expect(count == 120_000)
    #expect(abs(total - 100_000) < 1e-6)
  }
}
