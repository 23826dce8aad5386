import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a path is, following symbolic links, with the real cause when it
/// cannot be read: what `check` and the inputs of every command ask before
/// they open a file (`FileManager.fileExists` says "no" for a loop of links
/// and for a link to nothing alike).
enum FileKind: Equatable, CustomStringConvertible {
  case regular
  case folder
  /// Not there: nothing by that name, or a link to nothing (why).
  case missing(String)
  /// There but not to be read: a loop of links, no permission (why).
  case unreadable(String)
  /// Something else a read can block on or make no sense of: `a FIFO`,
  /// `a socket`, `a character device`, `a block device`.
  case other(String)

  /// What `path` is.
  init(of path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      switch code {
      case ELOOP: self = .unreadable("a loop of symbolic links")
      case ENOENT:
        var link = stat()
        self =
          lstat(path, &link) == 0
          ? .missing("a symbolic link to a file that does not exist") : .missing("no such file")
      default: self = .unreadable(Self.reason(code))
      }
      return
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .folder
    case S_IFIFO: self = .other("a FIFO")
    case S_IFSOCK: self = .other("a socket")
    case S_IFCHR: self = .other("a character device")
    case S_IFBLK: self = .other("a block device")
    default: self = .other("not a file")
    }
  }

  /// What it is, in words (`a FIFO`, `a folder`).
  var description: String {
    switch self {
    case .regular: "a regular file"
    case .folder: "a folder"
    case .missing(let why), .unreadable(let why), .other(let why): why
    }
  }

  /// The system's sentence for `code`, lowercase-first (`permission denied`).
  static func reason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
