import GestureKitLite
import GestureKitLiteScripts

/// What SPEC §4.1's rate promise keeps the same at every sample rate: the
/// recognizer verdicts, the viewer's events and where the viewer ends up.
///
/// - The recognizers' transitions other than `changed` (which begin,
///   recognize, end, fail or cancel), in order, without times or values.
/// - The viewer's events in order, each with its `page`, `visible` or
///   `limit` (a `zoomToggled` or `zoomEnded` by name only: their scales are
///   the final zoom's business).
/// - The final page, chrome and dismissal, and the final zoom to within 2 %.
struct RateVerdict: Equatable, CustomStringConvertible {
  /// `pinch began`, `tap recognized`, ...
  var recognizers: [String] = []
  /// `pageChanged page=1`, `zoomLimit limit=max`, `dismissed`, ...
  var viewer: [String] = []
  /// The final page, chrome and dismissal: `page=1 chrome=true dismissed=false`.
  var final = ""
  /// The final zoom.
  var zoom = 1.0

  /// The verdict of `outputs`, the session having played to `state`.
  init(outputs: [ImageViewerSession.Output], state: ImageViewerState) {
    for output in outputs {
      switch output {
      case .recognizer(let event):
        if event.state != .changed { recognizers.append("\(event.name) \(event.state)") }
      case .viewer(let event):
        switch event.kind {
        case .chromeToggled(let visible): viewer.append("chromeToggled visible=\(visible)")
        case .pageChanged(let page): viewer.append("pageChanged page=\(page)")
        case .zoomLimit(let limit): viewer.append("zoomLimit limit=\(limit)")
        case .zoomToggled, .zoomEnded, .dismissBegan, .dismissCancelled, .dismissed, .longPressed:
          viewer.append(event.kind.name)
        }
      }
    }
    final = "page=\(state.page) chrome=\(state.chromeVisible) dismissed=\(state.isDismissed)"
    zoom = state.zoomScale
  }

  /// The verdict of a script's playback.
  init(_ playback: ScriptPlayback) {
    self.init(outputs: playback.outputs, state: playback.session.viewer.state)
  }

  /// Whether `other` is the same verdict: equal but for the zoom, which may
  /// differ by 2 %.
  func agrees(with other: RateVerdict) -> Bool {
    recognizers == other.recognizers && viewer == other.viewer && final == other.final
      && abs(zoom / other.zoom - 1) <= 0.02
  }

  /// What differs from `reference`, for a failure message.
  func differences(from reference: RateVerdict) -> String {
    var lines: [String] = []
    if recognizers != reference.recognizers {
      lines.append("recognizers: \(recognizers.joined(separator: ", "))")
      lines.append("   expected: \(reference.recognizers.joined(separator: ", "))")
    }
    if viewer != reference.viewer {
      lines.append("viewer: \(viewer.joined(separator: ", "))")
      lines.append("expected: \(reference.viewer.joined(separator: ", "))")
    }
    if final != reference.final || abs(zoom / reference.zoom - 1) > 0.02 {
      lines.append("final: \(final) zoom=\(zoom); expected \(reference.final) zoom=\(reference.zoom)")
    }
    return lines.joined(separator: "\n")
  }

  var description: String {
    (recognizers + viewer + ["\(final) zoom=\(zoom)"]).joined(separator: "; ")
  }
}
