#!/usr/bin/env python3
"""GestureKitLite's WebAssembly module and Hammer.js, side by side in one headless Chromium,
on `gesture-sim bench`'s workload.

    .venv-browser/bin/python scripts/bench-web.py --hammer PATH/hammer.min.js [--samples N] [--runs N] [--mixed]

Writes the workload with `gesture-sim synth --bench-workload` (GESTURE_SIM names the
binary; default the release build) and decodes it into frames (all samples of one time)
before any timing. Then, in one page, alternating run by run:

- GestureKitLite: the gesturekitlite package (web/, scripts/build-wasm.sh builds its
  modules; --module full for the full one instead of the live one) as a page uses it: a
  session made with createSession, each frame given to session.frame() as an array of
  {phase, id, x, y} objects, every event it returns kept, then advance() past the end.
- Hammer.js (2.0.8's hammer.min.js; the npm package hammerjs or the hammerjs/hammer.js
  repository have it): a Manager with an image viewer's recognizers (pinch with pan,
  double tap, tap requiring the double tap to fail, swipe), each frame given to its input
  handler as its TouchInput would give it (the touches down, the ones that changed),
  every recognizer event counted. Hammer reads Date.now() for times, so its timing rules
  see the run's own pace, not the workload's timestamps.

Prints one JSON object: for each, the median samples per second of N runs, the spread,
and the events counted; the Chromium version, the module's size. The repository is served
on 127.0.0.1 for the page (module scripts do not load from file: URLs).
"""

import argparse
import functools
import http.server
import json
import os
import statistics
import subprocess
import threading

from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SCRIPT = """
async ([entry, workload, runs]) => {
  // The workload as frames, decoded before any timing.
  const frames = [];
  let samples = 0;
  for (const line of workload.split("\\n")) {
    const f = line.split(" ");
    if (f.length < 5) continue;
    const t = +f[0], sample = { phase: f[1], id: +f[2], x: +f[3], y: +f[4] };
    if (frames.length && frames[frames.length - 1].t === t) frames[frames.length - 1].samples.push(sample);
    else frames.push({ t, samples: [sample] });
    samples++;
  }
  const end = frames[frames.length - 1].t + 1;
  const { load } = await import(entry);
  const gkl = await load();

  function engine() {
    const session = gkl.createSession();
    let events = 0;
    const start = performance.now();
    for (const frame of frames) events += session.frame(frame.t, frame.samples).length;
    events += session.advance(end).length;
    const seconds = (performance.now() - start) / 1000;
    session.destroy();
    return { rate: samples / seconds, events };
  }

  function hammer() {
    const element = document.createElement("div");
    const manager = new Hammer.Manager(element, { touchAction: "none", inputClass: Hammer.TouchInput });
    const pinch = new Hammer.Pinch(), pan = new Hammer.Pan({ threshold: 10 }), swipe = new Hammer.Swipe();
    const doubleTap = new Hammer.Tap({ event: "doubletap", taps: 2 }), tap = new Hammer.Tap();
    manager.add([pinch, pan, swipe, doubleTap, tap]);
    pinch.recognizeWith(pan);
    tap.requireFailure(doubleTap);
    let events = 0;
    manager.on("pinchstart pinchmove pinchend pinchcancel panstart panmove panend pancancel swipe doubletap tap",
      () => { events++; });
    const handler = manager.input.callback;
    const srcEvent = { target: element, preventDefault() {}, stopPropagation() {} };
    const down = new Map();
    const start = performance.now();
    for (const frame of frames) {
      const phase = frame.samples[0].phase;
      const changed = frame.samples.map((s) => ({ clientX: s.x, clientY: s.y, identifier: s.id }));
      if (phase === "down") for (const pointer of changed) down.set(pointer.identifier, pointer);
      else for (const pointer of changed) if (down.has(pointer.identifier)) down.set(pointer.identifier, pointer);
      const type = phase === "down" ? 1 : phase === "move" ? 2 : phase === "up" ? 4 : 8;
      handler(manager, type, { pointers: [...down.values()], changedPointers: changed, pointerType: "touch", srcEvent });
      if (phase === "up" || phase === "cancel") for (const pointer of changed) down.delete(pointer.identifier);
    }
    const seconds = (performance.now() - start) / 1000;
    manager.destroy();
    return { rate: samples / seconds, events };
  }

  const results = { gesturekitlite: [], hammer: [] };
  for (let run = 0; run < runs; run++) {
    results.gesturekitlite.push(engine());
    results.hammer.push(hammer());
  }
  return { samples, frames: frames.length, results, hammerVersion: Hammer.VERSION };
}
"""


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def summary(results):
    rates = [result["rate"] for result in results]
    return {"samplesPerSecond": round(statistics.median(rates)), "min": round(min(rates)), "max": round(max(rates)),
            "events": results[-1]["events"]}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--hammer", required=True, help="Hammer.js 2.0.8's hammer.min.js")
    parser.add_argument("--samples", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--mixed", action="store_true")
    parser.add_argument("--module", choices=["live", "full"], default="live")
    arguments = parser.parse_args()
    sim = os.environ.get("GESTURE_SIM", os.path.join(ROOT, ".build", "release", "gesture-sim"))
    command = [sim, "synth", "--bench-workload", "--samples", str(arguments.samples)]
    if arguments.mixed:
        command.append("--mixed")
    workload = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    hammer = open(arguments.hammer, encoding="utf-8").read()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=ROOT))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    entry = origin + ("/web/live.js" if arguments.module == "live" else "/web/index.js")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), args=["--no-sandbox"])
            page = browser.new_page()
            page.set_default_timeout(1_200_000)
            page.goto(origin + "/web/README.md")
            page.add_script_tag(content=hammer)
            outcome = page.evaluate(SCRIPT, [entry, workload, arguments.runs])
            version = browser.version
            browser.close()
    finally:
        server.shutdown()
    module = os.path.join(ROOT, "web", "gesturekitlite-live.wasm" if arguments.module == "live" else "gesturekitlite.wasm")
    print(json.dumps({
        "gesturekitlite": summary(outcome["results"]["gesturekitlite"]),
        "hammer": summary(outcome["results"]["hammer"]) | {"version": outcome["hammerVersion"]},
        "runs": arguments.runs, "samples": outcome["samples"], "frames": outcome["frames"], "mixed": arguments.mixed,
        "module": os.path.basename(module), "moduleBytes": os.path.getsize(module), "chromium": version,
    }))


if __name__ == "__main__":
    main()
