/*
 * double_tap.c: embed GestureKitLite in a C program.
 *
 * A session (the standard recognizers wired to the image viewer) is fed a
 * double tap as an input pipeline would feed it: one frame per touch change,
 * then a display tick. The program prints each event as `gesture-sim play`
 * prints it and reads the viewer's state as a struct.
 *
 *   cc double_tap.c $(pkg-config --cflags --libs gesturekitlite)
 *   cc -static double_tap.c $(pkg-config --static --cflags --libs gesturekitlite)
 */
#include <gesturekitlite.h>

#include <stdio.h>

/* Prints and removes every event the session has produced. */
static void print_events(gkl_session *session) {
  gkl_event event;
  char line[512];
  while (gkl_session_next_event(session, &event)) {
    if (gkl_format_event(&event, GKL_FORMAT_TEXT, line, sizeof line) > 0) printf("%s\n", line);
  }
}

/* One touch changing at `time`: a frame of one sample. */
static int touch(gkl_session *session, double time, gkl_phase phase, double x, double y) {
  gkl_sample sample = {.time = time, .x = x, .y = y, .id = 1, .phase = phase};
  if (gkl_session_process_frame(session, time, &sample, 1) != GKL_OK) {
    fprintf(stderr, "error: %s\n", gkl_session_error(session));
    return 1;
  }
  print_events(session);
  return 0;
}

int main(void) {
  gkl_error error;
  gkl_session *session = gkl_session_create(NULL, "viewportWidth=390 viewportHeight=844", &error);
  if (!session) {
    fprintf(stderr, "error: %s\n", error.message);
    return 2;
  }
  int failed = touch(session, 0.00, GKL_PHASE_DOWN, 195, 422) || touch(session, 0.08, GKL_PHASE_UP, 195, 422) ||
               touch(session, 0.20, GKL_PHASE_DOWN, 195, 422) || touch(session, 0.27, GKL_PHASE_UP, 195, 422);
  /* The display's clock: the zoom animation runs to its end. */
  if (!failed && gkl_session_advance(session, 1.0) == GKL_OK) print_events(session);

  gkl_state state;
  gkl_session_state(session, &state);
  printf("zoom %.1f, offset %.1f,%.1f, chrome %s\n", state.zoom_scale, state.content_offset.x,
         state.content_offset.y, state.chrome_visible ? "shown" : "hidden");
  gkl_session_destroy(session);
  return failed;
}
