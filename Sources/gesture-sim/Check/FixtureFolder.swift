import Foundation
import GestureKitLite
import GestureKitLiteStreams

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The streams of a fixture folder as the file system has them: what
/// `check` plays, skips, or cannot read, in name order.
///
/// Names are read as the bytes the file system keeps, so that a name that
/// is not UTF-8 is reported as such rather than as a missing file; each
/// stream is looked at (`stat`, following links) before it is opened, so
/// that a FIFO is never opened (it would block for ever) and a loop of
/// symbolic links is named for what it is.
enum FixtureFolder {
  /// One stream entry of the folder.
  enum Entry: Equatable {
    /// A regular file, to play.
    case fixture(Fixture)
    /// Not a regular file (a FIFO, a folder, a device, a socket): skipped, with why.
    case skipped(path: String, reason: String)
    /// A stream that cannot be read: its name, or the file system, says why.
    case unreadable(path: String, reason: String)
  }

  /// The `.touches` and `.jsonl` entries of `directory` (not its
  /// subfolders), sorted by name.
  ///
  /// - Throws: ``SimError/io(path:message:)`` when the folder cannot be listed.
  static func entries(in directory: String) throws(SimError) -> [Entry] {
    guard let folder = opendir(directory) else {
      throw .io(path: directory, message: "cannot list the folder: \(FileKind.reason(errno))")
    }
    defer { closedir(folder) }
    var names: [[UInt8]] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      if isStream(name) { names.append(name) }
    }
    return names.sorted { $0.lexicographicallyPrecedes($1) }.map { name in
      guard let text = String(validating: name, as: UTF8.self) else {
        return .unreadable(
          path: (directory as NSString).appendingPathComponent(escaped(name)),
          reason: "its name is not UTF-8 text")
      }
      let path = (directory as NSString).appendingPathComponent(text)
      let kind = FileKind(of: path)
      switch kind {
      case .regular: return .fixture(Fixture(streamPath: path))
      case .missing(let why), .unreadable(let why): return .unreadable(path: path, reason: why)
      case .folder, .other: return .skipped(path: path, reason: "not a regular file (\(kind))")
      }
    }
  }

  /// Whether `name` has a stream's extension (`.touches`, `.jsonl`, in any case).
  private static func isStream(_ name: [UInt8]) -> Bool {
    guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > 0,
      let suffix = String(validating: name[(dot + 1)...], as: UTF8.self)
    else { return false }
    return TouchStreamFormat(pathExtension: suffix) != nil
  }

  /// `name` with each byte that is not part of valid UTF-8 written `\xHH`.
  static func escaped(_ name: [UInt8]) -> String {
    var result = ""
    var index = 0
    while index < name.count {
      // The length a scalar starting with this byte has, if the byte can start one.
      let length = scalarLength(leadingWith: name[index])
      if length > 0, index + length <= name.count,
        let scalar = String(validating: name[index..<(index + length)], as: UTF8.self)
      {
        result += scalar
        index += length
      } else {
        let hex = String(name[index], radix: 16, uppercase: true)
        result += "\\x" + (hex.count == 1 ? "0" : "") + hex
        index += 1
      }
    }
    return result
  }

  /// The length in bytes of a UTF-8 scalar whose first byte is `lead`, or 0
  /// when no scalar starts with it.
  private static func scalarLength(leadingWith lead: UInt8) -> Int {
    switch lead {
    case 0x00...0x7F: 1
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: 0
    }
  }
}
