/// Something that walks every setting of a ``GestureConfiguration``, with
/// read and write access to its value: how parsing, printing, listing and
/// checking are derived from the one declaration of the keys.
///
/// `GestureConfiguration.visitSettings(_:)` calls the overload that fits each
/// key's property; the key's ``GestureConfiguration/Key/valueKind`` always
/// matches it (`.number` for a `Double`, `.integer` for an `Int`, `.boolean`
/// for a `Bool`).
protocol ConfigurationVisitor {
  /// Visits a decimal setting.
  mutating func visit(_ value: inout Double, _ key: GestureConfiguration.Key)
  /// Visits a whole-number setting.
  mutating func visit(_ value: inout Int, _ key: GestureConfiguration.Key)
  /// Visits a Boolean setting.
  mutating func visit(_ value: inout Bool, _ key: GestureConfiguration.Key)
}
