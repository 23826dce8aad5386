/// A width and a height, in points (or pixels where a doc comment says so).
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its width and height.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
