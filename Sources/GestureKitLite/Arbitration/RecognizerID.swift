/// Identifies a recognizer within one ``GestureEngine``, in the order it was added.
public struct RecognizerID: Hashable, Comparable, Sendable {
  /// The recognizer's position in the engine, from 0.
  public let index: Int

  /// Creates the ID of the recognizer added `index`-th (from 0).
  @inlinable
  public init(index: Int) {
    self.index = index
  }

  /// Orders IDs by when their recognizers were added.
  @inlinable
  public static func < (lhs: RecognizerID, rhs: RecognizerID) -> Bool {
    lhs.index < rhs.index
  }
}
