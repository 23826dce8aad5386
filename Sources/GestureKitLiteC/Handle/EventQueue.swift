import CGestureKitLite
import GestureKitLite

/// The events a handle has produced and C has not read yet, oldest first.
///
/// The storage is reserved when the handle is made and emptied (keeping its
/// capacity) each time C has read every event, so a host that reads after
/// each call never makes it grow.
struct EventQueue {
  private var events: ContiguousArray<gkl_event> = []
  private var head = 0

  /// Creates an empty queue with room for 256 events.
  init() { events.reserveCapacity(256) }

  /// How many events wait.
  var count: Int { events.count - head }

  /// Adds the C form of `output`.
  mutating func append(_ output: ImageViewerSession.Output) { events.append(CEvent.make(output)) }

  /// Removes and returns the oldest event, or `nil` when none waits.
  mutating func next() -> gkl_event? {
    guard head < events.count else { return nil }
    let event = events[head]
    head += 1
    if head == events.count {
      events.removeAll(keepingCapacity: true)
      head = 0
    }
    return event
  }

  /// Moves up to `capacity` events into `buffer` and returns how many.
  mutating func read(into buffer: UnsafeMutablePointer<gkl_event>, capacity: Int) -> Int {
    var moved = 0
    while moved < capacity, let event = next() {
      buffer[moved] = event
      moved += 1
    }
    return moved
  }
}
