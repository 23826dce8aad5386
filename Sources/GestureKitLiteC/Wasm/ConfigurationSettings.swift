// The functions only the full WebAssembly module exports (declared in
// Sources/CGestureKitLite/Wasm/gesturekitlite-wasm.h, for the JavaScript
// package): a page's preset picker and recorder use them. Compiled for
// WebAssembly only, so the C library exports no function its header does not
// declare.
#if arch(wasm32)
  import GestureKitLite

  /// `gkl_configuration_settings`: the settings that make a configuration from
  /// SPEC §3's defaults, one `key=value` a line, so that a stream recorded in
  /// the browser carries its preset as `@set` lines that `gesture-sim play`
  /// reads.
  @_cdecl("gkl_configuration_settings")
  public func gklConfigurationSettings(
    _ preset: UnsafePointer<CChar>?, _ settings: UnsafePointer<CChar>?,
    _ buffer: UnsafeMutablePointer<CChar>?,
    _ capacity: Int
  ) -> Int {
    switch CConfiguration.make(preset: CText.string(preset), settings: CText.string(settings)) {
    case .success(let configuration):
      var text = ""
      for setting in configuration.changedSettings { text += setting.key + "=" + setting.value + "\n" }
      return CText.copy(text, into: buffer, capacity: capacity)
    case .failure(let message):
      _ = CText.copy(message.text, into: buffer, capacity: capacity)
      return -1
    }
  }

  /// `gkl_preset_names`: every preset's name (as `gesture-sim --preset` takes
  /// it), one a line, written as gkl_format_event writes a line: what a page's
  /// preset picker lists.
  @_cdecl("gkl_preset_names")
  public func gklPresetNames(_ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int) -> Int {
    var text = ""
    for preset in ViewerPreset.allCases { text += preset.name + "\n" }
    return CText.copy(text, into: buffer, capacity: capacity)
  }

  /// `gkl_configuration_value`: the value of the key named `key` in the
  /// configuration of `preset` and `settings`, as `@set` writes it (`390`,
  /// `true`, `viewport`), or -1 with the error message in `buffer`.
  @_cdecl("gkl_configuration_value")
  public func gklConfigurationValue(
    _ preset: UnsafePointer<CChar>?, _ settings: UnsafePointer<CChar>?, _ key: UnsafePointer<CChar>?,
    _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int
  ) -> Int {
    switch CConfiguration.make(preset: CText.string(preset), settings: CText.string(settings)) {
    case .success(let configuration):
      let name = CText.string(key)
      guard GestureConfiguration.Key.named(name) != nil else {
        _ = CText.copy(ConfigurationError.unknownKey(name).description, into: buffer, capacity: capacity)
        return -1
      }
      return CText.copy(configuration.valueText(forKey: name), into: buffer, capacity: capacity)
    case .failure(let message):
      _ = CText.copy(message.text, into: buffer, capacity: capacity)
      return -1
    }
  }
#endif
