/// The visits a session's configuration needs (list the keys, set one from
/// text, check the ranges) as one visitor type.
///
/// `GestureConfiguration.visitSettings(_:)` is generic over its visitor, and
/// every visitor type gets its own copy of the whole declaration: about 8 KB of
/// WebAssembly each. Through this one type the three share a single copy (the
/// Embedding outside Swift article has the module's weight); visitors only the
/// CLI uses keep their own.
struct ConfigurationVisit: ConfigurationVisitor {
  /// Collects the keys, when set.
  var lister: KeyLister?
  /// Sets one key from its text, when set.
  var setter: TextSetter?
  /// Finds the first value outside its range, when set.
  var checker: RangeChecker?

  init(lister: KeyLister? = nil, setter: TextSetter? = nil, checker: RangeChecker? = nil) {
    self.lister = lister
    self.setter = setter
    self.checker = checker
  }

  mutating func visit(_ value: inout Double, _ key: GestureConfiguration.Key) {
    lister?.visit(&value, key)
    setter?.visit(&value, key)
    checker?.visit(&value, key)
  }

  mutating func visit(_ value: inout Int, _ key: GestureConfiguration.Key) {
    lister?.visit(&value, key)
    setter?.visit(&value, key)
    checker?.visit(&value, key)
  }

  mutating func visit(_ value: inout Bool, _ key: GestureConfiguration.Key) {
    lister?.visit(&value, key)
    setter?.visit(&value, key)
    checker?.visit(&value, key)
  }

  mutating func visit(following value: inout Double?, fallback: Double, _ key: GestureConfiguration.Key) {
    lister?.visit(following: &value, fallback: fallback, key)
    setter?.visit(following: &value, fallback: fallback, key)
    checker?.visit(following: &value, fallback: fallback, key)
  }

  mutating func visit(following value: inout Bool?, fallback: Bool, _ key: GestureConfiguration.Key) {
    lister?.visit(following: &value, fallback: fallback, key)
    setter?.visit(following: &value, fallback: fallback, key)
    checker?.visit(following: &value, fallback: fallback, key)
  }

  mutating func visit<Word: ConfigurationWord>(_ value: inout Word, _ key: GestureConfiguration.Key) {
    lister?.visit(&value, key)
    setter?.visit(&value, key)
    checker?.visit(&value, key)
  }
}
