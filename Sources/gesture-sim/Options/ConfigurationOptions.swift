import GestureKitLite

/// The configuration options every command that plays takes (SPEC §6):
/// `--preset NAME`, then `--config FILE.json`, then each `--set key=value`
/// in order (a stream's own `@set` lines come after all of them).
enum ConfigurationOptions {
  /// The configuration the command line asks for, built and refused by the
  /// library's one entry point (`ConfigurationRequest`), as the C interface's.
  ///
  /// - Throws: ``SimError/usage(_:)`` for an unknown preset or a refused
  ///   setting; the config file's own errors (``ConfigFile/read(_:into:)``).
  static func configuration(from arguments: SimArguments) throws(SimError) -> GestureConfiguration {
    var configuration: GestureConfiguration
    do {
      configuration = try ConfigurationRequest.preset(named: arguments.value(.preset))
    } catch {
      throw usage(error)
    }
    if let path = arguments.value(.config) {
      configuration = try ConfigFile.read(path, into: configuration)
    }
    do {
      return try ConfigurationRequest.applying(arguments.values(.set).map { $0[...] }, to: configuration)
    } catch {
      throw usage(error)
    }
  }

  /// A refused configuration as a usage error; a setting's message names the
  /// option first (`--set tapSlop=-1: invalid value ...`).
  private static func usage(_ error: ConfigurationRequestError) -> SimError {
    .usage(error.isAboutASetting ? "--set \(error.description)" : error.description)
  }
}
