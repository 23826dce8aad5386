extension GestureScript {
  /// The value of a number as a script writes it: `[+-]` digits with an
  /// optional fraction, no exponent, finite; `nil` for anything else.
  ///
  /// Tools that take settings on their own command line (`--rate 60`) read
  /// them with it, so they accept exactly what a script's lines accept.
  public static func number(_ text: Substring) -> Double? {
    ScriptLine.decimal(text)
  }

  /// The value of a duration as a script writes it (`250ms`, `0.4s`), in
  /// whole microseconds; `nil` without a unit, negative, or beyond about
  /// eleven days.
  public static func duration(_ text: Substring) -> Microseconds? {
    ScriptLine.duration(text)
  }
}
