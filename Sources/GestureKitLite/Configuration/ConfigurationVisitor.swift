/// Something that walks every setting of a ``GestureConfiguration``, with
/// read and write access to its value: how parsing, printing, listing and
/// checking are derived from the one declaration of the keys.
///
/// `GestureConfiguration.visitSettings(_:)` calls the overload that fits each
/// key's property; the key's ``GestureConfiguration/Key/valueKind`` always
/// matches it (`.number` or `.numberAbove` for a `Double` or a following `Double?`, `.integer`
/// for an `Int`, `.boolean` for a `Bool` or a following `Bool?`, `.word` for a ``ConfigurationWord``).
protocol ConfigurationVisitor {
  /// Visits a decimal setting.
  mutating func visit(_ value: inout Double, _ key: GestureConfiguration.Key)
  /// Visits a whole-number setting.
  mutating func visit(_ value: inout Int, _ key: GestureConfiguration.Key)
  /// Visits a Boolean setting.
  mutating func visit(_ value: inout Bool, _ key: GestureConfiguration.Key)
  /// Visits a decimal setting that takes the value of another key
  /// (``GestureConfiguration/Key/follows``), `fallback`, until it is set:
  /// `value` is `nil` while it follows.
  ///
  /// It is visited through its stored optional, never through the computed
  /// property that reads it: writing a computed property back through
  /// `inout` calls its setter even when nothing changed, which would fix the
  /// follower at the value it had.
  mutating func visit(following value: inout Double?, fallback: Double, _ key: GestureConfiguration.Key)
  /// Visits a Boolean setting that takes the value of another key, `fallback`,
  /// until it is set (`escapeDismisses` follows `pullDownEnabled`); `value` is
  /// `nil` while it follows.
  mutating func visit(following value: inout Bool?, fallback: Bool, _ key: GestureConfiguration.Key)
  /// Visits a setting whose value is one of a few words.
  mutating func visit<Word: ConfigurationWord>(_ value: inout Word, _ key: GestureConfiguration.Key)
}
