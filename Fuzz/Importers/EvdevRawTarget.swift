// The evdev-raw importer target: the bytes as `struct input_event` fields
// fed to EvdevMultitouchDecoder.decode(seconds:microseconds:type:code:value:),
// as a live host reading /dev/input/eventN does.
//
// # Input encoding
//
// A 2-byte header (missing bytes count as 0):
//
//   h0  bits 0-1 the device (0: 800 × 480 units fitted into 390 × 844 pt;
//       1: 1024 × 1024 at 20 × 12 units/mm, direct, at its physical size;
//       2: unscaled, no ranges; 3: a mapping of 10⁶ pt a unit, so positions
//       go past the coordinate limit), bit 2 the recorded time origin, bits
//       3-4 the protocol (automatic, slots, contact reports, automatic),
//       bits 5-7 the slot maximum (the device's, 0, 1, 9, 63, 255, -5, 1000)
//   h1  the first event's seconds: 0, 1.3e9 (Unix time), 1e10 − 1, −1e10 + 1,
//       Int.max, Int.min, 4e4 (since boot), −1 (by bits 0-2)
//
// Then 7-byte events, at most 2048:
//
//   e0  bits 0-3 what: SYN_REPORT, SYN_MT_REPORT, SYN_DROPPED, ABS_MT_SLOT,
//       ABS_MT_TRACKING_ID, ABS_MT_POSITION_X, ABS_MT_POSITION_Y, BTN_TOUCH,
//       ABS_X, ABS_Y, ABS_MT_PRESSURE, MSC_TIMESTAMP, SYN_REPORT again,
//       BTN_TOOL_FINGER, ABS_MT_TOUCH_MAJOR, a raw type and code (e5, e6);
//       bits 4-6 the time step: none, 1 µs, e1 ms, one 60 Hz frame, e1 s,
//       −e1 µs (backwards), ±1e10 s, an extreme Int; bit 7 the value: small
//       (Int8(e2) × (1 + e3 % 64)) or the whole Int32 e2…e5
//   e1  the time step's fine value
//   e2…e5  the value
//   e6  for a raw event, bits 0-4 the type and 5-7 the code's high bits (e5 its low byte)
//
// # Checks
//
// Nothing traps; a refused event (a thrown Violation) leaves the decoder as
// it was; every frame plays (CheckedPlay.swift); after every SYN_REPORT the
// decoder's touch count is the session's.

/// One `struct input_event`, as the fields a live host reads.
struct RawEvent {
  var seconds: Int
  var microseconds: Int
  var type: UInt16
  var code: UInt16
  var value: Int32
}

/// The decoder and viewport the header picks.
func rawDecoder(_ h0: UInt8) -> (EvdevMultitouchDecoder, Size) {
  let slots: [Int32?] = [nil, 0, 1, 9, 63, 255, -5, 1000]
  let protocols: [EvdevMultitouchDecoder.ContactProtocol] = [.automatic, .slots, .contactReports, .automatic]
  let origin: ImportTimeOrigin = h0 & 4 == 0 ? .firstFrame : .recorded
  let atmel = DeviceGeometry(x: AxisRange(minimum: 0, maximum: 799), y: AxisRange(minimum: 0, maximum: 479))
  let phone = DeviceGeometry(
    x: AxisRange(minimum: 0, maximum: 1023, resolution: 20),
    y: AxisRange(minimum: 0, maximum: 1023, resolution: 12),
    isDirect: true)
  let (mapping, geometry, viewport): (CoordinateMapping, DeviceGeometry, Size)
  switch h0 & 3 {
  case 0:
    (mapping, geometry, viewport) = (
      CoordinateMapping(fitting: atmel.x!, atmel.y!, into: defaultViewport), atmel, defaultViewport
    )
  case 1:
    guard case .available(let size) = phone.physicalScale else {
      fuzzFailure("the phone has no physical size")
    }
    (mapping, geometry, viewport) = (CoordinateMapping(physical: phone.x!, phone.y!), phone, size)
  case 2: (mapping, geometry, viewport) = (.unscaled, DeviceGeometry(), defaultViewport)
  default:
    (mapping, geometry, viewport) = (
      CoordinateMapping(scale: Point(x: 1e6, y: 1e6)), DeviceGeometry(), defaultViewport
    )
  }
  let decoder = EvdevMultitouchDecoder(
    mapping: mapping, geometry: geometry, maximumSlot: slots[Int(h0 >> 5)],
    contactProtocol: protocols[Int(h0 >> 3) & 3], timeOrigin: origin)
  return (decoder, viewport)
}

/// The events the bytes after the header encode.
func rawEvents(_ bytes: UnsafeBufferPointer<UInt8>) -> [RawEvent] {
  let starts = [0, 1_300_000_000, 9_999_999_999, -9_999_999_999, Int.max, Int.min, 40_000, -1]
  var seconds = starts[Int(bytes.count > 1 ? bytes[1] & 7 : 0)]
  var microseconds = 0
  let what: [(UInt16, UInt16)] = [
    (0, 0), (0, 2), (0, 3), (3, 0x2f), (3, 0x39), (3, 0x35), (3, 0x36), (1, 0x14a), (3, 0), (3, 1), (3, 0x3a),
    (4, 5), (0, 0), (1, 0x145), (3, 0x30),
  ]
  var events: [RawEvent] = []
  var offset = 2
  while offset + 7 <= bytes.count, events.count < 2048 {
    let e = UnsafeBufferPointer(rebasing: bytes[offset..<(offset + 7)])
    offset += 7
    let fine = Int(e[1])
    switch Int(e[0] >> 4) & 7 {
    case 0: break
    case 1: microseconds &+= 1
    case 2: microseconds &+= fine * 1000
    case 3: microseconds &+= 16_667
    case 4: seconds &+= fine
    case 5: microseconds &-= fine + 1
    case 6: seconds &+= fine & 1 == 0 ? 10_000_000_000 : -10_000_000_000
    default:
      seconds = [Int.max, Int.min, Int.max / 1_000_000, Int.min / 1_000_000][fine & 3]
      microseconds = [0, Int.max, Int.min, 999_999][(fine >> 2) & 3]
    }
    // Carry whole seconds out of the microseconds, as the kernel keeps them,
    // except after an extreme step, which is meant to reach the decoder as it is.
    if !(0..<1_000_000).contains(microseconds), (-1_000_000_000..<1_000_000_000).contains(microseconds) {
      var (carry, rest) = microseconds.quotientAndRemainder(dividingBy: 1_000_000)
      if rest < 0 {
        rest += 1_000_000
        carry -= 1
      }
      seconds &+= carry
      microseconds = rest
    }
    let value: Int32
    if e[0] & 0x80 == 0 {
      value = Int32(Int8(bitPattern: e[2])) * (1 + Int32(e[3] % 64))
    } else {
      value = Int32(bitPattern: UInt32(e[2]) | UInt32(e[3]) << 8 | UInt32(e[4]) << 16 | UInt32(e[5]) << 24)
    }
    let kind = Int(e[0] & 0x0F)
    let (type, code) =
      kind < what.count ? what[kind] : (UInt16(e[6] & 0x1F), UInt16(e[6] >> 5) << 8 | UInt16(e[5]))
    events.append(
      RawEvent(seconds: seconds, microseconds: microseconds, type: type, code: code, value: value))
  }
  return events
}

/// Runs every check on `data` as raw events.
func checkEvdevRaw(_ data: UnsafePointer<UInt8>, _ size: Int) {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  var (decoder, viewport) = rawDecoder(size > 0 ? bytes[0] : 0)
  var play = CheckedPlay(viewport: viewport) { "input: \(excerpt(UnsafeRawBufferPointer(bytes)))" }
  for event in rawEvents(bytes) {
    let before = decoder
    do throws(EvdevMultitouchDecoder.Violation) {
      let frame = try decoder.decode(
        seconds: event.seconds, microseconds: event.microseconds, type: event.type, code: event.code,
        value: event.value)
      if let frame { play.play(frame) }
      if event.type == EvdevEvent.EventType.sync, event.code == EvdevEvent.Sync.report {
        checkTouchCount(decoder: decoder.touchCount, session: play, after: "the SYN_REPORT \(event)")
      }
    } catch {
      fuzzCheck(decoder == before, "the decoder changed when it refused \(event): \(error)")
    }
  }
  play.finish()
}
