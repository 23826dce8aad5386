/// The recognizers of one built-in type: the first in place, any more in a box.
///
/// An Embedded Swift build (the C library, the WebAssembly modules), which
/// builds the standard set only, keeps the first alone: a second one of a
/// type is refused there, as a recognizer written outside the library is.
struct RecognizersOfOneType<Recognizer: GestureRecognizer>: Sendable {
  /// The first one added, or a stand-in until then (never called).
  private var first: Recognizer
  private var hasFirst = false
  #if !hasFeature(Embedded)
    /// The second and later ones (a custom engine's second pan), if any.
    ///
    /// In a box rather than an array: the optimizer hoists an array's
    /// uniqueness check out of the frame loop that may call into it, for every
    /// type, and an empty array, which is never unique, was then copied on
    /// every frame (docs/PerformanceHistory.md).
    private var more: SharedRecognizers<Recognizer>?
  #endif

  /// No recognizer yet: `standIn` holds the first one's place.
  init(standIn: Recognizer) {
    first = standIn
  }

  /// Keeps `recognizer` and returns its place, or `nil` when the store
  /// cannot keep another of its type (an Embedded Swift build's second).
  mutating func add(_ recognizer: Recognizer) -> Int? {
    guard hasFirst else {
      first = recognizer
      hasFirst = true
      return 0
    }
    #if hasFeature(Embedded)
      return nil
    #else
      makeMoreUnique()
      more!.recognizers.append(recognizer)
      return more!.recognizers.count
    #endif
  }

  /// Makes `body` on the recognizer at `index`, in place.
  @inline(__always)
  mutating func make<Call: RecognizerCall>(_ index: Int, _ body: Call, _ input: borrowing Call.Input)
    -> MemberOutcome
  {
    #if hasFeature(Embedded)
      body.make(on: &first, input)  // the only one (see `add`)
    #else
      index == 0 ? body.make(on: &first, input) : makeOnMore(index, body, input)
    #endif
  }

  /// Reads `body` off the recognizer at `index`.
  @inline(__always)
  func read<Reading: RecognizerReading>(_ index: Int, _ body: Reading) -> Reading.Value {
    #if hasFeature(Embedded)
      body.read(first)  // the only one (see `add`)
    #else
      index == 0 ? body.read(first) : body.read(more!.recognizers[index - 1])
    #endif
  }

  #if !hasFeature(Embedded)
    @inline(never)
    private mutating func makeOnMore<Call: RecognizerCall>(
      _ index: Int, _ body: Call, _ input: borrowing Call.Input
    ) -> MemberOutcome {
      makeMoreUnique()
      return body.make(on: &more!.recognizers[index - 1], input)
    }

    /// Gives the store its own box of further recognizers before one is changed.
    private mutating func makeMoreUnique() {
      guard let shared = more else {
        more = SharedRecognizers()
        return
      }
      if !isKnownUniquelyReferenced(&more) { more = SharedRecognizers(shared.recognizers) }
    }
  #endif
}

/// Recognizers kept out of the frame loop's way (a built-in type's second
/// and later ones, those written outside the library), shared by copies of a
/// store until one of them changes them (see ``RecognizersOfOneType``).
final class SharedRecognizers<Element>: @unchecked Sendable {
  // Changed only through a store that holds the only reference.
  var recognizers: ContiguousArray<Element>

  init(_ recognizers: ContiguousArray<Element> = []) {
    self.recognizers = recognizers
  }
}
