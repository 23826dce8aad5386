/// A fixed number of plain values stored inline, in a homogeneous tuple.
///
/// The standard library's `InlineArray` needs macOS 26 / iOS 26; this gives
/// the few fixed-size buffers of the engine (a touch's velocity history, the
/// validator's touch ids, a clock step's deadline count) the same layout on
/// every system the package supports, with nothing allocated. Its unsafe code
/// is here and only here: a homogeneous tuple lays its elements out one after
/// another, both are plain values (`BitwiseCopyable`), and every index is
/// checked against the capacity before it is used.
struct InlineStorage<Storage: BitwiseCopyable, Element: BitwiseCopyable>: @unchecked Sendable {
  private var storage: Storage

  /// Storage with every element's bytes zero (`0`, `0.0`, `Point.zero`).
  init() {
    precondition(MemoryLayout<Storage>.size == Self.capacity * MemoryLayout<Element>.stride)
    storage = withUnsafeTemporaryAllocation(
      byteCount: MemoryLayout<Storage>.size, alignment: MemoryLayout<Storage>.alignment
    ) { raw in
      raw.initializeMemory(as: UInt8.self, repeating: 0)
      return raw.load(as: Storage.self)
    }
  }

  /// How many elements fit.
  static var capacity: Int { MemoryLayout<Storage>.size / MemoryLayout<Element>.stride }

  /// The element at `index` (0 ..< ``capacity``).
  @inline(__always)
  subscript(index: Int) -> Element {
    get {
      precondition(index >= 0 && index < Self.capacity, "index outside the inline storage")
      return withUnsafeBytes(of: storage) {
        $0.load(fromByteOffset: index * MemoryLayout<Element>.stride, as: Element.self)
      }
    }
    set {
      precondition(index >= 0 && index < Self.capacity, "index outside the inline storage")
      withUnsafeMutableBytes(of: &storage) {
        $0.storeBytes(of: newValue, toByteOffset: index * MemoryLayout<Element>.stride, as: Element.self)
      }
    }
  }
}

extension InlineStorage {
  /// Calls `body` with every element in place, to change them.
  ///
  /// One pointer for a whole loop, where the subscript would find the
  /// storage again on every element. The throws are typed: Embedded Swift
  /// has no untyped `throws`.
  @inline(__always)
  mutating func withMutableElements<Result, Failure: Error>(
    _ body: (UnsafeMutableBufferPointer<Element>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try withUnsafeMutableBytes(of: &storage) { raw throws(Failure) in
      try body(raw.bindMemory(to: Element.self))
    }
  }

  /// Calls `body` with every element, to read them.
  @inline(__always)
  func withElements<Result, Failure: Error>(
    _ body: (UnsafeBufferPointer<Element>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try withUnsafeBytes(of: storage) { raw throws(Failure) in try body(raw.bindMemory(to: Element.self)) }
  }
}

/// Twenty elements: the validator's ids of the touches down.
typealias Tuple20<Element> = (
  Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
  Element, Element, Element, Element, Element, Element, Element, Element, Element, Element
)

/// Thirty-two elements: a velocity history's ring.
typealias Tuple32<Element> = (
  Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
  Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
  Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
  Element, Element
)

/// Sixty-four elements: one per recognizer of an engine.
typealias Tuple64<Element> = (
  Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
  Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
  Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
  Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
  Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
  Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
  Element, Element, Element, Element
)
