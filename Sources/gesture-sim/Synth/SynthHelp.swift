extension CommandSpec {
  /// `gesture-sim synth --help`: the command and the whole script language.
  static let synth = CommandSpec(
    "synth", operands: "SCRIPT|-",
    summary: "Draw a touch stream from a short gesture script (tap, drag, pinch, wheel, key...).",
    options: [
      OptionSpec(
        "rate", .value(placeholder: "HZ"), help: ["Samples per second while fingers move (default 120)."]),
      OptionSpec(
        "seed", .value(placeholder: "N"), help: ["Seed of the position and timing noise (default 0)."]),
      OptionSpec(
        "jitter", .value(placeholder: "PT[:uniform|:gaussian]"),
        help: [
          "Position noise on every move, at most PT points per axis",
          "(default 0, off): uniform (default) or gaussian (sigma PT/3,",
          "cut off at PT). Downs, ups and cancels are exact.",
        ]),
      OptionSpec(
        "timing-jitter", .value(placeholder: "MS"),
        help: [
          "Shift each frame's time by up to MS milliseconds (2, 2ms,",
          "0.002s; default 0). Frames never swap, merge or go below 0.",
        ]),
      .streamFormat, .out,
      OptionSpec(
        "bench-workload", .flag,
        help: [
          "Write the workload 'gesture-sim bench' generates instead of",
          "drawing a script (no SCRIPT), with --mixed and --samples.",
        ]),
      .mixed, .samples,
    ],
    discussion: """
      Draws a touch stream (docs/Contract.md §2) from a short gesture script: one
      statement a line, '#' starts a comment. The same script and options always give the same bytes.
      --rate, --seed, --jitter and --timing-jitter override the script's own setting
      lines. With --bench-workload it writes the benchmark's generated workload line
      by line instead, so other tools can be run on identical input.
      """,
    epilogue: """
      TIMING
        Durations carry a unit: 250ms, 0.4s. Each statement starts when everything
        before it has finished (the latest end so far), unless a prefix says otherwise:
          at 2s STATEMENT        starts at 2 s from the stream's origin
          at +150ms STATEMENT    starts 150 ms after the previous statement started
          & STATEMENT            starts with the previous statement (at +0ms)
        Inside a gesture, samples fall on frames: start + k/rate, rounded to the
        microsecond (at 120 Hz: 0, 0.008333, 0.016667, 0.025, ...), so every duration
        inside a gesture is rounded to whole frames (hold 80ms at 120 Hz is 10 frames,
        83.333 ms). 'wait' and 'at' are exact. Coordinates are rounded to 1/1000 pt.
        A still finger sends no samples (as on iOS): hold and rest are gaps, not moves.

      SETTINGS AND DIRECTIVES (before the first gesture; several settings may share a line)
        rate HZ                          samples per second, 1 to 10000 (default 120)
        seed N                           noise seed (default 0)
        jitter PT [uniform|gaussian]     position noise on moves (default 0)
        timing-jitter D                  frame time noise, e.g. 2ms (default 0)
        @viewport W H                    passed through to the stream; 'swipe' uses it
        @set key=value                   passed through (keys: gesture-sim config)

      GESTURES (options in any order, after the required fields)
        tap X Y            [hold 100ms]                 down, still, up
        doubletap X Y      [hold 100ms] [gap 150ms]     two taps; gap = first up to second down
        longpress X Y      [hold 700ms]
        quickscale X Y by DY [gap 150ms] [hold 50ms] [in 300ms] [EASING] [rest D]
                                                        a tap, then a second touch at X Y that
                                                        holds, drags DY down (negative: up), rests
                                                        and lifts: one-finger zoom
        drag X Y -> X2 Y2  [in 300ms] [EASING] [hold D] [rest D]
        drag X Y by DX DY  ...                          the same, by an offset
        flick X Y -> X2 Y2 [in 100ms] ...               a drag with a short default duration
        pulldown X Y by D  [in 300ms] ...               a drag D points straight down
        swipe left|right   [by 0.6*width] [y height/2] [in 200ms] ...
                                                        a paging swipe centered in the viewport
        pinch X Y span S1 -> S2 [in 400ms] [EASING] [move DX DY] [angle DEG] [hold D] [rest D]
                                                        two fingers about the focal point (X, Y),
                                                        span S1 to S2; 'move' pans the focal point
                                                        meanwhile; 'angle' turns the finger axis
                                                        (0: side by side, 90: one above the other);
                                                    equal spans and a move: a two-finger pan
        EASING     linear (default), ease-in (t^3), ease-out (1-(1-t)^3), ease-in-out
        hold D     stay still D after landing, before moving
        rest D     stay still D at the end before lifting (a finger that rested 40 ms
                   or more has no release velocity); without it the finger lifts in the
                   frame of its last move, at full speed
        Every gesture also takes:
        as F [G]           label its fingers: a number is the touch id; a name gets the
                           lowest free id. Pinch takes two labels.
        keep               the fingers stay down (for later move/up/cancel lines)
        cancel             the fingers end with 'cancel' instead of 'up'
        cancel after D     every finger still down D after the start is cancelled there

      FINGER LINES (for choreography the gestures do not cover)
        down F X Y                               finger F lands
        move F -> X Y|by DX DY [in D] [EASING]   moves, one sample a frame (default one frame)
        up F / cancel F                          lifts; in the frame of F's last move, the
                                                 lift replaces that move
        wait D                                   nothing for D
        tick                                     a 'tick' record (timers fire)

      WHEEL, KEY AND ACTION (records besides touches, docs/Contract.md §2.4)
        wheel X Y by DX DY [in D] [EASING] [mode line|page] [mods M]
                                                 a wheel at the pointer X Y: one record (a
                                                 mouse wheel's notch), or with 'in D' one a
                                                 frame through D whose deltas add up to DX DY
                                                 (a trackpad's scroll); 'mode' counts in lines
                                                 (16 pt) or pages
        wheel X Y zoom S [in D] [EASING] [mods M]
                                                 a trackpad pinch of scale S as browsers send
                                                 it: ctrl wheels, DY = -100 x ln S in all
        key NAME [mods M]                        a key: a W3C KeyboardEvent.key value
                                                 (ArrowRight, Escape, +, z; Space for the
                                                 space bar), the word after 'key'
        action NAME                              zoomIn, zoomOut, resetZoom, nextPage,
                                                 previousPage, dismiss or toggleChrome
        mods M                                   modifiers joined by ',': ctrl, shift, alt, meta
        A key, an action and a wheel without 'in' take no time. Within one frame the
        fingers that lift come first, then these records, then the fingers that land or move.

      TOUCH IDS: unlabeled and named fingers get the lowest id free for their whole time
      down, so ids are reused (like Android). Within one frame, lifts come first.

      Errors: FILE:LINE:COL: error: MESSAGE on standard error, nothing written, exit 2.

      EXAMPLE (fixtures.gestures):
        @viewport 390 844
        rate 120
        tap 195 422
        wait 400ms
        doubletap 195 422 gap 150ms
        wait 400ms
        drag 300 400 -> 60 400 in 250ms ease-out rest 60ms
        wait 400ms
        pinch 195 422 span 100 -> 260 in 400ms move 40 0
        wait 400ms
        pulldown 195 300 by 180 in 300ms
        at +150ms tap 100 600 hold 200ms          # a second finger lands mid-pull-down
        wait 400ms
        pinch 195 422 span 120 -> 220 in 300ms keep as a b
        up a                                      # one finger lifts mid-motion...
        move b by 120 0 in 250ms                  # ...the other keeps panning
        up b
        wait 400ms
        drag 100 400 by 150 0 in 300ms cancel after 150ms
        wait 1s
        wheel 195 422 zoom 2 in 200ms             # a trackpad pinch
        wait 400ms
        key ArrowRight
        wait 400ms
        action zoomOut
        tick

      EXAMPLES:
        gesture-sim synth fixtures.gestures -o Fixtures/touchstreams/tour.touches
        gesture-sim synth - --rate 60 --jitter 0.5:gaussian --seed 7 < script.gestures
        printf 'swipe left\\n' | gesture-sim synth - --format jsonl
      """)
}
