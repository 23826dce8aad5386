import GestureKitLite
import GestureKitLiteStreams

extension EvdevMultitouchDecoder {
  /// A contact that went down before the recording said where it is, and
  /// what the decoder made of it.
  ///
  /// The kernel sends only values that change, and a recording (`evemu-record`,
  /// `evtest`, `getevent`) begins wherever the device was: a slot can get its
  /// tracking ID and one axis in a frame and its other axis never, because it
  /// has not changed since the slot's last contact, before the recording
  /// began. A host reading the device (libinput, through libevdev) asks the
  /// kernel for every slot's values when it opens it (`EVIOCGMTSLOTS`); a
  /// recording keeps none of them. Its description does not either: the kernel
  /// keeps multi-touch values per slot and reports the axis's set-up value for
  /// them (evemu headers written just after a touch say 0 for
  /// `ABS_MT_POSITION_X` beside an `ABS_X` of 833). So the contact starts at
  /// the first frame that gives its position (it was somewhere; inventing a
  /// place, 0 or another, would jump it across the surface when the value
  /// came). A single-touch device's `ABS_X` and `ABS_Y` do have a current
  /// value the kernel keeps (``DeviceGeometry/singleTouchCurrentX``): a touch
  /// that went down before they came is placed there.
  public struct UnlocatedContact: Equatable, Sendable {
    /// The axis the contact lacked (`ABS_MT_POSITION_X`, `ABS_Y`...; the X
    /// axis when both were missing).
    public var axis: UInt16
    /// The contact's protocol B slot, or `nil` for the single touch.
    public var slot: Int32?
    /// The contact's tracking ID, or `nil` for the single touch.
    public var trackingID: Int32?
    /// What became of it.
    public var outcome: Outcome

    /// What became of a contact without a position.
    public enum Outcome: Equatable, Sendable {
      /// No frame has given its position yet: it has not started.
      case waiting
      /// It started (its `down`) at the frame that gave its position, at
      /// this time (seconds, as the frames count).
      case started(at: Double)
      /// It lifted (or the frame was lost) before any frame gave its
      /// position: it never played.
      case leftOut
      /// It was placed at the device description's current value for
      /// ``UnlocatedContact/axis`` (device units).
      case described(Int32)
    }

    /// Creates a record.
    public init(axis: UInt16, slot: Int32?, trackingID: Int32?, outcome: Outcome) {
      self.axis = axis
      self.slot = slot
      self.trackingID = trackingID
      self.outcome = outcome
    }

    /// What was assumed, in words: `the contact in slot 1 (tracking id 16)
    /// has no ABS_MT_POSITION_X: the recording began after the kernel last
    /// sent one (it sends only changes); it lifted before any frame gave one,
    /// so it was left out`.
    public var message: String {
      let name = EvdevEvent.name(ofCode: axis, type: EvdevEvent.EventType.absolute) ?? "axis \(axis)"
      let subject =
        if let slot, let trackingID {
          "the contact in slot \(slot) (tracking id \(trackingID))"
        } else {
          "the touch"
        }
      let what =
        "\(subject) has no \(name): the recording began after the kernel last sent one (it sends only changes); "
      switch outcome {
      case .waiting: return what + "no frame has given one yet, so it has not started"
      case .started(let time):
        return what + "it starts at \(NumberFormatting.shortest(time)) s, the first frame that gives one"
      case .leftOut: return what + "it lifted before any frame gave one, so it was left out"
      case .described(let value): return what + "took \(value), the device description's current value"
      }
    }
  }

  /// Notes a contact held back for want of a position, once: counted, and
  /// kept when it is the first.
  mutating func noteUnlocated(
    axis: UInt16, slot: Int32?, trackingID: Int32?, outcome: UnlocatedContact.Outcome
  ) {
    unlocatedContactCount += 1
    if firstUnlocatedContact == nil {
      firstUnlocatedContact = UnlocatedContact(
        axis: axis, slot: slot, trackingID: trackingID, outcome: outcome)
    }
  }

  /// Records what became of a held-back contact, when it is the first one
  /// and its fate was open.
  mutating func settleUnlocated(slot: Int32?, trackingID: Int32?, as outcome: UnlocatedContact.Outcome) {
    guard var first = firstUnlocatedContact, first.outcome == .waiting, first.slot == slot,
      first.trackingID == trackingID
    else { return }
    first.outcome = outcome
    firstUnlocatedContact = first
  }
}
