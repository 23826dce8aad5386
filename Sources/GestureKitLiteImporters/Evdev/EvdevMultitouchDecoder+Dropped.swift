import GestureKitLite
import GestureKitLiteStreams

extension EvdevMultitouchDecoder {
  /// Cancels every touch down, after a `SYN_DROPPED`, including those whose
  /// lift was read in the dropped frame: every touch that ends, ends, and
  /// its ID is freed.
  mutating func cancelEverything(at time: Double, into samples: inout [TouchSample]) {
    for ended in endedContacts {
      samples.append(TouchSample(time: time, phase: .cancel, id: ended.id, location: ended.location))
      ids.release(ended.id)
    }
    endedContacts.removeAll()
    for index in slots.indices {
      if slots[index].isUnlocated {
        slots[index].isUnlocated = false
        settleUnlocated(slot: Int32(index), trackingID: slots[index].trackingID, as: .leftOut)
      }
      if let id = slots[index].id {
        samples.append(TouchSample(time: time, phase: .cancel, id: id, location: slots[index].location))
        ids.release(id)
      }
      slots[index].trackingID = -1
      slots[index].id = nil
    }
    for contact in anonymousContacts {
      samples.append(TouchSample(time: time, phase: .cancel, id: contact.id, location: contact.location))
      ids.release(contact.id)
    }
    anonymousContacts.removeAll()
    if let id = singleTouch.id {
      samples.append(TouchSample(time: time, phase: .cancel, id: id, location: singleTouch.location))
      ids.release(id)
    }
    if singleTouch.isUnlocated {
      singleTouch.isUnlocated = false
      settleUnlocated(slot: nil, trackingID: nil, as: .leftOut)
    }
    // A finger still down is ignored until it lifts: BTN_TOUCH is sent only
    // when it changes, so the next one is the lift.
    singleTouch.id = nil
    singleTouch.isTouching = false
    pendingReport = ContactReport()
    reports.removeAll()
    frameHasReports = false
    isDropping = false
  }
}
