import Glibc

/// What `watch` reads: a device, a pipe or a file, read as it comes, with
/// the interrupt (SIGINT, SIGTERM) and the monotonic clock beside it.
///
/// Reads never block: ``wait(until:)`` polls the input and the interrupt
/// together, until a moment on the monotonic clock or for ever.
final class WatchInput {
  /// What is at the path.
  enum Kind: Equatable {
    /// A character device: `/dev/input/eventN`, or a device that is not one.
    case device
    /// A FIFO, a pipe or a socket: read as it comes, to its end.
    case pipe
    /// A regular file: read to its end at once.
    case file
  }

  /// What woke ``wait(until:)``.
  enum Wake: Equatable {
    /// Input is waiting (or its end).
    case input
    /// SIGINT or SIGTERM arrived.
    case interrupt
    /// The moment came first.
    case moment
  }

  /// The name errors print: the path, or `-`.
  let path: String
  let descriptor: Int32
  let kind: Kind
  private var buffer = [UInt8](repeating: 0, count: 1 << 16)

  /// Opens `path` (`-`: standard input) for reading.
  ///
  /// Opening a FIFO waits for its writer; an interrupt meanwhile returns `nil`.
  ///
  /// - Throws: ``SimError`` for a path that cannot be opened, saying why:
  ///   for a device the user may not read, that the `input` group can.
  static func open(_ path: String) throws(SimError) -> WatchInput? {
    if path == "-" { return WatchInput(path: path, descriptor: 0) }
    var descriptor: Int32
    repeat {
      descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
      if descriptor < 0, errno == EINTR, Interrupts.happened { return nil }
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { throw openFailure(path: path, error: Errno(errno)) }
    return WatchInput(path: path, descriptor: descriptor)
  }

  /// The error for `path` that `open` refused with `error`.
  static func openFailure(path: String, error: Errno) -> SimError {
    let refused = SimError.io(path: path, message: "cannot open: \(error.words)")
    let isInputDevice = path.hasPrefix("/dev/input/")
    switch error.code {
    case EACCES where isInputDevice, EPERM where isInputDevice:
      return .hinted(
        refused,
        hint:
          "reading input devices needs the 'input' group: sudo usermod -aG input $USER, then log in again "
          + "(or run as root)")
    case ENOENT where isInputDevice:
      return .hinted(refused, hint: "'libinput list-devices' or 'evtest' lists the input devices")
    default:
      return refused
    }
  }

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
    var status = stat()
    if fstat(descriptor, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFCHR: kind = .device
      case S_IFREG: kind = .file
      default: kind = .pipe
      }
    } else {
      kind = .pipe
    }
  }

  deinit {
    if descriptor != 0 { close(descriptor) }
  }

  /// Waits for input, an interrupt, or the monotonic clock to reach `moment`
  /// (`nil`: no moment), whichever comes first; input already waiting when
  /// the moment has come wins, so that a frame is read before the clock moves.
  func wait(until moment: Double?) -> Wake {
    while true {
      if Interrupts.happened { return .interrupt }
      var timeout: Int32 = -1
      if let moment {
        // Whole milliseconds, rounded up: poll never wakes before the moment.
        timeout = Int32(min(max(((moment - MonotonicClock.now()) * 1000).rounded(.up), 0), 60_000))
      }
      var polled = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: Interrupts.readEnd, events: Int16(POLLIN), revents: 0),
      ]
      if poll(&polled, 2, timeout) < 0 {
        if errno == EINTR { continue }
        return .input  // read reports the error
      }
      if Interrupts.happened || polled[1].revents != 0 { return .interrupt }
      if polled[0].revents != 0 { return .input }
      if let moment, MonotonicClock.now() >= moment { return .moment }
    }
  }

  /// Reads what is waiting: its bytes, or `nil` at the end of the input.
  func read() -> Result<[UInt8]?, Errno> {
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 { return .success(Array(buffer[0..<count])) }
      if count == 0 { return .success(nil) }
      if errno == EINTR { continue }
      if errno == EAGAIN { return .success([]) }
      return .failure(Errno(errno))
    }
  }
}
