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
}
