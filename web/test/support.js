// What the package's tests share: where things are, and gesture-sim.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const WEB = dirname(dirname(fileURLToPath(import.meta.url)));
export const ROOT = dirname(WEB);
export const FIXTURES = join(ROOT, "Fixtures", "touchstreams");
/** With CI=1 a missing tool fails a test instead of skipping it. */
export const IN_CI = !["", "0", "false", undefined].includes(process.env.CI);

/** The gesture-sim binary: GESTURE_SIM, or the debug build. */
export function gestureSim() {
  return process.env.GESTURE_SIM ?? join(ROOT, ".build", "debug", "gesture-sim");
}

/** Skips (outside CI) or fails (in CI) a test that cannot run here. */
export function unavailable(t, reason) {
  if (IN_CI) throw new Error(`CI=1 and ${reason}`);
  t.skip(reason);
}

/** Whether gesture-sim is there; skips or fails `t` when it is not. */
export function haveGestureSim(t) {
  if (existsSync(gestureSim())) return true;
  unavailable(t, `no gesture-sim at ${gestureSim()} (run swift build first)`);
  return false;
}

/** Every fixture: [name, path], the invalid ones included. */
export function fixtures() {
  const result = [];
  for (const folder of [FIXTURES, join(FIXTURES, "invalid")]) {
    for (const name of readdirSync(folder).sort()) {
      if (name.endsWith(".touches") || name.endsWith(".jsonl")) {
        result.push([folder === FIXTURES ? name : `invalid/${name}`, join(folder, name)]);
      }
    }
  }
  return result;
}

/** What `gesture-sim play ARGS FILE` prints: {status, stdout, stderr}. */
export function sim(args, input = undefined) {
  const result = spawnSync(gestureSim(), args, { input, encoding: "utf8", maxBuffer: 1 << 28 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A text stream's frames: {time, samples} or {time, tick: true}, and its settings. */
export function parseTextStream(text) {
  const settings = [];
  const frames = [];
  for (const line of text.split("\n")) {
    const words = line.split("#")[0].trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    if (words[0] === "@viewport") {
      settings.push(`viewportWidth=${words[1]}`, `viewportHeight=${words[2]}`);
      continue;
    }
    if (words[0] === "@set") {
      settings.push(...words.slice(1));
      continue;
    }
    const time = Number(words[0]);
    if (words[1] === "tick") {
      frames.push({ time, tick: true });
      continue;
    }
    const sample = { phase: words[1], id: Number(words[2]), x: Number(words[3]), y: Number(words[4]) };
    const last = frames[frames.length - 1];
    if (last && !last.tick && last.time === time) last.samples.push(sample);
    else frames.push({ time, samples: [sample] });
  }
  return { settings: settings.join(" "), frames };
}

export { execFileSync, readFileSync };
