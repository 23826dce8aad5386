import GestureKitLite
import GestureKitLiteStreams

extension EvdevMultitouchDecoder {
  /// One protocol B slot: the axis values it last received (they persist
  /// from contact to contact, as in the kernel) and its contact, if any.
  struct Slot: Equatable, Sendable {
    /// The latest `ABS_MT_POSITION_X`, device units; `nil` until the slot
    /// has had one (a contact there then has no X to take).
    var x: Int32?
    /// The latest `ABS_MT_POSITION_Y`, device units; `nil` likewise.
    var y: Int32?
    /// The contact's tracking ID; negative when the slot is empty.
    var trackingID: Int32 = -1
    /// The touch's ID once its `down` has been emitted.
    var id: TouchID?
    /// Where the touch was last reported, points.
    var location = Point.zero
    /// Whether the contact is down but held back: the slot has not had both
    /// positions in the recording yet (``UnlocatedContact``).
    var isUnlocated = false
  }

  /// A contact lifted (or replaced) in its slot, whose `up` goes out at the
  /// next `SYN_REPORT`.
  struct EndedContact: Equatable, Sendable {
    /// The touch's ID.
    var id: TouchID
    /// Where it was, points.
    var location: Point
  }

  /// `ABS_MT_SLOT`: the following events are about slot `value`.
  mutating func selectSlot(_ value: Int32) throws(Violation) {
    guard value >= 0, value <= maximumSlot else {
      throw Violation(kind: .slotOutOfRange(slot: value, maximum: maximumSlot), field: .value)
    }
    currentSlot = Int(value)
  }

  /// `ABS_MT_TRACKING_ID` in the current slot: a new contact, or a lift for -1.
  mutating func setTrackingID(_ value: Int32) throws(Violation) {
    if value >= 0 {
      // Checked before the slot table grows: a refused event changes nothing.
      for (index, slot) in slots.enumerated() where index != currentSlot && slot.trackingID == value {
        throw Violation(kind: .trackingIDInUse(trackingID: value, slot: Int32(index)), field: .value)
      }
    }
    ensureCurrentSlot()
    if value < 0 {
      endSlotContact(currentSlot)
      slots[currentSlot].trackingID = -1
      return
    }
    if slots[currentSlot].trackingID == value { return }
    endSlotContact(currentSlot)  // a new ID without a -1 replaces the old contact
    slots[currentSlot].trackingID = value
  }

  /// The current slot's last values, when protocol B is read and the slot
  /// has had a contact's values: what a wrapped reading is judged against.
  var currentSlotValues: (x: Int32?, y: Int32?)? {
    guard contactProtocol != .contactReports, currentSlot < slots.count else { return nil }
    return (slots[currentSlot].x, slots[currentSlot].y)
  }

  /// `ABS_MT_POSITION_X` in the current slot.
  mutating func setSlotPosition(x value: Int32) {
    ensureCurrentSlot()
    slots[currentSlot].x = value
  }

  /// `ABS_MT_POSITION_Y` in the current slot.
  mutating func setSlotPosition(y value: Int32) {
    ensureCurrentSlot()
    slots[currentSlot].y = value
  }

  private mutating func ensureCurrentSlot() {
    if slots.count <= currentSlot {
      slots.append(contentsOf: repeatElement(Slot(), count: currentSlot + 1 - slots.count))
    }
  }

  /// Ends the contact in slot `index`, if its `down` was emitted: its `up`
  /// goes out at the next `SYN_REPORT`, where the slot's position is now
  /// (a touch that is down had both positions, and they persist).
  private mutating func endSlotContact(_ index: Int) {
    if slots[index].isUnlocated {
      slots[index].isUnlocated = false
      settleUnlocated(slot: Int32(index), trackingID: slots[index].trackingID, as: .leftOut)
    }
    guard let id = slots[index].id else { return }
    let slot = slots[index]
    let location = slot.x.flatMap { x in slot.y.map { y in point(x, y) } } ?? slot.location
    endedContacts.append(EndedContact(id: id, location: location))
    slots[index].id = nil
  }

  /// Checks that a protocol B frame has no more contacts down than
  /// ``TouchStreamLimits/maximumSimultaneousTouches``.
  ///
  /// - Throws: A ``Violation`` at the `SYN_REPORT`'s code otherwise.
  func checkSlotContactCount() throws(Violation) {
    let limit = TouchStreamLimits.maximumSimultaneousTouches
    var active = 0
    for slot in slots where slot.trackingID >= 0 && slot.x != nil && slot.y != nil { active += 1 }
    guard active <= limit else { throw Violation(kind: .tooManyContacts(limit: limit), field: .code) }
  }

  /// The samples of a protocol B frame whose contacts were counted
  /// (``checkSlotContactCount()``): ups, then downs and moves in slot order.
  ///
  /// A contact whose slot has not had both positions is held back
  /// (``UnlocatedContact``): the kernel does not re-send a value that did not
  /// change, so the recording does not say where it is yet.
  mutating func reportSlots(at time: Double, into samples: inout [TouchSample]) {
    for ended in endedContacts {
      samples.append(TouchSample(time: time, phase: .up, id: ended.id, location: ended.location))
      ids.release(ended.id)
    }
    endedContacts.removeAll(keepingCapacity: true)
    for index in slots.indices where slots[index].trackingID >= 0 {
      guard let x = slots[index].x, let y = slots[index].y else {
        if !slots[index].isUnlocated {
          slots[index].isUnlocated = true
          let axis =
            slots[index].x == nil
            ? EvdevEvent.AbsoluteAxis.multitouchPositionX : EvdevEvent.AbsoluteAxis.multitouchPositionY
          noteUnlocated(
            axis: axis, slot: Int32(index), trackingID: slots[index].trackingID, outcome: .waiting)
        }
        continue
      }
      let location = point(x, y)
      if let id = slots[index].id {
        guard location != slots[index].location else { continue }
        samples.append(TouchSample(time: time, phase: .move, id: id, location: location))
      } else {
        guard let id = ids.allocate() else { continue }
        samples.append(TouchSample(time: time, phase: .down, id: id, location: location))
        slots[index].id = id
        if slots[index].isUnlocated {
          slots[index].isUnlocated = false
          settleUnlocated(slot: Int32(index), trackingID: slots[index].trackingID, as: .started(at: time))
        }
      }
      slots[index].location = location
    }
    pendingReport = ContactReport()
  }

  /// Lifts every slot contact and forgets the slots: the device turned out
  /// to speak protocol A.
  mutating func endSlotContacts(at time: Double, into samples: inout [TouchSample]) {
    for index in slots.indices { endSlotContact(index) }
    for ended in endedContacts {
      samples.append(TouchSample(time: time, phase: .up, id: ended.id, location: ended.location))
      ids.release(ended.id)
    }
    endedContacts.removeAll()
    slots.removeAll()
    currentSlot = 0
  }
}
