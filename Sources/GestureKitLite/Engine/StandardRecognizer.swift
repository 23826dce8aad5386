/// The five recognizers of the standard image-viewer set (SPEC §4).
///
/// ``GestureEngine/init(standardSetWith:)`` adds them in this order, so each
/// case's ``id`` is valid for such an engine; the ``name`` is what event logs print.
public enum StandardRecognizer: Int, CaseIterable, Sendable {
  /// `tap`: one tap; waits for `doubleTap` to fail.
  case tap
  /// `doubleTap`: two taps.
  case doubleTap
  /// `pinch`: two or more touches changing their span; alongside `pan`.
  case pinch
  /// `pan`: touches moving past `panSlop`; waits for `pullDown` to fail.
  case pan
  /// `pullDown`: one touch dragged down; begins only where the host allows
  /// (the viewer at `minZoom`).
  case pullDown

  /// The recognizer's ID in an engine made by ``GestureEngine/init(standardSetWith:)``.
  public var id: RecognizerID { RecognizerID(index: rawValue) }

  /// The name SPEC §4 gives it, as event logs print it.
  public var name: String {
    switch self {
    case .tap: "tap"
    case .doubleTap: "doubleTap"
    case .pinch: "pinch"
    case .pan: "pan"
    case .pullDown: "pullDown"
    }
  }
}

extension GestureEngine {
  /// Creates an engine with the standard image-viewer recognizers and rules.
  ///
  /// The rules (SPEC §4): `tap` requires `doubleTap` to fail; `pan` requires
  /// `pullDown` to fail, so the first movement decides between a pull-down and
  /// a pan; `pinch` and `pan` may be active together. Every threshold comes
  /// from `configuration`. Gate the pull-down on the viewer's zoom with the
  /// `shouldBegin` argument of ``process(_:into:shouldBegin:)-(TouchFrame,_,_)``.
  ///
  /// - Parameter configuration: The thresholds (SPEC §3).
  public init(standardSetWith configuration: GestureConfiguration) {
    self.init()
    // Five recognizers and two acyclic rules: none of these calls can throw.
    _ = try? add(TapRecognizer(configuration: .init(configuration)), named: StandardRecognizer.tap.name)
    _ = try? add(
      DoubleTapRecognizer(configuration: .init(configuration)),
      named: StandardRecognizer.doubleTap.name)
    _ = try? add(
      PinchRecognizer(configuration: .init(configuration)), named: StandardRecognizer.pinch.name)
    _ = try? add(PanRecognizer(configuration: .init(configuration)), named: StandardRecognizer.pan.name)
    _ = try? add(
      PullDownRecognizer(configuration: .init(configuration)),
      named: StandardRecognizer.pullDown.name)
    try? require(StandardRecognizer.tap.id, toFail: StandardRecognizer.doubleTap.id)
    try? require(StandardRecognizer.pan.id, toFail: StandardRecognizer.pullDown.id)
    allowSimultaneousRecognition(StandardRecognizer.pinch.id, StandardRecognizer.pan.id)
  }
}
