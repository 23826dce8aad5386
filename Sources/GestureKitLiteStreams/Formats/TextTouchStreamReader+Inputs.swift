import GestureKitLite

/// The wheel, key and action records of the text form (SPEC §2.4):
///
/// ```
/// 0.500 wheel 195 422 0 40              # TIME wheel X Y DX DY [mode=line|page] [mods=...]
/// 0.516 wheel 195 422 0 -12.5 mods=ctrl # a trackpad pinch, as browsers deliver it
/// 1.000 key ArrowRight                  # TIME key NAME [mods=...]
/// 1.200 key + mods=shift
/// 1.500 action zoomIn                   # TIME action NAME
/// ```
///
/// A key's NAME is the field right after `key`, whatever it holds (`key =`
/// is the equals key, `key mods=ctrl` a key named `mods=ctrl`); the fields
/// after it are `mods=` and attributes, in any order.
extension TextTouchStreamReader {
  /// Reads the rest of a wheel, key or action line whose phase is in
  /// `phase`, or returns `nil` when the phase is none of them.
  ///
  /// Out of line: the touch samples' loop pays nothing for the other records.
  @inline(never)
  mutating func readInput(
    _ phase: Range<Int>, time: (value: Double, offset: Int), fields: inout TextFieldCursor
  ) throws(TouchStreamError) -> TouchStreamRecord? {
    let bytes = fields.bytes
    let line = fields.line
    var offsets = TouchStreamReadingState.InputOffsets(time: time.offset)
    if TouchStreamSyntax.equals(bytes, phase, "wheel") {
      let x = try fields.requireNumberField("a number for x", for: "x")
      let y = try fields.requireNumberField("a number for y", for: "y")
      let dx = try fields.requireNumberField("a number for dx", for: "dx")
      let dy = try fields.requireNumberField("a number for dy", for: "dy")
      let options = try InputRecordOptions.read(.wheel, from: &fields)
      (offsets.x, offsets.y, offsets.deltaX, offsets.deltaY) = (x.offset, y.offset, dx.offset, dy.offset)
      offsets.modifiers = options.modifiersOffset ?? time.offset
      let wheel = WheelInput(
        time: time.value, location: Point(x: x.value, y: y.value), deltaX: dx.value, deltaY: dy.value,
        mode: options.mode ?? .pixel, modifiers: options.modifiers, attributes: options.attributes.attributes)
      try state.accept(wheel, offsets: offsets, in: bytes, line: line)
      return .wheel(wheel)
    }
    if TouchStreamSyntax.equals(bytes, phase, "key") {
      let nameField = try fields.require(InputRecordKind.keyNameExpectation)
      let options = try InputRecordOptions.read(.key, from: &fields)
      offsets.key = nameField.lowerBound
      offsets.modifiers = options.modifiersOffset ?? time.offset
      let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameField]), as: UTF8.self)
      let key = KeyInput(
        time: time.value, key: name, modifiers: options.modifiers, attributes: options.attributes.attributes)
      try state.accept(key, offsets: offsets, in: bytes, line: line)
      return .key(key)
    }
    if TouchStreamSyntax.equals(bytes, phase, "action") {
      let nameField = try fields.require(InputRecordKind.actionExpectation)
      let action = try TouchStreamSyntax.action(
        named: String(decoding: UnsafeBufferPointer(rebasing: bytes[nameField]), as: UTF8.self),
        at: nameField.lowerBound, in: bytes, line: line)
      let options = try InputRecordOptions.read(.action, from: &fields)
      let input = ActionInput(time: time.value, action: action, attributes: options.attributes.attributes)
      try state.accept(input, offsets: offsets, in: bytes, line: line)
      return .action(input)
    }
    return nil
  }
}

/// The `key=value` fields after a wheel's, key's or action's own fields in
/// the text form: `mode=`, `mods=` and attributes, in any order, each key once.
struct InputRecordOptions {
  /// `mode=`, when given.
  var mode: WheelInput.DeltaMode?
  /// The modifiers `mods=` lists.
  var modifiers: ModifierKeys = []
  /// The byte offset of the `mods=` field, when given.
  var modifiersOffset: Int?
  /// The other attributes, in line order.
  var attributes = TouchAttributeCollector()
  /// The byte offset of the `mode=` field, when given.
  private var modeOffset: Int?

  /// Reads every field left on the line for a record of `kind`.
  ///
  /// - Throws: ``TouchStreamError`` at the offending field: a field without
  ///   `=`, a repeated key, an unknown mode or modifier, a repeated modifier,
  ///   `mods` on an action, a reserved or malformed attribute.
  static func read(_ kind: InputRecordKind, from fields: inout TextFieldCursor) throws(TouchStreamError)
    -> Self
  {
    var options = Self()
    while let field = try fields.next() {
      try options.read(field, kind, bytes: fields.bytes, line: fields.line)
    }
    return options
  }

  private mutating func read(
    _ field: Range<Int>, _ kind: InputRecordKind, bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) throws(TouchStreamError) {
    let equals = field.first { bytes[$0] == UInt8(ascii: "=") }
    let keyRange = field.lowerBound..<(equals ?? field.lowerBound)
    if let equals, TouchStreamSyntax.equals(bytes, keyRange, "mods") {
      if kind == .action {
        throw TouchStreamSyntax.error(.modifiersOnAction, at: field.lowerBound, in: bytes, line: line)
      }
      if modifiersOffset != nil {
        throw TouchStreamSyntax.error(.duplicateKey("mods"), at: field.lowerBound, in: bytes, line: line)
      }
      modifiersOffset = field.lowerBound
      var start = equals + 1
      for index in start...field.upperBound
      where index == field.upperBound || bytes[index] == UInt8(ascii: ",") {
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        try TouchStreamSyntax.addModifier(named: name, at: start, to: &modifiers, in: bytes, line: line)
        start = index + 1
      }
      return
    }
    if let equals, kind.takesMode, TouchStreamSyntax.equals(bytes, keyRange, "mode") {
      if modeOffset != nil {
        throw TouchStreamSyntax.error(.duplicateKey("mode"), at: field.lowerBound, in: bytes, line: line)
      }
      modeOffset = field.lowerBound
      let valueRange = (equals + 1)..<field.upperBound
      mode = try TouchStreamSyntax.wheelMode(
        named: String(decoding: UnsafeBufferPointer(rebasing: bytes[valueRange]), as: UTF8.self),
        at: valueRange.lowerBound, in: bytes, line: line)
      return
    }
    try TextTouchStreamReader.readAttribute(field, into: &attributes, bytes: bytes, line: line, of: kind)
  }
}
