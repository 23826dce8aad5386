// Seeds for the importer targets, made from the touch-stream fixtures (and,
// for evdev-raw, from evemu recordings): scripts/fuzz.sh runs
//
//   GESTUREKIT_FUZZ_TARGET=T GESTUREKIT_FUZZ_SEEDS_OUT=DIR fuzz-importers FILE...
//
// A `.touches` or `.jsonl` stream becomes the events a protocol B touchscreen
// would send for it (4 units a point, 26 units per millimetre, direct), written
// as the target reads them; an evemu file becomes raw events.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The events a protocol B touchscreen sends for `records`, at 1000 s + their times.
func synthesizedEvents(_ records: [TouchStreamRecord]) -> [EvdevEvent] {
  var events: [EvdevEvent] = []
  var slots: [TouchID: Int32] = [:]
  var trackingID: Int32 = 100
  var frameTime: Double?
  func event(_ time: Double, _ type: UInt16, _ code: UInt16, _ value: Int32) -> EvdevEvent {
    let micros = Int64(((time + 1000) * 1_000_000).rounded())
    return EvdevEvent(
      seconds: micros / 1_000_000, microseconds: micros % 1_000_000, type: type, code: code, value: value)
  }
  func units(_ points: Double) -> Int32 {
    Int32(clamping: Int64((min(max(points, -1e6), 1e6) * 4).rounded()))
  }
  for record in records {
    guard case .sample(let sample) = record, sample.time >= 0, sample.time < 1e6 else { continue }
    if let frameTime, frameTime != sample.time { events.append(event(frameTime, 0, 0, 0)) }
    frameTime = sample.time
    let slot =
      slots[sample.id] ?? Int32((0..<10).first { index in !slots.values.contains(Int32(index)) } ?? 9)
    events.append(event(sample.time, 3, 0x2f, slot))
    switch sample.phase {
    case .down:
      slots[sample.id] = slot
      trackingID += 1
      events.append(event(sample.time, 3, 0x39, trackingID))
      fallthrough
    case .move:
      events.append(event(sample.time, 3, 0x35, units(sample.location.x)))
      events.append(event(sample.time, 3, 0x36, units(sample.location.y)))
    case .up, .cancel:
      slots[sample.id] = nil
      events.append(event(sample.time, 3, 0x39, -1))
    }
  }
  if let frameTime { events.append(event(frameTime, 0, 0, 0)) }
  return events
}

let seedHeader =
  "N: fuzz seed\nP: 02 00 00 00 00 00 00 00\nA: 2f 0 9 0 0 0\nA: 35 0 1559 0 0 26\nA: 36 0 3375 0 0 26\n"
let seedDescription = """
  add device 1: /dev/input/event2
    name:     "fuzz seed"
    events:
      ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                  ABS_MT_POSITION_X     : value 0, min 0, max 1559, fuzz 0, flat 0, resolution 26
                  ABS_MT_POSITION_Y     : value 0, min 0, max 3375, fuzz 0, flat 0, resolution 26
    input props:
      INPUT_PROP_DIRECT

  """

/// `events` as evemu `E:` lines.
func evemuText(_ events: [EvdevEvent]) -> String {
  events.map { event in
    "E: \(event.seconds).\(sixDigits(event.microseconds)) \(hex(event.type, 4)) \(hex(event.code, 4)) \(event.value)\n"
  }.joined()
}

/// `events` as `getevent -lt` lines.
func geteventText(_ events: [EvdevEvent]) -> String {
  events.map { event in
    let type = EvdevEvent.name(ofType: event.type) ?? hex(event.type, 4)
    let code = EvdevEvent.name(ofCode: event.code, type: event.type) ?? hex(event.code, 4)
    return
      "[\(event.seconds).\(sixDigits(event.microseconds))] \(type) \(code) \(hex(UInt32(bitPattern: event.value), 8))\n"
  }.joined()
}

/// `records` as pointer events, one object a line.
func pointerEventsText(_ records: [TouchStreamRecord]) -> String {
  var text = ""
  for case .sample(let sample) in records {
    let type = ["pointerdown", "pointermove", "pointerup", "pointercancel"][Int(sample.phase.rawValue)]
    text +=
      #"{"type":"\#(type)","pointerId":\#(sample.id.rawValue % 1000 + 1),"clientX":\#(sample.location.x),"#
      + #""clientY":\#(sample.location.y),"timeStamp":\#(sample.time * 1000)}"# + "\n"
  }
  return text
}

/// `events` in the evdev-raw target's encoding (unscaled device, slot maximum 9).
func rawSeed(_ events: [EvdevEvent]) -> [UInt8] {
  var bytes: [UInt8] = [2 | 3 << 5, 6]  // unscaled; 9 slots; starting at 40,000 s
  let kinds: [(UInt16, UInt16)] = [
    (0, 0), (0, 2), (0, 3), (3, 0x2f), (3, 0x39), (3, 0x35), (3, 0x36), (1, 0x14a), (3, 0), (3, 1), (3, 0x3a),
    (4, 5),
  ]
  var previous: Int64?
  for event in events.prefix(2048) {
    let time = event.seconds * 1_000_000 + event.microseconds
    let milliseconds = previous.map { max(0, (time - $0) / 1000) } ?? 0
    previous = time
    let step: UInt8 = milliseconds == 0 ? 0 : 2
    let kind = kinds.firstIndex { $0 == (event.type, event.code) }.map(UInt8.init) ?? 15
    let value = UInt32(bitPattern: event.value)
    bytes += [
      kind | step << 4 | 0x80, UInt8(min(milliseconds, 255)), UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF),
      UInt8(value >> 16 & 0xFF), kind == 15 ? UInt8(event.code & 0xFF) : UInt8(value >> 24),
      UInt8(event.type & 0x1F) | UInt8(min(event.code >> 8, 7)) << 5,
    ]
  }
  return bytes
}

private func sixDigits(_ value: Int64) -> String {
  let text = String(value)
  return String(repeating: "0", count: max(0, 6 - text.count)) + text
}

private func hex<T: BinaryInteger>(_ value: T, _ digits: Int) -> String {
  let text = String(value, radix: 16)
  return String(repeating: "0", count: max(0, digits - text.count)) + text
}

/// The seed for `target` from the file at `path`, or `nil` when it makes none.
func seed(for target: ImporterTarget, from path: String, bytes: [UInt8]) -> [UInt8]? {
  let text = String(decoding: bytes, as: UTF8.self)
  if path.hasSuffix(".events") || path.hasSuffix(".desc") {
    guard target == .evdevRaw else { return nil }
    var reader = EvemuReader()
    var events: [EvdevEvent] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if case .event(let event, _)? = try? reader.read(line: String(line), number: index + 1) {
        events.append(event)
      }
    }
    return events.isEmpty ? nil : rawSeed(events)
  }
  let format: TouchStreamFormat = path.hasSuffix(".jsonl") ? .jsonLines : .text
  guard let records = try? TouchStreamDecoder.records(in: text, format: format) else { return nil }
  let events = synthesizedEvents(records)
  switch target {
  case .evemu: return Array((seedHeader + evemuText(events)).utf8)
  case .getevent: return Array(geteventText(events).utf8)
  case .geteventWithDescription: return Array((seedDescription + geteventText(events)).utf8)
  case .pointerEvents: return Array(pointerEventsText(records).utf8)
  case .evdevRaw: return rawSeed(events)
  }
}
