import GestureKitLiteImporters

extension CommandSpec {
  /// `gesture-sim watch`.
  static let watch = CommandSpec(
    "watch", operands: "DEVICE|-",
    summary: "Play a touch device live and print the events as they happen.",
    options: [.watchFrom, .record] + OptionSpec.eventLog + [.desc, .range, .width, .height]
      + OptionSpec.configuration,
    required: ["from"],
    discussion: """
      Reads a touch device as it happens and prints what 'gesture-sim play' would
      (docs/Contract.md §6), each line as soon as it is decided: the double tap's
      wait and the animations run on the system's monotonic clock, in the stream's
      time, so a tap's line appears when the wait runs out, not at the next touch.
      Times are the events' own, from 0 at the first frame, as 'play --from' reads
      them: a recording piped in prints what 'play --from' prints for it, however
      fast it arrives.

      At the end of the input, or at Ctrl-C (SIGINT, or SIGTERM), it plays the
      settle time past the last moment at once, prints the state line and exits
      0. With --record the stream it played is written as it goes, ending with a
      tick at the interrupt's time.
      """,
    epilogue: reasonCodes + """


      DEVICES:
        A /dev/input/eventN device is asked for its name, its capabilities and its
        axes' ranges (EVIOCGNAME, EVIOCGBIT, EVIOCGABS), which watch prints on
        standard error before it starts, and to stamp its events with the
        monotonic clock (EVIOCSCLOCKID). It must be a touchscreen or a touchpad:
        ABS_MT_POSITION_X and _Y, or ABS_X, ABS_Y and BTN_TOUCH. Reading it needs
        the 'input' group (or root). 'libinput list-devices' and 'evtest' list
        the devices. A pipe or a file of binary records, or of evemu or getevent
        text, gives no ranges of its own: --desc and --range give them, as for
        'play --from' (FORMATS in 'gesture-sim import --help').

      A deadline fires \(Int(LiveRecordingPlayer.defaultGrace * 1000)) ms after its time by the clock, so that a frame stamped
      before it but still on its way is played first; a frame later than that
      is played at the clock's time, and one warning on standard error says so.
      A malformed input stops the watch with 'DEVICE:LINE:COL: error: ...' (for
      binary records LINE is the record's number) and exit 2; the lines printed
      before it stand.

      EXAMPLES:
        gesture-sim watch --from evdev /dev/input/event5
        gesture-sim watch --from evdev /dev/input/event5 --why --record session.touches
        evemu-record /dev/input/event5 | gesture-sim watch --from evemu -
        adb shell getevent -lt /dev/input/event2 | gesture-sim watch --from getevent - --desc phone.desc
        adb exec-out cat /dev/input/event2 | gesture-sim watch --from evdev - --range 1080x2340
      """)
}

extension OptionSpec {
  /// `watch --from`: the forms a device or its records are read in.
  static let watchFrom = OptionSpec(
    "from", choices: WatchOptions.formats.map(\.rawValue),
    help: [
      "What is read: evdev (a /dev/input/eventN device, or its",
      "binary input_event records from a file or pipe), evemu",
      "(evemu-record's text) or getevent (adb shell getevent -lt).",
    ])

  /// `watch --record FILE`: the stream played, written as it plays.
  static let record = OptionSpec(
    "record", .value(placeholder: "FILE"), completes: .file,
    help: [
      "Write the stream played to FILE (.touches, or .jsonl), so",
      "that 'gesture-sim play FILE' prints the same lines.",
    ])
}
