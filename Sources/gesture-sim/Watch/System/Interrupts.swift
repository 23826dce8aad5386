import Glibc

/// SIGINT and SIGTERM, turned into a byte on a pipe that ``WatchInput``
/// polls beside its input (a signal handler may do little else).
enum Interrupts {
  /// The pipe's ends; the handler writes the write end.
  nonisolated(unsafe) private static var ends: (read: Int32, write: Int32) = (-1, -1)
  /// Whether an interrupt came.
  nonisolated(unsafe) private(set) static var happened = false

  /// The end `poll` watches.
  static var readEnd: Int32 { ends.read }

  /// Catches SIGINT and SIGTERM from now on, without restarting the call
  /// they interrupt (so opening a FIFO nobody writes to can be interrupted).
  static func install() {
    guard ends.read < 0 else { return }
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else { return }
    for end in pipeEnds { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    ends = (pipeEnds[0], pipeEnds[1])
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      Interrupts.happened = true
      var byte: UInt8 = 1
      _ = write(Interrupts.ends.write, &byte, 1)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
    sigaction(SIGTERM, &action, nil)
    // A parent may have started us with them blocked (a test runner's
    // thread does): they would wait, pending, for ever.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }
}
