import GestureKitLite

/// The colours of a render, shared by the SVG and the replay so that a
/// touch or a recognizer looks the same in both.
enum RenderPalette {
  /// A recognizer's colour.
  static func colour(of recognizer: StandardRecognizer?) -> String {
    switch recognizer {
    case .tap: "#1f6fb4"
    case .doubleTap: "#8a4fbf"
    case .pinch: "#e07b00"
    case .pan: "#23913a"
    case .pullDown: "#d0312d"
    case nil: "#666666"
    }
  }

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
