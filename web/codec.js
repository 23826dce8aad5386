// Events and the viewer's state read from the module's structs (and an event
// written back, for gkl_format_event), as plain objects.
import { CONSTANTS as C, EVENT, STATE, field } from "./layout.js";

/** How many events one gkl_*_read_events call takes. */
export const EVENTS_PER_READ = 32;

function readPoint(memory, base, layout, name) {
  return { x: memory.read(base, field(layout, name + ".x")), y: memory.read(base, field(layout, name + ".y")) };
}

/** The readers and writers of one module instance's structs. */
export function makeCodec(exports, memory) {
  const stateNames = [];
  for (let state = 0; ; state++) {
    const pointer = exports.gkl_state_name(state);
    if (!pointer) break;
    stateNames.push(memory.text(pointer));
  }
  const viewerNames = [];
  for (let event = 0; ; event++) {
    const pointer = exports.gkl_viewer_event_name(event);
    if (!pointer) break;
    viewerNames.push(memory.text(pointer));
  }

  const actionNames = [];
  for (let action = 0; ; action++) {
    const pointer = exports.gkl_action_name(action);
    if (!pointer) break;
    actionNames.push(memory.text(pointer));
  }

  // Field offsets in 8- and 4-byte units, for the typed arrays.
  const E = Object.fromEntries(Object.entries(EVENT.fields).map(([name, [offset]]) => [name, offset]));
  // A recognizer's name by its id: the standard set's names never change, so
  // each is decoded from the event once.
  const names = [];

  function readPointAt(f64, base, offset) {
    return { x: f64[(base + offset) >> 3], y: f64[(base + offset + 8) >> 3] };
  }

  function readEvent(base) {
    memory.view;
    const { f64, i32 } = memory;
    const time = f64[(base + E.time) >> 3];
    if (i32[(base + E.kind) >> 2] === C.GKL_EVENT_VIEWER) {
      const code = i32[(base + E.viewer_event) >> 2];
      const event = { type: "viewer", t: time, event: viewerNames[code] };
      // Each viewer event carries the fields the header names for it.
      switch (code) {
        case C.GKL_VIEWER_CHROME_TOGGLED: event.visible = i32[(base + E.visible) >> 2] !== 0; break;
        case C.GKL_VIEWER_ZOOM_TOGGLED:
        case C.GKL_VIEWER_ZOOM_ENDED: event.scale = f64[(base + E.scale) >> 3]; break;
        case C.GKL_VIEWER_ZOOM_LIMIT: event.limit = i32[(base + E.limit) >> 2] === C.GKL_ZOOM_LIMIT_MAX ? "max" : "min"; break;
        case C.GKL_VIEWER_PAGE_CHANGED: event.page = i32[(base + E.page) >> 2]; break;
        case C.GKL_VIEWER_LONG_PRESSED:
          event.location = readPointAt(f64, base, E["press.location.x"]);
          event.imagePoint = i32[(base + E.press_on_image) >> 2] !== 0 ? readPointAt(f64, base, E["press.image_point.x"]) : null;
          break;
        default: break;
      }
      return event;
    }
    const recognizer = i32[(base + E.recognizer) >> 2];
    names[recognizer] ??= memory.read(base, field(EVENT, "name"));
    // Only failed and cancelled events carry a reason: its first byte says.
    const reason = memory.bytes[base + E.why] === 0 ? null
      : { code: memory.read(base, field(EVENT, "why")), detail: memory.read(base, field(EVENT, "detail")) };
    return {
      type: "recognizer",
      t: time,
      name: names[recognizer],
      recognizer,
      state: stateNames[i32[(base + E.state) >> 2]],
      value: {
        location: readPointAt(f64, base, E["value.location.x"]),
        translation: readPointAt(f64, base, E["value.translation.x"]),
        velocity: readPointAt(f64, base, E["value.velocity.x"]),
        scale: f64[(base + E["value.scale"]) >> 3],
        scaleVelocity: f64[(base + E["value.scale_velocity"]) >> 3],
        progress: f64[(base + E["value.progress"]) >> 3],
        touchCount: i32[(base + E["value.touch_count"]) >> 2],
      },
      reason,
    };
  }

  function writeEvent(base, event) {
    memory.view;
    memory.bytes.fill(0, base, base + EVENT.size);
    memory.write(base, field(EVENT, "time"), event.t);
    memory.write(base, field(EVENT, "time_us"), Math.round(event.t * 1e6));
    if (event.type === "viewer") {
      const code = viewerNames.indexOf(event.event);
      if (code < 0) throw new TypeError(`unknown viewer event ${JSON.stringify(event.event)}`);
      memory.write(base, field(EVENT, "kind"), C.GKL_EVENT_VIEWER);
      memory.write(base, field(EVENT, "viewer_event"), code);
      if (code === C.GKL_VIEWER_LONG_PRESSED) {
        memory.write(base, field(EVENT, "press_on_image"), event.imagePoint ? 1 : 0);
        for (const [name, point] of [["location", event.location], ["image_point", event.imagePoint]]) {
          if (!point) continue;
          memory.write(base, field(EVENT, `press.${name}.x`), point.x);
          memory.write(base, field(EVENT, `press.${name}.y`), point.y);
        }
      } else {
        memory.write(base, field(EVENT, "visible"), event.visible ? 1 : 0);
      }
      memory.write(base, field(EVENT, "page"), event.page ?? 0);
      memory.write(base, field(EVENT, "limit"), event.limit === "max" ? C.GKL_ZOOM_LIMIT_MAX : C.GKL_ZOOM_LIMIT_MIN);
      memory.write(base, field(EVENT, "scale"), event.scale ?? 0);
      return;
    }
    const state = stateNames.indexOf(event.state);
    if (state < 0) throw new TypeError(`unknown recognizer state ${JSON.stringify(event.state)}`);
    const value = event.value;
    memory.write(base, field(EVENT, "kind"), C.GKL_EVENT_RECOGNIZER);
    memory.write(base, field(EVENT, "recognizer"), event.recognizer);
    memory.write(base, field(EVENT, "name"), event.name);
    memory.write(base, field(EVENT, "state"), state);
    for (const point of ["location", "translation", "velocity"]) {
      memory.write(base, field(EVENT, `value.${point}.x`), value[point].x);
      memory.write(base, field(EVENT, `value.${point}.y`), value[point].y);
    }
    memory.write(base, field(EVENT, "value.scale"), value.scale);
    memory.write(base, field(EVENT, "value.scale_velocity"), value.scaleVelocity);
    memory.write(base, field(EVENT, "value.progress"), value.progress);
    memory.write(base, field(EVENT, "value.touch_count"), value.touchCount);
    if (event.reason) {
      memory.write(base, field(EVENT, "why"), event.reason.code);
      memory.write(base, field(EVENT, "detail"), event.reason.detail);
    }
  }

  function readState(base) {
    return {
      t: memory.read(base, field(STATE, "has_time")) ? memory.read(base, field(STATE, "time")) : null,
      page: memory.read(base, field(STATE, "page")),
      zoomScale: memory.read(base, field(STATE, "zoom_scale")),
      contentOffset: readPoint(memory, base, STATE, "content_offset"),
      backgroundAlpha: memory.read(base, field(STATE, "background_alpha")),
      pullDownTranslation: readPoint(memory, base, STATE, "pull_down_translation"),
      pageStripOffset: memory.read(base, field(STATE, "page_strip_offset")),
      chromeVisible: memory.read(base, field(STATE, "chrome_visible")) !== 0,
      chromeHiddenByPullDown: memory.read(base, field(STATE, "chrome_hidden_by_pull_down")) !== 0,
      dismissed: memory.read(base, field(STATE, "dismissed")) !== 0,
    };
  }

  /** Reads every waiting event of a session or player handle. */
  function drain(read, handle, buffer) {
    const events = [];
    for (;;) {
      const count = read(handle, buffer, EVENTS_PER_READ);
      for (let i = 0; i < count; i++) events.push(readEvent(buffer + i * EVENT.size));
      if (count < EVENTS_PER_READ) return events;
    }
  }

  return { readEvent, writeEvent, readState, drain, stateNames, viewerNames, actionNames };
}
