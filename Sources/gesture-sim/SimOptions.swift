import GestureKitLite

/// The output forms of `play` (SPEC §6).
enum OutputFormat: String {
  /// One line per event: `0.270 doubleTap recognized`.
  case text
  /// One JSON object per line: `{"t":0.27,"type":"recognizer",...}`.
  case jsonl
}

/// A command line split into a command, its positional arguments and options.
///
/// Hand-written (the package has no dependencies): options are `--name value`
/// or `--name=value`; flags are `--name`; everything else is positional.
struct SimArguments {
  var command: String?
  var positional: [String] = []
  private var options: [(name: String, value: String?)] = []
  private var consumed: Set<Int> = []

  /// Options that take a value; any other `--name` is a flag.
  static let valued: Set<String> = [
    "format", "input-format", "preset", "config", "set", "runs", "rate", "seed", "jitter", "timing-jitter",
    "out", "from", "desc", "range", "width", "height", "output", "samples", "image", "render",
  ]

  init(_ arguments: [String]) throws(SimError) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument.hasPrefix("--"), argument.count > 2 {
        var name = String(argument.dropFirst(2))
        var value: String?
        if let equals = name.firstIndex(of: "=") {
          value = String(name[name.index(after: equals)...])
          name = String(name[..<equals])
        } else if Self.valued.contains(name) {
          guard index < arguments.count else { throw .usage("--\(name) needs a value") }
          value = arguments[index]
          index += 1
        }
        options.append((name, value))
      } else if argument == "-h" {
        options.append(("help", nil))
      } else if command == nil {
        command = argument
      } else {
        positional.append(argument)
      }
    }
  }

  /// Whether the flag `--name` was given.
  mutating func flag(_ name: String) -> Bool {
    var found = false
    for (index, option) in options.enumerated() where option.name == name {
      consumed.insert(index)
      found = true
    }
    return found
  }

  /// The value of the last `--name`, if given.
  mutating func value(_ name: String) -> String? {
    values(name).last
  }

  /// Every value given for `--name`, in order.
  mutating func values(_ name: String) -> [String] {
    var result: [String] = []
    for (index, option) in options.enumerated() where option.name == name {
      consumed.insert(index)
      if let value = option.value { result.append(value) }
    }
    return result
  }

  /// Refuses options the command did not ask for.
  func finish() throws(SimError) {
    for (index, option) in options.enumerated() where !consumed.contains(index) {
      throw .usage("unknown option '--\(option.name)' for '\(command ?? "gesture-sim")'")
    }
  }
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
