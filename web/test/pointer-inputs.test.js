// The pointer helper's wheel, Safari gesture and key input (contract 1.3), with
// synthetic events (Chromium never fires Safari's gesture events): what it
// feeds, what it prevents, and a recording that gesture-sim plays to the same
// events.
import assert from "node:assert/strict";
import { test } from "node:test";
import { AnimationFrameClock, PointerInput, TouchRecorder, load, modifiersOf } from "../index.js";
import { haveGestureSim, sim } from "./support.js";

const box = { getBoundingClientRect: () => ({ left: 10, top: 20 }) };

function wheel(timeStamp, clientX, clientY, deltaX, deltaY, extra = {}) {
  return { type: "wheel", timeStamp, clientX, clientY, deltaX, deltaY, deltaMode: 0, ...extra };
}

function gesture(type, timeStamp, scale, clientX = 205, clientY = 442) {
  return { type, timeStamp, scale, clientX, clientY };
}

function keydown(timeStamp, key, extra = {}) {
  return { type: "keydown", timeStamp, key, ...extra };
}

test("modifiersOf names the held keys in the order streams write them", () => {
  assert.deepEqual(modifiersOf({ metaKey: true, shiftKey: true, ctrlKey: true }), ["ctrl", "shift", "meta"]);
  assert.deepEqual(modifiersOf({}), []);
});

test("a wheel event becomes a wheel record: position in the element, deltas, deltaMode and modifiers", async () => {
  const gkl = await load();
  const session = gkl.createSession();
  const fed = [];
  const input = new PointerInput(session, { element: box, origin: 1000, onInput: (record) => fed.push(record) });
  input.handle(wheel(1500, 205, 442, 0, -12.5, { ctrlKey: true }));
  input.handle(wheel(1600, 205, 442, 0, 3, { deltaMode: 1, shiftKey: true }));
  assert.deepEqual(input.handle(wheel(1700, 205, 442, 0, 3, { deltaMode: 7 })), [], "an unknown deltaMode is not fed");
  assert.deepEqual(fed, [
    { time: 0.5, phase: "wheel", x: 195, y: 422, dx: 0, dy: -12.5, mode: "pixel", modifiers: ["ctrl"] },
    { time: 0.6, phase: "wheel", x: 195, y: 422, dx: 0, dy: 3, mode: "line", modifiers: ["shift"] },
  ]);
  assert.ok(Math.abs(session.state.zoomScale - Math.exp(0.125)) < 1e-12);
});

test("Safari's pinch: each gesture event is a ctrl wheel of dy = -100 ln(scale / previous scale); gestureend adds nothing", async () => {
  const gkl = await load();
  const session = gkl.createSession({ settings: { wheelZoomDistance: 50 } });
  const fed = [];
  const input = new PointerInput(session, { element: box, onInput: (record) => fed.push(record) });
  input.handle(gesture("gesturestart", 100, 1));
  input.handle(gesture("gesturechange", 116, 1.25));
  input.handle(gesture("gesturechange", 132, 1.5));
  input.handle(gesture("gestureend", 148, 1.5));
  input.handle(gesture("gesturestart", 2000, 1));
  input.handle(gesture("gesturechange", 2016, 0.9));
  assert.deepEqual(fed.map((record) => record.dy), [0, -100 * Math.log(1.25), -100 * Math.log(1.5 / 1.25), 0, -100 * Math.log(0.9)]);
  assert.ok(fed.every((record) => record.phase === "wheel" && record.x === 195 && record.y === 422 && record.modifiers.join() === "ctrl"));
  // Chromium's constant, whatever wheelZoomDistance is: 100 ln 1.5 at a distance of 50 zooms by 1.5².
  assert.ok(Math.abs(session.state.zoomScale - 1.5 ** 2 * 0.9 ** 2) < 1e-9, String(session.state.zoomScale));
});

test("keydown becomes a key record: auto-repeats fed, the space bar is Space, a key the contract refuses is not fed", async () => {
  const gkl = await load();
  const session = gkl.createSession();
  const fed = [];
  const input = new PointerInput(session, { onInput: (record) => fed.push(record) });
  const events = [
    ...input.handle(keydown(1000, "ArrowRight")),
    ...input.handle(keydown(1030, "ArrowRight", { repeat: true })),
    ...input.handle(keydown(1100, " ")),
    ...input.handle(keydown(1200, "#", { shiftKey: true })),
    ...input.handle(keydown(1300, "+", { shiftKey: true, ctrlKey: true })),
  ];
  assert.deepEqual(fed.map((record) => [record.time, record.key, record.modifiers.join()]), [
    [1, "ArrowRight", ""], [1.03, "ArrowRight", ""], [1.1, "Space", ""], [1.3, "+", "ctrl,shift"],
  ]);
  assert.deepEqual(events.map((event) => gkl.formatEvent(event)), [
    "1.000 viewer pageChanged page=1", "1.030 viewer pageChanged page=2", "1.100 viewer chromeToggled visible=false",
  ]);
});

test("listen: focusable, non-passive wheel and gesture listeners that prevent the default, the viewer's keys' default prevented", async () => {
  const gkl = await load();
  const listeners = new Map();
  const element = {
    ...box,
    tabIndex: -1,
    hasAttribute: () => false,
    focused: 0,
    focus() { this.focused++; },
    addEventListener: (type, listener, options) => listeners.set(type, { listener, options }),
    removeEventListener: (type) => listeners.delete(type),
  };
  const input = new PointerInput(gkl.createSession(), { element });
  const stop = input.listen(element, () => {});
  assert.equal(element.tabIndex, 0);
  for (const type of ["wheel", "gesturestart", "gesturechange", "gestureend", "keydown", "pointerdown"]) {
    assert.equal(listeners.get(type)?.options?.passive, false, type);
  }
  const prevented = (event) => {
    let done = false;
    listeners.get(event.type).listener({ ...event, cancelable: true, preventDefault: () => { done = true; } });
    return done;
  };
  assert.equal(prevented(wheel(10, 50, 50, 0, -3, { ctrlKey: true })), true, "a ctrl wheel must not zoom the page");
  assert.equal(prevented(gesture("gesturechange", 20, 1.1)), true);
  assert.equal(prevented(keydown(30, "ArrowRight")), true);
  assert.equal(prevented(keydown(40, " ")), true);
  assert.equal(prevented(keydown(50, "Tab")), false, "Tab moves the focus on");
  assert.equal(prevented(keydown(60, "ArrowRight", { altKey: true })), false, "the browser's shortcut");
  prevented({ type: "pointerdown", pointerId: 1, clientX: 50, clientY: 50, timeStamp: 70 });
  assert.equal(element.focused, 1, "a pointer going down focuses the element");
  stop();
  assert.equal(listeners.size, 0);
  const labelled = { ...element, tabIndex: 3, hasAttribute: (name) => name === "tabindex" };
  new PointerInput(gkl.createSession()).listen(labelled, () => {});
  assert.equal(labelled.tabIndex, 3, "a tabindex the page set is kept");
});

test("the recorder writes wheel, key and action records as SPEC 2.4's writers do", () => {
  const recorder = new TouchRecorder();
  recorder.input({ time: 0.5, phase: "wheel", x: 195, y: 422, dx: 0, dy: -12.5, mode: "pixel", modifiers: ["meta", "ctrl"] });
  recorder.input({ time: 0.7, phase: "wheel", x: 195, y: 422, dx: 0, dy: 3, mode: "line", modifiers: [] });
  recorder.input({ time: 1, phase: "key", key: "=", modifiers: ["shift"] });
  recorder.input({ time: 1.5, phase: "action", action: "zoomIn" });
  assert.equal(recorder.text(), "0.5 wheel 195 422 0 -12.5 mods=ctrl,meta\n0.7 wheel 195 422 0 3 mode=line\n1 key = mods=shift\n1.5 action zoomIn\n");
  assert.throws(() => recorder.input({ time: 2, phase: "tick" }), TypeError);
});

test("a recording of wheel, Safari pinch, keys, actions, touches and frames plays, in gesture-sim, to the events the session gave", async (t) => {
  if (!haveGestureSim(t)) return;
  const gkl = await load();
  const settings = { viewportWidth: 390, viewportHeight: 844 };
  const session = gkl.createSession({ settings });
  const recorder = new TouchRecorder({ viewport: [390, 844], settings: gkl.configurationSettings({ settings }) });
  const origin = 7000.5;
  const input = new PointerInput(session, {
    origin, onSample: (sample) => recorder.sample(sample), onInput: (record) => recorder.input(record),
  });
  const clock = new AnimationFrameClock(session, { origin, onTick: (time) => recorder.tick(time) });
  const events = [];
  let now = origin;
  const frame = () => { now += 16.6666; events.push(...clock.tick(now)); };
  const feed = (event) => events.push(...input.handle(event));
  for (let step = 0; step < 12; step++) { feed(wheel(now + 3.1, 180 + step, 400, 0, -15.25, { ctrlKey: true })); frame(); }
  for (let i = 0; i < 20; i++) frame();
  for (let step = 0; step < 10; step++) { feed(wheel(now + 1.3, 200, 420, 14.5, 9, { deltaMode: step % 2 })); frame(); }
  for (let i = 0; i < 20; i++) frame();
  feed(gesture("gesturestart", now + 2, 1, 150, 300));
  for (let step = 1; step <= 8; step++) { feed(gesture("gesturechange", now + 2, 1 - step * 0.04, 150, 300)); frame(); }
  feed(gesture("gestureend", now + 2, 0.68, 150, 300));
  for (let i = 0; i < 20; i++) frame();
  for (const key of ["+", "ArrowDown", "ArrowDown", "0", "End", " ", "#", "z"]) { feed(keydown(now + 4.4, key, { shiftKey: key === "+" })); frame(); frame(); }
  events.push(...input.input({ time: session.time, phase: "action", action: "previousPage" }));
  feed({ type: "pointerdown", pointerId: 3, clientX: 195, clientY: 422, timeStamp: now + 1 });
  feed(wheel(now + 2, 195, 422, 0, -40, { ctrlKey: true }));
  frame();
  feed({ type: "pointerup", pointerId: 3, clientX: 195, clientY: 422, timeStamp: now + 1 });
  for (let i = 0; i < 60; i++) frame();
  feed(keydown(now, "Escape"));
  for (let i = 0; i < 60; i++) frame();
  const stream = recorder.text();
  for (const word of [" wheel ", "mods=ctrl", "mode=line", " key Space", " key End", " action previousPage"]) assert.ok(stream.includes(word), word);
  assert.ok(!stream.includes(" key #"), "the # key is not fed, so not recorded");
  const shown = events.map((event) => gkl.formatEvent(event)).filter(Boolean);
  for (const word of ["zoomEnded", "zoomLimit", "zoomToggled", "pageChanged", "chromeToggled", "dismissed"]) {
    assert.ok(shown.some((line) => line.includes(`viewer ${word}`)), `${word}: ${shown.join("\n")}`);
  }
  const played = sim(["play", "-"], stream);
  assert.equal(played.status, 0, played.stderr);
  assert.deepEqual(played.stdout.trimEnd().split("\n").slice(0, -1), shown);
});
