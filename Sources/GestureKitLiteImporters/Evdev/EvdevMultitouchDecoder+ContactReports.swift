import GestureKitLite
import GestureKitLiteStreams

extension EvdevMultitouchDecoder {
  /// The axes of one protocol A contact, collected until its `SYN_MT_REPORT`.
  struct ContactReport: Equatable, Sendable {
    /// `ABS_MT_POSITION_X`, device units.
    var x: Int32?
    /// `ABS_MT_POSITION_Y`, device units.
    var y: Int32?
    /// `ABS_MT_TRACKING_ID`, when the device sends it.
    var trackingID: Int32?

    /// Whether no axis was reported (an empty report carries no contact).
    var isEmpty: Bool { x == nil && y == nil && trackingID == nil }
  }

  /// A protocol A contact that is down: its touch ID and where it was.
  struct AnonymousContact: Equatable, Sendable {
    /// The touch's ID.
    var id: TouchID
    /// The device's tracking ID, when it sends one.
    var trackingID: Int32?
    /// The position, device units.
    var x: Int32
    /// The position, device units.
    var y: Int32
    /// Where the touch was last reported, points.
    var location: Point
  }

  /// `SYN_MT_REPORT`: the contact whose axes came since the last one is complete.
  mutating func endContactReport() throws(Violation) {
    if pendingReport.isEmpty {
      frameHasReports = true
      return
    }
    guard pendingReport.x != nil else {
      throw Violation(kind: .incompleteContact(missing: "ABS_MT_POSITION_X"), field: .code)
    }
    guard pendingReport.y != nil else {
      throw Violation(kind: .incompleteContact(missing: "ABS_MT_POSITION_Y"), field: .code)
    }
    let limit = TouchStreamLimits.maximumSimultaneousTouches
    guard reports.count < limit else { throw Violation(kind: .tooManyContacts(limit: limit), field: .code) }
    reports.append(pendingReport)
    pendingReport = ContactReport()
    frameHasReports = true
  }

  /// The contacts a protocol A frame reports, checked.
  func reportedContacts() throws(Violation) -> [ContactReport] {
    var current = reports
    if let x = pendingReport.x, let y = pendingReport.y {  // a last contact without its SYN_MT_REPORT
      current.append(ContactReport(x: x, y: y, trackingID: pendingReport.trackingID))
    }
    let limit = TouchStreamLimits.maximumSimultaneousTouches
    guard current.count <= limit else { throw Violation(kind: .tooManyContacts(limit: limit), field: .code) }
    for (index, report) in current.enumerated() {
      guard let trackingID = report.trackingID else { continue }
      for other in current[(index + 1)...] where other.trackingID == trackingID {
        throw Violation(kind: .duplicateTrackingID(trackingID), field: .code)
      }
    }
    return current
  }

  /// The samples of a protocol A frame: the reported contacts matched to the
  /// previous frame's; ups for those gone, then downs and moves in report order.
  mutating func reportContacts(
    _ current: [ContactReport], at time: Double, into samples: inout [TouchSample]
  ) {
    let matches = match(current)
    var kept = [Bool](repeating: false, count: anonymousContacts.count)
    for case let previous? in matches { kept[previous] = true }
    for (index, contact) in anonymousContacts.enumerated() where !kept[index] {
      samples.append(TouchSample(time: time, phase: .up, id: contact.id, location: contact.location))
      ids.release(contact.id)
    }
    var next: [AnonymousContact] = []
    next.reserveCapacity(current.count)
    for (report, previous) in zip(current, matches) {
      // Both positions are there: endContactReport and reportedContacts checked.
      let x = report.x ?? 0
      let y = report.y ?? 0
      let location = point(x, y)
      if let previous {
        var contact = anonymousContacts[previous]
        if location != contact.location {
          samples.append(TouchSample(time: time, phase: .move, id: contact.id, location: location))
        }
        contact.x = x
        contact.y = y
        contact.location = location
        next.append(contact)
      } else if let id = ids.allocate() {
        samples.append(TouchSample(time: time, phase: .down, id: id, location: location))
        next.append(AnonymousContact(id: id, trackingID: report.trackingID, x: x, y: y, location: location))
      }
    }
    anonymousContacts = next
    reports.removeAll(keepingCapacity: true)
    pendingReport = ContactReport()
    frameHasReports = false
  }

  /// For each report, the index of the previous frame's contact it continues,
  /// or `nil` for a new contact: the same tracking ID when the device sends
  /// them, else the nearest contact, closest pairs first.
  private func match(_ current: [ContactReport]) -> [Int?] {
    var matches = [Int?](repeating: nil, count: current.count)
    var taken = [Bool](repeating: false, count: anonymousContacts.count)
    for (index, report) in current.enumerated() {
      guard let trackingID = report.trackingID else { continue }
      for (previous, contact) in anonymousContacts.enumerated()
      where !taken[previous] && contact.trackingID == trackingID {
        matches[index] = previous
        taken[previous] = true
        break
      }
    }
    var pairs: [(distance: Double, report: Int, previous: Int)] = []
    for (index, report) in current.enumerated() where report.trackingID == nil {
      for (previous, contact) in anonymousContacts.enumerated() where contact.trackingID == nil {
        let dx = Double(report.x ?? 0) - Double(contact.x)
        let dy = Double(report.y ?? 0) - Double(contact.y)
        pairs.append((dx * dx + dy * dy, index, previous))
      }
    }
    pairs.sort { ($0.distance, $0.report, $0.previous) < ($1.distance, $1.report, $1.previous) }
    for pair in pairs where matches[pair.report] == nil && !taken[pair.previous] {
      matches[pair.report] = pair.previous
      taken[pair.previous] = true
    }
    return matches
  }
}
