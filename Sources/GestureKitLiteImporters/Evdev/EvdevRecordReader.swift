import GestureKitLite
import GestureKitLiteStreams

/// Reads the binary `struct input_event` records a process reads from
/// `/dev/input/eventN`, in chunks of any size.
///
/// On 64-bit Linux (x86-64, ARM64: every Android phone since 2019) a record
/// is 24 bytes, in the host's byte order: `tv_sec` and `tv_usec` (64-bit
/// integers), `type` and `code` (16 bits), `value` (32 bits, signed). This is
/// what `cat /dev/input/event5`, `adb exec-out cat /dev/input/event2` and
/// `gesture-sim watch --from evdev` read. A record split between two chunks
/// is put together; one cut short at the end is refused.
///
/// A binary recording has no lines, so each event's location is its record's
/// number as the line (from 1) and the byte where each field starts as its
/// column: the time at 1, the type at 17, the code at 19, the value at 21.
///
/// ```swift
/// var reader = EvdevRecordReader()
/// var bytes = [UInt8](repeating: 0, count: 24)
/// bytes[16] = 3  // EV_ABS
/// bytes[18] = 0x35  // ABS_MT_POSITION_X
/// bytes[20] = 100  // 100 device units
/// try bytes.withUnsafeBufferPointer { chunk in
///   try reader.append(chunk) { event, location in print(event.value, location.line) }  // 100 1
/// }
/// ```
public struct EvdevRecordReader: Sendable {
  /// The size of one record, bytes: `struct input_event` on 64-bit Linux.
  public static let recordSize = 24

  /// The bytes of a record the last chunk ended inside, fewer than ``recordSize``.
  private var partial: [UInt8] = []
  /// How many records have been read.
  public private(set) var recordCount = 0

  /// Creates a reader at the start of a recording.
  public init() {}

  /// Reads `chunk`, handing each whole record to `body` with its location.
  ///
  /// - Throws: What `body` throws; the records after it are not read.
  public mutating func append(
    _ chunk: UnsafeBufferPointer<UInt8>,
    _ body: (EvdevEvent, EvdevEventLocation) throws(TouchImportError) -> Void
  ) throws(TouchImportError) {
    var offset = 0
    if !partial.isEmpty {
      let needed = Self.recordSize - partial.count
      partial += chunk.prefix(needed)
      offset = min(needed, chunk.count)
      guard partial.count == Self.recordSize else { return }
      let record = partial
      partial.removeAll(keepingCapacity: true)
      var failure: TouchImportError?
      record.withUnsafeBytes { bytes in
        do throws(TouchImportError) {
          try read(bytes, at: 0, body)
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
    }
    let bytes = UnsafeRawBufferPointer(chunk)
    while chunk.count - offset >= Self.recordSize {
      try read(bytes, at: offset, body)
      offset += Self.recordSize
    }
    partial += chunk[offset...]
  }

  /// Ends the recording.
  ///
  /// - Throws: ``TouchImportError`` when it ends inside a record.
  public func finish() throws(TouchImportError) {
    guard !partial.isEmpty else { return }
    throw TouchImportError(
      .recordCutShort(bytes: partial.count, size: Self.recordSize), line: recordCount + 1, column: 1)
  }

  private mutating func read(
    _ bytes: UnsafeRawBufferPointer, at offset: Int,
    _ body: (EvdevEvent, EvdevEventLocation) throws(TouchImportError) -> Void
  ) throws(TouchImportError) {
    recordCount += 1
    let event = EvdevEvent(
      seconds: bytes.loadUnaligned(fromByteOffset: offset, as: Int64.self),
      microseconds: bytes.loadUnaligned(fromByteOffset: offset + 8, as: Int64.self),
      type: bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt16.self),
      code: bytes.loadUnaligned(fromByteOffset: offset + 18, as: UInt16.self),
      value: bytes.loadUnaligned(fromByteOffset: offset + 20, as: Int32.self))
    try body(
      event,
      EvdevEventLocation(line: recordCount, timeColumn: 1, typeColumn: 17, codeColumn: 19, valueColumn: 21))
  }

  /// The record for `event`: the 24 bytes the kernel would have written.
  public static func record(for event: EvdevEvent) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: recordSize)
    bytes.withUnsafeMutableBytes { raw in
      raw.storeBytes(of: event.seconds, toByteOffset: 0, as: Int64.self)
      raw.storeBytes(of: event.microseconds, toByteOffset: 8, as: Int64.self)
      raw.storeBytes(of: event.type, toByteOffset: 16, as: UInt16.self)
      raw.storeBytes(of: event.code, toByteOffset: 18, as: UInt16.self)
      raw.storeBytes(of: event.value, toByteOffset: 20, as: Int32.self)
    }
    return bytes
  }
}
