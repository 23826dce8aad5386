/// A setting whose value is one of a few words (`@set zoomFrame=viewport`).
///
/// The words are the cases' raw values, in declaration order; streams take
/// them bare (`@set`, `--set`) or as a JSON string (a `set` object,
/// `--config`), and ``GestureConfiguration/Key/ValueKind/word(_:)`` lists them.
protocol ConfigurationWord: RawRepresentable<String>, CaseIterable, Equatable, Sendable {}

extension ConfigurationWord {
  /// Every word, in declaration order.
  static var words: [String] { allCases.map { $0.rawValue } }

  /// The case whose word is spelled `text`, or `nil` (``Spelling``: bytes,
  /// as keys are compared).
  init?(spelled text: String) {
    guard let word = Self.allCases.first(where: { Spelling.same($0.rawValue, text) }) else { return nil }
    self = word
  }
}

extension GestureConfiguration {
  /// The animation that puts a released, undismissed pull-down back
  /// (`dismissRestore`).
  public enum RestoreCurve: String, ConfigurationWord {
    /// A cubic ease-out over `dismissRestoreDuration`: fast start, gentle
    /// landing (the viewer's other animations use it too).
    case easeOut
    /// A cubic ease-in-out over `dismissRestoreDuration`: `UIView.animate`'s
    /// default curve.
    case easeInOut
    /// SwiftUI's `Spring(duration:bounce:)` with `dismissRestoreDuration` and
    /// `dismissRestoreBounce`: it may overshoot the rest position.
    case spring
  }

  /// What zooming scales and what bounds scrolling (`zoomFrame`).
  public enum ZoomFrame: String, ConfigurationWord {
    /// The aspect-fit image: scrolling stops at the photo's edges.
    case image
    /// The viewport-sized view that holds the aspect-fit image, letterbox
    /// bars included (a `UIImageView` that fills its `UIScrollView`):
    /// zooming scales the bars too and scrolling stops at the view's edges.
    case viewport
  }

  /// When the page strip reports a new page (`pageChangedAt`).
  public enum PageChangeMoment: String, ConfigurationWord {
    /// At the finger's lift, when the page is decided (`scrollViewWillEndDragging`).
    case release
    /// When the strip comes to rest on the new page (`scrollViewDidEndDecelerating`).
    case rest
  }
}
