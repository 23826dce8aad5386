/*
 * gesturekitlite.h: the C interface of GestureKitLite (docs/Contract.md section 7).
 *
 * One header for every host that is not Swift: C and C++ programs, Python
 * (the gesturekitlite package), and web pages through the WebAssembly build
 * of the same code (scripts/build-wasm.sh). A session is the standard
 * recognizers (tap, doubleTap, pinch, pan, pullDown) wired to the image
 * viewer model; a player is a session fed with the bytes of a touch stream
 * (docs/Contract.md section 2) or of a device recording (evemu, getevent, pointer
 * events). Both give exactly the events `gesture-sim play` prints.
 *
 * The library: libgesturekitlite.so.1 (shared) and libgesturekitlite.a
 * (static), built with Embedded Swift by scripts/build-c.sh, need nothing
 * but the C library and libm (no Swift runtime) and export only the gkl_
 * functions below. Compile and link with
 *   cc prog.c $(pkg-config --cflags --libs gesturekitlite)
 * or, statically, with -lgesturekitlite -lm (pkg-config --static).
 *
 * Conventions
 * - C11 or C++ (gkl_event has anonymous unions); `cc -std=c11` and
 *   `c++ -std=c++11` take it with -Wpedantic.
 * - Every name starts with gkl_ (types, functions) or GKL_ (constants).
 * - There is no global state: every call takes the handle it works on, and
 *   handles are independent, so two threads may use two handles at once. One
 *   handle must not be used by two threads at the same time.
 * - Times are seconds (a double) on the caller's clock, rounded inside the
 *   engine to whole microseconds; lengths are points (pt), origin top-left,
 *   +x right, +y down; velocities are points per second.
 * - Functions that can fail return a gkl_status: GKL_OK (0) or an error code.
 *   The handle then keeps a message that says what was wrong, in the words
 *   `gesture-sim` prints (gkl_session_error, gkl_player_error). Bad input
 *   never aborts the program.
 * - Every handle carries a tag that every call checks: a destroyed handle,
 *   a handle of the other kind or a stray pointer gets GKL_ERROR_MISUSE (or
 *   0 from a function that returns a count, and is ignored by a destroy
 *   function), never a crash. A size_t of 2^63 or more (a negative number
 *   converted) is no buffer's size: it is refused, with a message where the
 *   function has a handle.
 * - Strings are UTF-8 and NUL-terminated. A `const char *` returned by the
 *   library belongs to the library: static for names, and for error messages
 *   valid until the next call on the same handle.
 * - After creation nothing is allocated per sample: a session reserves its
 *   buffers when it is created and reuses them (see gkl_session_next_event).
 *
 * Versioning: the version below is GestureKitLite's, one number for the
 * Swift package, gesture-sim, this library and the Python and JavaScript
 * packages (the repository's VERSION file). GKL_VERSION_MAJOR changes only
 * with a release that breaks a caller (here: a struct's layout, a function's
 * parameters); it is the number in the shared library's soname
 * (libgesturekitlite.so.1). GKL_VERSION_MINOR grows when declarations are
 * added: 1.3 implements contract 1.3, which adds the functions and constants
 * marked (1.3) to 1.2's and changes none of 1.2's declarations. Compare
 * gkl_version() with GKL_VERSION_STRING to detect a header and a library
 * that do not match.
 *
 * Structs: every size and field offset given below holds on every platform
 * the library builds for (LP64 and wasm32 alike: no pointers, no longs).
 * This header is the interface's one description: scripts/generate-abi.py
 * reads its structs, constants and documented offsets and writes the
 * _Static_assert checks (Sources/CGestureKitLite/gesturekitlite.c), the web
 * package's layout (web/layout.js) and the Python package's ctypes classes
 * (python/src/gesturekitlite/_abi.py); run it after editing this file (CI
 * runs it with --check). 1.3 adds no struct and changes no layout: the wheel,
 * key and action inputs are plain arguments, and what they cause is viewer
 * events of 1.2's kinds; gkl_press and press_on_image (1.3) are names for
 * bytes a 1.2 library already fills, so a 1.2 event reads the same.
 */
#ifndef GESTUREKITLITE_H
#define GESTUREKITLITE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define GKL_VERSION_MAJOR 1
#define GKL_VERSION_MINOR 3
#define GKL_VERSION_PATCH 0
#define GKL_VERSION_STRING "1.3.0"

/* The library's version of this interface, "MAJOR.MINOR.PATCH" (the
 * header's GKL_VERSION_STRING when they match). Static; never NULL. */
const char *gkl_version(void);

/* ---------------------------------------------------------------------------
 * Status codes
 */

/* What a call returns. */
typedef enum gkl_status {
  /* It worked. */
  GKL_OK = 0,
  /* A NULL handle or pointer, an unknown enum value, or a count over the
   * limit. Nothing changed. */
  GKL_ERROR_ARGUMENT = 1,
  /* A configuration was refused: an unknown key or preset, a value out of
   * its key's range, keys that contradict each other (docs/Contract.md section 3). */
  GKL_ERROR_CONFIGURATION = 2,
  /* A sample, a wheel, key or action input, or a clock time was refused
   * (docs/Contract.md sections 2.3 and 2.4): time going backwards, NaN or
   * infinite numbers, a down for a touch already down, a move/up/cancel for
   * a touch that is not down, too many touches, a key name the contract
   * refuses. Nothing changed: the session is as before the call and stays
   * usable. */
  GKL_ERROR_SAMPLE = 3,
  /* A player refused a line of its stream. Events of the frames completed
   * before that line have been queued; the player is not usable any more. */
  GKL_ERROR_STREAM = 4,
  /* The player refused a line earlier, or was finished, and takes no more
   * input. */
  GKL_ERROR_UNUSABLE = 5,
  /* gkl_player_create_recording refused the device description: the
   * message is "LINE:COLUMN: error: MESSAGE" within the description. */
  GKL_ERROR_DESCRIPTION = 6,
  /* The handle is not a live one of the function's kind: destroyed already,
   * a gkl_player given to a gkl_session_ function (or the other way round),
   * or a pointer the library did not return. Nothing was read or changed
   * through it; gkl_session_error or gkl_player_error, given the same
   * pointer, says so ("misuse: ..."). As SQLite's SQLITE_MISUSE, this is
   * the library's best effort against a bug in the caller: a destroyed
   * handle is recognized until its memory is handed out again. */
  GKL_ERROR_MISUSE = 7
} gkl_status;

/* The longest message gkl_error holds, NUL included; longer ones are cut at
 * a UTF-8 character boundary. */
#define GKL_ERROR_MESSAGE_CAPACITY 512

/* Why a create function failed: filled by gkl_session_create and the
 * gkl_player_create functions, with GKL_OK and "" when they succeed.
 * 516 bytes, 4-aligned. */
typedef struct gkl_error {
  int32_t status;                              /* offset 0: a gkl_status */
  char message[GKL_ERROR_MESSAGE_CAPACITY];    /* offset 4: NUL-terminated UTF-8 */
} gkl_error;

/* ---------------------------------------------------------------------------
 * Samples
 */

/* A sample's phase (docs/Contract.md section 2.1). */
typedef enum gkl_phase {
  GKL_PHASE_DOWN = 0,
  GKL_PHASE_MOVE = 1,
  GKL_PHASE_UP = 2,
  /* A system cancel: every recognizer of the attempt fails or is cancelled. */
  GKL_PHASE_CANCEL = 3
} gkl_phase;

/* One touch at one time. An id is unique among the touches that are down
 * and may be reused after its up or cancel. 40 bytes, 8-aligned. */
typedef struct gkl_sample {
  double time;      /* offset 0: seconds on the caller's clock (ignored by
                     * gkl_session_process_frame, which takes the frame's) */
  double x;         /* offset 8: points from the viewport's left edge */
  double y;         /* offset 16: points from its top edge, +y down */
  uint64_t id;      /* offset 24: the touch */
  int32_t phase;    /* offset 32: a gkl_phase */
  int32_t reserved; /* offset 36: set to 0 */
} gkl_sample;

/* ---------------------------------------------------------------------------
 * Events
 */

/* Which of the two kinds of event a gkl_event is. */
typedef enum gkl_event_kind {
  /* A recognizer changed state (or, for CHANGED, its values). */
  GKL_EVENT_RECOGNIZER = 0,
  /* The viewer did something in response. */
  GKL_EVENT_VIEWER = 1
} gkl_event_kind;

/* A recognizer's state, with UIKit's names (docs/Contract.md section 4). */
typedef enum gkl_recognizer_state {
  GKL_STATE_POSSIBLE = 0,
  GKL_STATE_BEGAN = 1,
  GKL_STATE_CHANGED = 2,
  GKL_STATE_ENDED = 3,
  GKL_STATE_CANCELLED = 4,
  GKL_STATE_FAILED = 5,
  GKL_STATE_RECOGNIZED = 6
} gkl_recognizer_state;

/* What the viewer did (docs/Contract.md section 6's viewer lines). */
typedef enum gkl_viewer_event {
  GKL_VIEWER_CHROME_TOGGLED = 0,   /* visible */
  GKL_VIEWER_ZOOM_TOGGLED = 1,     /* scale: the double tap's target */
  GKL_VIEWER_ZOOM_ENDED = 2,       /* scale: where the zoom settles */
  GKL_VIEWER_ZOOM_LIMIT = 3,       /* limit */
  GKL_VIEWER_PAGE_CHANGED = 4,     /* page */
  GKL_VIEWER_DISMISS_BEGAN = 5,
  GKL_VIEWER_DISMISS_CANCELLED = 6,
  GKL_VIEWER_DISMISSED = 7,
  /* (1.2, with longPressEnabled) a long press began: press.location is the
   * finger; when press_on_image is 1, press.image_point is the image pixel
   * under it. The viewer's state does not change. */
  GKL_VIEWER_LONG_PRESSED = 8
} gkl_viewer_event;

/* Which zoom limit a pinch crossed. */
typedef enum gkl_zoom_limit {
  GKL_ZOOM_LIMIT_MIN = 0,
  GKL_ZOOM_LIMIT_MAX = 1
} gkl_zoom_limit;

/* A point or a vector, in points (or points per second). 16 bytes,
 * 8-aligned. */
typedef struct gkl_point {
  double x; /* offset 0: +x right */
  double y; /* offset 8: +y down */
} gkl_point;

/* What a recognizer measured; see GestureValue's documentation for which
 * recognizer fills which field. Neutral (zeros, scale 1) for failed and
 * cancelled events and for viewer events. 80 bytes, 8-aligned. */
typedef struct gkl_value {
  gkl_point location;       /* offset 0: tap location, pinch focal point, pan
                             * centroid, pt */
  gkl_point translation;    /* offset 16: since the touches went down, slop
                             * included, pt */
  gkl_point velocity;       /* offset 32: pt/s, measured at the release (ended) */
  double scale;             /* offset 48: pinch scale since the touches went
                             * down (1 when not pinching) */
  double scale_velocity;    /* offset 56: scale units per second, at the release */
  double progress;          /* offset 64: pull-down distance / dismissDistance,
                             * 0...1 */
  int32_t touch_count;      /* offset 72: the touches the recognizer follows */
  int32_t reserved;         /* offset 76: 0 */
} gkl_value;

/* (1.3) Where a long press began (GKL_VIEWER_LONG_PRESSED): gkl_event's `press`,
 * over the bytes of its `value` (the 1.2 layout: location over
 * value.location, image_point over value.translation). 32 bytes, 8-aligned. */
typedef struct gkl_press {
  gkl_point location;       /* offset 0: the finger, viewport pt */
  gkl_point image_point;    /* offset 16: the image pixel under it (the
                             * image's own pixels, top-left 0,0) when
                             * press_on_image is 1, else 0,0 */
} gkl_press;

/* One event, in the order the session produced it: a recognizer event, then
 * the viewer events it caused. Fields that do not apply to the event's kind
 * are 0 (recognizer is -1 for a viewer event). Two anonymous unions give a
 * long press's fields names of their own over bytes other events use:
 * `press` over `value`, `press_on_image` over `visible`, where 1.2 put them.
 * 408 bytes, 8-aligned. */
typedef struct gkl_event {
  double time;              /* offset 0: seconds: time_us / 1e6 */
  int64_t time_us;          /* offset 8: the same time in whole microseconds */
  int32_t kind;             /* offset 16: a gkl_event_kind */
  /* GKL_EVENT_RECOGNIZER: */
  int32_t recognizer;       /* offset 20: its id, the order it was added in:
                             * 0 tap, 1 doubleTap, 2 pinch, 3 pan, 4 pullDown;
                             * with their keys on, 5 quickScale, 6 longPress */
  char name[16];            /* offset 24: its name, NUL-terminated (at most 15
                             * bytes of UTF-8) */
  int32_t state;            /* offset 40: a gkl_recognizer_state */
  int32_t reserved;         /* offset 44: 0 */
  union {
    gkl_value value;        /* offset 48: what it measured */
    /* (1.3) GKL_EVENT_VIEWER, GKL_VIEWER_LONG_PRESSED: */
    gkl_press press;        /* offset 48: where the press began */
  };
  /* GKL_EVENT_VIEWER: */
  int32_t viewer_event;     /* offset 128: a gkl_viewer_event */
  union {
    int32_t visible;        /* offset 132: CHROME_TOGGLED: 1 shown, 0 hidden */
    int32_t press_on_image; /* offset 132: (1.3) LONG_PRESSED: 1 when the
                             * finger is on the image, 0 off it */
  };
  int32_t page;             /* offset 136: PAGE_CHANGED: the new page, from 0 */
  int32_t limit;            /* offset 140: ZOOM_LIMIT: a gkl_zoom_limit */
  double scale;             /* offset 144: ZOOM_TOGGLED (the target),
                             * ZOOM_ENDED (where it settles) */
  /* GKL_EVENT_RECOGNIZER, GKL_STATE_FAILED and GKL_STATE_CANCELLED: why
   * (docs/Contract.md section 6.1), as `gesture-sim play --why` prints it; "" for every
   * other event. */
  char why[32];             /* offset 152: the reason's code ("tooFar"),
                             * NUL-terminated */
  char detail[224];         /* offset 184: what decided it ("the second tap
                             * landed 120 pt from the first (doubleTapSlop
                             * 100)"), NUL-terminated; the standard set's
                             * details are far shorter, a longer one is cut
                             * at a character boundary */
} gkl_event;

/* The name of a gkl_recognizer_state ("recognized") as logs print it; NULL
 * for a value outside the enum. Static. */
const char *gkl_state_name(int32_t state);

/* The name of a gkl_viewer_event ("zoomToggled") as logs print it; NULL for
 * a value outside the enum. Static. */
const char *gkl_viewer_event_name(int32_t viewer_event);

/* ---------------------------------------------------------------------------
 * The viewer's state
 */

/* What the viewer shows (ImageViewerState): every value is live, the
 * animation's value at `time` while one runs. 88 bytes, 8-aligned. */
typedef struct gkl_state {
  double time;                     /* offset 0: seconds; 0 while has_time is 0 */
  int32_t has_time;                /* offset 8: 0 before the first input */
  int32_t page;                    /* offset 12: the page shown, from 0 */
  double zoom_scale;               /* offset 16: 1 = aspect-fit */
  gkl_point content_offset;        /* offset 24: UIKit's contentOffset, pt;
                                    * negative where the image is centered */
  double background_alpha;         /* offset 40: 0...1 */
  gkl_point pull_down_translation; /* offset 48: how far a pull-down moved
                                    * the image, pt */
  double page_strip_offset;        /* offset 64: the paging strip, pt; +x
                                    * shows the previous page */
  int32_t chrome_visible;          /* offset 72: 1 shown (a pull-down hides it
                                    * without changing this) */
  int32_t chrome_hidden_by_pull_down; /* offset 76: 1 while a pull-down hides it */
  int32_t dismissed;               /* offset 80: 1 once dismissed */
  int32_t reserved;                /* offset 84: 0 */
} gkl_state;

/* ---------------------------------------------------------------------------
 * Log lines: exactly what `gesture-sim play` prints
 */

/* Options of the formatting functions, or-ed together. */
#define GKL_FORMAT_TEXT 0u      /* 0.270 doubleTap recognized */
#define GKL_FORMAT_JSONL 1u     /* {"t":0.27,"type":"recognizer",...} */
#define GKL_FORMAT_CHANGES 2u   /* print CHANGED events too (--changes) */
#define GKL_FORMAT_VALUES 4u    /* add the recognizer's values (--values) */
#define GKL_FORMAT_WHY 8u       /* say why failed and cancelled lines (--why) */

/* Writes the log line of `event` (no line feed) into `buffer`, as
 * `gesture-sim play` with `options` prints it, and returns its length in
 * bytes, NUL excluded. Like snprintf: at most capacity - 1 bytes and a NUL
 * are written, so a result >= capacity means the line was cut; a line is
 * under 700 bytes (400 without GKL_FORMAT_WHY). Returns 0 (and writes ""
 * when capacity > 0) for an event that is not printed with these options
 * (CHANGED without
 * GKL_FORMAT_CHANGES) or that is not a valid event. `buffer` may be NULL
 * when capacity is 0. A capacity of 2^63 or more is no buffer's: nothing is
 * written and SIZE_MAX is returned (so the line reads as cut); the
 * format_state functions do the same and set the handle's message.
 * Allocates a temporary string. */
size_t gkl_format_event(const gkl_event *event, uint32_t options, char *buffer, size_t capacity);

/* ---------------------------------------------------------------------------
 * Sessions: samples in, events out
 */

typedef struct gkl_session gkl_session;

/* Creates a session with docs/Contract.md section 3's configuration.
 *
 * preset:   NULL or "" for the defaults, or the name of a preset (as
 *           `gesture-sim --preset NAME` takes it), applied first.
 * settings: NULL or "", or settings applied after the preset, each
 *           key=value as `--set` takes it (`tapSlop=12 doubleTapEnabled=false`),
 *           separated by spaces, tabs or line feeds; `#` starts a comment
 *           that runs to the end of the line.
 * error:    NULL, or filled with the status and message when creation fails.
 *
 * Returns the session, owned by the caller (free it with
 * gkl_session_destroy), or NULL: GKL_ERROR_CONFIGURATION for an unknown key
 * or preset, a malformed setting or a value out of range, with the message
 * `gesture-sim` gives for `--set` ("tapSlop=-1: invalid value '-1' for
 * tapSlop: expected a number from 0 to 1000000"). */
gkl_session *gkl_session_create(const char *preset, const char *settings, gkl_error *error);

/* Frees the session and everything it holds. NULL, a session destroyed
 * already and anything that is not a live session are ignored. */
void gkl_session_destroy(gkl_session *session);

/* (1.3) The most samples one frame holds (gkl_session_process_frame): the
 * contract's limit of simultaneous touches. */
#define GKL_FRAME_CAPACITY 20

/* Processes one frame: `count` samples (up to GKL_FRAME_CAPACITY), all at
 * `time` seconds, delivered together as one UIEvent would be (each sample's own time field
 * is ignored). Samples collected by gkl_session_process_sample are delivered
 * first. count 0 is a frame with no samples (nothing happens but the clock). Returns GKL_OK, or
 * GKL_ERROR_SAMPLE (nothing changed; the message names the sample, from 0:
 * "sample 1: down for touch 2, which is already down") or GKL_ERROR_ARGUMENT
 * (NULL samples with count > 0, count over GKL_FRAME_CAPACITY, an unknown phase). GKL_ERROR_MISUSE,
 * here and for every function below that takes a handle, for one that is not
 * a live session (see GKL_ERROR_MISUSE). */
gkl_status gkl_session_process_frame(gkl_session *session, double time, const gkl_sample *samples,
                                     size_t count);

/* Processes one sample. Samples with the same time form one frame, delivered
 * when a sample with a later time comes, or on gkl_session_flush or
 * gkl_session_advance. Errors as gkl_session_process_frame's. */
gkl_status gkl_session_process_sample(gkl_session *session, const gkl_sample *sample);

/* Delivers the samples collected by gkl_session_process_sample as one frame. */
gkl_status gkl_session_flush(gkl_session *session);

/* Advances the clock to `time` seconds (a display tick, a stream's tick):
 * collected samples are delivered, deadlines due by then fire at their own
 * times (the tap after the double tap's wait), animations move.
 * GKL_ERROR_SAMPLE for a time before the clock, NaN or out of range. */
gkl_status gkl_session_advance(gkl_session *session, double time);

/* Ends the input as `gesture-sim play` ends a stream: delivers collected
 * samples, then advances the clock `settle` seconds (docs/Contract.md section 3, the
 * session's configuration) past the last sample or tick, stopping at the
 * time limit (10^10 s) rather than past it, so that pending deadlines fire
 * and animations come to rest. A session without input is left as it is;
 * touches still down stay down. The session stays usable: a host replaying
 * one recording after another calls this after each. Errors as
 * gkl_session_flush's. */
gkl_status gkl_session_finish(gkl_session *session);

/* How many events wait to be read. */
size_t gkl_session_event_count(const gkl_session *session);

/* Moves the oldest waiting event into *event and returns 1, or returns 0
 * when none waits (or an argument is NULL). Events wait in a buffer reserved
 * at creation (256 events) that grows only when more wait at once; read them
 * after each call to keep it from growing. */
int gkl_session_next_event(gkl_session *session, gkl_event *event);

/* Moves up to `capacity` waiting events, oldest first, into `events` and
 * returns how many. A capacity of 2^63 or more moves none, returns 0 and
 * sets gkl_session_error's message. */
size_t gkl_session_read_events(gkl_session *session, gkl_event *events, size_t capacity);

/* Fills *state with the viewer's state now. GKL_ERROR_ARGUMENT for NULL. */
gkl_status gkl_session_state(const gkl_session *session, gkl_state *state);

/* Writes the state line (`gesture-sim play`'s last line) as
 * gkl_format_event does; options GKL_FORMAT_TEXT or GKL_FORMAT_JSONL. */
size_t gkl_session_format_state(const gkl_session *session, uint32_t options, char *buffer,
                                size_t capacity);

/* The message of the last call that failed on this session, or "" when the
 * last call succeeded. Owned by the session; valid until its next call.
 * For a pointer that is not a live session, a static "misuse: ..." message
 * (GKL_ERROR_MISUSE). */
const char *gkl_session_error(const gkl_session *session);

/* ---------------------------------------------------------------------------
 * (1.3) Wheel, keys and accessibility actions (docs/Contract.md sections 2.4
 * and 5.1): the other inputs a person gives a viewer, with the same rules
 * and events as a stream's wheel, key and action records. Touches come
 * first: while a touch is down they change nothing. Each first advances the
 * clock to its time, as gkl_session_advance does (collected samples are
 * delivered, deadlines due by then fire), then gives the input to the
 * viewer. They cause viewer events only, never a recognizer event.
 */

/* Modifier keys held during a wheel or a key input, or-ed together: the same
 * bits in every language. A wheel zooms with CTRL or META (a trackpad pinch
 * reaches a browser as a wheel with ctrl); a key with CTRL, ALT or META does
 * nothing (a shortcut of the host's); SHIFT changes neither. */
#define GKL_MODIFIER_CTRL 1u
#define GKL_MODIFIER_SHIFT 2u
#define GKL_MODIFIER_ALT 4u
#define GKL_MODIFIER_META 8u

/* The unit of a wheel's deltas, as the W3C WheelEvent.deltaMode. */
typedef enum gkl_wheel_mode {
  GKL_WHEEL_PIXEL = 0, /* points (DOM_DELTA_PIXEL) */
  GKL_WHEEL_LINE = 1,  /* lines of 16 pt (DOM_DELTA_LINE) */
  GKL_WHEEL_PAGE = 2   /* the viewport's width for dx, its height for dy (DOM_DELTA_PAGE) */
} gkl_wheel_mode;

/* What a screen reader or a host's accessibility actions ask for (an
 * `action` record): VoiceOver's increment and decrement, three-finger
 * swipe, escape and activate; TalkBack's scroll forward and backward,
 * dismiss and click. */
typedef enum gkl_action {
  GKL_ACTION_ZOOM_IN = 0,       /* as the + key */
  GKL_ACTION_ZOOM_OUT = 1,      /* as the - key */
  GKL_ACTION_RESET_ZOOM = 2,    /* as the 0 key */
  GKL_ACTION_NEXT_PAGE = 3,     /* the next page, at any zoom */
  GKL_ACTION_PREVIOUS_PAGE = 4, /* the previous page, at any zoom */
  GKL_ACTION_DISMISS = 5,       /* as Escape (with escapeDismisses) */
  GKL_ACTION_TOGGLE_CHROME = 6  /* as Enter */
} gkl_action;

/* The name of a gkl_action ("zoomIn") as streams write it; NULL for a value
 * outside the enum. Static. */
const char *gkl_action_name(int32_t action);

/* Processes one wheel event (a `wheel` record): a mouse wheel's notch, a
 * trackpad's two-finger scroll step, or, with GKL_MODIFIER_CTRL, a trackpad
 * pinch as browsers deliver it.
 *
 * x, y:      the pointer, in viewport points (it may lie outside the viewport).
 * dx, dy:    the W3C WheelEvent's deltaX and deltaY, in `mode`'s unit:
 *            positive dy scrolls toward the content's bottom. A zooming
 *            wheel multiplies the zoom by exp(-dy / wheelZoomDistance)
 *            around (x, y); Chromium sends a pinch of scale s as dy = -100 ln s.
 * mode:      a gkl_wheel_mode.
 * modifiers: GKL_MODIFIER_* or-ed together.
 *
 * GKL_ERROR_SAMPLE (nothing changed) for a time before the clock, a number
 * that is not finite or out of range; GKL_ERROR_ARGUMENT for an unknown mode
 * or modifier bits other than the four. */
gkl_status gkl_session_process_wheel(gkl_session *session, double time, double x, double y, double dx, double dy,
                                     int32_t mode, uint32_t modifiers);

/* Processes one key press (a `key` record); an auto-repeat is one more.
 *
 * key, length: the W3C KeyboardEvent.key value ("ArrowRight", "Escape", "+",
 *              "z", "\xc3\xb6"), `length` bytes of UTF-8 (no NUL needed; NUL
 *              is refused as a control character), "Space" for the space bar.
 *              The viewer uses ArrowLeft/Right/Up/Down, + = - 0 z, Home, End,
 *              Enter, Space and Escape (a single letter in either case);
 *              any other key is taken and does nothing.
 * modifiers:   GKL_MODIFIER_* or-ed together.
 *
 * GKL_ERROR_SAMPLE (nothing changed) for a time before the clock or a name
 * the contract refuses (empty, whitespace, a control or invisible character,
 * a '#' first: "key name 'a b' holds whitespace, ..."); GKL_ERROR_ARGUMENT
 * for bytes that are not UTF-8, NULL with a length above 0, or modifier bits
 * other than the four. */
gkl_status gkl_session_process_key(gkl_session *session, double time, const char *key, size_t length,
                                   uint32_t modifiers);

/* Processes one accessibility action (an `action` record), a gkl_action.
 * GKL_ERROR_SAMPLE (nothing changed) for a time before the clock or not
 * finite; GKL_ERROR_ARGUMENT for a value outside the enum. */
gkl_status gkl_session_process_action(gkl_session *session, double time, int32_t action);

/* ---------------------------------------------------------------------------
 * Players: stream bytes in, events out (TouchStreamPlayer)
 */

typedef struct gkl_player gkl_player;

/* What a player reads: a stream (docs/Contract.md section 2) or a device recording, as
 * `gesture-sim play` and `gesture-sim play --from FORMAT` read them. */
typedef enum gkl_stream_format {
  GKL_STREAM_TEXT = 0,           /* .touches */
  GKL_STREAM_JSONL = 1,          /* .jsonl */
  GKL_STREAM_EVEMU = 2,          /* evemu-record's E: lines, with A: lines or a
                                  * description (--from evemu) */
  GKL_STREAM_GETEVENT = 3,       /* Android's `getevent -lt` text, with a
                                  * description or a range (--from getevent) */
  GKL_STREAM_POINTER_EVENTS = 4  /* W3C pointer events as JSON (--from
                                  * pointer-events) */
} gkl_stream_format;

/* The form of a stream whose name does not say, from its first bytes, as
 * `gesture-sim play` decides for standard input: GKL_STREAM_JSONL when the
 * first byte that is not white space (or a UTF-8 byte-order mark) is '{',
 * else GKL_STREAM_TEXT. `bytes` may be NULL when length is 0. Returns -1
 * for a length of 2^63 or more (no buffer is that long). */
int32_t gkl_stream_format_of(const void *bytes, size_t length);

/* Creates a player for a stream or recording of `format`, with a
 * configuration made as gkl_session_create makes it; a stream's own
 * @viewport and @set lines apply after it. The session is built at the
 * first sample or tick. Returns the player (free it with
 * gkl_player_destroy) or NULL, with *error filled when error is not NULL.
 * A recording that needs a description (a getevent log; an evemu recording
 * without A: lines) is played with gkl_player_create_recording. */
gkl_player *gkl_player_create(int32_t format, const char *preset, const char *settings,
                              gkl_error *error);

/* Creates a player for a device recording, as `gesture-sim play --from
 * FORMAT --desc FILE --range WxH` plays it.
 *
 * description: NULL (with length 0), or the bytes of the device's
 *              description: `evemu-describe`'s .desc file for evemu, `adb
 *              shell getevent -lp`'s output (or evemu A: lines) for
 *              getevent. It fills in what the recording does not describe.
 * range:       NULL, or "WxH" (`1024x1024`): position ranges from 0 to W-1
 *              and 0 to H-1, device units, which win over every description.
 *
 * The device is played at its physical size when its description allows
 * (a direct-touch screen with resolutions), the viewport then being its
 * size in points; setting viewportWidth or viewportHeight fits it into that
 * viewport instead, as --width and --height do. Positions beyond the
 * device's range are clamped (gkl_player_warning). The WebAssembly modules
 * leave device recordings out (a page plays streams and pointer events):
 * there the three recording formats are refused with GKL_ERROR_ARGUMENT.
 * Returns NULL with
 * GKL_ERROR_ARGUMENT for an unknown format, a malformed range, or a
 * description or range given with a stream or pointer events;
 * GKL_ERROR_DESCRIPTION for a malformed description; GKL_ERROR_CONFIGURATION
 * as gkl_player_create. */
gkl_player *gkl_player_create_recording(int32_t format, const void *description, size_t description_length,
                                        const char *range, const char *preset, const char *settings,
                                        gkl_error *error);

/* Frees the player. NULL, a player destroyed already and anything that is
 * not a live player are ignored. */
void gkl_player_destroy(gkl_player *player);

/* Reads the next `length` bytes of the stream (any split: a line may span
 * two calls) and plays every complete line; events of completed frames are
 * queued. GKL_ERROR_STREAM for a malformed line, with the message
 * "LINE:COLUMN: error: MESSAGE", or " error: MESSAGE" for a recording
 * refused as a whole (prefix the file name and ':' to get exactly what
 * `gesture-sim play` prints on standard error); GKL_ERROR_UNUSABLE after an
 * earlier refusal; GKL_ERROR_ARGUMENT for NULL bytes with a length above 0
 * or a length of 2^63 or more; GKL_ERROR_MISUSE for a pointer that is not a
 * live player. */
gkl_status gkl_player_append(gkl_player *player, const void *bytes, size_t length);

/* Ends the stream: plays its last line, then `settle` seconds (docs/Contract.md
 * section 3) so that pending deadlines and animations finish, as
 * gkl_session_finish does. Errors as gkl_player_append's (an empty stream,
 * a recording without touches, is refused). The player takes no input
 * afterwards; its events and state stay readable. */
gkl_status gkl_player_finish(gkl_player *player);

/* How many events wait to be read (0 for NULL). */
size_t gkl_player_event_count(const gkl_player *player);

/* Moves the oldest waiting event into *event and returns 1, or returns 0
 * when none waits, as gkl_session_next_event does. Events of a refused
 * stream's completed frames stay readable. */
int gkl_player_next_event(gkl_player *player, gkl_event *event);

/* Moves up to `capacity` waiting events, oldest first, into `events` and
 * returns how many, as gkl_session_read_events does. */
size_t gkl_player_read_events(gkl_player *player, gkl_event *events, size_t capacity);

/* Fills *state with the viewer's state. GKL_ERROR_ARGUMENT before the
 * stream's first sample or tick (there is no session yet). */
gkl_status gkl_player_state(const gkl_player *player, gkl_state *state);

/* Writes the state line as gkl_session_format_state does; returns 0 and
 * writes "" before the first sample or tick (`gesture-sim play` prints no
 * state line then). */
size_t gkl_player_format_state(const gkl_player *player, uint32_t options, char *buffer,
                               size_t capacity);

/* The message of the last call that failed on this player, or "". For a
 * pointer that is not a live player, a static "misuse: ..." message. */
const char *gkl_player_error(const gkl_player *player);

/* A recording's warnings, or "": once positions beyond the device's range
 * have been clamped, and once contacts went down before the recording gave
 * their position (a capture begun mid-touch), one line each (separated by a
 * line feed), "LINE:COLUMN: warning: MESSAGE" with the count when there were
 * more: what `gesture-sim play --from` prints on standard error, each line
 * after the file name and ':'. Owned by the player; valid until its next
 * call. */
const char *gkl_player_warning(const gkl_player *player);

#ifdef __cplusplus
}
#endif

#endif /* GESTUREKITLITE_H */
