extension CommandSpec {
  /// `gesture-sim import`.
  static let importRecording = CommandSpec(
    "import", operands: "FILE|-",
    summary: "Turn a device recording (evemu, getevent, evdev, pointer events) into a stream.",
    options: [.importFrom, .desc, .range, .importWidth, .importHeight, .streamFormat, .out],
    required: ["from"],
    discussion: """
      Turns a recording made on a real device into a touch stream (docs/Contract.md
      §2), which 'gesture-sim play' plays; 'gesture-sim play --from ...' plays a
      recording directly, with the same options. Times start at 0 at the first frame.
      """,
    epilogue: """
      FORMATS:
        evemu           Linux evdev as evemu-record writes it ('E: 1330495931.101114 0003
                        0035 1269'). Multi-touch protocol B (slots) and A (SYN_MT_REPORT),
                        and single-touch devices (BTN_TOUCH, ABS_X, ABS_Y). Axis ranges
                        come from the file's own 'A:' lines or from --desc (the .desc file
                        evemu-describe wrote beside it).
        getevent        Android 'adb shell getevent -lt' ('[ 1193.605705] EV_ABS
                        ABS_MT_POSITION_X 00000213'), which prints no ranges: they come
                        from --desc (the output of 'adb shell getevent -lp', or evemu 'A:'
                        lines) or --range.
        evdev           Linux evdev's binary struct input_event records (24 bytes each, as
                        64-bit Linux gives them to a reader of /dev/input/eventN: 'cat
                        /dev/input/event5', 'adb exec-out cat /dev/input/event2'), which
                        carry no ranges: they come from --desc (evemu 'A:' lines) or
                        --range. An error's LINE:COL is the record's number and the byte
                        its field starts at (time 1, type 17, code 19, value 21).
        pointer-events  W3C Pointer Events as JSON: an array of objects, or one object a
                        line, each with type (pointerdown, pointermove, pointerup,
                        pointercancel), pointerId, clientX, clientY (CSS pixels, taken
                        as points) and timeStamp (milliseconds).

      A direct-touch screen (INPUT_PROP_DIRECT: evemu 'P:' bit 1, getevent -lp 'input
      props:') whose axes give a resolution is imported at its physical size unless
      --width or --height is given: 163 pt per inch, as on an iPhone, the viewport its
      size in points ('@viewport W H'). Other devices (no resolution, touchpads, or no
      word on INPUT_PROP_DIRECT) are fitted into the viewport; the header says why.
      Values beyond the described range are clamped to it (one above it that is only
      explainable as a small negative wrapped in an 8-, 12-, 16- or 32-bit register,
      such as 4083 on 0 to 680, is read as that negative, -13, and clamped to 0), and
      one warning says so. A contact that goes down before the recording gives its
      position (it began mid-touch; the kernel sends only changes) starts at the first
      frame that gives it, and one warning says so.

      Touch IDs are the lowest free (as Android numbers pointers); positions are
      rounded to a thousandth of a point, times to the microsecond. A malformed
      recording prints 'FILE:LINE:COL: error: ...' on standard error, writes
      nothing, and exits 2.

      EXAMPLES:
        gesture-sim import --from evemu 'Wacom ISDv4 E6 Finger.double-tap-center.events' \\
          --desc 'Wacom ISDv4 E6 Finger.desc' -o double-tap.touches
        gesture-sim import --from getevent phone-single-drag.txt --desc galaxy-s.desc
        gesture-sim import --from getevent phone-single-drag.txt --range 1024x1024
        gesture-sim play --from pointer-events session.json -f jsonl
      """)
}
