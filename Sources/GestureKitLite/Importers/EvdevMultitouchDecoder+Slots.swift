extension EvdevMultitouchDecoder {
  /// One protocol B slot: the axis values it last received (they persist
  /// from contact to contact, as in the kernel) and its contact, if any.
  struct Slot: Equatable, Sendable {
    /// The latest `ABS_MT_POSITION_X`, device units.
    var x: Int32 = 0
    /// The latest `ABS_MT_POSITION_Y`, device units.
    var y: Int32 = 0
    /// The contact's tracking ID; negative when the slot is empty.
    var trackingID: Int32 = -1
    /// The touch's ID once its `down` has been emitted.
    var id: TouchID?
    /// Where the touch was last reported, points.
    var location = Point.zero
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
    ensureCurrentSlot()
    if value < 0 {
      endSlotContact(currentSlot)
      slots[currentSlot].trackingID = -1
      return
    }
    if slots[currentSlot].trackingID == value { return }
    for (index, slot) in slots.enumerated() where index != currentSlot && slot.trackingID == value {
      throw Violation(kind: .trackingIDInUse(trackingID: value, slot: Int32(index)), field: .value)
    }
    endSlotContact(currentSlot)  // a new ID without a -1 replaces the old contact
    slots[currentSlot].trackingID = value
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
  /// goes out at the next `SYN_REPORT`, where the slot's position is now.
  private mutating func endSlotContact(_ index: Int) {
    guard let id = slots[index].id else { return }
    endedContacts.append((id, mapping.point(x: Double(slots[index].x), y: Double(slots[index].y))))
    slots[index].id = nil
  }

  /// The samples of a protocol B frame: ups, then downs and moves in slot order.
  mutating func reportSlots(at time: Double, into samples: inout [TouchSample]) throws(Violation) {
    let limit = TouchStreamLimits.maximumSimultaneousTouches
    var active = 0
    for slot in slots where slot.trackingID >= 0 { active += 1 }
    guard active <= limit else { throw Violation(kind: .tooManyContacts(limit: limit), field: .code) }
    for ended in endedContacts {
      samples.append(TouchSample(time: time, phase: .up, id: ended.id, location: ended.location))
      ids.release(ended.id)
    }
    endedContacts.removeAll(keepingCapacity: true)
    for index in slots.indices where slots[index].trackingID >= 0 {
      let location = mapping.point(x: Double(slots[index].x), y: Double(slots[index].y))
      if let id = slots[index].id {
        guard location != slots[index].location else { continue }
        samples.append(TouchSample(time: time, phase: .move, id: id, location: location))
      } else {
        guard let id = ids.allocate() else { continue }
        samples.append(TouchSample(time: time, phase: .down, id: id, location: location))
        slots[index].id = id
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
