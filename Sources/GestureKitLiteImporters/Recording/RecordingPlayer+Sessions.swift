import GestureKitLite
import GestureKitLiteStreams

#if !hasFeature(Embedded)
  /// Playing a recording through a session you built, as
  /// ``/GestureKitLiteStreams/TouchStreamPlayer`` plays a stream. (Not in an
  /// Embedded Swift build, which takes the standard recognizers only.)
  extension RecordingPlayer {
    /// Creates a player that reads with `decoder` and plays through the
    /// session `makeSession` makes from `configuration` and the recording's
    /// viewport (see ``/GestureKitLiteStreams/TouchStreamPlayer/init(format:configuration:session:)``).
    public init(
      _ decoder: RecordingDecoder, configuration: GestureConfiguration = GestureConfiguration(),
      session makeSession: @escaping TouchStreamPlayer.SessionFactory
    ) {
      self.init(decoder, player: .makePlayer(configuration: configuration, session: makeSession))
    }
  }
#endif
