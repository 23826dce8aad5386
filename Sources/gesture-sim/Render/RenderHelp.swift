extension CommandSpec {
  /// `gesture-sim render`.
  static let render = CommandSpec(
    "render", operands: "FILE|-",
    summary: "Draw a stream as an SVG timeline or a self-contained HTML replay.",
    options: [.renderOut, .image, .replayValues] + StreamOptions.options,
    discussion: """
      Plays a stream as 'gesture-sim play' does (same options, same configuration)
      and draws what it computed:
        OUT.svg   a timeline, 1200 px wide: the touches' paths in the viewport with
                  the slop circles; one lane per recognizer on a shared time axis
                  (trying, waiting for another to fail, began…ended, recognized,
                  failed, the deadline that fired); the viewer's events; plots of
                  the zoom, offset, pull-down, background alpha and page, with
                  their limits.
        OUT.html  a replay in one self-contained file: the viewer drawn at every
                  recorded moment (page strip, photo at its zoom and offset,
                  background alpha, chrome, fingers), play/pause, speed, frame
                  steps, a scrubber, the state's numbers, the event log and the
                  timeline with a cursor. OUT.html#t=4.35 opens at that moment.
      Without --out the SVG goes to standard output. The same input always gives
      the same bytes. Long streams are thinned (docs/Rendering.md): at most
      20,000 replay frames and 10,000 log lines, the paths of the first 200 touches.
      """,
    epilogue: """
      A malformed stream writes nothing, prints 'FILE:LINE:COL: error: ...' on
      standard error, and exits 2.

      EXAMPLES:
        gesture-sim render Fixtures/touchstreams/tour.touches -o tour.svg
        gesture-sim render Fixtures/touchstreams/tour.touches -o tour.html --image photo.jpg
        gesture-sim synth --bench-workload -o big.touches && gesture-sim render big.touches -o big.html
      """)
}

extension OptionSpec {
  /// `render --out`: the file, and by its extension which drawing.
  static let renderOut = OptionSpec(
    "out", short: "o", .value(placeholder: "OUT.svg|OUT.html"), completes: .file,
    help: ["Where to write, and which of the two (by extension)."])

  /// `render --image`: the replay's photo.
  static let image = OptionSpec(
    "image", .value(placeholder: "PHOTO"), completes: .file,
    help: [
      "A PNG or JPEG shown as every page's photo (HTML only),",
      "embedded in the page; it fills imageWidth × imageHeight.",
    ])

  /// `render --values`: the replay's log with each event's values.
  static let replayValues = OptionSpec(
    "values", .flag,
    help: [
      "The replay's log shows each recognizer event's values,",
      "as 'gesture-sim play --values' prints them.",
    ])
}
