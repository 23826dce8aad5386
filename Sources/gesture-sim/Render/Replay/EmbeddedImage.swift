import Foundation

/// A photo for the replay to show (`--image FILE`), embedded in the page as
/// a `data:` URI so the page needs no other file.
///
/// Only PNG and JPEG are taken, recognised by their first bytes (not the
/// file's name), so that any browser draws them. The image fills the
/// configured image's rectangle (`imageWidth` × `imageHeight` at zoom 1):
/// set those keys to the photo's size to keep its aspect.
struct EmbeddedImage: Equatable {
  /// `image/png` or `image/jpeg`.
  let mediaType: String
  /// The file's bytes in base64.
  let base64: String

  /// The largest file taken, in bytes: the page embeds it as text a third larger.
  static let maximumSize = 16 << 20

  /// Reads the image at `path`.
  ///
  /// - Throws: ``SimError/io(path:message:)`` when the file cannot be read, is
  ///   neither PNG nor JPEG, or is larger than ``maximumSize``.
  init(path: String) throws(SimError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .io(path: path, message: "cannot read the image")
    }
    guard data.count <= Self.maximumSize else {
      throw .io(path: path, message: "the image is larger than 16 MiB")
    }
    let head = [UInt8](data.prefix(8))
    if head == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
      mediaType = "image/png"
    } else if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF {
      mediaType = "image/jpeg"
    } else {
      throw .io(path: path, message: "--image expects a PNG or JPEG file")
    }
    base64 = data.base64EncodedString()
  }

  /// The image as a `data:` URI.
  var dataURI: String { "data:\(mediaType);base64,\(base64)" }
}
