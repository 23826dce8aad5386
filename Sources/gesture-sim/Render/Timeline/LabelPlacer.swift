/// Places text labels so that none covers another: each label takes the
/// first of its candidate places that is free, or is left out.
struct LabelPlacer {
  /// A rectangle, in pixels.
  struct Box {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    func overlaps(_ other: Box) -> Bool {
      x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
  }

  private var taken: [Box] = []
  /// The region labels must stay in, if any.
  let bounds: Box?

  init(bounds: Box? = nil) {
    self.bounds = bounds
  }

  /// The width of `text` at `fontSize` pixels, estimated: the SVG carries
  /// text, not glyphs, so the viewer's font decides; DejaVu Sans averages
  /// about 0.6 em a character.
  static func width(of text: String, fontSize: Double) -> Double {
    Double(text.count) * fontSize * 0.6
  }

  /// Marks `box` as taken (by a mark that labels must not cover).
  mutating func reserve(_ box: Box) { taken.append(box) }

  /// Takes the first free box among `candidates`, or returns `nil`.
  mutating func place(_ candidates: [Box]) -> Box? {
    for box in candidates where !taken.contains(where: box.overlaps) {
      if let bounds,
        box.x < bounds.x || box.y < bounds.y || box.x + box.width > bounds.x + bounds.width
          || box.y + box.height > bounds.y + bounds.height
      {
        continue
      }
      taken.append(box)
      return box
    }
    return nil
  }
}
