import GestureKitLite

/// The configuration a C host asks for: a preset, then `key=value` settings
/// as text, checked as `gesture-sim --preset NAME --set KEY=VALUE` checks
/// them, with the same messages.
enum CConfiguration {
  /// The configuration, or the message that says why it is refused.
  static func make(preset: String, settings: String) -> Result<GestureConfiguration, ConfigurationMessage> {
    var configuration = GestureConfiguration()
    if !preset.isEmpty {
      guard let found = ViewerPreset(name: preset) else { return .failure(unknownPreset(preset)) }
      configuration = found.configuration
    }
    for setting in settings.splitSettings() {
      guard let equals = setting.utf8.firstIndex(of: UInt8(ascii: "=")) else {
        return .failure(ConfigurationMessage(text: "expected key=value, found '\(setting)'"))
      }
      do {
        try configuration.setValue(
          String(setting[setting.utf8.index(after: equals)...]), forKey: String(setting[..<equals]))
      } catch {
        return .failure(ConfigurationMessage(text: "\(setting): \(error.description)"))
      }
    }
    do {
      return .success(try configuration.validated())
    } catch {
      return .failure(ConfigurationMessage(text: error.description))
    }
  }

  /// The CLI's message for `--preset NAME` with an unknown name.
  private static func unknownPreset(_ name: String) -> ConfigurationMessage {
    var names: [String] = []
    for preset in ViewerPreset.allCases { names.append(preset.name) }
    var list = ""
    for (index, name) in names.enumerated() {
      if index > 0 { list += index == names.count - 1 ? " or " : ", " }
      list += name
    }
    let suggestion = ViewerPreset.nearest(to: name).map { "did you mean '\($0.name)'? " } ?? ""
    return ConfigurationMessage(text: "unknown preset '\(name)'; \(suggestion)expected one of \(list)")
  }
}

/// Why a configuration was refused, in the CLI's words.
struct ConfigurationMessage: Error {
  /// The message.
  var text: String
}

extension String {
  /// The settings of a configuration text: words separated by spaces, tabs
  /// and line breaks, without `#` comments.
  ///
  /// It scans UTF-8 bytes (every separator is ASCII), not characters:
  /// splitting by `Character` would bring the standard library's grapheme
  /// and normalization tables into the WebAssembly module.
  fileprivate func splitSettings() -> [Substring] {
    var words: [Substring] = []
    var start: String.Index?
    var inComment = false
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      let isLineBreak = byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
      if byte == UInt8(ascii: "#") { inComment = true }
      let isSeparator = isLineBreak || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || inComment
      if isLineBreak { inComment = false }
      if isSeparator, let first = start {
        words.append(self[first..<index])
        start = nil
      } else if !isSeparator, start == nil {
        start = index
      }
      index = utf8.index(after: index)
    }
    if let first = start { words.append(self[first..<index]) }
    return words
  }
}
