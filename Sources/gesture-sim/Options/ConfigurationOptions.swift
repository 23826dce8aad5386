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
/// stream's own `@set` lines come after all of them), built and refused by
/// the library's one entry point (`ConfigurationRequest`), as the C interface's.
func configuration(from arguments: inout SimArguments) throws(SimError) -> GestureConfiguration {
  var configuration: GestureConfiguration
  do {
    configuration = try ConfigurationRequest.preset(named: arguments.value("preset"))
  } catch {
    throw usage(error)
  }
  if let path = arguments.value("config") {
    configuration = try ConfigFile.read(path, into: configuration)
  }
  do {
    return try ConfigurationRequest.applying(arguments.values("set").map { $0[...] }, to: configuration)
  } catch {
    throw usage(error)
  }
}

/// A refused configuration as a usage error; a setting's message names the
/// option first (`--set tapSlop=-1: invalid value ...`).
private func usage(_ error: ConfigurationRequestError) -> SimError {
  .usage(error.isAboutASetting ? "--set \(error.description)" : error.description)
}
