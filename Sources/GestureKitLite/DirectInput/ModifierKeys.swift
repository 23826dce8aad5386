/// The modifier keys held during a wheel or key input: `ctrl`, `shift`,
/// `alt` and `meta`.
///
/// The raw values are the C interface's bits (ctrl 1, shift 2, alt 4,
/// meta 8), so a host passes the same number in every language. What they
/// change is SPEC §5.1's: `ctrl` or `meta` makes a wheel zoom (a trackpad
/// pinch reaches a browser as a wheel with `ctrl`); `ctrl`, `alt` or `meta`
/// turns a key off (a shortcut of the host's); `shift` changes nothing.
///
/// ```swift
/// let pinch = WheelInput(time: 0.5, location: Point(x: 195, y: 422), deltaX: 0, deltaY: -12.5, modifiers: [.ctrl])
/// pinch.modifiers.contains(.ctrl)  // true
/// ```
public struct ModifierKeys: OptionSet, Hashable, Sendable, BitwiseCopyable {
  /// The bits: ctrl 1, shift 2, alt 4, meta 8.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  ///
  /// Bits beyond the four are kept; ``ImageViewerSession`` refuses an input
  /// that carries them (``isKnown``), so a wrong bit never passes silently.
  @inlinable
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The control key (on a Mac keyboard, control; a trackpad pinch in a browser).
  public static let ctrl = ModifierKeys(rawValue: 1)
  /// The shift key.
  public static let shift = ModifierKeys(rawValue: 2)
  /// The alt key (option on a Mac).
  public static let alt = ModifierKeys(rawValue: 4)
  /// The meta key (command on a Mac, the Windows key elsewhere).
  public static let meta = ModifierKeys(rawValue: 8)

  /// The four modifiers with their names, in the order stream writers list
  /// them (`mods=ctrl,shift,alt,meta`).
  public static let named: [(key: ModifierKeys, name: String)] = [
    (.ctrl, "ctrl"), (.shift, "shift"), (.alt, "alt"), (.meta, "meta"),
  ]

  /// The modifier named `name` (`ctrl`, `shift`, `alt`, `meta`), or `nil`.
  public init?(name: some StringProtocol) {
    guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
    self = entry.key
  }

  /// Whether every bit set is one of the four modifiers.
  @inlinable
  public var isKnown: Bool { rawValue & ~0x0F == 0 }

  /// The names of the modifiers in the set, in ``named``'s order.
  public var names: [String] {
    Self.named.filter { contains($0.key) }.map { $0.name }
  }

  /// Whether the set makes a wheel zoom: `ctrl` or `meta` (SPEC §5.1).
  @inlinable
  var zoomsWheel: Bool { !isDisjoint(with: [.ctrl, .meta]) }

  /// Whether the set turns a key off: `ctrl`, `alt` or `meta` (a host's shortcut).
  @inlinable
  var disablesKey: Bool { !isDisjoint(with: [.ctrl, .alt, .meta]) }

  /// The expectation for a modifier's name, for error messages.
  package static let expectation = "ctrl, shift, alt or meta"
}
