import GestureKitLite

/// The colours of a render, shared by the SVG and the replay so that a
/// touch or a recognizer looks the same in both.
enum RenderPalette {
  /// A recognizer's colour: a standard recognizer's by its place in the set
  /// (a new one takes the next colour of ``recognizers`` without a line
  /// here), grey for any other.
  static func colour(of recognizer: StandardRecognizer?) -> String {
    guard let recognizer else { return "#666666" }
    return recognizers[recognizer.rawValue % recognizers.count]
  }

  /// The standard recognizers' colours, in ``StandardRecognizer``'s order
  /// (tap, doubleTap, pinch, pan, pullDown, quickScale, longPress), then
  /// colours for those to come.
  static let recognizers = [
    "#1f6fb4", "#8a4fbf", "#e07b00", "#23913a", "#d0312d", "#c2185b", "#6d4c41", "#00897b", "#3949ab",
    "#7cb342",
  ]

  /// Touch colours, by the touch's number in the stream (cycling): ten hues
  /// that stay apart from each other on white and on black.
  static let touches = [
    "#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#42a5b5", "#f032e6", "#9a6324", "#808000",
    "#000075",
  ]

  /// The colour of the touch numbered `number`.
  static func touch(_ number: Int) -> String { touches[number % touches.count] }

  /// A viewer event's colour: one for the chrome, the zoom, the page, the dismissal.
  static func colour(of event: ImageViewerEvent.Kind) -> String {
    switch event {
    case .chromeToggled: "#5a6b7d"
    case .zoomToggled, .zoomEnded, .zoomLimit: "#c25e00"
    case .pageChanged: "#00838f"
    case .dismissBegan, .dismissCancelled, .dismissed: "#c62828"
    case .longPressed: "#6d4c41"
    }
  }

  static let text = "#222222"
  static let mutedText = "#666666"
  static let grid = "#e4e4e4"
  static let laneBackground = "#f6f6f6"
  static let limit = "#c0392b"
  static let line = "#1b2a41"
  static let band = "#7fbf7f"
  static let waiting = "#b58100"
}
