/// A binary min-heap: the smallest element in O(1), an insertion or a
/// removal of the smallest in O(log *n*).
///
/// The package's one heap: ``TouchIDTable`` keeps its freed IDs in one,
/// and the script synthesizer its fingers' lift times.
package struct MinHeap<Element: Comparable & Sendable>: Sendable {
  /// The elements in heap order: each is at most its two children,
  /// `2i + 1` and `2i + 2`.
  private var elements: [Element] = []

  /// An empty heap.
  package init() {}

  /// The smallest element, `nil` when the heap is empty.
  package var min: Element? { elements.first }

  /// How many elements the heap holds.
  package var count: Int { elements.count }

  /// Adds `element`.
  package mutating func insert(_ element: Element) {
    elements.append(element)
    var index = elements.count - 1
    while index > 0, elements[(index - 1) / 2] > elements[index] {
      elements.swapAt((index - 1) / 2, index)
      index = (index - 1) / 2
    }
  }

  /// Removes and returns the smallest element, `nil` when the heap is empty.
  package mutating func removeMin() -> Element? {
    guard let smallest = elements.first else { return nil }
    let last = elements.removeLast()
    guard !elements.isEmpty else { return smallest }
    // Sift the last element down from the root.
    var index = 0
    elements[0] = last
    while true {
      let left = 2 * index + 1
      guard left < elements.count else { break }
      let right = left + 1
      let child = right < elements.count && elements[right] < elements[left] ? right : left
      guard elements[child] < elements[index] else { break }
      elements.swapAt(child, index)
      index = child
    }
    return smallest
  }
}
