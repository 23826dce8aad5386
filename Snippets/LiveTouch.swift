// A live device: binary struct input_event records piped in (from /dev/input/eventN) played
// through the image viewer by the library's LiveRecordingPlayer, each decision printed as it
// is made (the Feeding real input article, "A live device"; gesture-sim watch does this and
// asks the device itself for its ranges).
// snippet.hide
#if canImport(Glibc)
  // snippet.show
  import Glibc  // poll, read, clock_gettime
  import GestureKitLite
  import GestureKitLiteImporters

  /// Plays a touch device's records from standard input through the image viewer.
  /// Usage: cat /dev/input/event5 | live-touch 2777x1570   (the device's units; reading it
  /// needs the input group)
  @main
  struct LiveTouch {
    static func main() throws {
      let units = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "1024x1024"
      let decoder = try RecordingDecoder(
        format: .evdev, range: RecordingDecoder.range(units), viewport: Size(width: 390, height: 844))
      var player = LiveRecordingPlayer(decoder)
      let log = EventLog(format: .text)
      let show = { (output: ImageViewerSession.Output) in
        if let line = log.line(for: output) { print(line) }
      }
      var buffer = [UInt8](repeating: 0, count: 4096)
      var input = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
      while true {
        // Wait for input, but no longer than until the player has something
        // due (a frame to play, the double tap's wait running out).
        let timeout = player.wakeTime.map { Int32(max(0, (($0 - now()) * 1000).rounded(.up))) } ?? -1
        if poll(&input, 1, timeout) > 0 {
          let count = read(0, &buffer, buffer.count)
          guard count > 0 else { break }
          try player.append(Array(buffer[0..<count]), at: now(), show)
        } else {
          try player.advance(to: now(), show)
        }
      }
      try player.finish(at: now(), show)
      if let state = player.session?.viewer.state { print(log.stateLine(state)) }
    }

    /// The monotonic clock, in seconds: the one the player's times are compared on.
    static func now() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_MONOTONIC, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
  }
// snippet.hide
#else
  @main
  enum LiveTouch {
    static func main() { print("LiveTouch: this snippet needs Glibc (Linux)") }
  }
#endif
