/// The recognizers of the standard image-viewer set (SPEC §4).
///
/// Each is declared once, in this file: its case here, its entry in
/// `declaration(in:)` (its name, the fields its values report, whether
/// the configuration includes it, its rules, how it is built) and its type
/// in the engine's store (`RecognizerStore`). Everything else that
/// lists the standard recognizers (the parts an engine's recognizers play,
/// `--values`, `render`'s lanes, the benchmark's counts) is derived from
/// these; the viewer's handler (``ImageViewer/handle(_:from:into:)``) says
/// what each does to the viewer.
///
/// ``GestureEngine/init(standardSetWith:)`` adds them in this order, so each
/// case's ``id`` is its recognizer's in such an engine. `quickScale` and
/// `longPress` are opt-in (`quickScaleEnabled`, `longPressEnabled`): the set
/// leaves out those at its end that the configuration does not include, so
/// an engine with both off holds the other five only, and
/// ``GestureEngine/id(of:)`` is `nil` for them; the name is what event logs print.
public enum StandardRecognizer: Int, CaseIterable, Sendable {
  /// `tap`: one tap; waits for `doubleTap` (and `quickScale`) to fail.
  case tap
  /// `doubleTap`: two taps.
  case doubleTap
  /// `pinch`: two or more touches changing their span; alongside `pan`.
  case pinch
  /// `pan`: touches moving past `panSlop`; waits for `pullDown` to fail
  /// (alongside it with `pullDownWithPaging`) and for `quickScale`.
  case pan
  /// `pullDown`: one touch dragged down; begins only where the host allows
  /// (the viewer at or below `initialZoom`, `pullDownEnabled` on); waits for
  /// `quickScale` to fail.
  case pullDown
  /// `quickScale`: one-finger zoom, the second touch of a double tap held
  /// and dragged (with `quickScaleEnabled` and `doubleTapEnabled`; SPEC §4.2).
  case quickScale
  /// `longPress`: one touch held still for `longPressDuration` (with
  /// `longPressEnabled`; SPEC §4.2).
  case longPress

  /// The recognizer's ID in an engine made by ``GestureEngine/init(standardSetWith:)``
  /// that includes it.
  ///
  /// In an engine of your own, or for `quickScale` and `longPress` (which
  /// the standard set includes only when their keys are on), ask
  /// ``GestureEngine/id(of:)`` instead: the part goes to whichever
  /// recognizer ``GestureEngine/add(_:as:)`` gave it, and it is `nil` when
  /// nobody plays it.
  public var id: RecognizerID { RecognizerID(index: rawValue) }

  /// The name SPEC §4 gives it, as event logs print it.
  public var name: String { Self.names[rawValue] }

  /// The fields of the recognizer's values that mean something in `state`,
  /// in the order logs print them (SPEC §6's `--values`).
  ///
  /// A `failed` or `cancelled` event, or a return to `possible`, carries no
  /// measurement, so it reports none; velocities are measured for the
  /// release only, so they are reported in `ended` alone.
  public func reportedFields(in state: RecognizerState) -> [GestureValue.Field] {
    switch state {
    case .possible, .failed, .cancelled: []
    case .began, .changed, .recognized: Self.fields[rawValue].measured
    case .ended: Self.fields[rawValue].measured + Self.fields[rawValue].atRelease
    }
  }

  /// The slop a recognizer measures from where its attempt starts, for tools
  /// that draw it (`gesture-sim render`).
  package var measuredSlop: MeasuredSlop { Self.slops[rawValue] }

  /// Which slop a standard recognizer measures, and around what.
  package enum MeasuredSlop: Sendable {
    /// `tapSlop` around a single touch's down.
    case tapSlop
    /// `panSlop` around a single touch's down.
    case panSlop
    /// `panSlop` around the centroid of the touches' downs.
    case centroidPanSlop
    /// `pinchSlop` either side of the span of the touches' downs.
    case pinchSlop
  }

  // Read once from the declarations: the names and fields are asked for on
  // every log line.
  private static let names = allCases.map { $0.declaration(in: GestureConfiguration()).name }
  private static let fields = allCases.map { role in
    let declaration = role.declaration(in: GestureConfiguration())
    return (measured: declaration.fields, atRelease: declaration.releaseFields)
  }
  private static let slops = allCases.map { $0.declaration(in: GestureConfiguration()).slop }
  private static let discrete = allCases.map { $0.declaration(in: GestureConfiguration()).isDiscrete }

  /// Whether its events are discrete (`recognized`) rather than continuous
  /// (`began`, `changed`, `ended`, `cancelled`).
  var isDiscrete: Bool { Self.discrete[rawValue] }

  /// Whether its values report a scale (``GestureValue/scale``), which the
  /// viewer zooms by.
  var reportsScale: Bool { Self.fields[rawValue].measured.contains(.scale) }
}

// MARK: - The declaration

extension StandardRecognizer {
  /// What the library knows of a standard recognizer.
  struct Declaration {
    /// The name SPEC §4 gives it.
    var name: String
    /// The fields its values report (`--values`), in the order logs print them.
    var fields: [GestureValue.Field]
    /// The fields reported in `ended` only: measured at the release.
    var releaseFields: [GestureValue.Field] = []
    /// Whether it is discrete (`recognized` once) rather than continuous
    /// (`began`, `changed`, `ended`), as the viewer checks its events.
    var isDiscrete = false
    /// Whether the configuration includes it in the standard set.
    var isIncluded = true
    /// The recognizers it requires to fail (``GestureEngine/require(_:toFail:)``).
    var requires: [StandardRecognizer] = []
    /// The recognizers it may be active with (``GestureEngine/allowSimultaneousRecognition(_:_:)``).
    var simultaneous: [StandardRecognizer] = []
    /// The slop it measures, as tools draw it.
    var slop: MeasuredSlop
    /// Adds it, built from the configuration, to an engine, in its part.
    var add: (inout GestureEngine, GestureConfiguration) -> Void
  }

  /// Each standard recognizer's declaration under `configuration` (SPEC §4's
  /// table and rules).
  ///
  /// - `tap` requires `doubleTap` to fail, and `quickScale`: a quick scale
  ///   is a double tap that drags, and its first tap is no tap (the held
  ///   recognition fails when the quick scale begins).
  /// - `pan` requires `pullDown` to fail, so the first movement decides
  ///   between a pull-down and a pan; with `pullDownWithPaging` the two may
  ///   be active together instead.
  /// - `pan` and `pullDown` require `quickScale` to fail: neither begins for
  ///   the second touch of a would-be double tap that drags.
  /// - `pinch` and `pan` may be active together.
  func declaration(in configuration: GestureConfiguration) -> Declaration {
    switch self {
    case .tap:
      Declaration(
        name: "tap", fields: [.location, .touchCount], isDiscrete: true, requires: [.doubleTap, .quickScale],
        slop: .tapSlop,
        add: { $0.addStandard(TapRecognizer(configuration: .init(checked: $1)), as: .tap) })
    case .doubleTap:
      Declaration(
        name: "doubleTap", fields: [.location, .touchCount], isDiscrete: true, slop: .tapSlop,
        add: { $0.addStandard(DoubleTapRecognizer(configuration: .init(checked: $1)), as: .doubleTap) })
    case .pinch:
      Declaration(
        name: "pinch", fields: [.scale, .focal, .translation, .touchCount],
        releaseFields: [.velocity, .scaleVelocity], simultaneous: [.pan], slop: .pinchSlop,
        add: { $0.addStandard(PinchRecognizer(configuration: .init(checked: $1)), as: .pinch) })
    case .pan:
      Declaration(
        name: "pan", fields: [.translation, .location, .touchCount], releaseFields: [.velocity],
        requires: configuration.pullDownWithPaging ? [.quickScale] : [.pullDown, .quickScale],
        simultaneous: configuration.pullDownWithPaging ? [.pinch, .pullDown] : [.pinch],
        slop: .centroidPanSlop,
        add: { $0.addStandard(PanRecognizer(configuration: .init(checked: $1)), as: .pan) })
    case .pullDown:
      Declaration(
        name: "pullDown", fields: [.translation, .progress, .location, .touchCount],
        releaseFields: [.velocity], requires: [.quickScale], slop: .panSlop,
        add: { $0.addStandard(PullDownRecognizer(configuration: .init(checked: $1)), as: .pullDown) })
    case .quickScale:
      Declaration(
        name: "quickScale", fields: [.scale, .focal, .translation],
        isIncluded: configuration.quickScaleEnabled && configuration.doubleTapEnabled, slop: .panSlop,
        add: { $0.addStandard(QuickScaleRecognizer(configuration: .init(checked: $1)), as: .quickScale) })
    case .longPress:
      Declaration(
        name: "longPress", fields: [.location, .translation, .touchCount],
        isIncluded: configuration.longPressEnabled, slop: .tapSlop,
        add: { $0.addStandard(LongPressRecognizer(configuration: .init(checked: $1)), as: .longPress) })
    }
  }
}

// MARK: - The standard set

extension GestureEngine {
  /// Creates an engine with the standard image-viewer recognizers and rules.
  ///
  /// The rules (SPEC §4): `tap` requires `doubleTap` to fail; `pan` requires
  /// `pullDown` to fail, so the first movement decides between a pull-down and
  /// a pan; `pinch` and `pan` may be active together. With
  /// `pullDownWithPaging` on, `pan` does not wait for `pullDown` and the two
  /// may be active together instead, so a diagonal drag both pulls and pages
  /// (a UIKit delegate that answers `true` to every
  /// `shouldRecognizeSimultaneouslyWith`). With `quickScaleEnabled`, `tap`,
  /// `pan` and `pullDown` also require `quickScale` to fail (SPEC §4.2).
  /// Every threshold comes from `configuration`. Gate the pull-down on the
  /// viewer's zoom (and `pullDownEnabled`) with the `shouldBegin` argument of
  /// ``process(_:into:shouldBegin:)-(TouchFrame,_,_)``.
  ///
  /// The recognizers are added in ``StandardRecognizer``'s order, up to the
  /// last one the configuration includes: with `quickScaleEnabled` and
  /// `longPressEnabled` off (their defaults) the engine holds the first five
  /// only, and with `longPressEnabled` alone a `quickScale` that never
  /// recognizes anything keeps each ID its part's raw value.
  ///
  /// - Parameter configuration: The thresholds (SPEC §3).
  /// - Throws: ``ConfigurationError`` when `configuration` breaks a key's
  ///   range or a rule between keys; see ``GestureConfiguration/validated()``.
  public init(standardSetWith configuration: GestureConfiguration) throws(ConfigurationError) {
    self.init(standardSetWithChecked: try configuration.validated())
  }

  /// The standard set for a configuration already checked by ``GestureConfiguration/validated()``.
  init(standardSetWithChecked configuration: GestureConfiguration) {
    self.init()
    let declarations = StandardRecognizer.allCases.map { $0.declaration(in: configuration) }
    let parts = StandardRecognizer.allCases.prefix((declarations.lastIndex { $0.isIncluded } ?? -1) + 1)
    for part in parts { declarations[part.rawValue].add(&self, configuration) }
    do throws(GestureEngineError) {
      for part in parts {
        for dependency in declarations[part.rawValue].requires where parts.contains(dependency) {
          try require(part.id, toFail: dependency.id)
        }
        for partner in declarations[part.rawValue].simultaneous where parts.contains(partner) {
          try allowSimultaneousRecognition(part.id, partner.id)
        }
      }
    } catch {
      // Acyclic rules between the recognizers just added: the engine refuses
      // none of these, whatever the configuration.
      preconditionFailure("the standard set could not be built: \(error)")
    }
  }

  /// Adds a standard recognizer in its part, to the standard set being built.
  ///
  /// The checks of ``add(_:as:)`` cannot fail here (at most seven
  /// recognizers, each in a part of its own, in an empty engine, with the
  /// names SPEC §4 gives them), so they are left out: an engine built from
  /// the C interface then links none of the public generic `add` paths,
  /// which the WebAssembly modules would carry once for each recognizer type.
  fileprivate mutating func addStandard(_ recognizer: some GestureRecognizer, as part: StandardRecognizer) {
    guard let id = arena.add(recognizer, named: RecognizerName(checked: part.name), playing: part) else {
      preconditionFailure("the standard set could not add \(part.name)")
    }
    roles.assign(part, to: id)
  }
}
