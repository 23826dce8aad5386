import GestureKitLite

/// The wheel, key and action records of the JSON Lines form (SPEC §2.4):
///
/// ```
/// {"t":0.5,"phase":"wheel","x":195,"y":422,"dx":0,"dy":40,"mode":"pixel","mods":["ctrl"]}
/// {"t":1,"phase":"key","key":"ArrowRight","mods":[]}
/// {"t":1.5,"phase":"action","action":"zoomIn"}
/// ```
///
/// `mode` and `mods` may be left out. Members in any order; any other
/// member with a number is an attribute, kept and ignored, as on samples.
/// A key name is any string that ``/GestureKitLite/KeyInput/refusal(of:)``
/// accepts: not empty, no whitespace or control characters, and no `#`
/// first (the text form could not hold it).
extension JSONLinesTouchStreamReader {
  /// Builds the wheel, key or action record of `kind` from the members of
  /// its line and accepts it.
  ///
  /// Out of line, so that a touch sample's line pays nothing for it.
  @inline(never)
  mutating func readInput(
    _ kind: InputRecordKind, time: (value: Double, offset: Int), members: JSONRecordMembers, end: Int,
    scanner: JSONLineScanner
  ) throws(TouchStreamError) -> TouchStreamRecord {
    let bytes = scanner.bytes
    let line = scanner.line
    var offsets = TouchStreamReadingState.InputOffsets(time: time.offset)
    let inputs = members.inputs
    switch kind {
    case .wheel:
      if let id = members.id { throw scanner.unexpected(id.key, expected: kind.reservedKeyExpectation) }
      guard let x = members.x else { throw scanner.missing("an \"x\" member", at: end) }
      guard let y = members.y else { throw scanner.missing("a \"y\" member", at: end) }
      guard let dx = inputs.dx else { throw scanner.missing("a \"dx\" member", at: end) }
      guard let dy = inputs.dy else { throw scanner.missing("a \"dy\" member", at: end) }
      let deltaX = try scanner.number(dx.value, for: "dx")
      let deltaY = try scanner.number(dy.value, for: "dy")
      let mode = try inputs.mode.map { (member) throws(TouchStreamError) in
        try Self.mode(member.value, scanner)
      }
      let modifiers = try inputs.mods.map { (member) throws(TouchStreamError) in
        try Self.modifiers(member.value, scanner)
      }
      let attributes = try inputs.attributes(
        merging: members.attributes, keeping: [.dx, .dy, .mode, .mods], scanner: scanner)
      (offsets.x, offsets.y) = (x.offset, y.offset)
      (offsets.deltaX, offsets.deltaY) = (dx.value.range.lowerBound, dy.value.range.lowerBound)
      offsets.modifiers = inputs.mods?.value.range.lowerBound ?? time.offset
      let wheel = WheelInput(
        time: time.value, location: Point(x: x.value, y: y.value), deltaX: deltaX, deltaY: deltaY,
        mode: mode ?? .pixel, modifiers: modifiers ?? [], attributes: attributes)
      try state.accept(wheel, offsets: offsets, in: bytes, line: line)
      return .wheel(wheel)
    case .key:
      try Self.refuseTouchMembers(members, kind, scanner)
      guard let name = inputs.key else {
        throw scanner.missing("a \"key\" member with the key name", at: end)
      }
      guard case .string = name.value.kind else {
        throw scanner.unexpected(name.value, expected: "a key name string such as \"ArrowRight\"")
      }
      let modifiers = try inputs.mods.map { (member) throws(TouchStreamError) in
        try Self.modifiers(member.value, scanner)
      }
      let attributes = try inputs.attributes(
        merging: members.attributes, keeping: [.key, .mods], scanner: scanner)
      offsets.key = name.value.range.lowerBound
      offsets.modifiers = inputs.mods?.value.range.lowerBound ?? time.offset
      let key = KeyInput(
        time: time.value, key: scanner.content(of: name.value), modifiers: modifiers ?? [],
        attributes: attributes)
      try state.accept(key, offsets: offsets, in: bytes, line: line)
      return .key(key)
    case .action:
      try Self.refuseTouchMembers(members, kind, scanner)
      if let mods = inputs.mods {
        throw TouchStreamSyntax.error(
          .modifiersOnAction, at: mods.key.range.lowerBound, in: bytes, line: line)
      }
      guard let name = inputs.action else { throw scanner.missing("an \"action\" member", at: end) }
      guard case .string = name.value.kind else {
        throw scanner.unexpected(name.value, expected: InputRecordKind.actionExpectation)
      }
      let action = try TouchStreamSyntax.action(
        named: scanner.content(of: name.value), at: name.value.range.lowerBound, in: bytes, line: line)
      let attributes = try inputs.attributes(
        merging: members.attributes, keeping: [.action], scanner: scanner)
      let input = ActionInput(time: time.value, action: action, attributes: attributes)
      try state.accept(input, offsets: offsets, in: bytes, line: line)
      return .action(input)
    }
  }

  /// Refuses `id`, `x` or `y` on a key or action, at the first of them in the line.
  private static func refuseTouchMembers(
    _ members: JSONRecordMembers, _ kind: InputRecordKind, _ scanner: JSONLineScanner
  ) throws(TouchStreamError) {
    var first = members.id?.key
    if let x = members.x?.key, x.range.lowerBound < first?.range.lowerBound ?? .max { first = x }
    if let y = members.y?.key, y.range.lowerBound < first?.range.lowerBound ?? .max { first = y }
    if let first { throw scanner.unexpected(first, expected: kind.reservedKeyExpectation) }
  }

  /// The wheel mode a `mode` value names.
  private static func mode(
    _ value: JSONLineScanner.Value, _ scanner: JSONLineScanner
  ) throws(TouchStreamError) -> WheelInput.DeltaMode {
    guard case .string = value.kind else {
      throw scanner.unexpected(value, expected: "a mode string: \"pixel\", \"line\" or \"page\"")
    }
    return try TouchStreamSyntax.wheelMode(
      named: scanner.content(of: value), at: value.range.lowerBound, in: scanner.bytes, line: scanner.line)
  }

  /// The modifiers a `mods` array lists, each a string, each at most once.
  private static func modifiers(
    _ value: JSONLineScanner.Value, _ scanner: JSONLineScanner
  ) throws(TouchStreamError) -> ModifierKeys {
    guard case .array = value.kind else {
      throw scanner.unexpected(value, expected: InputRecordKind.modifierListExpectation)
    }
    var elements = scanner
    elements.position = value.range.lowerBound + 1
    var isFirst = true
    var modifiers: ModifierKeys = []
    while try elements.nextElement(isFirst: &isFirst) {
      let element = try elements.scanValue()
      guard case .string = element.kind else {
        throw scanner.unexpected(element, expected: InputRecordKind.modifierStringExpectation)
      }
      try TouchStreamSyntax.addModifier(
        named: scanner.content(of: element), at: element.range.lowerBound, to: &modifiers,
        in: scanner.bytes, line: scanner.line)
    }
    return modifiers
  }
}

/// How a JSON Lines reader reads a `phase` value.
enum JSONPhase: Equatable {
  /// A touch sample's phase.
  case touch(TouchSample.Phase)
  /// `"tick"`.
  case tick
  /// `"wheel"`, `"key"` or `"action"`.
  case input(InputRecordKind)
}

/// The members a record's object names; every other is an attribute.
enum JSONMember: Equatable {
  case time, phase, id, x, y, attribute
  /// `dx`, `dy`, `mode`, `mods`, `key` or `action`.
  case input(JSONInputMembers.Slot)

  /// The member `key` names.
  init(_ key: JSONLineScanner.Value, in scanner: JSONLineScanner) {
    self = scanner.withContent(of: key) { name in
      let all = 0..<name.count
      if TouchStreamSyntax.equals(name, all, "t") { return .time }
      if TouchStreamSyntax.equals(name, all, "phase") { return .phase }
      if TouchStreamSyntax.equals(name, all, "id") { return .id }
      if TouchStreamSyntax.equals(name, all, "x") { return .x }
      if TouchStreamSyntax.equals(name, all, "y") { return .y }
      if TouchStreamSyntax.equals(name, all, "dx") { return .input(.dx) }
      if TouchStreamSyntax.equals(name, all, "dy") { return .input(.dy) }
      if TouchStreamSyntax.equals(name, all, "mode") { return .input(.mode) }
      if TouchStreamSyntax.equals(name, all, "mods") { return .input(.mods) }
      if TouchStreamSyntax.equals(name, all, "key") { return .input(.key) }
      if TouchStreamSyntax.equals(name, all, "action") { return .input(.action) }
      return .attribute
    }
  }
}

/// The members of one record's object as the reader gathers them, before
/// its phase (which may come last) says what they are.
struct JSONRecordMembers {
  var id: (value: TouchID, offset: Int, key: JSONLineScanner.Value)?
  var x: (value: Double, offset: Int, key: JSONLineScanner.Value)?
  var y: (value: Double, offset: Int, key: JSONLineScanner.Value)?
  /// `dx`, `dy`, `mode`, `mods`, `key` and `action`.
  var inputs = JSONInputMembers()
  /// The other members, numbers, in line order.
  var attributes = TouchAttributeCollector()
}

/// The members only wheel, key and action records name, kept as scanned.
///
/// The phase may come last, so they wait for it. On a record that does not
/// take one, it is an attribute like any other, in its place in the line.
struct JSONInputMembers {
  /// The members, by name.
  enum Slot: Equatable {
    case dx, dy, mode, mods, key, action
  }

  /// A member as scanned, and how many attributes came before it.
  struct Member {
    var key: JSONLineScanner.Value
    var value: JSONLineScanner.Value
    var attributeIndex: Int
  }

  var dx: Member?
  var dy: Member?
  var mode: Member?
  var mods: Member?
  var key: Member?
  var action: Member?

  /// Whether none was given.
  var isEmpty: Bool {
    dx == nil && dy == nil && mode == nil && mods == nil && key == nil && action == nil
  }

  /// Keeps the member of `slot` whose key and value were scanned.
  ///
  /// - Throws: ``/GestureKitLite/TouchStreamError/Kind/duplicateKey(_:)`` for one given before.
  mutating func take(
    _ slot: Slot, key memberKey: JSONLineScanner.Value, value: JSONLineScanner.Value,
    scanner: JSONLineScanner, attributeIndex: Int
  ) throws(TouchStreamError) {
    let member = Member(key: memberKey, value: value, attributeIndex: attributeIndex)
    switch slot {
    case .dx: try Self.keep(member, in: &dx, scanner)
    case .dy: try Self.keep(member, in: &dy, scanner)
    case .mode: try Self.keep(member, in: &mode, scanner)
    case .mods: try Self.keep(member, in: &mods, scanner)
    case .key: try Self.keep(member, in: &key, scanner)
    case .action: try Self.keep(member, in: &action, scanner)
    }
  }

  private static func keep(_ member: Member, in slot: inout Member?, _ scanner: JSONLineScanner)
    throws(TouchStreamError)
  {
    try scanner.refuseDuplicate(member.key, if: slot != nil)
    slot = member
  }

  /// `attributes` with the members not in `kept` put in among them as
  /// attributes, where the line had them; each must hold a number.
  func attributes(
    merging attributes: TouchAttributeCollector, keeping kept: [Slot], scanner: JSONLineScanner
  ) throws(TouchStreamError) -> [TouchAttribute] {
    var merged = attributes.attributes
    // The line offsets of the members put in so far: each goes after the
    // attributes before it in the line and after those of them that came first.
    var placed: [Int] = []
    for (slot, member) in [
      (Slot.dx, dx), (.dy, dy), (.mode, mode), (.mods, mods), (.key, key), (.action, action),
    ] {
      guard let member, !kept.contains(slot) else { continue }
      let name = scanner.content(of: member.key)
      let attribute = TouchAttribute(
        key: name, value: try scanner.number(member.value, for: "attribute \(name)"))
      let offset = member.key.range.lowerBound
      var index = member.attributeIndex
      for earlier in placed where earlier < offset { index += 1 }
      merged.insert(attribute, at: index)
      placed.append(offset)
    }
    return merged
  }
}
