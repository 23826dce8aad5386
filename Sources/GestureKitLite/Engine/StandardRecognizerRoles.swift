/// Which of an engine's recognizers play the standard recognizers' parts:
/// the ones an ``ImageViewer`` reacts to.
///
/// A recognizer gets a part only by ``GestureEngine/add(_:as:)`` (which
/// ``GestureEngine/init(standardSetWith:)`` uses for its five), never by its
/// type, its name or its position: a recognizer added with
/// ``GestureEngine/add(_:named:)`` plays no part, even if it is a
/// ``TapRecognizer`` named `tap`, so a custom recognizer is never mistaken
/// for a standard one. An engine may leave parts unplayed; the viewer then
/// does without them.
struct StandardRecognizerRoles: Equatable, Sendable {
  /// The part each recognizer plays, by ``RecognizerID/index``: a
  /// ``StandardRecognizer`` raw value, or ``none``.
  private var roleByIndex: ContiguousArray<UInt8>
  /// Which recognizer plays each part, by ``StandardRecognizer`` raw value; −1 for none.
  private var indexByRole: ContiguousArray<Int>

  /// No part played.
  private static let none: UInt8 = .max

  init() {
    roleByIndex = ContiguousArray(repeating: Self.none, count: GestureEngine.maximumRecognizerCount)
    indexByRole = ContiguousArray(repeating: -1, count: StandardRecognizer.allCases.count)
  }

  /// The recognizer that plays `role`, if any.
  func id(of role: StandardRecognizer) -> RecognizerID? {
    let index = indexByRole[role.rawValue]
    return index < 0 ? nil : RecognizerID(index: index)
  }

  /// The part the recognizer `id` plays, if any.
  @inline(__always)  // once an event, from the session
  func role(of id: RecognizerID) -> StandardRecognizer? {
    guard id.index >= 0, id.index < roleByIndex.count else { return nil }
    return StandardRecognizer(rawValue: Int(roleByIndex[id.index]))
  }

  /// Gives `role` to the recognizer `id`, which plays none yet.
  mutating func assign(_ role: StandardRecognizer, to id: RecognizerID) {
    indexByRole[role.rawValue] = id.index
    roleByIndex[id.index] = UInt8(role.rawValue)
  }
}

extension GestureEngine {
  /// Adds a recognizer that plays a standard recognizer's part: its events
  /// drive an ``ImageViewer`` as that standard recognizer's would, and it is
  /// named after it (``StandardRecognizer/name``).
  ///
  /// ``init(standardSetWith:)`` adds its five this way. Use it for a set of
  /// your own: an engine that starts empty, a pinch and a pan with your
  /// thresholds (or recognizers of your own that propose the same values,
  /// see ``GestureValue``), and no pull-down, say. The rules between them
  /// are yours to add (``require(_:toFail:)``,
  /// ``allowSimultaneousRecognition(_:_:)``). A recognizer added with
  /// ``add(_:named:)`` plays no part, whatever its type or name.
  ///
  /// - Parameters:
  ///   - recognizer: The recognizer, in its initial (idle) state.
  ///   - role: The part it plays; each part is played by one recognizer at most.
  /// - Returns: The recognizer's ID, which its events carry.
  /// - Throws: ``GestureEngineError/Kind/roleTaken(role:heldBy:)`` when
  ///   another recognizer already plays `role`, or the errors of
  ///   ``add(_:named:)``; nothing changes then.
  @discardableResult
  public mutating func add(_ recognizer: some GestureRecognizer, as role: StandardRecognizer)
    throws(GestureEngineError) -> RecognizerID
  {
    try checkFree(role)
    let id = try add(recognizer, named: RecognizerName(checked: role.name), playing: role)
    roles.assign(role, to: id)
    return id
  }

  /// Throws unless nobody plays `role` yet.
  // Out of the generic `add`, which is specialized for every recognizer type.
  @inline(never)
  private func checkFree(_ role: StandardRecognizer) throws(GestureEngineError) {
    if let holder = roles.id(of: role) {
      throw GestureEngineError(.roleTaken(role: role.name, heldBy: arena.names[holder.index].description))
    }
  }

  /// The recognizer that plays `role` (see ``add(_:as:)``), or `nil` when
  /// none does.
  ///
  /// In an engine made by ``init(standardSetWith:)`` it is ``StandardRecognizer/id``.
  public func id(of role: StandardRecognizer) -> RecognizerID? {
    roles.id(of: role)
  }

  /// The standard part the recognizer `id` plays (see ``add(_:as:)``), or
  /// `nil` for a recognizer that plays none (or an ID that is not one of
  /// this engine's).
  public func role(of id: RecognizerID) -> StandardRecognizer? {
    roles.role(of: id)
  }
}
