// Compiled only into the WebAssembly modules (scripts/build-wasm.sh), in the
// same Swift module as the C interface, whose internal CConfiguration and
// CText it uses; declared in Wasm/gesturekitlite-wasm.h.

/// `gkl_configuration_settings`: the settings that make a configuration from
/// SPEC §3's defaults, one `key=value` a line, so that a stream recorded in
/// the browser carries its preset as `@set` lines that `gesture-sim play`
/// reads.
@_cdecl("gkl_configuration_settings")
public func gklConfigurationSettings(
  _ preset: UnsafePointer<CChar>?, _ settings: UnsafePointer<CChar>?, _ buffer: UnsafeMutablePointer<CChar>?,
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
