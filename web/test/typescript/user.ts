// A TypeScript user of the package, compiled by test/typescript.test.js with
// tsc --strict against the package's declarations (through its "exports").
import { load, play, GestureKitLiteError, PointerInput, AnimationFrameClock, TouchRecorder, modifiersOf, preventsDefault } from "gesturekitlite";
import type { GestureEvent, ViewerState, Session, FullModule, InputRecord, Modifier } from "gesturekitlite";
import { load as loadLive } from "gesturekitlite/live";
import type { LiveModule } from "gesturekitlite/live";

function describe(event: GestureEvent): string {
  switch (event.type) {
    case "recognizer":
      return `${event.t.toFixed(3)} ${event.name} ${event.state} scale=${event.value.scale} at ${event.value.location.x},${event.value.location.y}`;
    case "viewer":
      return `${event.t.toFixed(3)} viewer ${event.event}${event.scale === undefined ? "" : ` scale=${event.scale}`}`;
  }
}

export async function main(): Promise<string[]> {
  const gkl: FullModule = await load();
  const session: Session = gkl.createSession({ preset: "photo-browser", settings: { tapSlop: 12, zoomBounce: false } });
  const lines: string[] = [];
  for (const [time, phase] of [[0, "down"], [0.08, "up"]] as const) {
    for (const event of session.frame(time, [{ phase, id: 1, x: 195, y: 422 }])) lines.push(describe(event));
  }
  const state: ViewerState = session.state;
  lines.push(`zoom ${state.zoomScale}, offset ${state.contentOffset.x},${state.contentOffset.y}, t ${state.t ?? "none"}`);
  lines.push(session.stateLine({ format: "jsonl" }));
  try {
    gkl.createSession({ settings: "tapSlpo=12" });
  } catch (error) {
    if (error instanceof GestureKitLiteError) lines.push(`${error.kind}: ${error.message}`);
  }
  const text: string = await play("0 down 1 10 10\n0.05 up 1 10 10\n", { format: "jsonl", values: true });
  lines.push(text);
  const live: LiveModule = await loadLive();
  const liveSession = live.createSession();
  const recorder = new TouchRecorder({ viewport: [390, 844], settings: gkl.configurationSettings({ preset: "photo-browser" }) });
  const input = new PointerInput(liveSession, { origin: 0, onSample: (sample) => recorder.sample(sample) });
  input.handle({ type: "pointerdown", pointerId: 1, clientX: 5, clientY: 5, timeStamp: 12.5 });
  const clock = new AnimationFrameClock(liveSession, { onTick: (time) => recorder.tick(time), requestFrame: () => 0, cancelFrame: () => {} });
  clock.tick(30);
  lines.push(recorder.text());
  lines.push(gkl.formatEvent({ type: "viewer", t: 0.27, event: "zoomToggled", scale: 4 }, { format: "text" }));
  // Contract 1.3: wheel, keys, actions, and the pointer helper's records.
  const desk = gkl.createSession();
  const records: InputRecord[] = [];
  const deskInput = new PointerInput(desk, { onInput: (record) => records.push(record) });
  deskInput.handle({ type: "wheel", clientX: 195, clientY: 422, deltaX: 0, deltaY: -100 * Math.LN2, deltaMode: 0, ctrlKey: true, timeStamp: 500 });
  deskInput.handle({ type: "gesturechange", clientX: 195, clientY: 422, scale: 1.5, timeStamp: 516 });
  deskInput.handle({ type: "keydown", key: "ArrowRight", timeStamp: 1000 });
  deskInput.input({ time: 1.5, phase: "action", action: "nextPage" });
  const held: Modifier[] = modifiersOf({ ctrlKey: true, shiftKey: true });
  const viewerEvents: GestureEvent[] = [
    ...desk.wheel({ time: 2, x: 195, y: 422, dy: 3, mode: "line", modifiers: held }),
    ...desk.key({ time: 2.5, key: "+", modifiers: 2 }),
    ...desk.action({ time: 3, action: "toggleChrome" }),
    ...desk.finish(),
  ];
  const names = viewerEvents.map((event) => (event.type === "viewer" ? event.event : event.name));
  lines.push(`records ${records.map((record) => record.phase).join(",")}; prevents ${preventsDefault({ type: "keydown", key: "Tab" })}; ${names.join(",")}; page ${desk.state.page}`);
  desk.destroy();
  session.destroy();
  liveSession.destroy();
  return lines;
}
