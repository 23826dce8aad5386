// A live device: a Linux host reads struct input_event records from /dev/input/eventN and
// plays them through the image viewer (the Feeding real input article, "A live device").
// snippet.hide
#if canImport(Glibc)
  import Glibc
  // snippet.show
  import GestureKitLite
  import GestureKitLiteImporters

  /// Plays one touchscreen through the image viewer, printing what it does.
  /// Usage: live-touch /dev/input/event5   (read access needs the input group, or root)
  @main
  struct LiveTouch {
    static func main() throws {
      let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "/dev/input/event0"
      let fd = open(path, O_RDONLY)
      guard fd >= 0 else { return print("cannot open \(path): \(String(cString: strerror(errno)))") }
      defer { close(fd) }

      // Stamp events with CLOCK_MONOTONIC, the clock the ticks below read.
      var clock = CLOCK_MONOTONIC
      _ = ioctl(fd, eviocsclockid, &clock)

      // The axis ranges: EVIOCGABS(code) fills a struct input_absinfo
      // (value, minimum, maximum, fuzz, flat, resolution: six Int32s).
      var geometry = DeviceGeometry()
      let axes = EvdevEvent.AbsoluteAxis.self
      for code in [axes.multitouchPositionX, axes.multitouchPositionY, axes.multitouchSlot, axes.x, axes.y] {
        var info = [Int32](repeating: 0, count: 6)
        if ioctl(fd, eviocgabs(code), &info) == 0 {
          geometry.set(AxisRange(minimum: info[1], maximum: info[2], resolution: info[5]), forCode: code)
        }
      }
      // The properties: EVIOCGPROP fills a bit mask; bit 1 is INPUT_PROP_DIRECT.
      var properties = [UInt8](repeating: 0, count: 8)
      if ioctl(fd, eviocgprop(8), &properties) >= 0 { geometry.isDirect = properties[0] & 2 != 0 }

      // A touchscreen that gives its resolution plays at its physical size
      // (163 pt per inch), its viewport its size in points; others are fitted.
      var configuration = GestureConfiguration()
      if case .available(let size) = geometry.physicalScale {
        (configuration.viewportWidth, configuration.viewportHeight) = (size.width, size.height)
      }
      let viewport = Size(width: configuration.viewportWidth, height: configuration.viewportHeight)
      guard
        var decoder = EvdevMultitouchDecoder(
          geometry: geometry, physicalScaleOrFittingInto: viewport, timeOrigin: .recorded)
      else { return print("\(path) has no position axes") }

      var session = try ImageViewerSession(configuration: configuration)
      var output: [ImageViewerSession.Output] = []
      // struct input_event on 64-bit Linux, 24 bytes: tv_sec and tv_usec (Int),
      // type and code (UInt16), value (Int32).
      let size = 24
      var buffer = [UInt8](repeating: 0, count: size * 64)
      var pollfd = Glibc.pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      while true {
        // Wait up to one 60 Hz frame for input; either way, tick the clock so that
        // deadlines (the double tap's wait) and animations run without input.
        if poll(&pollfd, 1, 16) > 0 {
          let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
          guard count > 0 else { break }
          for offset in stride(from: 0, to: count - count % size, by: size) {
            let event = buffer.withUnsafeBytes { bytes in
              EvdevEvent(
                seconds: Int64(bytes.loadUnaligned(fromByteOffset: offset, as: Int.self)),
                microseconds: Int64(bytes.loadUnaligned(fromByteOffset: offset + 8, as: Int.self)),
                type: bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt16.self),
                code: bytes.loadUnaligned(fromByteOffset: offset + 18, as: UInt16.self),
                value: bytes.loadUnaligned(fromByteOffset: offset + 20, as: Int32.self))
            }
            do {
              guard var frame = try decoder.decode(event) else { continue }
              // A frame stamped just before the last tick but read after it: play it at the tick.
              if let clock = session.engine.currentTime?.seconds, frame.time < clock {
                frame.time = clock
                for index in frame.samples.indices { frame.samples[index].time = clock }
              }
              try session.process(frame, into: &output)
            } catch {
              print("skipped an event: \(error)")  // a refused event leaves the decoder as it was
            }
          }
        }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        try? session.advance(to: Double(now.tv_sec) + Double(now.tv_nsec) / 1e9, into: &output)
        for item in output { print(item) }
        output.removeAll(keepingCapacity: true)
      }
    }

    /// `EVIOCGABS(code)`: `_IOR('E', 0x40 + code, struct input_absinfo)`.
    static func eviocgabs(_ code: UInt16) -> UInt { 2 << 30 | 24 << 16 | 0x45 << 8 | (0x40 + UInt(code)) }
    /// `EVIOCGPROP(length)`: `_IOC(_IOC_READ, 'E', 0x09, length)`.
    static func eviocgprop(_ length: UInt) -> UInt { 2 << 30 | length << 16 | 0x45 << 8 | 0x09 }
    /// `EVIOCSCLOCKID`: `_IOW('E', 0xa0, int)`.
    static let eviocsclockid: UInt = 1 << 30 | 4 << 16 | 0x45 << 8 | 0xa0
  }
// snippet.hide
#else
  @main
  enum LiveTouch {
    static func main() { print("LiveTouch: this snippet needs Glibc (Linux)") }
  }
#endif
