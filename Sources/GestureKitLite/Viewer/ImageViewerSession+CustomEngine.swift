/// A session over an engine the embedder configured: the viewer's
/// standard parts, and the layout calls that reach the viewer.
extension ImageViewerSession {
  /// Creates a session over an engine you configured, with a viewer at rest
  /// on the first page; see ``init(engine:viewer:)``.
  ///
  /// - Throws: ``ConfigurationError`` when `configuration` breaks a key's
  ///   range or a rule between keys; see ``GestureConfiguration/validated()``.
  public init(engine: GestureEngine, configuration: GestureConfiguration) throws(ConfigurationError) {
    self.init(engine: engine, viewer: ImageViewer(checked: try configuration.validated()))
  }

  /// Changes the viewer's viewport (a rotation), in points; see
  /// ``ImageViewer/setViewport(_:)`` for what happens to the zoom, the
  /// offset and the page.
  ///
  /// The recognizers keep their thresholds; only the viewer's layout changes.
  ///
  /// - Throws: ``ImageViewerError/invalidViewport(_:)``; nothing changes then.
  public mutating func setViewport(_ size: Size) throws(ImageViewerError) {
    try viewer.setViewport(size)
  }

  /// The standard part the recognizer `id` plays, if any: one compare for
  /// the standard set's own five, a lookup in `roles` for the rest.
  // Static, given the values it needs: an instance method called from a
  // mutating one copies the whole session on every event.
  @inline(__always)
  static func role(of id: RecognizerID, inOrder: Int, roles: borrowing StandardRecognizerRoles)
    -> StandardRecognizer?
  {
    if UInt(bitPattern: id.index) < UInt(bitPattern: inOrder) {
      return StandardRecognizer(rawValue: id.index)
    }
    return roleOutOfOrder(id, roles)
  }

  @inline(never)  // rare: a recognizer added after the standard set, or an engine of its own
  private static func roleOutOfOrder(_ id: RecognizerID, _ roles: borrowing StandardRecognizerRoles)
    -> StandardRecognizer?
  {
    roles.role(of: id)
  }
}
