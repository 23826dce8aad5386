import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file written whole or not at all: `--out` of `synth` and `import`.
///
/// The bytes go to a temporary file beside the target, which ``commit()``
/// renames over it; dropped without a commit (a command failed, or stopped
/// midway), the temporary file is removed and the target is as it was. A
/// target that is a link, a FIFO or a device (`--out /dev/stdout`) is not
/// replaced but written through, as it is, since renaming over it would
/// replace the link or device itself.
final class ReplacedFile {
  /// The target, as the user named it: every error names it.
  let path: String
  /// Where the bytes go until the commit, or `nil` when they go to ``path`` itself.
  private let temporary: String?
  private let handle: FileHandle
  private var committed = false

  /// Starts writing the file at `path`.
  ///
  /// - Throws: `SimError.io` when no file can be made there.
  init(replacing path: String) throws(SimError) {
    self.path = path
    var status = stat()
    let isRegularOrNew = lstat(path, &status) != 0 || status.st_mode & S_IFMT == S_IFREG
    let url = URL(fileURLWithPath: path)
    temporary =
      isRegularOrNew
      ? url.deletingLastPathComponent().appendingPathComponent(
        ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).gesture-sim-partial"
      ).path : nil
    let descriptor = open(temporary ?? path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw .io(path: path, message: "cannot write the stream") }
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  deinit {
    if !committed, let temporary { unlink(temporary) }
  }

  /// Appends `bytes`.
  func write(_ bytes: Data) throws(SimError) {
    do {
      try handle.write(contentsOf: bytes)
    } catch {
      throw .io(path: path, message: "cannot write the stream")
    }
  }

  /// Appends `text` in UTF-8.
  func write(_ text: String) throws(SimError) {
    try write(Data(text.utf8))
  }

  /// Closes the file and puts it in place of the target.
  func commit() throws(SimError) {
    do {
      try handle.close()
    } catch {
      throw .io(path: path, message: "cannot write the stream")
    }
    if let temporary, rename(temporary, path) != 0 {
      throw .io(path: path, message: "cannot write the stream")
    }
    committed = true
  }
}
