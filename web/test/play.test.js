// play() prints exactly what `gesture-sim play` prints: every fixture, the
// invalid ones included, in text and JSON Lines, with --values and --why, each
// given to gesture-sim on standard input (both tell the stream's form by its
// first byte).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { GestureKitLiteError, load, play } from "../index.js";
import { FIXTURES, fixtures, haveGestureSim, sim } from "./support.js";

test("every fixture through play() is gesture-sim play's output, text and JSON Lines, with values and reasons", async (t) => {
  if (!haveGestureSim(t)) return;
  const gkl = await load();
  let compared = 0;
  for (const [name, path] of fixtures()) {
    const stream = readFileSync(path);
    for (const format of ["text", "jsonl"]) {
      // Standard input: gesture-sim tells the form from the first byte, as play() does.
      const expected = sim(["play", "--values", "--why", "--format", format, "-"], stream);
      let got;
      try {
        got = gkl.play(stream, { format, values: true, why: true });
      } catch (error) {
        assert.ok(error instanceof GestureKitLiteError, `${name}: ${error}`);
        assert.equal(expected.status, 2, `${name} (${format}): refused by play() but not by gesture-sim: ${error.message}`);
        // The module does not know the file's name: its message is "LINE:COLUMN: error: ...".
        assert.equal(`-:${error.message}`, expected.stderr.split("\n")[0], name);
        assert.equal(error.kind, "stream");
        compared++;
        continue;
      }
      assert.equal(expected.status, 0, `${name} (${format}): played, but gesture-sim refused it: ${expected.stderr}`);
      assert.equal(got, expected.stdout, `${name} (${format})`);
      compared++;
    }
  }
  assert.ok(compared > 200, `only ${compared} comparisons`);
});

test("play() without values, with a preset and settings, is gesture-sim play's output", async (t) => {
  if (!haveGestureSim(t)) return;
  const stream = readFileSync(join(FIXTURES, "tour.touches"), "utf8");
  const expected = sim(["play", "--preset", "photo-browser", "--set", "tapSlop=12", "--set", "zoomBounce=false", "-"], stream);
  assert.equal(expected.status, 0, expected.stderr);
  const got = await play(stream, { preset: "photo-browser", settings: { tapSlop: 12, zoomBounce: false } });
  assert.equal(got, expected.stdout);
});

test("play() rejects a bad setting with the CLI's message", async () => {
  await assert.rejects(play("0 tick\n", { settings: "tapSlpo=12" }), (error) => {
    assert.ok(error instanceof GestureKitLiteError);
    assert.equal(error.message, "tapSlpo=12: unknown config key 'tapSlpo'; did you mean 'tapSlop'?");
    assert.equal(error.kind, "configuration");
    return true;
  });
  await assert.rejects(play("0 tick\n", { preset: "photo-browse" }), /unknown preset 'photo-browse'; did you mean 'photo-browser'\?/);
});

test("a session's failed event carries its reason, and play() without why prints none", async () => {
  const gkl = await load();
  const session = gkl.createSession();
  const tap = (id, t, y) => [
    ...session.frame(t, [{ id, phase: "down", x: 195, y }]),
    ...session.frame(t + 0.08, [{ id, phase: "up", x: 195, y }]),
  ];
  const events = [...tap(1, 0, 400), ...tap(2, 0.2, 520)];
  const failed = events.find((event) => event.type === "recognizer" && event.state === "failed");
  assert.deepEqual(failed.reason, { code: "tooFar", detail: "the second tap landed 120 pt from the first (doubleTapSlop 100)" });
  assert.equal(events.find((event) => event.state === "recognized").reason, null);
  const stream = "0 down 1 195 400\n0.08 up 1 195 400\n0.2 down 2 195 520\n0.28 up 2 195 520\n";
  assert.match(await play(stream), /^0\.200 doubleTap failed\n/);
  assert.match(await play(stream, { why: true }), /^0\.200 doubleTap failed why=tooFar: the second tap landed 120 pt/);
});

test("numbers of more than 19 digits and far exponents, strtod's slow path in the module, play as gesture-sim plays them", async (t) => {
  if (!haveGestureSim(t)) return;
  const stream = [
    "@set tapSlop=12.000000000000000000000001",
    "@set dismissDistance=1000000000000000000000e-19",
    "@set doubleTapMinInterval=0.0000000000000000000000000000000000000000000000000000000000000001e60",
    "0 down 1 195.00000000000000000000001 400.0000000000000000000000000",
    "0.1 move 1 196.50000000000000000000000 410.25000000000000000000000000000",
    "0.2 up 1 196.50000000000000000000000 410.25000000000000000000000000000",
    "",
  ].join("\n");
  const expected = sim(["play", "--values", "--format", "jsonl", "-"], stream);
  assert.equal(expected.status, 0, expected.stderr);
  assert.equal(await play(stream, { format: "jsonl", values: true }), expected.stdout);
});
