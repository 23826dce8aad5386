import GestureKitLite

/// Where a ``TouchStreamPlayer``'s session comes from, once the stream's
/// directives have fixed its configuration.
enum TouchStreamSessionSource: Sendable {
  /// The standard recognizers and the viewer (``ImageViewerSession/init(configuration:)``).
  case standard
  #if !hasFeature(Embedded)
    /// The embedder's factory, called once with the stream's configuration.
    case factory(TouchStreamPlayer.SessionFactory)
  #endif

  /// The session for `configuration`.
  ///
  /// - Parameters:
  ///   - configuration: The player's configuration with the stream's
  ///     directives applied, checked by the decoder.
  ///   - directives: The records read before the first sample, tick or input record, with
  ///     their lines: a factory's session must agree with the settings they made.
  ///   - line: The line of the first sample, tick or input record, where a refusal of the
  ///     whole configuration is reported.
  /// - Returns: The session the stream plays through.
  /// - Throws: ``TouchStreamError`` with ``TouchStreamError/Kind/configuration(_:)``
  ///   for a configuration the standard session refuses,
  ///   ``TouchStreamError/Kind/sessionRefused(_:)`` when the factory throws, or
  ///   ``TouchStreamError/Kind/sessionDisagrees(key:session:stream:)`` at a
  ///   directive whose setting the factory's session does not have.
  func session(
    for configuration: GestureConfiguration, directives: [(record: TouchStreamRecord, line: Int)], line: Int
  ) throws(TouchStreamError) -> ImageViewerSession {
    switch self {
    case .standard:
      do {
        return try ImageViewerSession(configuration: configuration)
      } catch {
        throw TouchStreamError(.configuration(error), line: line, column: 1)
      }
    #if !hasFeature(Embedded)
      case .factory(let make):
        let session: ImageViewerSession
        do {
          session = try make(configuration)
        } catch {
          throw TouchStreamError(.sessionRefused(String(describing: error)), line: line, column: 1)
        }
        try Self.check(session.viewer.configuration, against: configuration, setBy: directives)
        return session
    #endif
    }
  }

  /// Refuses a session whose viewer does not have a setting the stream's
  /// directives made: a factory that ignored the configuration it was given
  /// (a session built before the stream was read) would otherwise play the
  /// stream with settings it never asked for, silently.
  ///
  /// Reported at the last directive that set the key, as a reader reports a
  /// bad value where it stands.
  private static func check(
    _ sessions: GestureConfiguration, against stream: GestureConfiguration,
    setBy directives: [(record: TouchStreamRecord, line: Int)]
  ) throws(TouchStreamError) {
    for (record, line) in directives.reversed() {
      let keys: [String]
      switch record {
      case .viewport: keys = ["viewportWidth", "viewportHeight"]
      case .setting(let key, _): keys = [key]
      case .sample, .tick, .wheel, .key, .action: keys = []
      }
      for key in keys {
        let wanted = stream.valueText(forKey: key)
        let found = sessions.valueText(forKey: key)
        if wanted != found {
          throw TouchStreamError(
            .sessionDisagrees(key: key, session: found, stream: wanted), line: line, column: 1)
        }
      }
    }
  }
}
