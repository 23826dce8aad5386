// Pointer events and animation frames in, a recorded stream out that
// gesture-sim plays to the same events.
import assert from "node:assert/strict";
import { test } from "node:test";
import { AnimationFrameClock, PointerInput, TouchRecorder, load, secondsSince } from "../index.js";
import { haveGestureSim, sim } from "./support.js";

const element = { getBoundingClientRect: () => ({ left: 10, top: 20 }) };

function pointer(type, pointerId, clientX, clientY, timeStamp) {
  return { type, pointerId, clientX, clientY, timeStamp };
}

test("times are seconds since the origin in whole microseconds", () => {
  assert.equal(secondsSince(1000, 1016.6666667), 0.016667);
  assert.equal(secondsSince(0, 270.0004), 0.27);
  assert.equal(secondsSince(500, 500), 0);
});

test("a pointer event becomes a sample: pointerId, position in the element, time from timeStamp", async () => {
  const gkl = await load();
  const session = gkl.createSession();
  const fed = [];
  const input = new PointerInput(session, { element, origin: 1000, onSample: (sample) => fed.push(sample) });
  assert.deepEqual(input.handle(pointer("pointermove", 7, 50, 50, 1001)), [], "a move of a pointer that is not down");
  input.handle(pointer("pointerdown", 7, 205, 442, 1000));
  input.handle(pointer("pointerup", 7, 205, 442, 1080));
  input.handle(pointer("pointerdown", 7, 205, 442, 1200));
  const events = input.handle(pointer("pointerup", 7, 205, 442, 1270)).concat(session.advance(1));
  assert.deepEqual(fed[0], { time: 0, phase: "down", id: 7, x: 195, y: 422 });
  assert.deepEqual(events.map((event) => gkl.formatEvent(event)), [
    "0.270 doubleTap recognized", "0.270 viewer zoomToggled scale=4", "0.270 tap failed",
  ]);
  assert.deepEqual(input.handle({ type: "click" }), []);
});

test("an event stamped before the clock is fed at the clock's time, not refused", async () => {
  const gkl = await load();
  const session = gkl.createSession();
  const frames = [];
  const clock = new AnimationFrameClock(session, { requestFrame: (callback) => frames.push(callback), cancelFrame: () => {} });
  const input = new PointerInput(session);
  input.handle(pointer("pointerdown", 1, 100, 100, 10));
  clock.tick(50);
  input.handle(pointer("pointermove", 1, 120, 100, 40));
  assert.equal(session.time, 0.05);
  clock.start();
  frames.shift()(66);
  assert.equal(session.time, 0.066);
  assert.equal(frames.length, 1, "the next frame is requested");
  clock.stop();
});

test("a recording of pointer input and frames plays, in gesture-sim, to the events the session gave", async (t) => {
  if (!haveGestureSim(t)) return;
  const gkl = await load();
  const settings = { viewportWidth: 375, viewportHeight: 667, tapSlop: 12 };
  const session = gkl.createSession({ preset: "zoomable-view", settings });
  const recorder = new TouchRecorder({
    viewport: [375, 667], settings: gkl.configurationSettings({ preset: "zoomable-view", settings }),
  });
  const input = new PointerInput(session, { origin: 5000.25, onSample: (sample) => recorder.sample(sample) });
  const clock = new AnimationFrameClock(session, { origin: 5000.25, onTick: (time) => recorder.tick(time) });
  const events = [];
  let now = 5000.25;
  const frame = () => { now += 16.6666; events.push(...clock.tick(now)); };
  // A double tap, then a two-finger pinch with fingers at odd positions and times.
  for (const [type, x] of [["pointerdown", 180.5], ["pointerup", 180.5]]) { events.push(...input.handle(pointer(type, 3, x, 300.25, now + 3.3))); frame(); }
  for (let i = 0; i < 8; i++) frame();
  for (const [type, x] of [["pointerdown", 181], ["pointerup", 181]]) { events.push(...input.handle(pointer(type, 4, x, 301, now + 1.7))); frame(); }
  for (let i = 0; i < 30; i++) frame();
  events.push(...input.handle(pointer("pointerdown", 11, 150, 300, now + 2.1)), ...input.handle(pointer("pointerdown", 12, 220, 300, now + 2.1)));
  for (let step = 1; step <= 20; step++) {
    frame();
    events.push(...input.handle(pointer("pointermove", 11, 150 - step * 3.3, 300 - step, now + 5.123)));
    events.push(...input.handle(pointer("pointermove", 12, 220 + step * 3.3, 300 + step, now + 5.123)));
  }
  events.push(...input.handle(pointer("pointerup", 11, 84, 280, now + 9)), ...input.handle(pointer("pointerup", 12, 286, 320, now + 9)));
  for (let i = 0; i < 60; i++) frame();
  const stream = recorder.text();
  assert.match(stream, /^@viewport 375 667\n@set /);
  const shown = events.map((event) => gkl.formatEvent(event)).filter(Boolean);
  assert.ok(shown.some((line) => line.includes("pinch began")), shown.join("\n"));
  const played = sim(["play", "-"], stream);
  assert.equal(played.status, 0, played.stderr);
  assert.deepEqual(played.stdout.trimEnd().split("\n").slice(0, -1), shown);
});
