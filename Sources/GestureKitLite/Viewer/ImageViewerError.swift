/// Why an image viewer refused its pages, its initial page or a viewport.
///
/// Every value set through the viewer's API is checked before anything
/// changes: after this error the viewer (or the session holding it) is
/// exactly as before the call.
public enum ImageViewerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The configuration breaks a key's range or a rule between keys.
  case configuration(ConfigurationError)
  /// An empty list of image sizes: a viewer shows one page at least.
  case noPages
  /// A page's image size (pixels) that is not finite or outside
  /// `imageWidth`'s and `imageHeight`'s range; `page` counts from 0.
  case invalidImageSize(page: Int, Size)
  /// An initial page that is not one of the pages (0 to `pageCount` − 1).
  case pageOutOfRange(page: Int, pageCount: Int)
  /// A viewport size (points) that is not finite or outside
  /// `viewportWidth`'s and `viewportHeight`'s range.
  case invalidViewport(Size)

  /// The message, lowercase and without a location, as tests assert it.
  public var description: String {
    switch self {
    case .configuration(let error):
      return error.description
    case .noPages:
      return "no pages: expected the image size of one page at least"
    case .invalidImageSize(let page, let size):
      return "invalid image size \(Self.text(size)) px for page \(page): expected a width and a height, each "
        + Self.expectation(of: "imageWidth")
    case .pageOutOfRange(let page, let pageCount):
      return pageCount == 1
        ? "page \(page) is out of range: the viewer has one page, page 0"
        : "page \(page) is out of range: expected a page from 0 to \(pageCount - 1)"
    case .invalidViewport(let size):
      return "invalid viewport \(Self.text(size)) pt: expected a width and a height, each "
        + Self.expectation(of: "viewportWidth")
    }
  }

  private static func text(_ size: Size) -> String {
    "\(NumberFormatting.shortest(size.width)) × \(NumberFormatting.shortest(size.height))"
  }

  /// What a key takes (`a number from 1 to 1000000`), as SPEC §3 declares it.
  private static func expectation(of key: String) -> String {
    GestureConfiguration.Key.named(key)?.valueKind.expectation ?? "a positive number"
  }
}
