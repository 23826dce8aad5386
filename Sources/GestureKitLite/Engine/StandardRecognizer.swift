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
  /// `pan`: touches moving past `panSlop`; waits for `pullDown` to fail
  /// (alongside it with `pullDownWithPaging`).
  case pan
  /// `pullDown`: one touch dragged down; begins only where the host allows
  /// (the viewer at or below `initialZoom`, `pullDownEnabled` on).
  case pullDown

  /// The recognizer's ID in an engine made by ``GestureEngine/init(standardSetWith:)``.
  ///
  /// In an engine of your own, ask ``GestureEngine/id(of:)`` instead: the
  /// part goes to whichever recognizer ``GestureEngine/add(_:as:)`` gave it.
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
  /// a pan; `pinch` and `pan` may be active together. With
  /// `pullDownWithPaging` on, `pan` does not wait for `pullDown` and the two
  /// may be active together instead, so a diagonal drag both pulls and pages
  /// (a UIKit delegate that answers `true` to every
  /// `shouldRecognizeSimultaneouslyWith`). Every threshold comes from
  /// `configuration`. Gate the pull-down on the viewer's zoom (and
  /// `pullDownEnabled`) with the `shouldBegin` argument of
  /// ``process(_:into:shouldBegin:)-(TouchFrame,_,_)``.
  ///
  /// - Parameter configuration: The thresholds (SPEC §3).
  /// - Throws: ``ConfigurationError`` when `configuration` breaks a key's
  ///   range or a rule between keys; see ``GestureConfiguration/validated()``.
  public init(standardSetWith configuration: GestureConfiguration) throws(ConfigurationError) {
    self.init(standardSetWithChecked: try configuration.validated())
  }

  /// The standard set for a configuration already checked by ``GestureConfiguration/validated()``.
  init(standardSetWithChecked configuration: GestureConfiguration) {
    let tap = TapRecognizer.Configuration(checked: configuration)
    let doubleTap = DoubleTapRecognizer.Configuration(checked: configuration)
    let pinch = PinchRecognizer.Configuration(checked: configuration)
    let pan = PanRecognizer.Configuration(checked: configuration)
    let pullDown = PullDownRecognizer.Configuration(checked: configuration)
    self.init()
    do throws(GestureEngineError) {
      try add(TapRecognizer(configuration: tap), as: .tap)
      try add(DoubleTapRecognizer(configuration: doubleTap), as: .doubleTap)
      try add(PinchRecognizer(configuration: pinch), as: .pinch)
      try add(PanRecognizer(configuration: pan), as: .pan)
      try add(PullDownRecognizer(configuration: pullDown), as: .pullDown)
      try require(StandardRecognizer.tap.id, toFail: StandardRecognizer.doubleTap.id)
      if configuration.pullDownWithPaging {
        try allowSimultaneousRecognition(StandardRecognizer.pan.id, StandardRecognizer.pullDown.id)
      } else {
        try require(StandardRecognizer.pan.id, toFail: StandardRecognizer.pullDown.id)
      }
      try allowSimultaneousRecognition(StandardRecognizer.pinch.id, StandardRecognizer.pan.id)
    } catch {
      // Five recognizers in an empty engine and at most two acyclic rules
      // between them: the engine refuses none of these, whatever the configuration.
      preconditionFailure("the standard set could not be built: \(error)")
    }
  }
}

/// The store of an engine: the standard set's recognizer types, each in an
/// array of its own, then the recognizers written outside the library.
typealias StandardRecognizerStore =
  RecognizerKind<TapRecognizer,
    RecognizerKind<DoubleTapRecognizer,
      RecognizerKind<PinchRecognizer,
        RecognizerKind<PanRecognizer,
          RecognizerKind<PullDownRecognizer, CustomRecognizers>>>>>
