#!/usr/bin/env python3
"""Measures the WebAssembly module in headless Chromium on `gesture-sim bench`'s workload.

    .venv-browser/bin/python scripts/bench-web.py [--samples N] [--runs N] [--mixed]

Writes the workload with `gesture-sim synth --bench-workload` (GESTURE_SIM names the
binary), decodes it into typed arrays before timing, then in the page feeds it frame by
frame through gkl_session_process_frame (the engine and the viewer, as the native
bench's samplesPerSecond measures them), reading every event with
gkl_session_next_event, and advances the clock past the end. Prints one JSON object:
the median samples per second of N runs (each on a new session), the spread, the
module's size and the events counted. GKL_WASM_MODULE names another module
(scripts/build-wasm.sh with GKL_WASM_OUT). Needs scripts/build-wasm.sh's module and
Playwright with Debian's Chromium, as the browser tests do.
"""

import argparse
import base64
import json
import os
import statistics
import subprocess

from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULE = os.environ.get("GKL_WASM_MODULE", os.path.join(ROOT, ".build-wasm", "gesturekitlite.wasm"))

SCRIPT = """
async ([module, workload, runs]) => {
  const bytes = Uint8Array.from(atob(module), (c) => c.charCodeAt(0));
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const gkl = instance.exports;
  // Decode the text stream into frames before any timing.
  const phases = { down: 0, move: 1, up: 2, cancel: 3 };
  const lines = workload.split("\\n");
  const time = new Float64Array(lines.length), x = new Float64Array(lines.length), y = new Float64Array(lines.length);
  const id = new Int32Array(lines.length), phase = new Int32Array(lines.length);
  let count = 0;
  for (const line of lines) {
    const f = line.split(" ");
    if (f.length < 5) continue;
    time[count] = +f[0]; phase[count] = phases[f[1]]; id[count] = +f[2]; x[count] = +f[3]; y[count] = +f[4];
    count++;
  }
  const samples = gkl.malloc(40 * 20), event = gkl.malloc(152); // 8-byte aligned (malloc gives 16)
  const results = [];
  let events = 0;
  for (let run = 0; run < runs; run++) {
    const session = gkl.gkl_session_create(0, 0, 0);
    events = 0;
    const start = performance.now();
    let i = 0;
    let buffer = null, f64 = null, u32 = null;
    while (i < count) {
      const t = time[i];
      let n = 0;
      // Views of the module's memory, made again only if the memory grew.
      if (buffer !== gkl.memory.buffer) {
        buffer = gkl.memory.buffer; f64 = new Float64Array(buffer); u32 = new Uint32Array(buffer);
      }
      while (i < count && time[i] === t) {
        const p = samples + 40 * n;
        f64[p >> 3] = t; f64[(p >> 3) + 1] = x[i]; f64[(p >> 3) + 2] = y[i];
        u32[(p >> 2) + 6] = id[i]; u32[(p >> 2) + 7] = 0; u32[(p >> 2) + 8] = phase[i]; u32[(p >> 2) + 9] = 0;
        n++; i++;
      }
      if (gkl.gkl_session_process_frame(session, t, samples, n) !== 0) throw new Error("refused at sample " + i);
      while (gkl.gkl_session_next_event(session, event)) events++;
    }
    gkl.gkl_session_advance(session, time[count - 1] + 1);
    while (gkl.gkl_session_next_event(session, event)) events++;
    const seconds = (performance.now() - start) / 1000;
    results.push(count / seconds);
    gkl.gkl_session_destroy(session);
  }
  return { samples: count, events, results };
}
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--samples", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--mixed", action="store_true")
    arguments = parser.parse_args()
    sim = os.environ.get("GESTURE_SIM", os.path.join(ROOT, ".build", "release", "gesture-sim"))
    command = [sim, "synth", "--bench-workload", "--samples", str(arguments.samples)]
    if arguments.mixed:
        command.append("--mixed")
    workload = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    module = open(MODULE, "rb").read()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), args=["--no-sandbox"])
        page = browser.new_page()
        page.set_default_timeout(600_000)
        outcome = page.evaluate(SCRIPT, [base64.b64encode(module).decode(), workload, arguments.runs])
        version = browser.version
        browser.close()
    rates = outcome["results"]
    print(json.dumps({
        "samplesPerSecond": round(statistics.median(rates)),
        "min": round(min(rates)), "max": round(max(rates)), "runs": len(rates),
        "samples": outcome["samples"], "events": outcome["events"], "mixed": arguments.mixed,
        "moduleBytes": len(module), "chromium": version,
    }))


if __name__ == "__main__":
    main()
