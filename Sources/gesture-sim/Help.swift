import GestureKitLite

/// The `--help` texts, with examples.
enum Help {
  static let overview = """
    gesture-sim: play, make and check touch streams with GestureKitLite.

    USAGE: gesture-sim <command> [options]

    COMMANDS:
      play FILE|-     Play a stream through the standard recognizers and print the events.
      config          List every configuration key with its default and meaning.
      check DIR       Replay every fixture in DIR and compare with its .expected file.
      bench [FILE]    Measure samples per second, allocations and memory (release build).
      synth SCRIPT|-  Draw a touch stream from a short gesture script (tap, drag, pinch...).
      import FILE|-   Turn a device recording (evemu, getevent, pointer events) into a stream.
      render FILE|-   Draw a stream as an SVG timeline or a self-contained HTML replay.
      help            Show this text; 'gesture-sim <command> --help' shows a command's.

    EXIT CODES: 0 success, 1 a check failed, 2 bad input or usage.

    EXAMPLES:
      gesture-sim play Fixtures/touchstreams/tour.touches
      gesture-sim play --format jsonl --set doubleTapEnabled=false stream.touches
      gesture-sim config
      gesture-sim render Fixtures/touchstreams/tour.touches --out tour.html
      gesture-sim play --preset photo-detail stream.touches
      gesture-sim config --preset photo-browser
    """

  /// The `--preset` option's description, with every preset.
  static let presetOption: String = {
    var text = """
        --preset NAME              Start from the configuration of one of the seed
                                   articles' viewers (applied before --config and --set):
      """
    let width = ViewerPreset.allCases.map(\.name.count).max() ?? 0
    for preset in ViewerPreset.allCases {
      text +=
        "\n" + String(repeating: " ", count: 29) + preset.name.padding(toLength: width + 2) + preset.summary
    }
    return text
  }()

  static let play = """
    USAGE: gesture-sim play FILE|- [--format text|jsonl] [--input-format text|jsonl]
                            [--changes] [--values] [--preset NAME] [--config FILE.json]
                            [--set key=value]...

    Plays a touch stream (SPEC §2) through the standard recognizer set and prints,
    in time order, a line for each recognizer state change other than 'changed'.

    OPTIONS:
      --format text|jsonl        Output form (default text):
                                   text:  0.270 doubleTap recognized
                                   jsonl: {"t":0.27,"type":"recognizer","name":"doubleTap","state":"recognized"}
      --input-format text|jsonl  The stream's form; by default from the extension
                                 (.touches, .jsonl), else from its first character.
      --changes                  Print 'changed' events too.
      --values                   Add each recognizer event's values (the fields its
                                 recognizer reports: location, translation, scale,
                                 focal, velocity, progress, touchCount):
                                   text:  0.483 pinch changed scale=1.2 focal=195,422 ...
                                   jsonl: {...,"state":"changed","scale":1.2,"focal":[195,422],...}
      --from evemu|getevent|pointer-events [--desc DESC] [--range WxH] [--width PT]
                                 [--height PT]
                                 Play a device recording ('gesture-sim import --help');
                                 a viewport set with --set or --config is fitted into.
    \(presetOption)
      --config FILE.json         A flat JSON object of configuration keys.
      --set key=value            Override one key; repeatable. Applied after --config;
                                 the stream's own @set lines are applied after both.

    A malformed stream prints nothing on standard output, 'FILE:LINE:COL: error: ...'
    on standard error, and exits 2.

    EXAMPLES:
      gesture-sim play Fixtures/touchstreams/tour.touches
      gesture-sim play --changes --format jsonl stream.jsonl
      gesture-sim play --preset photo-browser stream.touches
      cat stream.touches | gesture-sim play - --set doubleTapInterval=0.25
    """

  static let render = """
    USAGE: gesture-sim render FILE|- [--out OUT.svg|OUT.html] [--image PHOTO] [--values]
                              [--input-format text|jsonl] [--preset NAME] [--config FILE.json]
                              [--set key=value]...
                              [--from evemu|getevent|pointer-events [--desc DESC] [--width PT] [--height PT]]

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

    OPTIONS:
      --out OUT.svg|OUT.html    Where to write, and which of the two (by extension).
      --image PHOTO             A PNG or JPEG shown as every page's photo (HTML only),
                                embedded in the page; it fills imageWidth × imageHeight.
      --values                  The replay's log shows each recognizer event's values,
                                as 'gesture-sim play --values' prints them.
      --input-format, --preset, --config, --set, --from, --desc, --width, --height
                                As for 'gesture-sim play'.

    A malformed stream writes nothing, prints 'FILE:LINE:COL: error: ...' on
    standard error, and exits 2.

    EXAMPLES:
      gesture-sim render Fixtures/touchstreams/tour.touches --out tour.svg
      gesture-sim render Fixtures/touchstreams/tour.touches --out tour.html --image photo.jpg
      gesture-sim synth --bench-workload --out big.touches && gesture-sim render big.touches --out big.html
    """

  static let check = """
    USAGE: gesture-sim check DIR [--update | --render FOLDER]

    Replays every stream in DIR (NAME.touches or NAME.jsonl) as 'gesture-sim play'
    would, text form and default options (a fixture sets its own configuration with
    @set lines), and compares the output with NAME.expected beside it. Prints a
    line diff for each difference (-LINE: expected, +LINE: actual) and exits 1 if
    any fixture differs or has no expected file.

    OPTIONS:
      --update           Rewrite the expected files from the current output. Read the
                         changes before committing them: a golden file is written by
                         the code and then read by a person.
      --render FOLDER    For each fixture that differs, write FOLDER/NAME.html: the
                         expected and actual logs side by side, the first difference
                         marked, above the replay of the actual run.

    EXAMPLES:
      gesture-sim check Fixtures/touchstreams
      gesture-sim check Fixtures/touchstreams --update && git diff Fixtures/
      gesture-sim check Fixtures/touchstreams --render /tmp/differences
    """

  static let bench = """
    USAGE: gesture-sim bench [FILE] [--runs N] [--json] [--mixed] [--samples N]
                             [--preset NAME] [--config FILE.json] [--set key=value]...

    Measures the engine and the viewer; build with -c release for real numbers.
    Without FILE it generates its workload deterministically: --samples samples
    (default 1,000,000) alternating one-finger pans (60 samples, 300 pt in about
    one second, in four directions) and two-finger pinches (62 samples, spreading
    and closing in turn), 0.5 s apart; --mixed adds taps, double taps, pull-downs
    and page swipes. It reports the median and spread of N runs (default 5):
    samples per second and ns per sample for the engine alone and the engine plus
    the viewer, heap allocations per sample (counted by interposing malloc), the
    text reader's samples/s and MB/s on the same workload written to a file, and
    the peak RSS. It prints what was recognized and exits 1 when that differs from
    what the workload holds. With FILE it streams the file through the reader,
    the engine and the viewer (as play does, printing nothing) and reports the same.

    OPTIONS:
      --runs N      Runs to take the median of (default 5).
      --json        One JSON object: samplesPerSecond, engineSamplesPerSecond,
                    allocationsPerSample, readerSamplesPerSecond,
                    readerMegabytesPerSecond, peakRSSBytes, ... (medians).
      --mixed       Add taps, double taps, pull-downs and page swipes.
      --samples N   Workload size (default 1000000).

    EXAMPLES:
      swift run -c release gesture-sim bench
      swift run -c release gesture-sim bench --mixed --json
      gesture-sim synth --bench-workload --samples 10000000 --out big.touches
      swift run -c release gesture-sim bench big.touches --runs 1
    """

  static let config = """
    USAGE: gesture-sim config [--preset NAME] [--config FILE.json] [--set key=value]...

    Lists every configuration key (SPEC §3) with its value and meaning: the
    defaults, or the values after --preset, --config and --set, in that order.

    OPTIONS:
    \(presetOption)

    EXAMPLES:
      gesture-sim config
      gesture-sim config --preset photo-detail
      gesture-sim config --set doubleTapEnabled=false
    """
}
