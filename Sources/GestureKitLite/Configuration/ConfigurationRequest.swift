/// A configuration asked for by name: a preset, then `key=value` settings in
/// order, then the check that they agree.
///
/// The one home of these steps and of their messages: `gesture-sim`
/// (`--preset NAME --set KEY=VALUE`), the C interface and, through it, the
/// Python and JavaScript packages all build their configuration here, so a
/// refusal reads the same in each (the CLI names its option before a
/// setting's message: `--set expected key=value, found 'tapSlop'`).
package enum ConfigurationRequest {
  /// The configuration of the preset named `name`; the defaults for `nil`.
  ///
  /// - Throws: ``ConfigurationRequestError/unknownPreset(_:)``.
  package static func preset(named name: String?) throws(ConfigurationRequestError) -> GestureConfiguration {
    guard let name else { return GestureConfiguration() }
    guard let preset = ViewerPreset(name: name) else { throw .unknownPreset(name) }
    return preset.configuration
  }

  /// `configuration` with each `key=value` setting applied in order, then
  /// validated (``GestureConfiguration/validated()``).
  ///
  /// - Throws: the first setting refused, or the inconsistency found.
  package static func applying(
    _ settings: [Substring], to configuration: GestureConfiguration
  ) throws(ConfigurationRequestError) -> GestureConfiguration {
    var configuration = configuration
    for setting in settings {
      guard let equals = setting.utf8.firstIndex(of: UInt8(ascii: "=")) else {
        throw .malformedSetting(setting)
      }
      do {
        try configuration.setValue(
          String(setting[setting.utf8.index(after: equals)...]), forKey: String(setting[..<equals]))
      } catch {
        throw .invalidSetting(setting, error)
      }
    }
    do {
      return try configuration.validated()
    } catch {
      throw .inconsistent(error)
    }
  }

  /// The preset named `preset` (the defaults for `nil`) with `settings`
  /// applied: ``preset(named:)``, then ``applying(_:to:)``.
  package static func configuration(
    preset: String?, settings: [Substring]
  ) throws(ConfigurationRequestError) -> GestureConfiguration {
    try applying(settings, to: try self.preset(named: preset))
  }
}

/// Why ``ConfigurationRequest`` refused a configuration: its message, made
/// where the refusal is found (a struct, not an enum with payloads, keeps
/// the live WebAssembly module small).
package struct ConfigurationRequestError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The message, lowercase and without a location.
  package let description: String
  /// Whether the refusal is about one setting (the CLI names its option first).
  package let isAboutASetting: Bool

  /// No preset has this name: the nearest name, if one is near, and the list.
  static func unknownPreset(_ name: String) -> Self {
    let suggestion = ViewerPreset.nearest(to: name).map { "did you mean '\($0.name)'? " } ?? ""
    var list = ""
    let presets = ViewerPreset.allCases
    for (index, preset) in presets.enumerated() {
      if index > 0 { list += index == presets.count - 1 ? " or " : ", " }
      list += preset.name
    }
    return Self(
      description: "unknown preset '\(name)'; \(suggestion)expected one of \(list)", isAboutASetting: false)
  }

  /// A setting without `=`.
  static func malformedSetting(_ setting: Substring) -> Self {
    Self(description: "expected key=value, found '\(setting)'", isAboutASetting: true)
  }

  /// A setting whose key or value was refused.
  static func invalidSetting(_ setting: Substring, _ error: ConfigurationError) -> Self {
    Self(description: "\(setting): \(error.description)", isAboutASetting: true)
  }

  /// The settings contradict each other.
  static func inconsistent(_ error: ConfigurationError) -> Self {
    Self(description: error.description, isAboutASetting: false)
  }
}
