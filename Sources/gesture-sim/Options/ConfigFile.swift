import Foundation
import GestureKitLite
import GestureKitLiteStreams

/// Reads `--config FILE.json`: a flat JSON object of SPEC §3 keys, such as
/// `{"doubleTapInterval": 0.25, "doubleTapEnabled": false}`.
///
/// The object is checked by the same JSON reader as a stream's header line
/// (`{"set": {...}}`), so a config file and a `.jsonl` header accept exactly
/// the same values; errors point at the line and column in the file.
enum ConfigFile {
  /// The file that `--config` reads back as `configuration`.
  ///
  /// A flat JSON object, one key a line in SPEC §3's order, with every key except one
  /// that follows another (`initialZoom`) and has not been set, which is left
  /// out so that it keeps following. Numbers are in their shortest form
  /// (they read back as the same `Double`), Booleans bare, words as strings.
  ///
  /// What `gesture-sim config --format json` prints.
  static func text(for configuration: GestureConfiguration) -> String {
    let set = Set(configuration.changedSettings.map(\.key))
    let members = GestureConfiguration.Key.all.compactMap { key -> String? in
      if key.follows != nil, !set.contains(key.name) { return nil }
      let text = configuration.valueText(for: key)
      let value =
        switch key.valueKind {
        case .number, .numberAbove, .integer, .boolean: text
        case .word: JSONLinesTouchStreamWriter.jsonString(text)
        }
      return "  " + JSONLinesTouchStreamWriter.jsonString(key.name) + ": " + value
    }
    return "{\n" + members.joined(separator: ",\n") + "\n}"
  }

  static func read(_ path: String, into base: GestureConfiguration) throws(SimError)
    -> GestureConfiguration
  {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .io(path: path, message: "cannot read the config file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .badInput(path: path, line: 1, column: 1, message: "expected UTF-8 text")
    }
    // One line for the reader: line breaks become spaces, so columns in the
    // joined line map back to lines and columns in the file.
    let prefix = "{\"set\":"
    var joined = prefix
    var lineStarts = [0]  // scalar offsets in `text` where each line starts
    var offset = 0
    for scalar in text.unicodeScalars {
      offset += 1
      if scalar == "\n" {
        lineStarts.append(offset)
        joined += " "
      } else if scalar == "\r" {
        joined += " "
      } else {
        joined.unicodeScalars.append(scalar)
      }
    }
    joined += "}"
    var reader = JSONLinesTouchStreamReader(configuration: base)
    do {
      try reader.read(line: joined, number: 1) { _ in }
    } catch {
      let scalarOffset = max(0, error.column - 1 - prefix.count)
      let line = (lineStarts.lastIndex { $0 <= scalarOffset } ?? 0)
      throw .badInput(
        path: path, line: line + 1, column: scalarOffset - lineStarts[line] + 1,
        message: error.kind.message)
    }
    return reader.configuration
  }
}
