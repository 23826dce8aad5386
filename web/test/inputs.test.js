// Wheel, key and accessibility-action inputs (contract 1.3): Session's wheel(),
// key() and action() give exactly what `gesture-sim play` prints for the same
// stream, in both modules; bad input is refused with the CLI's words and
// changes nothing.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { GestureKitLiteError, load } from "../index.js";
import { load as loadLive } from "../live.js";
import { FIXTURES, feedRecord, haveGestureSim, recordOf, sim, wordsOf } from "./support.js";

/** A stream's settings (its @viewport and @set lines) and its other lines, as words, comments removed. */
function linesOf(text) {
  const settings = [];
  const body = [];
  for (const line of text.split("\n")) {
    const words = wordsOf(line);
    if (words.length === 0) continue;
    if (words[0] === "@viewport") settings.push(`viewportWidth=${words[1]}`, `viewportHeight=${words[2]}`);
    else if (words[0] === "@set") settings.push(...words.slice(1));
    else body.push(words);
  }
  return { settings: settings.join(" "), body };
}

/** Gives one line of a .touches stream to `session` through the method a host calls for it. */
function feed(session, words) {
  const record = recordOf(words);
  if (record) return feedRecord(session, record);
  const [time, phase, id, x, y] = words;
  if (phase === "tick") return session.advance(Number(time));
  return session.sample({ time: Number(time), phase, id: Number(id), x: Number(x), y: Number(y) });
}

const textFixtures = () => readdirSync(FIXTURES).filter((name) => name.endsWith(".touches")).sort();

test("every text fixture fed input by input to a session gives gesture-sim play's lines, in both modules", async (t) => {
  if (!haveGestureSim(t)) return;
  const gkl = await load();
  const live = await loadLive();
  for (const name of textFixtures()) {
    const { settings, body } = linesOf(readFileSync(join(FIXTURES, name), "utf8"));
    const session = gkl.createSession({ settings });
    const liveSession = live.createSession({ settings });
    const events = [];
    for (const words of body) {
      const more = feed(session, words);
      assert.deepEqual(feed(liveSession, words), more, `${name}: the live module at ${words.join(" ")}`);
      events.push(...more);
    }
    events.push(...session.finish());
    const lines = events.map((event) => gkl.formatEvent(event, { format: "jsonl", why: true })).filter(Boolean);
    lines.push(session.stateLine({ format: "jsonl" }));
    const expected = sim(["play", "--format", "jsonl", "--why", join(FIXTURES, name)]);
    assert.equal(expected.status, 0, expected.stderr);
    assert.equal(lines.join("\n") + "\n", expected.stdout, name);
    session.destroy();
    liveSession.destroy();
  }
});

test("one ctrl wheel of dy = -100 ln 2 at the viewport's center zooms to 2 there", async () => {
  const gkl = await loadLive();
  const session = gkl.createSession();
  assert.deepEqual(session.wheel({ time: 0.5, x: 195, y: 422, dy: -100 * Math.LN2, modifiers: ["ctrl"] }), []);
  assert.ok(Math.abs(session.state.zoomScale - 2) < 1e-12, String(session.state.zoomScale));
  assert.equal(session.time, 0.5);
  const [ended] = session.advance(1);
  assert.equal(ended.event, "zoomEnded");
  assert.equal(ended.t, 0.65);
  session.destroy();
});

test("modifiers are names in any iterable or the C interface's bits; actions are names", async () => {
  const gkl = await load();
  for (const modifiers of [["ctrl"], new Set(["ctrl", "shift"]), "ctrl", 1, 1 | 8]) {
    const session = gkl.createSession();
    session.wheel({ time: 0, x: 195, y: 422, dy: -50, modifiers });
    assert.ok(Math.abs(session.state.zoomScale - Math.exp(0.5)) < 1e-12, String(modifiers));
    session.destroy();
  }
  const session = gkl.createSession();
  assert.deepEqual(session.action({ time: 1, action: "nextPage" }).map((event) => gkl.formatEvent(event)), ["1.000 viewer pageChanged page=1"]);
  assert.deepEqual(session.key({ time: 2, key: "+", modifiers: ["shift"] }).map((event) => gkl.formatEvent(event)), ["2.000 viewer zoomToggled scale=2"]);
  assert.deepEqual(session.key({ time: 3, key: "0", modifiers: ["ctrl"] }), [], "a host's shortcut does nothing");
  // A name longer than the session's key buffer is copied into memory of its own.
  assert.deepEqual(session.key({ time: 4, key: "ö".repeat(40) }), []);
  assert.deepEqual(session.key({ time: 5, key: "Z" }).map((event) => gkl.formatEvent(event)), ["5.000 viewer zoomToggled scale=1"]);
  session.destroy();
});

test("bad wheel, key and action inputs are refused with the CLI's words and change nothing", async () => {
  const gkl = await load();
  const refusals = [
    [(s) => s.wheel({ time: 1, x: 0, y: 0, dy: 1, mode: "lines" }), "argument", "unknown mode 'lines'; expected pixel, line or page"],
    [(s) => s.wheel({ time: 1, x: 0, y: 0, dy: 1, modifiers: ["control"] }), "argument", "unknown modifier 'control'; expected ctrl, shift, alt or meta"],
    [(s) => s.key({ time: 1, key: "z", modifiers: 16 }), "argument", "unknown modifier bits 0x10; expected ctrl 1, shift 2, alt 4 or meta 8"],
    [(s) => s.key({ time: 1, key: "z", modifiers: 2 ** 32 }), "argument", "modifiers 4294967296 do not fit in 32 bits; expected ctrl 1, shift 2, alt 4 or meta 8 or-ed together"],
    [(s) => s.action({ time: 1, action: "zoom" }), "argument", "unknown action 'zoom'; expected zoomIn, zoomOut, resetZoom, nextPage, previousPage, dismiss or toggleChrome"],
    [(s) => s.key({ time: 1, key: "a b" }), "sample", "key name 'a b' holds whitespace, a control or an invisible character (U+0020); expected printable characters without spaces (the space bar is Space)"],
    [(s) => s.key({ time: 1, key: "" }), "sample", "empty key name; expected a W3C key value such as ArrowRight, Escape, + or z"],
    [(s) => s.key({ time: 1, key: "#" }), "sample", "key name '#' begins with '#'; expected a name that does not (a # starts a comment)"],
    [(s) => s.wheel({ time: 1, x: 0, y: 0, dy: NaN }), "sample", "expected a finite number, found 'nan'"],
    [(s) => s.wheel({ time: 1, x: 0, dy: 1 }), "sample", "expected a finite number, found 'nan'"],
    [(s) => s.action({ time: 0.25, action: "dismiss" }), "sample", "time went backwards: 0.25 is before 0.5"],
  ];
  for (const [call, kind, message] of refusals) {
    const session = gkl.createSession();
    session.wheel({ time: 0.5, x: 195, y: 422, dy: -30, modifiers: ["ctrl"] });
    const before = session.state;
    assert.throws(() => call(session), (error) => error instanceof GestureKitLiteError && error.kind === kind && error.message === message, message);
    assert.deepEqual(session.state, before, message);
    assert.equal(session.time, 0.5, message);
    assert.notDeepEqual(session.action({ time: 2, action: "toggleChrome" }), [], "still usable");
    session.destroy();
  }
  const session = gkl.createSession();
  // A lone surrogate reaches the library as the bytes it would be, refused as Python's is.
  for (const key of ["\ud800", "x\udc00y", "\ud800".repeat(40)]) {
    assert.throws(() => session.key({ time: 1, key }), {
      name: "GestureKitLiteError",
      kind: "argument",
      message: "key name: expected UTF-8 text, found bytes that are not",
    });
  }
  assert.throws(() => session.key({ time: 1, key: 7 }), { name: "TypeError", message: "key must be a string, not number" });
  session.destroy();
  assert.throws(() => session.action({ time: 1, action: "zoomIn" }), TypeError, "a destroyed session");
});
