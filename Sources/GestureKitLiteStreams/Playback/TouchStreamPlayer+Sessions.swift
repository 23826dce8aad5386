import GestureKitLite

#if !hasFeature(Embedded)
  /// Playing a stream through a session you built (recognizers and rules of
  /// your own), and whole streams in one call.
  ///
  /// A stream's `@viewport` and `@set` lines are configuration, and a session
  /// is made from a configuration, so the player asks you for the session
  /// once it knows them: at the first sample, tick or input record, it calls your factory
  /// with its configuration plus the stream's directives, and plays the
  /// stream through what the factory returns, by the same rules as the
  /// standard session (frames of one time, ticks, `settle`, the time limit).
  ///
  /// A session built before the stream was read cannot know its directives.
  /// The player checks that the factory's session has every setting the
  /// stream's directives made (its viewer's configuration, key by key) and
  /// refuses the stream at the directive otherwise
  /// (``TouchStreamError/Kind/sessionDisagrees(key:session:stream:)``), so a
  /// factory that ignores its argument cannot silently play a stream with
  /// settings the stream did not ask for; for a stream without directives,
  /// any session will do. (Not in an Embedded Swift build, which takes the
  /// standard recognizers only.)
  extension TouchStreamPlayer {
    /// Makes the session a stream plays through, from the player's
    /// configuration with the stream's directives applied (already checked).
    ///
    /// Called once, at the first sample, tick or input record. What it throws refuses the
    /// stream there, as ``/GestureKitLite/TouchStreamError/Kind/sessionRefused(_:)``.
    public typealias SessionFactory =
      @Sendable (_ configuration: GestureConfiguration) throws ->
      ImageViewerSession

    /// Creates a player that plays through the session `makeSession` makes.
    ///
    /// ```swift
    /// var player = TouchStreamPlayer(format: .text) { configuration in
    ///   var engine = try GestureEngine(standardSetWith: configuration)
    ///   try engine.require(StandardRecognizer.tap.id, toFail: StandardRecognizer.pan.id)
    ///   return try ImageViewerSession(engine: engine, configuration: configuration)
    /// }
    /// try player.append(Array("@set doubleTapEnabled=false\n0 down 1 195 422\n0.05 up 1 195 422\n".utf8)) {
    ///   print($0)
    /// }
    /// try player.finish { print($0) }
    /// // Prints:
    /// // 0.050 tap recognized location=195,422 touchCount=1
    /// // 0.050 viewer chromeToggled visible=false
    /// ```
    ///
    /// - Parameters:
    ///   - format: The stream's format.
    ///   - configuration: The configuration before the stream's own directives.
    ///   - makeSession: Makes the session from the stream's configuration.
    public init(
      format: TouchStreamFormat, configuration: GestureConfiguration = GestureConfiguration(),
      session makeSession: @escaping SessionFactory
    ) {
      self.init(format: format, configuration: configuration, source: .factory(makeSession))
    }

    /// Plays a whole stream, either form of SPEC §2, and returns the session
    /// at its end: ``append(_:_:)-([UInt8],_)``, then ``finish(settlingFor:_:)``.
    ///
    /// ```swift
    /// let stream = "@set doubleTapInterval=0.25\n0 down 1 195 422\n0.09 up 1 195 422\n"
    /// let session = try TouchStreamPlayer.play(stream, format: .text) { print($0) }
    /// session.viewer.state.chromeVisible  // false
    /// // Prints:
    /// // 0.340 doubleTap failed why=tooLate: no second tap within 0.25 s of the first (doubleTapInterval 0.25)
    /// // 0.340 tap recognized location=195,422 touchCount=1
    /// // 0.340 viewer chromeToggled visible=false
    /// ```
    ///
    /// - Parameters:
    ///   - stream: The stream's text.
    ///   - format: Its form.
    ///   - configuration: The configuration before the stream's own directives.
    ///   - makeSession: Makes the session from the stream's configuration
    ///     (see ``init(format:configuration:session:)``); `nil` for the
    ///     standard recognizers and the viewer.
    ///   - handler: Receives each output as it happens.
    /// - Returns: The session after the stream and its `settle`.
    /// - Throws: ``/GestureKitLite/TouchStreamError`` for the first line refused; the outputs
    ///   of the frames before it have reached `handler`.
    public static func play(
      _ stream: String, format: TouchStreamFormat,
      configuration: GestureConfiguration = GestureConfiguration(),
      session makeSession: SessionFactory? = nil, _ handler: OutputHandler
    ) throws(TouchStreamError) -> ImageViewerSession {
      var player = makePlayer(format: format, configuration: configuration, session: makeSession)
      try player.append(Array(stream.utf8), handler)
      return try player.finishPlaying(handler)
    }

    /// Plays records as a stream, and returns the session at its end: each
    /// record as ``append(_:_:)-(TouchStreamRecord,_)`` plays it, then
    /// ``finish(settlingFor:_:)``.
    ///
    /// The records of a reader, a ``TouchStreamDecoder`` or a gesture
    /// script, or an importer's frames as `.sample` records, play as the
    /// stream they came from; a refusal names the record's line in the text
    /// form (the records' 1-based position).
    ///
    /// - Parameters:
    ///   - records: The stream's records, directives first.
    ///   - configuration: The configuration before the records' own directives.
    ///   - makeSession: Makes the session from the stream's configuration;
    ///     `nil` for the standard recognizers and the viewer.
    ///   - handler: Receives each output as it happens.
    /// - Returns: The session after the records and their `settle`.
    /// - Throws: ``/GestureKitLite/TouchStreamError`` for the first record refused.
    public static func play(
      _ records: some Sequence<TouchStreamRecord>,
      configuration: GestureConfiguration = GestureConfiguration(),
      session makeSession: SessionFactory? = nil, _ handler: OutputHandler
    ) throws(TouchStreamError) -> ImageViewerSession {
      var player = makePlayer(configuration: configuration, session: makeSession)
      for record in records { try player.append(record, handler) }
      return try player.finishPlaying(handler)
    }

    /// A player for stream text or records (the text form) with the session
    /// `makeSession` makes, or the standard one.
    package static func makePlayer(
      format: TouchStreamFormat = .text, configuration: GestureConfiguration,
      session makeSession: SessionFactory?
    ) -> TouchStreamPlayer {
      Self(format: format, configuration: configuration, source: source(makeSession))
    }

    private static func source(_ makeSession: SessionFactory?) -> TouchStreamSessionSource {
      makeSession.map { .factory($0) } ?? .standard
    }

    /// Finishes the stream and hands back its session.
    private mutating func finishPlaying(_ handler: OutputHandler) throws(TouchStreamError)
      -> ImageViewerSession
    {
      try finish(handler)
      // `finish` refuses a stream without samples or ticks, so there is a session.
      guard let session else { throw TouchStreamError(.emptyStream, line: 1, column: 1) }
      return session
    }
  }
#endif
