/// `check`'s options, parsed and checked before any fixture is read.
struct CheckOptions {
  /// `--update`: rewrite the expected files from the current output.
  var update: Bool
  /// `--render FOLDER`: where the pages of the fixtures that differ go.
  var renderFolder: String?
  /// The fixture folder.
  var directory: String

  /// Parses `check`'s arguments.
  ///
  /// - Throws: ``SimError/usage(_:)`` for `--render` with `--update`, or not one folder.
  init(_ arguments: SimArguments) throws(SimError) {
    update = arguments.flag(.update)
    renderFolder = arguments.value(.renderDifferences)
    if update, renderFolder != nil { throw .usage("--render shows differences; it cannot go with --update") }
    guard arguments.positional.count == 1, let directory = arguments.positional.first else {
      throw .usage("check expects one fixture folder")
    }
    self.directory = directory
  }
}
