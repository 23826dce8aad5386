/*
 * bad_input: every refusal through the C interface is a code and the CLI's
 * message, never a crash, and says whether the handle is still usable.
 * Prints one line per check and exits 1 if any failed.
 */
#include <gesturekitlite.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

static int failures = 0;

static void expect(int ok, const char *what, const char *detail) {
  printf("%s %s%s%s\n", ok ? "ok  " : "FAIL", what, detail ? ": " : "", detail ? detail : "");
  if (!ok) failures++;
}

static void expect_message(const char *what, const char *message, const char *expected) {
  int ok = strcmp(message, expected) == 0;
  expect(ok, what, message);
  if (!ok) printf("     expected: %s\n", expected);
}

static gkl_sample sample(double time, int phase, uint64_t id, double x, double y) {
  gkl_sample s = {time, x, y, id, phase, 0};
  return s;
}

/* The names of the events waiting on the session, space-separated. */
static void events(gkl_session *session, char *out, size_t capacity) {
  gkl_event event;
  out[0] = 0;
  while (gkl_session_next_event(session, &event)) {
    char line[512];
    if (gkl_format_event(&event, GKL_FORMAT_TEXT, line, sizeof line) == 0) continue;
    if (out[0]) strncat(out, " | ", capacity - strlen(out) - 1);
    strncat(out, line, capacity - strlen(out) - 1);
  }
}

int main(void) {
  gkl_error error;
  char got[2048];

  /* Configuration: the CLI's words, with "did you mean". */
  expect(gkl_session_create(NULL, "tapSlpo=12", &error) == NULL && error.status == GKL_ERROR_CONFIGURATION,
         "unknown key refused", NULL);
  expect_message("unknown key message", error.message,
                 "tapSlpo=12: unknown config key 'tapSlpo'; did you mean 'tapSlop'?");
  expect(gkl_session_create(NULL, "tapSlop=-1", &error) == NULL, "value out of range refused", error.message);
  expect(gkl_session_create(NULL, "minZoom=5 maxZoom=4", &error) == NULL, "contradictory keys refused",
         error.message);
  expect(gkl_session_create(NULL, "tapSlop", &error) == NULL, "a setting without '='", error.message);
  expect(gkl_session_create("photoswip", NULL, &error) == NULL && error.status == GKL_ERROR_CONFIGURATION,
         "unknown preset refused", error.message);
  expect(gkl_player_create(7, NULL, NULL, &error) == NULL && error.status == GKL_ERROR_ARGUMENT,
         "unknown stream format", error.message);

  gkl_session *session = gkl_session_create(NULL, "# a comment\ndoubleTapEnabled=false\n", &error);
  expect(session != NULL, "settings with a comment accepted", error.message);
  if (!session) return 1;

  /* Samples: refused, nothing changed, the session stays usable. */
  gkl_sample down = sample(0.0, GKL_PHASE_DOWN, 1, 195, 400);
  expect(gkl_session_process_frame(session, 0.0, &down, 1) == GKL_OK, "down", NULL);
  gkl_sample again = sample(0.01, GKL_PHASE_DOWN, 1, 195, 400);
  expect(gkl_session_process_frame(session, 0.01, &again, 1) == GKL_ERROR_SAMPLE, "down while down",
         gkl_session_error(session));
  gkl_sample unknown = sample(0.02, GKL_PHASE_MOVE, 9, 195, 400);
  expect(gkl_session_process_frame(session, 0.02, &unknown, 1) == GKL_ERROR_SAMPLE, "unknown touch id",
         gkl_session_error(session));
  gkl_sample nan_sample = sample(0.03, GKL_PHASE_MOVE, 1, NAN, 400);
  expect(gkl_session_process_frame(session, 0.03, &nan_sample, 1) == GKL_ERROR_SAMPLE, "NaN coordinate",
         gkl_session_error(session));
  expect(gkl_session_advance(session, NAN) == GKL_ERROR_SAMPLE, "NaN time", gkl_session_error(session));
  gkl_sample bad_phase = sample(0.04, 9, 1, 195, 400);
  expect(gkl_session_process_frame(session, 0.04, &bad_phase, 1) == GKL_ERROR_ARGUMENT, "unknown phase",
         gkl_session_error(session));
  expect(gkl_session_process_frame(session, 0.04, NULL, 1) == GKL_ERROR_ARGUMENT, "NULL samples",
         gkl_session_error(session));
  expect(gkl_session_process_frame(session, 0.04, &down, 21) == GKL_ERROR_ARGUMENT, "21 samples in a frame",
         gkl_session_error(session));
  gkl_sample up = sample(0.08, GKL_PHASE_UP, 1, 195, 400);
  expect(gkl_session_process_frame(session, 0.08, &up, 1) == GKL_OK, "still usable: up", NULL);
  expect(strcmp(gkl_session_error(session), "") == 0, "a call that works clears the message", NULL);
  events(session, got, sizeof got);
  expect_message("the tap after the refusals", got, "0.080 tap recognized | 0.080 viewer chromeToggled visible=false");
  expect(gkl_session_advance(session, 0.05) == GKL_ERROR_SAMPLE, "time backwards refused",
         gkl_session_error(session));
  expect(gkl_session_advance(session, 1.0) == GKL_OK, "still usable: advance", NULL);

  /* One sample at a time: frames form by time. */
  gkl_sample a = sample(2.0, GKL_PHASE_DOWN, 4, 100, 100), b = sample(2.05, GKL_PHASE_UP, 4, 100, 100);
  expect(gkl_session_process_sample(session, &a) == GKL_OK && gkl_session_process_sample(session, &b) == GKL_OK &&
             gkl_session_flush(session) == GKL_OK,
         "samples one by one", NULL);
  events(session, got, sizeof got);
  expect_message("their tap", got, "2.050 tap recognized | 2.050 viewer chromeToggled visible=true");

  gkl_state state;
  expect(gkl_session_state(session, &state) == GKL_OK && state.chrome_visible == 1 && state.zoom_scale == 1.0,
         "state", NULL);
  char line[512];
  gkl_session_format_state(session, GKL_FORMAT_JSONL, line, sizeof line);
  expect_message("state line", line,
                 "{\"t\":2.05,\"type\":\"state\",\"page\":0,\"zoomScale\":1.0,\"contentOffset\":[0,-275.75],"
                 "\"chromeVisible\":true,\"backgroundAlpha\":1.0,\"dismissed\":false}");
  size_t length = gkl_session_format_state(session, GKL_FORMAT_TEXT, line, 6);
  expect(length > 5 && strlen(line) == 5, "a short buffer cuts like snprintf", line);
  gkl_session_destroy(session);
  gkl_session_destroy(NULL);

  /* One call ends the input as `gesture-sim play` ends a stream. */
  session = gkl_session_create(NULL, "settle=0.5", &error);
  gkl_sample tap[2] = {sample(0.0, GKL_PHASE_DOWN, 1, 195, 422), sample(0.08, GKL_PHASE_UP, 1, 195, 422)};
  expect(gkl_session_process_sample(session, &tap[0]) == GKL_OK &&
             gkl_session_process_sample(session, &tap[1]) == GKL_OK && gkl_session_finish(session) == GKL_OK,
         "finish delivers the samples and settles", gkl_session_error(session));
  events(session, got, sizeof got);
  expect_message("finish lets the double tap's wait run out", got,
                 "0.380 doubleTap failed | 0.380 tap recognized | 0.380 viewer chromeToggled visible=false");
  expect(gkl_session_state(session, &state) == GKL_OK && state.time == 0.58, "settle (0.5 s) past the last sample",
         NULL);
  expect(gkl_session_finish(session) == GKL_OK && gkl_session_state(session, &state) == GKL_OK &&
             state.time == 1.08,
         "the session stays usable: finish again settles again", NULL);
  expect(gkl_session_finish(NULL) == GKL_ERROR_ARGUMENT, "finish(NULL)", NULL);
  gkl_session_destroy(session);
  session = gkl_session_create(NULL, NULL, &error);
  expect(gkl_session_finish(session) == GKL_OK && gkl_session_state(session, &state) == GKL_OK &&
             state.has_time == 0,
         "finish without input leaves the session as it is", NULL);
  gkl_session_destroy(session);

  /* (1.3) Wheel, key and action inputs: refused with a code and the CLI's
   * words, nothing changed, the session usable; never a trap, whatever the
   * value (unknown codes, bits beyond the four, NULL, bytes that are not UTF-8). */
  session = gkl_session_create(NULL, NULL, &error);
  expect(gkl_session_process_wheel(session, 0.5, 195, 422, 0, -100 * 0.6931471805599453, GKL_WHEEL_PIXEL,
                                   GKL_MODIFIER_CTRL) == GKL_OK &&
             gkl_session_state(session, &state) == GKL_OK && fabs(state.zoom_scale - 2) < 1e-12,
         "a ctrl wheel of dy = -100 ln 2 zooms to 2", gkl_session_error(session));
  expect(gkl_session_process_wheel(session, 0.6, 195, 422, 0, 1, 3, 0) == GKL_ERROR_ARGUMENT, "wheel mode 3",
         gkl_session_error(session));
  expect_message("its message", gkl_session_error(session),
                 "unknown wheel mode 3; expected GKL_WHEEL_PIXEL (0), GKL_WHEEL_LINE (1) or GKL_WHEEL_PAGE (2)");
  expect(gkl_session_process_wheel(session, 0.6, 195, 422, 0, 1, GKL_WHEEL_PIXEL, 16) == GKL_ERROR_ARGUMENT,
         "modifier bit 16", gkl_session_error(session));
  expect_message("its message", gkl_session_error(session),
                 "unknown modifier bits 0x10; expected ctrl 1, shift 2, alt 4 or meta 8");
  expect(gkl_session_process_key(session, 0.6, "z", 1, 0xFFFFFFFFu) == GKL_ERROR_ARGUMENT, "every modifier bit set",
         gkl_session_error(session));
  expect(gkl_session_process_wheel(session, 0.6, 195, 422, 0, NAN, GKL_WHEEL_PIXEL, GKL_MODIFIER_CTRL) ==
             GKL_ERROR_SAMPLE,
         "a NaN delta", gkl_session_error(session));
  expect(gkl_session_process_wheel(session, 0.4, 195, 422, 0, -1, GKL_WHEEL_PIXEL, GKL_MODIFIER_CTRL) ==
             GKL_ERROR_SAMPLE,
         "a wheel before the clock", gkl_session_error(session));
  expect_message("its message", gkl_session_error(session), "time went backwards: 0.4 is before 0.5");
  expect(gkl_session_process_key(session, 0.6, NULL, 4, 0) == GKL_ERROR_ARGUMENT, "a NULL key name",
         gkl_session_error(session));
  expect(gkl_session_process_key(session, 0.6, NULL, 0, 0) == GKL_ERROR_SAMPLE, "an empty key name",
         gkl_session_error(session));
  expect(gkl_session_process_key(session, 0.6, "a b", 3, 0) == GKL_ERROR_SAMPLE, "a key name with a space",
         gkl_session_error(session));
  expect_message("its message", gkl_session_error(session),
                 "key name 'a b' holds whitespace, a control or an invisible character (U+0020); expected printable "
                 "characters without spaces (the space bar is Space)");
  expect(gkl_session_process_key(session, 0.6, "a\0b", 3, 0) == GKL_ERROR_SAMPLE, "a NUL inside a key name",
         gkl_session_error(session));
  expect(gkl_session_process_key(session, 0.6, "\xc3(", 2, 0) == GKL_ERROR_ARGUMENT, "a key name that is not UTF-8",
         gkl_session_error(session));
  expect_message("its message", gkl_session_error(session), "key name: expected UTF-8 text, found bytes that are not");
  expect(gkl_session_process_key(session, 0.6, "z", (size_t)-1, 0) == GKL_ERROR_ARGUMENT,
         "a key name of 2^64 - 1 bytes", gkl_session_error(session));
  expect(gkl_session_process_action(session, 0.6, 7) == GKL_ERROR_ARGUMENT &&
             gkl_session_process_action(session, 0.6, -1) == GKL_ERROR_ARGUMENT,
         "actions 7 and -1", gkl_session_error(session));
  expect_message("its message", gkl_session_error(session),
                 "unknown action -1; expected a gkl_action from GKL_ACTION_ZOOM_IN (0) to GKL_ACTION_TOGGLE_CHROME (6)");
  expect(gkl_session_process_action(session, NAN, GKL_ACTION_ZOOM_IN) == GKL_ERROR_SAMPLE, "an action at NaN",
         gkl_session_error(session));
  expect(gkl_session_event_count(session) == 0 && gkl_session_state(session, &state) == GKL_OK &&
             fabs(state.zoom_scale - 2) < 1e-12 && state.time == 0.5,
         "the refusals changed nothing", NULL);
  expect(gkl_session_process_key(session, 1.0, "\xc3\xb6", 2, GKL_MODIFIER_SHIFT) == GKL_OK &&
             gkl_session_process_action(session, 1.5, GKL_ACTION_RESET_ZOOM) == GKL_OK,
         "still usable: a key the viewer does not use, then resetZoom", gkl_session_error(session));
  events(session, got, sizeof got);
  expect_message("the pinch ends wheelGap after its record; resetZoom animates back", got,
                 "0.650 viewer zoomEnded scale=2 | 1.500 viewer zoomToggled scale=1");
  expect(gkl_action_name(GKL_ACTION_NEXT_PAGE) && strcmp(gkl_action_name(GKL_ACTION_NEXT_PAGE), "nextPage") == 0 &&
             gkl_action_name(7) == NULL && gkl_action_name(-1) == NULL,
         "action names", NULL);
  gkl_session_destroy(session);
  expect(gkl_session_process_wheel(session, 2, 0, 0, 0, 0, GKL_WHEEL_PIXEL, 0) == GKL_ERROR_MISUSE &&
             gkl_session_process_key(session, 2, "z", 1, 0) == GKL_ERROR_MISUSE &&
             gkl_session_process_action(session, 2, GKL_ACTION_DISMISS) == GKL_ERROR_MISUSE,
         "a destroyed session: misuse", NULL);

  /* Recordings: the device's description and range, refused with --from's words. */
  const char *desc = "N: Tiny\nA: 35 0 799 0 0 0\nA: 36 0 479 0 0 0\n";
  const char *events_text = "E: 1.000000 0003 0039 5\nE: 1.000000 0003 0035 900\nE: 1.000000 0003 0036 240\n"
                            "E: 1.000000 0000 0000 0\nE: 1.080000 0003 0039 -1\nE: 1.080000 0000 0000 0\n";
  gkl_player *recording = gkl_player_create_recording(GKL_STREAM_EVEMU, desc, strlen(desc), NULL, NULL, NULL,
                                                      &error);
  expect(recording && gkl_player_append(recording, events_text, strlen(events_text)) == GKL_OK &&
             gkl_player_finish(recording) == GKL_OK,
         "an evemu recording with its description plays", recording ? gkl_player_error(recording) : error.message);
  expect_message("a clamped position warns as play --from does", recording ? gkl_player_warning(recording) : "",
                 "2:23: warning: ABS_MT_POSITION_X value 900 is beyond the device's range 0 to 799; clamped to 799");
  gkl_player_destroy(recording);
  recording = gkl_player_create_recording(GKL_STREAM_GETEVENT, NULL, 0, "1024x0", NULL, NULL, &error);
  expect(!recording && error.status == GKL_ERROR_ARGUMENT, "a malformed range refused", NULL);
  expect_message("the range's message", error.message,
                 "--range expects the device's units on each axis as WxH (1024x1024, 2 or more each), found '1024x0'");
  recording = gkl_player_create_recording(GKL_STREAM_EVEMU, "A: 35 0 799 x", 13, NULL, NULL, NULL, &error);
  expect(!recording && error.status == GKL_ERROR_DESCRIPTION, "a malformed description refused", error.message);
  recording = gkl_player_create_recording(GKL_STREAM_POINTER_EVENTS, NULL, 0, "800x600", NULL, NULL, &error);
  expect(!recording && error.status == GKL_ERROR_ARGUMENT, "a range for pointer events refused", error.message);
  recording = gkl_player_create_recording(GKL_STREAM_TEXT, desc, strlen(desc), NULL, NULL, NULL, &error);
  expect(!recording && error.status == GKL_ERROR_ARGUMENT, "a description for a stream refused", error.message);
  recording = gkl_player_create(GKL_STREAM_GETEVENT, NULL, NULL, &error);
  const char *getevent = "[       1.000000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000001\n";
  expect(recording && gkl_player_append(recording, getevent, strlen(getevent)) == GKL_ERROR_STREAM,
         "a getevent log without a description or a range refused", gkl_player_error(recording));
  expect_message("naming the ways to give one", gkl_player_error(recording),
                 "1:1: error: no range for ABS_MT_POSITION_X or ABS_X, so device units cannot be mapped to points; "
                 "expected --desc FILE (the output of adb shell getevent -lp, or evemu A: lines) or --range WxH");
  gkl_player_destroy(recording);

  /* A player: a refused line ends the stream; the player says so. */
  gkl_player *player = gkl_player_create(GKL_STREAM_TEXT, NULL, NULL, &error);
  const char *stream = "0.000 down 1 195 400\n0.090 up 1 195 400\n0.050 down 1 195 400\n";
  expect(gkl_player_append(player, stream, strlen(stream)) == GKL_ERROR_STREAM, "time backwards in a stream",
         gkl_player_error(player));
  expect(gkl_player_append(player, "1 tick\n", 7) == GKL_ERROR_UNUSABLE, "the player is not usable",
         gkl_player_error(player));
  gkl_player_destroy(player);

  /* Misuse (issue 27): a destroyed, foreign or stray handle is GKL_ERROR_MISUSE
   * with a message, never a crash nor a silent GKL_OK; destroying it again is
   * ignored. Run under AddressSanitizer too (scripts/test-c.sh). */
  session = gkl_session_create(NULL, NULL, &error);
  player = gkl_player_create(GKL_STREAM_TEXT, NULL, NULL, &error);
  expect(gkl_session_flush((gkl_session *)player) == GKL_ERROR_MISUSE, "a player given as a session",
         gkl_session_error((gkl_session *)player));
  expect_message("says so", gkl_session_error((gkl_session *)player),
                 "misuse: not a live gkl_session (destroyed, or never one)");
  expect(gkl_player_finish((gkl_player *)session) == GKL_ERROR_MISUSE, "a session given as a player",
         gkl_player_error((gkl_player *)session));
  expect(strcmp(gkl_session_error(session), "") == 0 && strcmp(gkl_player_error(player), "") == 0,
         "the handles misused as the other kind are untouched", NULL);
  _Alignas(16) unsigned char stray[64] = {0};
  gkl_session *foreign = (gkl_session *)stray;
  expect(gkl_session_advance(foreign, 1.0) == GKL_ERROR_MISUSE && gkl_session_event_count(foreign) == 0 &&
             gkl_session_read_events(foreign, NULL, 1) == 0,
         "a pointer the library never made", gkl_session_error(foreign));
  expect_message("says so", gkl_session_error(foreign), "misuse: not a live gkl_session (destroyed, or never one)");
  expect(gkl_session_flush((gkl_session *)(stray + 1)) == GKL_ERROR_MISUSE, "a misaligned pointer, not read",
         NULL);
  gkl_session_destroy(foreign);
  gkl_session_destroy(session);
  expect(gkl_session_flush(session) == GKL_ERROR_MISUSE, "a destroyed session", gkl_session_error(session));
  expect(gkl_session_process_frame(session, 0.0, &down, 1) == GKL_ERROR_MISUSE &&
             gkl_session_state(session, &state) == GKL_ERROR_MISUSE && gkl_session_finish(session) == GKL_ERROR_MISUSE,
         "every call on it", NULL);
  expect(strncmp(gkl_session_error(session), "misuse: not a live gkl_session", 30) == 0,
         "its message", gkl_session_error(session));
  gkl_session_destroy(session); /* twice: ignored, no abort, no double free */
  gkl_player_destroy(player);
  expect(gkl_player_append(player, "1 tick\n", 7) == GKL_ERROR_MISUSE, "a destroyed player: no silent GKL_OK",
         gkl_player_error(player));
  expect(gkl_player_next_event(player, &(gkl_event){0}) == 0 && gkl_player_state(player, &state) == GKL_ERROR_MISUSE,
         "reading it", NULL);
  gkl_player_destroy(player);

  /* Sizes of 2^63 or more (a negative number converted) are no buffer's. */
  session = gkl_session_create(NULL, NULL, &error);
  gkl_event some[4];
  expect(gkl_session_read_events(session, some, (size_t)-1) == 0, "read_events with capacity SIZE_MAX",
         gkl_session_error(session));
  expect_message("its message", gkl_session_error(session),
                 "capacity is larger than any buffer can be (a negative number converted to size_t?)");
  expect(gkl_session_process_frame(session, 0.0, &down, (size_t)1 << 63) == GKL_ERROR_ARGUMENT,
         "a frame of 2^63 samples", gkl_session_error(session));
  expect_message("not a count over 20", gkl_session_error(session),
                 "count is larger than any buffer can be (a negative number converted to size_t?)");
  expect(gkl_session_format_state(session, GKL_FORMAT_TEXT, line, (size_t)-2) == (size_t)-1,
         "format_state with capacity 2^64 - 2: nothing written, SIZE_MAX", gkl_session_error(session));
  expect(gkl_format_event(&(gkl_event){0}, GKL_FORMAT_TEXT, line, (size_t)-1) == (size_t)-1,
         "format_event likewise", NULL);
  expect(gkl_stream_format_of("{", (size_t)-1) == -1, "stream_format_of a length of 2^64 - 1", NULL);
  gkl_session_destroy(session);
  player = gkl_player_create(GKL_STREAM_TEXT, NULL, NULL, &error);
  expect(gkl_player_append(player, "0 tick\n", (size_t)-1) == GKL_ERROR_ARGUMENT,
         "append with a length of 2^64 - 1", gkl_player_error(player));
  expect_message("not 'bytes is NULL'", gkl_player_error(player),
                 "length is larger than any buffer can be (a negative number converted to size_t?)");
  expect(gkl_player_append(player, "0 tick\n", 7) == GKL_OK, "the player is still usable",
         gkl_player_error(player));
  gkl_player_destroy(player);
  recording = gkl_player_create_recording(GKL_STREAM_EVEMU, desc, (size_t)-1, NULL, NULL, NULL, &error);
  expect(!recording && error.status == GKL_ERROR_ARGUMENT, "a description of 2^64 - 1 bytes", error.message);

  expect(gkl_state_name(GKL_STATE_RECOGNIZED) && strcmp(gkl_state_name(GKL_STATE_RECOGNIZED), "recognized") == 0,
         "state names", NULL);
  expect(gkl_state_name(99) == NULL && gkl_viewer_event_name(-1) == NULL, "names outside the enums", NULL);
  printf("%s\n", failures ? "bad_input: FAILED" : "bad_input: all checks passed");
  return failures ? 1 : 0;
}
