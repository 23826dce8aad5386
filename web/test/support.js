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

/** The attributes (key=value words) among `words`. */
function attributes(words) {
  return Object.fromEntries(words.filter((word) => word.includes("=")).map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]));
}

/**
 * The wheel, key or action record a stream line's words hold, as Session's
 * wheel(), key() and action() take it ({time, phase, ...}), or null for
 * another line.
 */
export function recordOf([timeText, phase, ...rest]) {
  const time = Number(timeText);
  if (phase === "wheel") {
    const { mode = "pixel", mods } = attributes(rest.slice(4));
    const [x, y, dx, dy] = rest.slice(0, 4).map(Number);
    return { time, phase, x, y, dx, dy, mode, modifiers: mods ? mods.split(",") : [] };
  }
  if (phase === "key") {
    // The name is the token after `key`, whatever it holds (`key =` is the equals key).
    const { mods } = attributes(rest.slice(1));
    return { time, phase, key: rest[0], modifiers: mods ? mods.split(",") : [] };
  }
  if (phase === "action") return { time, phase, action: rest[0] };
  return null;
}

/** Gives a record of recordOf() to `session` through the method a host calls for it. */
export function feedRecord(session, record) {
  if (record.phase === "wheel") return session.wheel(record);
  if (record.phase === "key") return session.key(record);
  return session.action(record);
}

/** The words of a stream's line, up to a word that starts a comment. */
export function wordsOf(line) {
  const words = [];
  for (const word of line.trim().split(/\s+/).filter(Boolean)) {
    if (word.startsWith("#")) break;
    words.push(word);
  }
  return words;
}

/**
 * A text stream's frames: {time, samples}, {time, tick: true} or {time,
 * record} (a wheel, key or action record, which ends the frame before it), and
 * its settings.
 */
export function parseTextStream(text) {
  const settings = [];
  const frames = [];
  for (const line of text.split("\n")) {
    const words = wordsOf(line);
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
    const record = recordOf(words);
    if (record) {
      frames.push({ time, record });
      continue;
    }
    const sample = { phase: words[1], id: Number(words[2]), x: Number(words[3]), y: Number(words[4]) };
    const last = frames[frames.length - 1];
    if (last && last.samples && last.time === time) last.samples.push(sample);
    else frames.push({ time, samples: [sample] });
  }
  return { settings: settings.join(" "), frames };
}

export { execFileSync, readFileSync };
