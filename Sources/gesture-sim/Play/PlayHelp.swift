import GestureKitLite

extension CommandSpec {
  /// `gesture-sim play`.
  static let play = CommandSpec(
    "play", operands: "FILE|-",
    summary: "Play a stream through the standard recognizers and print the events.",
    options: OptionSpec.eventLog + StreamOptions.options,
    discussion: """
      Plays a touch stream (docs/Contract.md §2) through the standard recognizer set
      and prints, in time order, a line for each recognizer state change other than
      'changed', the viewer's events, and last the viewer's state. With --from it
      plays a device recording as 'gesture-sim import' reads it; a viewport set with
      --set or --config is the one the device is fitted into.
      """,
    epilogue: reasonCodes + """

      A malformed stream prints nothing on standard output, 'FILE:LINE:COL: error: ...'
      on standard error, and exits 2; a device recording played without --from gets
      a hint naming the --from it needs.

      EXAMPLES:
        gesture-sim play Fixtures/touchstreams/tour.touches
        gesture-sim play --why Fixtures/touchstreams/tour.touches
        gesture-sim play --changes -f jsonl stream.jsonl
        cat stream.touches | gesture-sim play - -s doubleTapInterval=0.25
        gesture-sim play --from evemu recording.events
      """)

  /// The reasons `--why` prints (SPEC §6.1), from the library's own list.
  static var reasonCodes: String {
    let width = GestureReason.standardCodes.map(\.code.count).max() ?? 0
    let lines = GestureReason.standardCodes.map { code, meaning in
      "  " + code + String(repeating: " ", count: width - code.count + 2) + meaning
    }
    return "REASONS (--why):\n" + lines.joined(separator: "\n") + "\n"
      + "  A recognizer of your own gives its own codes."
  }
}
