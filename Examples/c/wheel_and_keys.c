/*
 * wheel_and_keys.c: a desktop host's other input (contract 1.3).
 *
 * A trackpad pinch as a browser delivers it (wheel events with ctrl), a
 * two-finger scroll, the keyboard, and a screen reader's actions, given to a
 * session as a host's event loop would give them. The program prints each
 * event as `gesture-sim play` prints it, and the viewer's zoom and page.
 *
 *   cc wheel_and_keys.c $(pkg-config --cflags --libs gesturekitlite) -lm
 */
#include <gesturekitlite.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Prints and removes every event the session has produced. */
static void print_events(gkl_session *session) {
  gkl_event event;
  char line[512];
  while (gkl_session_next_event(session, &event)) {
    if (gkl_format_event(&event, GKL_FORMAT_TEXT, line, sizeof line) > 0) printf("%s\n", line);
  }
}

/* Stops at the first refusal, saying why. */
static int check(gkl_session *session, gkl_status status) {
  if (status != GKL_OK) fprintf(stderr, "error: %s\n", gkl_session_error(session));
  print_events(session);
  return status != GKL_OK;
}

/* A key press: its W3C name as UTF-8, with its length. */
static gkl_status key(gkl_session *session, double time, const char *name, uint32_t modifiers) {
  return gkl_session_process_key(session, time, name, strlen(name), modifiers);
}

int main(void) {
  gkl_error error;
  gkl_session *session = gkl_session_create(NULL, "viewportWidth=390 viewportHeight=844", &error);
  if (!session) {
    fprintf(stderr, "error: %s\n", error.message);
    return 2;
  }
  int failed = 0;
  /* A trackpad pinch of scale 1.25 in five steps: Chromium sends each step of
   * scale s as a ctrl wheel of deltaY = -100 ln s, at the pointer. */
  for (int step = 0; step < 5 && !failed; step++) {
    double delta = -100 * log(pow(1.25, 0.2));
    failed = check(session, gkl_session_process_wheel(session, 0.5 + step * 0.016, 250, 300, 0, delta, GKL_WHEEL_PIXEL,
                                                      GKL_MODIFIER_CTRL));
  }
  /* Two-finger scrolls move the zoomed photo; a mouse wheel's notches come in lines. */
  if (!failed) failed = check(session, gkl_session_process_wheel(session, 1.0, 250, 300, 30, 20, GKL_WHEEL_PIXEL, 0));
  if (!failed) failed = check(session, gkl_session_process_wheel(session, 1.05, 250, 300, 0, 3, GKL_WHEEL_LINE, 0));
  /* Keys: + zooms in (shift is ignored: a US keyboard types + with it); a ctrl key is the host's shortcut. */
  if (!failed) failed = check(session, key(session, 2.0, "+", GKL_MODIFIER_SHIFT));
  if (!failed) failed = check(session, key(session, 2.5, "ArrowRight", GKL_MODIFIER_CTRL));
  /* VoiceOver's three-finger swipe, then its two-finger scrub. */
  if (!failed) failed = check(session, gkl_session_process_action(session, 3.0, GKL_ACTION_NEXT_PAGE));
  if (!failed) failed = check(session, gkl_session_process_action(session, 3.5, GKL_ACTION_DISMISS));
  if (!failed) failed = check(session, gkl_session_finish(session));

  gkl_state state;
  gkl_session_state(session, &state);
  printf("zoom %.2f, page %d, %s\n", state.zoom_scale, state.page, state.dismissed ? "dismissed" : "shown");
  gkl_session_destroy(session);
  return failed;
}
