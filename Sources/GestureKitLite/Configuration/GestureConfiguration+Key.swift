extension GestureConfiguration {
  /// A setting as streams, configuration files and the command line name it.
  ///
  /// Keys are declared once, with their properties, units and ranges (see
  /// ``all``); two keys are equal when their names are.
  public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The key's name in streams, config files and on the command line (`tapSlop`).
    public let name: String
    /// The unit of the key's value (`pt`, `s`, `pt/s`), or an empty string
    /// for a plain number, a count or a Boolean.
    public let unit: String
    /// The kind and range of values the key takes.
    public let valueKind: ValueKind
    /// What the key means, in one sentence.
    public let meaning: String
    /// The name of the key whose value this one takes until it is set itself
    /// (`minZoom` for `initialZoom`), or `nil` for a key with a default of its own.
    public let follows: String?

    init(_ name: String, _ unit: String, _ valueKind: ValueKind, _ meaning: String, follows: String? = nil) {
      self.name = name
      self.unit = unit
      self.valueKind = valueKind
      self.meaning = meaning
      self.follows = follows
    }

    /// The kind of value a key takes, with the range it accepts.
    public enum ValueKind: Equatable, Sendable {
      /// A decimal number in `range` (inclusive).
      case number(ClosedRange<Double>)
      /// A decimal number greater than the first bound and at most the
      /// second (`keyZoomFactor`: above 1, so a step zooms).
      case numberAbove(Double, upTo: Double)
      /// A whole number in `range` (inclusive).
      case integer(ClosedRange<Int>)
      /// `true` or `false`.
      case boolean
      /// One of these words, bare in `@set` and `--set`, a JSON string in a
      /// `set` object (`zoomFrame`: `image` or `viewport`).
      case word([String])
    }

    /// Whether `value` is a number of this kind: within a
    /// ``ValueKind/number(_:)`` range or ``ValueKind/numberAbove(_:upTo:)``'s
    /// bounds; `false` for NaN and for the kinds that are not decimal numbers.
    func admits(_ value: Double) -> Bool {
      switch valueKind {
      case .number(let range): range.contains(value)
      case .numberAbove(let lower, let upper): value > lower && value <= upper
      case .integer, .boolean, .word: false
      }
    }

    /// Every key, in SPEC §3's order: what `gesture-sim config` lists.
    public static let all: [Key] = {
      var visit = ConfigurationVisit(lister: KeyLister())
      var configuration = GestureConfiguration()
      configuration.visitSettings(&visit)
      return visit.lister?.keys ?? []
    }()

    /// The key named `name`, or `nil` when there is none.
    public static func named(_ name: String) -> Key? {
      all.first { Spelling.same($0.name, name) }
    }

    /// The key's name.
    public var description: String { name }

    /// Two keys are the same key when they have the same name (the same
    /// spelling: `Spelling`).
    public static func == (lhs: Key, rhs: Key) -> Bool { Spelling.same(lhs.name, rhs.name) }

    /// Hashes the key's name, byte by byte as `==` compares it.
    public func hash(into hasher: inout Hasher) {
      for byte in name.utf8 { hasher.combine(byte) }
    }
  }
}

/// Collects the declared keys, in order.
struct KeyLister: ConfigurationVisitor {
  var keys: [GestureConfiguration.Key] = []

  mutating func visit(_ value: inout Double, _ key: GestureConfiguration.Key) { keys.append(key) }
  mutating func visit(_ value: inout Int, _ key: GestureConfiguration.Key) { keys.append(key) }
  mutating func visit(_ value: inout Bool, _ key: GestureConfiguration.Key) { keys.append(key) }
  mutating func visit(following value: inout Double?, fallback: Double, _ key: GestureConfiguration.Key) {
    keys.append(key)
  }
  mutating func visit(following value: inout Bool?, fallback: Bool, _ key: GestureConfiguration.Key) {
    keys.append(key)
  }
  mutating func visit<Word: ConfigurationWord>(_ value: inout Word, _ key: GestureConfiguration.Key) {
    keys.append(key)
  }
}
