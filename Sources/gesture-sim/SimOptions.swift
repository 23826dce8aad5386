import GestureKitLite

/// The output forms of `play` (SPEC §6).
enum OutputFormat: String, CaseIterable {
  /// One line per event: `0.270 doubleTap recognized`.
  case text
  /// One JSON object per line: `{"t":0.27,"type":"recognizer",...}`.
  case jsonl
}

/// The configuration a command line asks for (SPEC §6): `--preset NAME`,
/// then `--config FILE.json`, then each `--set key=value` in order (a
/// stream's own `@set` lines come after all of them).
func configuration(from arguments: inout SimArguments) throws(SimError) -> GestureConfiguration {
  var configuration = GestureConfiguration()
  if let name = arguments.value("preset") {
    configuration = try preset(named: name).configuration
  }
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

/// The preset `--preset NAME` names, or a usage error that offers the
/// nearest name and lists them all.
func preset(named name: String) throws(SimError) -> ViewerPreset {
  if let preset = ViewerPreset(name: name) { return preset }
  let names = ViewerPreset.allCases.map(\.name)
  let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  let suggestion = ViewerPreset.nearest(to: name).map { "did you mean '\($0.name)'? " } ?? ""
  throw .usage("unknown preset '\(name)'; \(suggestion)expected one of \(list)")
}
