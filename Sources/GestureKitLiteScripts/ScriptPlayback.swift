import GestureKitLite
import GestureKitLiteStreams

/// What a ``GestureScript`` did when played through the standard recognizers
/// and the image viewer: every output in order, and the session at the end.
///
/// ```swift
/// let playback = try GestureScript(parsing: "tap 195 422").play()
/// playback.viewerEvents.map(\.kind)           // [.chromeToggled(visible: false)]
/// playback.session.viewer.state.chromeVisible // false
/// ```
public struct ScriptPlayback: Sendable {
  /// Every output, in the order it happened: a recognizer event, then the
  /// viewer events it caused.
  public var outputs: [ImageViewerSession.Output]
  /// The session after the script and the configuration's `settle` time.
  public var session: ImageViewerSession

  /// The recognizer events among ``outputs``, in order.
  public var recognizerEvents: [GestureEvent] {
    outputs.compactMap { output in
      guard case .recognizer(let event) = output else { return nil }
      return event
    }
  }

  /// The viewer events among ``outputs``, in order.
  public var viewerEvents: [ImageViewerEvent] {
    outputs.compactMap { output in
      guard case .viewer(let event) = output else { return nil }
      return event
    }
  }

  /// The standard recognizer's events among ``outputs``, in order.
  public func events(of recognizer: StandardRecognizer) -> [GestureEvent] {
    recognizerEvents.filter { $0.recognizer == recognizer.id }
  }
}

extension GestureScript {
  /// Draws the script and plays the stream through an ``ImageViewerSession``
  /// (the standard recognizers and the viewer), as `gesture-sim play` plays
  /// the stream `gesture-sim synth` writes for it.
  ///
  /// The records go through a ``TouchStreamPlayer``, each as its line of the
  /// text form, the path `gesture-sim` takes: the script's `@viewport` and
  /// `@set` lines apply over `configuration`, ticks advance the clock, and
  /// the configuration's `settle` time is played after the last line.
  ///
  /// - Parameters:
  ///   - configuration: The configuration before the script's own directives.
  ///   - overrides: Synthesizer settings that win over the script's own lines.
  /// - Returns: Every output and the session at the end.
  /// - Throws: ``GestureScriptError`` for a script that cannot be drawn, or
  ///   whose directives, with `configuration`, make a configuration the
  ///   session refuses (located at the first statement).
  public func play(
    configuration: GestureConfiguration = GestureConfiguration(),
    overriding overrides: SynthSettings.Overrides = SynthSettings.Overrides()
  ) throws(GestureScriptError) -> ScriptPlayback {
    let records = try TouchSynthesizer(overriding: overrides).stream(for: self)  // drawn as played
    var outputs: [ImageViewerSession.Output] = []
    do throws(TouchStreamError) {
      let session = try TouchStreamPlayer.play(records, configuration: configuration) { outputs.append($0) }
      return ScriptPlayback(outputs: outputs, session: session)
    } catch {
      let location = statements.first?.location ?? ScriptLocation(line: 1, column: 1)
      throw GestureScriptError(error.kind.message, at: location)
    }
  }
}
