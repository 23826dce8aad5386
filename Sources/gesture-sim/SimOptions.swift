import GestureKitLite

/// The output forms of `play` (SPEC §6).
enum OutputFormat: String {
  /// One line per event: `0.270 doubleTap recognized`.
  case text
  /// One JSON object per line: `{"t":0.27,"type":"recognizer",...}`.
  case jsonl
}

/// The configuration a command line asks for: `--config FILE.json`, then each
/// `--set key=value` in order (a stream's own `@set` lines come after both).
func configuration(from arguments: inout SimArguments) throws(SimError) -> GestureConfiguration {
  var configuration = GestureConfiguration()
  if let path = arguments.value("config") {
    configuration = try ConfigFile.read(path, into: configuration)
  }
  for setting in arguments.values("set") {
    guard let equals = setting.firstIndex(of: "=") else {
      throw .usage("--set expects key=value, found '\(setting)'")
    }
    do {
      try configuration.setValue(
        String(setting[setting.index(after: equals)...]), forKey: String(setting[..<equals]))
    } catch {
      throw .usage("--set \(setting): \(error.description)")
    }
  }
  do {
    return try configuration.validated()
  } catch {
    throw .usage(error.description)
  }
}
