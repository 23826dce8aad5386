extension GestureConfiguration {
  /// Sets the key named `name` from its text form, as `@set name=text` does.
  ///
  /// - Parameters:
  ///   - text: The value: a decimal number (`0.25`, `390`), a whole number for
  ///     `pageCount`, or `true`/`false`.
  ///   - name: The key's name, as SPEC §3 and `gesture-sim config` give it.
  /// - Throws: ``ConfigurationError/unknownKey(_:)`` or
  ///   ``ConfigurationError/invalidValue(key:text:)``; the configuration is
  ///   then unchanged.
  public mutating func setValue(_ text: String, forKey name: String) throws(ConfigurationError) {
    guard let key = Key(rawValue: name) else { throw .unknownKey(name) }
    try setValue(text, for: key)
  }

  /// Sets `key` from its text form.
  ///
  /// - Throws: ``ConfigurationError/invalidValue(key:text:)`` when the text is
  ///   not of the key's kind or outside its range; the configuration is then
  ///   unchanged.
  public mutating func setValue(_ text: String, for key: Key) throws(ConfigurationError) {
    switch key.valueKind {
    case .boolean:
      guard text == "true" || text == "false" else { throw .invalidValue(key: key, text: text) }
      setBoolean(text == "true", for: key)
    case .integer(let range):
      guard let value = Int(text), range.contains(value) else {
        throw .invalidValue(key: key, text: text)
      }
      pageCount = value
    case .number(let range):
      guard case .success(let value) = DecimalParser.parse(text), range.contains(value) else {
        throw .invalidValue(key: key, text: text)
      }
      setNumber(value, for: key)
    }
  }

  /// Checks the rules that tie keys together, which single settings cannot:
  /// `minZoom ≤ doubleTapZoom ≤ maxZoom` and
  /// `doubleTapMinInterval ≤ doubleTapInterval`.
  ///
  /// Readers call it at the first sample, once every setting is known.
  public func validated() throws(ConfigurationError) -> GestureConfiguration {
    if minZoom > maxZoom {
      throw .inconsistent(
        "minZoom \(valueText(forKey: .minZoom)) is greater than maxZoom \(valueText(forKey: .maxZoom))")
    }
    if doubleTapZoom < minZoom || doubleTapZoom > maxZoom {
      throw .inconsistent(
        "doubleTapZoom \(valueText(forKey: .doubleTapZoom)) is outside minZoom…maxZoom "
          + "(\(valueText(forKey: .minZoom))…\(valueText(forKey: .maxZoom)))")
    }
    if doubleTapMinInterval > doubleTapInterval {
      throw .inconsistent(
        "doubleTapMinInterval \(valueText(forKey: .doubleTapMinInterval)) is greater than "
          + "doubleTapInterval \(valueText(forKey: .doubleTapInterval))")
    }
    return self
  }

  private mutating func setBoolean(_ value: Bool, for key: Key) {
    switch key {
    case .doubleTapEnabled: doubleTapEnabled = value
    case .zoomBounce: zoomBounce = value
    default: break  // valueKind admits only the two Boolean keys here
    }
  }

  private mutating func setNumber(_ value: Double, for key: Key) {
    switch key {
    case .viewportWidth: viewportWidth = value
    case .viewportHeight: viewportHeight = value
    case .imageWidth: imageWidth = value
    case .imageHeight: imageHeight = value
    case .minZoom: minZoom = value
    case .maxZoom: maxZoom = value
    case .doubleTapZoom: doubleTapZoom = value
    case .tapMaxDuration: tapMaxDuration = value
    case .tapSlop: tapSlop = value
    case .doubleTapInterval: doubleTapInterval = value
    case .doubleTapMinInterval: doubleTapMinInterval = value
    case .doubleTapSlop: doubleTapSlop = value
    case .panSlop: panSlop = value
    case .pinchSlop: pinchSlop = value
    case .pullDownMaxAngle: pullDownMaxAngle = value
    case .dismissDistance: dismissDistance = value
    case .dismissVelocity: dismissVelocity = value
    case .dismissAlphaFalloff: dismissAlphaFalloff = value
    case .pagingVelocity: pagingVelocity = value
    case .settle: settle = value
    case .pageCount, .doubleTapEnabled, .zoomBounce: break  // not numbers; see valueKind
    }
  }
}
