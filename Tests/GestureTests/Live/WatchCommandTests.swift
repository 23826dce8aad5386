import Foundation
import GestureKitLite
import GestureKitLiteImporters
import Testing

@testable import gesture_sim

/// `gesture-sim watch` (SPEC §6, contract 1.3) as a person runs it, without
/// hardware: a FIFO fed timed evemu lines, a pipe of binary `input_event`
/// records, Ctrl-C; what it prints, when, and what it records.
@Suite(.serialized) struct WatchCommandTests {
  typealias Live = LiveRecordingPlayerTests

  /// A fresh temporary path ending in `name`.
  static func temporary(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "watch-\(UInt64.random(in: 0...UInt64.max))-\(name)"
    )
    .path
  }

  /// What `gesture-sim ARGUMENTS` prints, run in this process.
  static func run(_ arguments: [String]) -> CommandLineTestSupport.Outcome {
    CommandLineTestSupport.run(arguments)
  }

  @Test(
    "evemu lines fed to a FIFO at their own pace: a tap prints when its wait runs out, not at the next touch, and the recording replays to the same lines"
  )
  func fifoOfTimedEvemuLines() throws {
    let record = Self.temporary("record.touches")
    defer { try? FileManager.default.removeItem(atPath: record) }
    let (watch, lifted, secondTap) = try WatchProcess.withFIFO { fifo in
      let watch = try WatchProcess(["--from", "evemu", fifo, "--record", record])
      let writer = try #require(FileHandle(forWritingAtPath: fifo))  // waits for watch to open it
      let first = Live.tap(at: 5)
      writer.write(Data(Live.evemu(Array(first[0..<4]))))
      Thread.sleep(forTimeInterval: 0.08)
      writer.write(Data(Live.evemu(Array(first[4...]), header: false)))
      let lifted = watch.elapsed
      Thread.sleep(forTimeInterval: 1.0)
      let secondTap = watch.elapsed
      writer.write(Data(Live.evemu(Live.tap(at: 6.1, id: 2), header: false)))
      Thread.sleep(forTimeInterval: 0.1)
      try writer.close()  // the end of the input
      return (watch, lifted, secondTap)
    }
    #expect(watch.waitForExit() == 0, "\(watch.standardError)")
    let lines = watch.lines
    let tap = try #require(lines.first { $0.text == "0.380 tap recognized" }, "\(lines)")
    // At the wait's end (0.3 s after the lift, plus the 20 ms grace), with
    // room for a loaded machine; long before the next touch.
    #expect(tap.at > lifted + 0.3 && tap.at < lifted + 0.6, "printed \(tap.at - lifted) s after the lift")
    #expect(tap.at < secondTap)
    let texts = lines.map(\.text)
    #expect(
      texts == [
        "0.380 doubleTap failed", "0.380 tap recognized", "0.380 viewer chromeToggled visible=false",
        "1.480 doubleTap failed", "1.480 tap recognized", "1.480 viewer chromeToggled visible=true",
        "2.180 state page=0 zoomScale=1 contentOffset=0,-275.75 chromeVisible=true backgroundAlpha=1 dismissed=false",
      ])
    // The recording plays to the same lines, and holds the tick that fired the wait.
    let replayed = Self.run(["play", record])
    #expect(replayed.code == 0)
    #expect(replayed.standardOutput == texts.joined(separator: "\n") + "\n")
    let recorded = try String(contentsOfFile: record, encoding: .utf8)
    #expect(recorded.contains("\n0.38 tick\n"))
    #expect(
      recorded.hasPrefix("# watched by gesture-sim from \(watch.process.arguments?[3] ?? "") (evemu)\n"))
    #expect(watch.standardError.contains("800 x 800 device units, fitted into 390 x 844 pt"))
  }

  @Test(
    "binary input_event records piped to standard input, then Ctrl-C: the state line at the interrupt, exit 0, and a recording that ends with its tick"
  )
  func pipeOfRecordsAndAnInterrupt() throws {
    let record = Self.temporary("record.jsonl")
    defer { try? FileManager.default.removeItem(atPath: record) }
    let watch = try WatchProcess([
      "--from", "evdev", "-", "--range", "800x800", "--format", "jsonl", "--why", "--record", record,
    ])
    let events = try EvdevRecordReaderTests.events(
      ofEvemu: String(decoding: Live.evemu(Live.tap(at: 1_000), header: false), as: UTF8.self))
    watch.write(EvdevRecordReaderTests.records(Array(events[0..<4])))
    Thread.sleep(forTimeInterval: 0.08)
    watch.write(EvdevRecordReaderTests.records(Array(events[4...])))
    let lifted = watch.elapsed
    Thread.sleep(forTimeInterval: 1.0)
    let interrupted = watch.elapsed
    watch.interrupt()
    #expect(watch.waitForExit() == 0, "\(watch.standardError)")
    let lines = watch.lines
    let tap = try #require(
      lines.first { $0.text.contains(#""name":"tap","state":"recognized""#) }, "\(lines)")
    #expect(tap.at > lifted + 0.3 && tap.at < lifted + 0.6)
    #expect(tap.at < interrupted)
    let state = try #require(lines.last)
    #expect(state.text.contains(#""type":"state""#) && state.at >= interrupted)
    // The interrupt came about a second after the lift (0.08 of the stream):
    // the state is settle (1 s) past it.
    let stateTime = try #require(Double(state.text.dropFirst(#"{"t":"#.count).prefix { $0 != "," }))
    #expect(stateTime > 2.0 && stateTime < 2.5, "\(state.text)")
    let recorded = try String(contentsOfFile: record, encoding: .utf8)
    let last = try #require(recorded.split(separator: "\n").last)
    #expect(last.hasPrefix(#"{"t":"#) && last.hasSuffix(#","phase":"tick"}"#))
    let replayed = Self.run(["play", record, "--format", "jsonl", "--why"])
    #expect(replayed.standardOutput == lines.map(\.text).joined(separator: "\n") + "\n")
  }

  @Test("a recording piped in at once prints what play --from prints for it")
  func pipedAtOnce() throws {
    let bytes = Live.evemu(Live.tap(at: 5) + Live.tap(at: 5.2, id: 2) + Live.tap(at: 7, id: 3))
    let file = Self.temporary("taps.events")
    defer { try? FileManager.default.removeItem(atPath: file) }
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    let played = Self.run(["play", "--from", "evemu", file, "--values"])
    let watch = try WatchProcess(["--from", "evemu", "-", "--values"])
    watch.write(bytes)
    try watch.input.fileHandleForWriting.close()
    #expect(watch.waitForExit() == 0)
    #expect(played.code == 0 && played.standardOutput.contains("doubleTap recognized"))
    #expect(watch.lines.map(\.text).joined(separator: "\n") + "\n" == played.standardOutput)
  }

  @Test(
    "getevent text piped in with a preset and a range prints what play --from prints; its recording replays without them"
  )
  func geteventWithAPreset() throws {
    let log = """
      [    1193.605705] EV_ABS       ABS_MT_TRACKING_ID   00000001
      [    1193.605705] EV_ABS       ABS_MT_POSITION_X    00000200
      [    1193.605705] EV_ABS       ABS_MT_POSITION_Y    00000180
      [    1193.605705] EV_SYN       SYN_REPORT           00000000
      [    1193.685705] EV_ABS       ABS_MT_TRACKING_ID   ffffffff
      [    1193.685705] EV_SYN       SYN_REPORT           00000000

      """
    let file = Self.temporary("tap.txt")
    let record = Self.temporary("record.touches")
    defer {
      try? FileManager.default.removeItem(atPath: file)
      try? FileManager.default.removeItem(atPath: record)
    }
    try log.write(toFile: file, atomically: true, encoding: .utf8)
    let options = ["--range", "1024x1024", "--preset", "photos-viewer", "--why"]
    let played = Self.run(["play", "--from", "getevent", file] + options)
    let watch = try WatchProcess(["--from", "getevent", "-", "--record", record] + options)
    watch.write(Array(log.utf8))
    try watch.input.fileHandleForWriting.close()
    #expect(watch.waitForExit() == 0)
    #expect(played.code == 0 && played.standardOutput.contains("0.080 tap recognized"))  // no double-tap wait
    #expect(watch.lines.map(\.text).joined(separator: "\n") + "\n" == played.standardOutput)
    #expect(Self.run(["play", record, "--why"]).standardOutput == played.standardOutput)
  }

  @Test("Ctrl-C while a FIFO waits for its writer: the state at rest, exit 0")
  func interruptBeforeAnyInput() throws {
    try WatchProcess.withFIFO { fifo in
      let watch = try WatchProcess(["--from", "evemu", fifo])
      Thread.sleep(forTimeInterval: 0.3)
      watch.interrupt()
      #expect(watch.waitForExit() == 0)
      #expect(
        watch.lines.map(\.text) == [
          "1.000 state page=0 zoomScale=1 contentOffset=0,-275.75 chromeVisible=true backgroundAlpha=1 dismissed=false"
        ])
    }
  }

  @Test(
    "a device that is not an input device, one that is missing, and a device read as text are refused, exit 2"
  )
  func devicesRefused() throws {
    let null = try WatchProcess(["--from", "evdev", "/dev/null"])
    #expect(null.waitForExit() == 2)
    #expect(
      null.standardError
        == "/dev/null: error: is not an input device (EVIOCGNAME: Inappropriate ioctl for device)\n"
        + "hint: touch devices are /dev/input/eventN: 'libinput list-devices' or 'evtest' lists them\n")
    let missing = try WatchProcess(["--from", "evdev", "/dev/input/event99"])
    #expect(missing.waitForExit() == 2)
    #expect(
      missing.standardError
        == "/dev/input/event99: error: cannot open: No such file or directory\n"
        + "hint: 'libinput list-devices' or 'evtest' lists the input devices\n")
    let text = try WatchProcess(["--from", "evemu", "/dev/null"])
    #expect(text.waitForExit() == 2)
    #expect(
      text.standardError
        == "/dev/null: error: is a device, which gives binary input_event records; expected --from evdev "
        + "(evemu is text)\n")
  }

  @Test("a device the user may not read says which group can")
  func permissions() {
    #expect(
      WatchInput.openFailure(path: "/dev/input/event5", error: Errno(EACCES)).message(command: "watch")
        == "/dev/input/event5: error: cannot open: Permission denied\n"
        + "hint: reading input devices needs the 'input' group: sudo usermod -aG input $USER, then log in again "
        + "(or run as root)")
    #expect(
      WatchInput.openFailure(path: "/srv/private.fifo", error: Errno(EACCES)).message(command: "watch")
        == "/srv/private.fifo: error: cannot open: Permission denied")
  }

  @Test("usage: --from is required and is evdev, evemu or getevent; one device")
  func usage() {
    #expect(
      Self.run(["watch", "-"]).standardError.hasPrefix(
        "gesture-sim: error: watch needs --from evdev, evemu or getevent\n"))
    #expect(
      Self.run(["watch", "--from", "pointer-events", "-"]).standardError.hasPrefix(
        "gesture-sim: error: watch --from expects evdev, evemu or getevent, found 'pointer-events'\n"))
    #expect(
      Self.run(["watch", "--from", "evdev"]).standardError.hasPrefix(
        "gesture-sim: error: watch expects one device (/dev/input/eventN), or a file or - for standard input\n"
      ))
  }
}
