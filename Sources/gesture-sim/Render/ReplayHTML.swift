import GestureKitLite

/// The HTML replay: one self-contained page (script, style, data and the
/// SVG timeline inline; no request for anything) that shows the viewer at
/// each recorded moment, with its controls, its state's numbers, the event
/// log and the timeline with a cursor.
///
/// The page draws the frames the Swift code recorded and decides nothing:
/// it shows the last frame at or before the cursor. Opening it with
/// `#t=4.35` shows that moment.
enum ReplayHTML {
  /// The fields of the state panel, each shown in an element with
  /// `data-field="NAME"`.
  ///
  /// First `play`'s state line, then what the viewer shows beside it.
  static let stateFields = [
    "t", "page", "zoomScale", "contentOffset", "chromeVisible", "backgroundAlpha", "dismissed",
    "pageStripOffset", "pullDownTranslation", "chromeOnScreen", "touches",
  ]

  /// The page for `recording`, with `image` as every page's photo (a
  /// generated pattern without it) and, for `check --render`, a comparison
  /// section above the replay.
  static func document(_ recording: RenderRecording, image: EmbeddedImage?, comparison: String? = nil)
    -> String
  {
    let configuration = recording.configuration
    let title = escaped(recording.title)
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <link rel="icon" href="data:,">
      <title>\(title): gesture-sim replay</title>
      <style>
      \(ReplayStyle.css)</style>
      </head>
      <body>
      <header>
      <h1>\(title)</h1>
      <div id="controls">
      <button id="play" type="button" title="Play or pause (space)">Play</button>
      <button id="previous" type="button" title="Previous frame (←)">◀ frame</button>
      <button id="next" type="button" title="Next frame (→)">frame ▶</button>
      <label>speed <select id="speed">
      <option value="0.25">¼×</option><option value="0.5">½×</option><option value="1" selected>1×</option><option value="2">2×</option>
      </select></label>
      <input id="scrubber" type="range" min="\(ReplayData.number(recording.timeSpan.lowerBound))" max="\(ReplayData.number(recording.timeSpan.upperBound))" step="0.001" value="\(ReplayData.number(recording.timeSpan.lowerBound))" aria-label="time">
      <output id="clock">0.000 s</output>
      </div>
      </header>

      """
    if let comparison { html += comparison }
    html += """
      <main>
      <section id="phone" aria-label="viewer">
      <canvas id="viewport" width="\(ReplayData.number(configuration.viewportWidth.rounded()))" height="\(ReplayData.number(configuration.viewportHeight.rounded()))"></canvas>
      </section>
      <section id="side">
      <h2>State <small>(as <code>gesture-sim play</code> prints it)</small></h2>
      <dl id="state" data-t="">

      """
    for field in stateFields {
      html += "<div><dt>\(field)</dt><dd data-field=\"\(field)\"></dd></div>\n"
    }
    if recording.inputs != nil {
      html += "<div><dt>input</dt><dd data-field=\"input\"></dd></div>\n"
    }
    html += """
      </dl>
      <h2>Events</h2>
      <ol id="log"></ol>
      <p id="notes"></p>
      </section>
      </main>
      <section id="timeline" aria-label="timeline">

      """
    html += TimelineSVG.element(recording)
    html += "</section>\n"
    html += "<script type=\"application/json\" id=\"replay-data\">\(ReplayData.json(recording))</script>\n"
    if let image {
      html +=
        "<script type=\"application/json\" id=\"replay-image\">\(ReplayData.string(image.dataURI))</script>\n"
    }
    // One module script: the renderer the live page imports, then the replay around it.
    html += "<script type=\"module\">\n\(ViewerCanvasScript.javascript)\n"
    html += ReplayScript.javascript
    if recording.inputs != nil { html += ReplayScript.inputs }
    html += "</script>\n"
    html += "</body>\n</html>\n"
    return html
  }

  /// `text` with the characters HTML gives a meaning escaped.
  static func escaped(_ text: String) -> String {
    SVGWriter.escaped(text)
  }
}
