// The C interface's structs as the WebAssembly module lays them out: the one
// place in the package that knows a byte offset. Sources/CGestureKitLite/
// include/gesturekitlite.h declares them and gesturekitlite.c pins their sizes;
// test/layout.test.js compiles every offset below against the header
// (clang --target=wasm32, _Static_assert), so a change there fails here.
//
// A field is [offset, type]; types are the DataView accessors' (little-endian).

/** gkl_sample: one touch at one time (40 bytes). */
export const SAMPLE = {
  size: 40,
  fields: {
    time: [0, "f64"],
    x: [8, "f64"],
    y: [16, "f64"],
    id: [24, "u64"],
    phase: [32, "i32"],
    reserved: [36, "i32"],
  },
};

/** gkl_event: a recognizer's or the viewer's event (408 bytes). */
export const EVENT = {
  size: 408,
  fields: {
    time: [0, "f64"],
    time_us: [8, "i64"],
    kind: [16, "i32"],
    recognizer: [20, "i32"],
    name: [24, "char16"],
    state: [40, "i32"],
    reserved: [44, "i32"],
    "value.location.x": [48, "f64"],
    "value.location.y": [56, "f64"],
    "value.translation.x": [64, "f64"],
    "value.translation.y": [72, "f64"],
    "value.velocity.x": [80, "f64"],
    "value.velocity.y": [88, "f64"],
    "value.scale": [96, "f64"],
    "value.scale_velocity": [104, "f64"],
    "value.progress": [112, "f64"],
    "value.touch_count": [120, "i32"],
    "value.reserved": [124, "i32"],
    viewer_event: [128, "i32"],
    visible: [132, "i32"],
    page: [136, "i32"],
    limit: [140, "i32"],
    scale: [144, "f64"],
    why: [152, "char32"],
    detail: [184, "char224"],
  },
};

/** gkl_state: what the viewer shows (88 bytes). */
export const STATE = {
  size: 88,
  fields: {
    time: [0, "f64"],
    has_time: [8, "i32"],
    page: [12, "i32"],
    zoom_scale: [16, "f64"],
    "content_offset.x": [24, "f64"],
    "content_offset.y": [32, "f64"],
    background_alpha: [40, "f64"],
    "pull_down_translation.x": [48, "f64"],
    "pull_down_translation.y": [56, "f64"],
    page_strip_offset: [64, "f64"],
    chrome_visible: [72, "i32"],
    chrome_hidden_by_pull_down: [76, "i32"],
    dismissed: [80, "i32"],
    reserved: [84, "i32"],
  },
};

/** gkl_error: why a create function failed (516 bytes). */
export const ERROR = {
  size: 516,
  fields: {
    status: [0, "i32"],
    message: [4, "char512"],
  },
};

/** The header's constants the package uses. */
export const CONSTANTS = {
  GKL_OK: 0,
  GKL_ERROR_ARGUMENT: 1,
  GKL_ERROR_CONFIGURATION: 2,
  GKL_ERROR_SAMPLE: 3,
  GKL_ERROR_STREAM: 4,
  GKL_ERROR_UNUSABLE: 5,
  GKL_ERROR_DESCRIPTION: 6,
  GKL_ERROR_MISUSE: 7,
  GKL_PHASE_DOWN: 0,
  GKL_PHASE_MOVE: 1,
  GKL_PHASE_UP: 2,
  GKL_PHASE_CANCEL: 3,
  GKL_EVENT_RECOGNIZER: 0,
  GKL_EVENT_VIEWER: 1,
  GKL_ZOOM_LIMIT_MIN: 0,
  GKL_ZOOM_LIMIT_MAX: 1,
  GKL_FORMAT_TEXT: 0,
  GKL_FORMAT_JSONL: 1,
  GKL_FORMAT_CHANGES: 2,
  GKL_FORMAT_VALUES: 4,
  GKL_FORMAT_WHY: 8,
  GKL_STREAM_TEXT: 0,
  GKL_STREAM_JSONL: 1,
  GKL_WHEEL_PIXEL: 0,
  GKL_WHEEL_LINE: 1,
  GKL_WHEEL_PAGE: 2,
  GKL_MODIFIER_CTRL: 1,
  GKL_MODIFIER_SHIFT: 2,
  GKL_MODIFIER_ALT: 4,
  GKL_MODIFIER_META: 8,
  GKL_ERROR_MESSAGE_CAPACITY: 512,
};

/** A field of a layout, as Memory.read and Memory.write take it. */
export const field = (layout, name) => layout.fields[name];

/** The most samples gkl_session_process_frame takes at once. */
export const FRAME_CAPACITY = 20;

/** The viewer events' names by gkl_viewer_event value, and the field each carries. */
export const VIEWER_FIELDS = ["visible", "scale", "scale", "limit", "page", null, null, null, "press"];
