import GestureKitLite

/// Writes records in the text form of a touch stream (`.touches`, SPEC §2.1).
///
/// Each record becomes one line: a sample `TIME PHASE ID X Y [key=value ...]`,
/// a tick `TIME tick`, the directives `@viewport W H` and `@set key=value`,
/// and the records of SPEC §2.4: `TIME wheel X Y DX DY [mode=line|page]
/// [mods=...]`, `TIME key NAME [mods=...]` and `TIME action NAME`, each with
/// its attributes last. `mode=pixel` and empty `mods` are left out (SPEC
/// §2.4), and modifiers are listed in the order ctrl, shift, alt, meta.
/// Numbers are written in the shortest form that reads back as the same
/// `Double`, whole numbers without a fraction (`0`, `0.016`, `1e-05`, `390`).
/// So ``TextTouchStreamReader`` reads back exactly the records written, and
/// writing them again gives the same bytes. Comments and the original spacing
/// and number spelling (`0.000`) are not kept.
///
/// ```swift
/// var output = ""
/// var writer = TextTouchStreamWriter()
/// writer.write(.viewport(Size(width: 390, height: 844)), to: &output)
/// writer.write(.tick(time: 0.6), to: &output)
/// output  // "@viewport 390 844\n0.6 tick\n"
/// ```
///
/// A setting's value is written as the record holds it; the readers only make
/// records whose values read back.
public struct TextTouchStreamWriter: Sendable {
  /// Creates a writer at the start of a stream.
  public init() {}

  /// Appends the line for `record`, with its line feed, to `output`.
  public mutating func write(_ record: TouchStreamRecord, to output: inout String) {
    output += Self.line(for: record)
    output += "\n"
  }

  /// Ends the stream.
  ///
  /// The text form needs no trailer; this exists so that both writers are
  /// driven the same way.
  public mutating func finish(to output: inout String) {}

  /// The line for `record`, without a line feed.
  public static func line(for record: TouchStreamRecord) -> String {
    switch record {
    case .viewport(let size):
      return
        "@viewport \(NumberFormatting.shortest(size.width)) \(NumberFormatting.shortest(size.height))"
    case .setting(let key, let value):
      return "@set \(key)=\(value)"
    case .tick(let time):
      return "\(NumberFormatting.shortest(time)) tick"
    case .sample(let sample):
      var line = NumberFormatting.shortest(sample.time)
      line += " "
      line += sample.phase.name
      line += " "
      line += sample.id.description
      line += " "
      line += NumberFormatting.shortest(sample.location.x)
      line += " "
      line += NumberFormatting.shortest(sample.location.y)
      appendAttributes(sample.attributes, to: &line)
      return line
    case .wheel(let wheel):
      var line = "\(NumberFormatting.shortest(wheel.time)) wheel "
      line += "\(NumberFormatting.shortest(wheel.location.x)) \(NumberFormatting.shortest(wheel.location.y)) "
      line += "\(NumberFormatting.shortest(wheel.deltaX)) \(NumberFormatting.shortest(wheel.deltaY))"
      if wheel.mode != .pixel { line += " mode=\(wheel.mode.name)" }
      appendModifiers(wheel.modifiers, to: &line)
      appendAttributes(wheel.attributes, to: &line)
      return line
    case .key(let key):
      var line = "\(NumberFormatting.shortest(key.time)) key \(key.key)"
      appendModifiers(key.modifiers, to: &line)
      appendAttributes(key.attributes, to: &line)
      return line
    case .action(let action):
      var line = "\(NumberFormatting.shortest(action.time)) action \(action.action.name)"
      appendAttributes(action.attributes, to: &line)
      return line
    }
  }

  /// ` key=value` for each attribute, in order.
  private static func appendAttributes(_ attributes: [TouchAttribute], to line: inout String) {
    for attribute in attributes {
      line += " \(attribute.key)=\(NumberFormatting.shortest(attribute.value))"
    }
  }

  /// ` mods=ctrl,shift`, in the order ctrl, shift, alt, meta; nothing for none.
  private static func appendModifiers(_ modifiers: ModifierKeys, to line: inout String) {
    guard !modifiers.isEmpty else { return }
    line += " mods=" + modifiers.names.joined(separator: ",")
  }

  /// The whole stream for `records`: one line each, each ending in a line feed.
  public static func text(for records: some Sequence<TouchStreamRecord>) -> String {
    var output = ""
    var writer = TextTouchStreamWriter()
    for record in records { writer.write(record, to: &output) }
    writer.finish(to: &output)
    return output
  }
}
