import GestureKitLite

/// The configuration a C host asks for: a preset, then `key=value` settings
/// as text, built and refused by the library's one entry point
/// (`ConfigurationRequest`), as `gesture-sim --preset NAME --set KEY=VALUE`'s.
enum CConfiguration {
  /// The configuration, or the message that says why it is refused.
  static func make(preset: String, settings: String) -> Result<GestureConfiguration, ConfigurationMessage> {
    do {
      return .success(
        try ConfigurationRequest.configuration(
          preset: preset.isEmpty ? nil : preset, settings: settings.splitSettings()))
    } catch {
      return .failure(ConfigurationMessage(text: error.description))
    }
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
