import GestureKitLiteImporters
import Glibc

/// The ioctls `watch` asks a `/dev/input/eventN` device with (linux/input.h,
/// which Glibc does not export to Swift): its name, id, properties, event
/// bits and axes, and the clock its events are stamped with.
///
/// The request numbers are `_IOC(direction, 'E', number, size)` in the
/// generic encoding (x86, ARM, RISC-V): direction in bits 30–31 (read 2,
/// write 1), the size in bits 16–29, `'E'` in bits 8–15, the number below.
enum EvdevDevice {
  /// `_IOC(direction, 'E', number, size)`.
  private static func request(_ direction: UInt, _ number: UInt, size: Int) -> UInt {
    direction << 30 | UInt(size) << 16 | 0x45 << 8 | number
  }

  /// `EVIOCGNAME(length)`.
  static func nameRequest(length: Int) -> UInt { request(2, 0x06, size: length) }
  /// `EVIOCGID`: `struct input_id`, four `UInt16`s.
  static let identityRequest = request(2, 0x02, size: 8)
  /// `EVIOCGPROP(length)`.
  static func propertiesRequest(length: Int) -> UInt { request(2, 0x09, size: length) }
  /// `EVIOCGBIT(type, length)`: the codes of `type` the device sends (type 0: the types).
  static func bitsRequest(type: UInt16, length: Int) -> UInt { request(2, 0x20 + UInt(type), size: length) }
  /// `EVIOCGABS(code)`: `struct input_absinfo`, six `Int32`s.
  static func axisRequest(code: UInt16) -> UInt { request(2, 0x40 + UInt(code), size: 24) }
  /// `EVIOCSCLOCKID`: an `int` clock id.
  static let clockRequest = request(1, 0xa0, size: 4)

  /// Asks the device open at `descriptor` what it is, and to stamp its
  /// events with `CLOCK_MONOTONIC`, the clock `watch` ticks by.
  ///
  /// - Returns: Its capabilities, or `nil` when it answers no input ioctl (it
  ///   is not an evdev device), with the error that said so.
  static func capabilities(of descriptor: Int32) -> Result<EvdevCapabilities, Errno> {
    var name = [UInt8](repeating: 0, count: 256)
    guard ioctl(descriptor, nameRequest(length: name.count), &name) >= 0 else {
      return .failure(Errno(errno))
    }
    var capabilities = EvdevCapabilities(name: String(decoding: name.prefix { $0 != 0 }, as: UTF8.self))
    var identity = [UInt16](repeating: 0, count: 4)
    if ioctl(descriptor, identityRequest, &identity) >= 0 {
      capabilities.identity = .init(
        bus: identity[0], vendor: identity[1], product: identity[2], version: identity[3])
    }
    capabilities.properties = Set(bits(descriptor, propertiesRequest(length: 4), count: 32).map(Int.init))
    capabilities.eventTypes = Set(bits(descriptor, bitsRequest(type: 0, length: 4), count: 32))
    capabilities.keys = Set(
      bits(descriptor, bitsRequest(type: EvdevEvent.EventType.key, length: 96), count: 768))
    for code in bits(descriptor, bitsRequest(type: EvdevEvent.EventType.absolute, length: 8), count: 64) {
      var info = [Int32](repeating: 0, count: 6)  // value, minimum, maximum, fuzz, flat, resolution
      guard ioctl(descriptor, axisRequest(code: code), &info) >= 0 else { continue }
      capabilities.axes[code] = .init(value: info[0], minimum: info[1], maximum: info[2], resolution: info[5])
    }
    var clock = CLOCK_MONOTONIC
    _ = ioctl(descriptor, clockRequest, &clock)
    return .success(capabilities)
  }

  /// The bits set in the mask `request` fills, `count` bits long.
  private static func bits(_ descriptor: Int32, _ request: UInt, count: Int) -> [UInt16] {
    var mask = [UInt8](repeating: 0, count: (count + 7) / 8)
    guard ioctl(descriptor, request, &mask) >= 0 else { return [] }
    return (0..<count).filter { mask[$0 / 8] & (1 << ($0 % 8)) != 0 }.map(UInt16.init)
  }
}
