import GestureKitLite
import GestureKitLiteImporters
import GestureKitLiteStreams
import Testing

@testable import GestureKitLiteScripts

/// Every refusal leaves its object unchanged (issue 27): a decoder or a
/// line reader that throws is exactly as it was before the input, so a host
/// may report the input, skip it and go on.
@Suite("refusals: decoders and line readers are unchanged by what they refuse")
struct DecoderRefusalTests {
  // MARK: The evdev decoder

  private static func event(_ time: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> EvdevEvent {
    EvdevEvent(
      seconds: time / 1_000_000, microseconds: time % 1_000_000, type: type, code: code, value: value)
  }

  @Test(
    "a SYN_REPORT refused for too many contacts right after single-touch emulation leaves the single touch down"
  )
  func tooManyContactsAfterSingleTouch() throws {
    var decoder = EvdevMultitouchDecoder(mapping: .unscaled)
    for event in [Self.event(0, 1, 0x14a, 1), Self.event(0, 3, 0, 100), Self.event(0, 3, 1, 200)] {
      _ = try decoder.decode(event)
    }
    #expect(try decoder.decode(Self.event(0, 0, 0, 0))?.samples.map(\.phase) == [.down])
    for slot in Int32(0)...20 {
      for (code, value) in [(0x2f, slot), (0x39, 10 + slot), (0x35, 300 + slot), (0x36, 400)]
        as [(UInt16, Int32)]
      {
        _ = try decoder.decode(Self.event(10_000, 3, code, value))
      }
    }
    let before = decoder
    #expect(throws: EvdevMultitouchDecoder.Violation(kind: .tooManyContacts(limit: 20), field: .code)) {
      try decoder.decode(Self.event(10_000, 0, 0, 0))
    }
    #expect(decoder == before)
    #expect(decoder.touchCount == 1)
  }

  /// Random evdev events: single events of every kind the decoder reads,
  /// and bursts that fill slots or contact reports past the limit, at times
  /// that mostly go on and sometimes go back or jump past the limits.
  private static func evdevEvents(_ random: inout SeededGenerator) -> [EvdevEvent] {
    var events: [EvdevEvent] = []
    var time: Int64 = 1_000_000
    func add(_ type: UInt16, _ code: UInt16, _ value: Int32) {
      var stamp = time
      switch Int.random(in: 0..<60, using: &random) {
      case 0: stamp = time - 5  // back in time: refused
      case 1: stamp = 20_000_000_000_000_000  // past the time limit: refused
      case 2, 3, 4, 5, 6, 7:
        time += 16_667
        stamp = time
      default: break
      }
      events.append(Self.event(stamp, type, code, value))
    }
    func position() -> Int32 {
      Int.random(in: 0..<12, using: &random) == 0
        ? [Int32.max, -2_100_000_000, 5000].randomElement(using: &random)!
        : Int32.random(in: 0...1000, using: &random)
    }
    for _ in 0..<Int.random(in: 10...160, using: &random) {
      switch Int.random(in: 0..<14, using: &random) {
      case 0:
        let base = Int32.random(in: 0...100, using: &random)
        for slot in Int32(0)..<Int32.random(in: 15...24, using: &random) {
          add(3, 0x2f, slot)
          add(3, 0x39, base + slot)
          add(3, 0x35, position())
          add(3, 0x36, position())
        }
        add(0, 0, 0)
      case 1:
        for _ in 0..<Int.random(in: 15...24, using: &random) {
          add(3, 0x35, position())
          add(3, 0x36, position())
          if Bool.random(using: &random) { add(3, 0x39, Int32.random(in: 0...30, using: &random)) }
          add(0, 2, 0)
        }
        add(0, 0, 0)
      case 2:
        add(1, 0x14a, Int32.random(in: 0...1, using: &random))
        add(3, 0, position())
        add(3, 1, position())
        add(0, 0, 0)
      case 3: add(0, 3, 0)
      case 4: add(3, 0x2f, [0, 1, 2, 5, 25, 70, -1].randomElement(using: &random)!)
      case 5: add(3, 0x39, [-1, 0, 1, 2, 7, 30].randomElement(using: &random)!)
      case 6: add(3, 0x35, position())
      case 7: add(3, 0x36, position())
      case 8: add(0, 2, 0)
      default: add(0, 0, 0)
      }
    }
    return events
  }

  @Test(
    "random evdev events: every event the decoder refuses leaves it as it was",
    arguments: Array(UInt64(0)..<8))
  func evdevRefusalsChangeNothing(batch: UInt64) {
    var refusals: [String: Int] = [:]
    for seed in (batch * 50)..<((batch + 1) * 50) {
      var random = SeededGenerator(seed: seed, stream: 0x6576_6465_76)
      let protocols: [EvdevMultitouchDecoder.ContactProtocol] = [.automatic, .slots, .contactReports]
      let mapping =
        Bool.random(using: &random)
        ? CoordinateMapping.unscaled : CoordinateMapping(scale: Point(x: 1e6, y: 1e6))
      let geometry =
        Bool.random(using: &random)
        ? DeviceGeometry(x: AxisRange(minimum: 0, maximum: 799), y: AxisRange(minimum: 0, maximum: 479))
        : DeviceGeometry()
      var decoder = EvdevMultitouchDecoder(
        mapping: mapping, geometry: geometry, maximumSlot: [nil, nil, 10, 63].randomElement(using: &random)!,
        contactProtocol: protocols.randomElement(using: &random)!,
        timeOrigin: Bool.random(using: &random) ? .firstFrame : .recorded)
      for event in Self.evdevEvents(&random) {
        let before = decoder
        do {
          _ = try decoder.decode(event)
        } catch {
          refusals["\(error.kind)".prefix { $0 != "(" }.description, default: 0] += 1
          #expect(
            decoder == before, "seed \(seed): refusing \(event) (\(error.kind.message)) changed the decoder")
          if decoder != before { return }
        }
      }
    }
    #expect(refusals["tooManyContacts", default: 0] > 0, "\(refusals)")
  }

  // MARK: The pointer-events decoder

  @Test("random pointer events: every event the decoder refuses leaves it as it was")
  func pointerRefusalsChangeNothing() {
    var refused = 0
    for seed in UInt64(0)..<200 {
      var random = SeededGenerator(seed: seed, stream: 0x706f_696e_74)
      var decoder = PointerEventDecoder(
        mapping: Bool.random(using: &random) ? .unscaled : CoordinateMapping(scale: Point(x: 1e6, y: 1e6)),
        timeOrigin: Bool.random(using: &random) ? .firstFrame : .recorded)
      var time = 1000.0
      for _ in 0..<200 {
        time += [0, 8, 16.7, 16.7, -3, .nan, 1e13].randomElement(using: &random)!
        if !time.isFinite || abs(time) > 1e12 { time = 1000 }
        let coordinate = { (random: inout SeededGenerator) -> Double in
          [Double.random(in: 0...500, using: &random), .nan, .infinity, 3e9].randomElement(using: &random)!
        }
        let event = PointerEvent(
          kind: PointerEvent.Kind.allCases.randomElement(using: &random)!,
          pointerID: Int64.random(in: 0...24, using: &random), clientX: coordinate(&random),
          clientY: coordinate(&random), timeStamp: time)
        let before = decoder
        do {
          _ = try decoder.decode(event)
        } catch {
          refused += 1
          #expect(decoder == before, "seed \(seed): refusing \(event) changed the decoder")
          if decoder != before { return }
        }
      }
    }
    #expect(refused > 1000)
  }

  // MARK: Line readers

  /// Reads every line of `corpus` through `read`, mutating some; after each
  /// refused line, `reader` must equal what it was before the line.
  private static func checkLines<Reader: Equatable>(
    _ corpus: [[String]], seed: UInt64, expectedRefusals: Int = 20, start: Reader,
    read: (inout Reader, String, Int) throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var random = SeededGenerator(seed: seed, stream: 0x6c69_6e65)
    var refused = 0
    for file in corpus {
      var reader = start
      for (offset, original) in file.enumerated() {
        let line =
          Int.random(in: 0..<3, using: &random) == 0 ? RefusalSupport.mutated(original, &random) : original
        let before = reader
        do {
          try read(&reader, line, offset + 1)
        } catch {
          refused += 1
          #expect(
            reader == before, "refusing line \(offset + 1) '\(line)': \(error)",
            sourceLocation: sourceLocation)
          if reader != before { return }
        }
      }
    }
    #expect(refused > expectedRefusals, "only \(refused) lines refused", sourceLocation: sourceLocation)
  }

  @Test("a refused line leaves the text reader as it was")
  func textReader() {
    let corpus =
      RefusalSupport.corpus("Fixtures/touchstreams", suffix: ".touches")
      + RefusalSupport.corpus("Fixtures/touchstreams/invalid", suffix: ".touches")
    Self.checkLines(corpus, seed: 1, start: TextTouchStreamReader()) { reader, line, number in
      _ = try reader.read(line: line, number: number) as TouchStreamRecord?
    }
  }

  @Test("a refused line leaves the JSON Lines reader as it was")
  func jsonLinesReader() {
    let corpus =
      RefusalSupport.corpus("Fixtures/touchstreams", suffix: ".jsonl")
      + RefusalSupport.corpus("Fixtures/touchstreams/invalid", suffix: ".jsonl")
    Self.checkLines(corpus, seed: 2, start: JSONLinesTouchStreamReader()) { reader, line, number in
      _ = try reader.read(line: line, number: number) as [TouchStreamRecord]
    }
  }

  @Test("a refused line leaves the evemu reader as it was")
  func evemuReader() {
    let corpus = RefusalSupport.corpus("Fuzz/seeds/evemu", suffix: ".events")
    Self.checkLines(corpus + corpus + corpus, seed: 3, start: EvemuReader()) { reader, line, number in
      _ = try reader.read(line: line, number: number)
    }
  }

  @Test("a refused line leaves the getevent reader and the device description as they were")
  func geteventReaders() {
    let log = RefusalSupport.corpus("Fuzz/seeds/getevent", suffix: ".txt")
    Self.checkLines(Array(repeating: log[0], count: 20), seed: 4, start: GeteventReader()) {
      reader, line, number in
      _ = try reader.read(line: line, number: number)
    }
    let description = RefusalSupport.corpus("Fuzz/seeds/getevent-desc", suffix: ".txt")
    Self.checkLines(
      Array(repeating: description[0], count: 40), seed: 5, expectedRefusals: 10,
      start: GeteventDeviceDescription()
    ) { reader, line, number in
      try reader.read(line: line, number: number)
    }
  }
}
