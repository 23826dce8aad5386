extension GestureConfiguration {
  /// Sets the key named `name` from its text form, as `@set name=text` does.
  ///
  /// - Parameters:
  ///   - text: The value: a decimal number (`0.25`, `390`), a whole number for
  ///     `pageCount`, `true`/`false`, or one of a word key's words (`viewport`).
  ///   - name: The key's name, as SPEC §3 and `gesture-sim config` give it.
  /// - Throws: ``ConfigurationError/unknownKey(_:)`` or
  ///   ``ConfigurationError/invalidValue(key:text:)``; the configuration is
  ///   then unchanged.
  public mutating func setValue(_ text: String, forKey name: String) throws(ConfigurationError) {
    guard let key = Key.named(name) else { throw .unknownKey(name) }
    try setValue(text, for: key)
  }

  /// Sets `key` from its text form.
  ///
  /// - Throws: ``ConfigurationError/invalidValue(key:text:)`` when the text is
  ///   not of the key's kind or outside its range; the configuration is then
  ///   unchanged.
  public mutating func setValue(_ text: String, for key: Key) throws(ConfigurationError) {
    var visit = ConfigurationVisit(setter: TextSetter(name: key.name, text: text))
    visitSettings(&visit)
    if let failure = visit.setter?.failure { throw failure }
  }

  /// The value of the key named `name`, written as a stream or `--set` would
  /// write it (`390`, `0.25`, `true`, `viewport`), or an empty string for an
  /// unknown name.
  ///
  /// A key that follows another (`initialZoom`) gives its effective value,
  /// the other key's while it is not set.
  public func valueText(forKey name: String) -> String {
    settingTexts.first { Spelling.same($0.key.name, name) }?.text ?? ""
  }

  /// The value of `key`, written as a stream or `--set` would write it.
  public func valueText(for key: Key) -> String { valueText(forKey: key.name) }

  /// The keys whose value differs from SPEC §3's default, in the
  /// declaration's order, written as `@set` lines write them: the settings
  /// that make this configuration from the default one.
  ///
  /// A key that follows another (`initialZoom`) is listed whenever it has been
  /// set, even to the value it would follow, so the settings give back this
  /// configuration exactly.
  public var changedSettings: [(key: String, value: String)] {
    zip(settingTexts, GestureConfiguration().settingTexts).compactMap { setting, original in
      let isChanged = setting.isFollowing ? setting.isSet : !Spelling.same(setting.text, original.text)
      return isChanged ? (setting.key.name, setting.text) : nil
    }
  }

  /// Every key's value as text, in the declaration's order.
  ///
  /// What ``valueText(forKey:)`` and ``changedSettings`` read: one visitor
  /// for both, since each visitor type gets its own copy of the declaration
  /// (``ConfigurationVisit``).
  private var settingTexts: [SettingText] {
    var writer = SettingTextWriter()
    var copy = self
    copy.visitSettings(&writer)
    return writer.settings
  }

  /// The configuration, if every key is in its range and the keys agree
  /// with each other; otherwise the first problem.
  ///
  /// Every consumer that runs on a configuration (``GestureEngine``'s
  /// standard set, ``ImageViewer``, ``ImageViewerSession``, the standard
  /// recognizers' configurations) checks it this way when it is made, so a
  /// value set through a property (`pageCount = 0`, `maxZoom = .nan`) is
  /// refused there, with the key, the value and the allowed range, as `@set`
  /// would refuse it. The rules between keys: `minZoom ≤ initialZoom ≤
  /// maxZoom`, `minZoom ≤ doubleTapZoom ≤ maxZoom` and
  /// `doubleTapMinInterval ≤ doubleTapInterval`.
  ///
  /// - Throws: ``ConfigurationError/invalidValue(key:text:)`` for a value
  ///   out of its key's range (NaN included), or
  ///   ``ConfigurationError/inconsistent(_:)`` for keys that contradict each other.
  public func validated() throws(ConfigurationError) -> GestureConfiguration {
    var visit = ConfigurationVisit(checker: RangeChecker())
    var copy = self
    copy.visitSettings(&visit)
    if let failure = visit.checker?.failure { throw failure }
    try checkConstraints()
    return self
  }
}

/// Parses a text value into the key named ``name``, checking its range.
///
/// Its methods, and ``RangeChecker``'s, are `@inline(never)`: `visitSettings`
/// calls one for every key, and a copy inlined at each of those calls made the
/// WebAssembly module about 2 KB heavier gzipped (the Embedding outside Swift
/// article).
struct TextSetter: ConfigurationVisitor {
  let name: String
  let text: String
  var failure: ConfigurationError?

  @inline(never) mutating func visit(_ value: inout Double, _ key: GestureConfiguration.Key) {
    guard Spelling.same(key.name, name) else { return }
    guard case .success(let parsed) = DecimalParser.parse(text), key.admits(parsed) else {
      failure = .invalidValue(key: key, text: text)
      return
    }
    value = parsed
  }

  @inline(never) mutating func visit(_ value: inout Int, _ key: GestureConfiguration.Key) {
    guard Spelling.same(key.name, name), case .integer(let range) = key.valueKind else { return }
    guard let parsed = Int(text), range.contains(parsed) else {
      failure = .invalidValue(key: key, text: text)
      return
    }
    value = parsed
  }

  @inline(never) mutating func visit(_ value: inout Bool, _ key: GestureConfiguration.Key) {
    guard Spelling.same(key.name, name) else { return }
    let isTrue = Spelling.same(text, "true")
    guard isTrue || Spelling.same(text, "false") else {
      failure = .invalidValue(key: key, text: text)
      return
    }
    value = isTrue
  }

  @inline(never) mutating func visit(
    following value: inout Double?, fallback: Double, _ key: GestureConfiguration.Key
  ) {
    guard Spelling.same(key.name, name) else { return }
    guard case .success(let parsed) = DecimalParser.parse(text), key.admits(parsed) else {
      failure = .invalidValue(key: key, text: text)
      return
    }
    value = parsed
  }

  @inline(never) mutating func visit(
    following value: inout Bool?, fallback: Bool, _ key: GestureConfiguration.Key
  ) {
    var parsed = value ?? fallback
    visit(&parsed, key)
    if Spelling.same(key.name, name), case nil = failure { value = parsed }
  }

  @inline(never) mutating func visit<Word: ConfigurationWord>(
    _ value: inout Word, _ key: GestureConfiguration.Key
  ) {
    guard Spelling.same(key.name, name) else { return }
    guard let word = Word(spelled: text) else {
      failure = .invalidValue(key: key, text: text)
      return
    }
    value = word
  }
}

/// A key's value as text, as a stream or `--set` writes it.
private struct SettingText {
  let key: GestureConfiguration.Key
  /// The effective value: a following key's is the other key's until it is set.
  let text: String
  /// Whether the key follows another (``GestureConfiguration/Key/follows``).
  let isFollowing: Bool
  /// Whether a following key has been set; `true` for the others.
  let isSet: Bool
}

/// Writes every key's value as text.
private struct SettingTextWriter: ConfigurationVisitor {
  var settings: [SettingText] = []

  private mutating func record(_ text: String, _ key: GestureConfiguration.Key, following isSet: Bool? = nil)
  {
    settings.append(SettingText(key: key, text: text, isFollowing: isSet != nil, isSet: isSet ?? true))
  }

  mutating func visit(_ value: inout Double, _ key: GestureConfiguration.Key) {
    record(NumberFormatting.shortest(value), key)
  }

  mutating func visit(_ value: inout Int, _ key: GestureConfiguration.Key) { record(String(value), key) }

  mutating func visit(_ value: inout Bool, _ key: GestureConfiguration.Key) {
    record(value ? "true" : "false", key)
  }

  mutating func visit(following value: inout Double?, fallback: Double, _ key: GestureConfiguration.Key) {
    record(NumberFormatting.shortest(value ?? fallback), key, following: value != nil)
  }

  mutating func visit(following value: inout Bool?, fallback: Bool, _ key: GestureConfiguration.Key) {
    record((value ?? fallback) ? "true" : "false", key, following: value != nil)
  }

  mutating func visit<Word: ConfigurationWord>(_ value: inout Word, _ key: GestureConfiguration.Key) {
    record(value.rawValue, key)
  }
}

/// Finds the first key whose value is outside its range.
///
/// It asks `case nil = failure` rather than `failure == nil`, which would call
/// ``ConfigurationError``'s synthesized `==` and, through it, `String`'s.
struct RangeChecker: ConfigurationVisitor {
  var failure: ConfigurationError?

  @inline(never) mutating func visit(_ value: inout Double, _ key: GestureConfiguration.Key) {
    guard case nil = failure, !key.admits(value) else { return }
    failure = .invalidValue(key: key, text: NumberFormatting.shortest(value))
  }

  @inline(never) mutating func visit(_ value: inout Int, _ key: GestureConfiguration.Key) {
    guard case nil = failure, case .integer(let range) = key.valueKind, !range.contains(value) else { return }
    failure = .invalidValue(key: key, text: String(value))
  }

  @inline(never) mutating func visit(_ value: inout Bool, _ key: GestureConfiguration.Key) {}

  @inline(never) mutating func visit(
    following value: inout Double?, fallback: Double, _ key: GestureConfiguration.Key
  ) {
    // While it follows, its value is the other key's, checked there.
    guard case nil = failure, let value, !key.admits(value) else { return }
    failure = .invalidValue(key: key, text: NumberFormatting.shortest(value))
  }

  @inline(never) mutating func visit(
    following value: inout Bool?, fallback: Bool, _ key: GestureConfiguration.Key
  ) {}

  @inline(never) mutating func visit<Word: ConfigurationWord>(
    _ value: inout Word, _ key: GestureConfiguration.Key
  ) {}
}
