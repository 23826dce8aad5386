/*
 * feed: a host that feeds a session input by input, written in C against
 * gesturekitlite.h.
 *
 *   feed FILE.touches
 *
 * Reads a valid .touches stream (docs/Contract.md sections 2.1 and 2.4) line
 * by line and gives each line to a gkl_session through the function a host
 * would call for it: gkl_session_process_sample for a sample (samples with
 * one time form a frame), gkl_session_advance for a tick, and
 * gkl_session_process_wheel, _process_key and _process_action for the
 * wheel, key and action records; then gkl_session_finish. It prints the
 * events' JSON Lines with their reasons and the state line: scripts/test-c.sh
 * checks that this is byte for byte what `gesture-sim play --format jsonl
 * --why` prints, for every valid text fixture, so the session's entry
 * points give exactly what the stream player gives. The stream's
 * @viewport and @set lines become the session's settings. A refused input
 * prints "LINE: error: MESSAGE" on standard error and exits 2.
 */
#include <gesturekitlite.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_WORDS = 32 };

/* Prints every event the session has queued, as play --format jsonl --why does. */
static void drain(gkl_session *session) {
  gkl_event event;
  char line[1024];
  while (gkl_session_next_event(session, &event)) {
    size_t length = gkl_format_event(&event, GKL_FORMAT_JSONL | GKL_FORMAT_WHY, line, sizeof line);
    if (length > 0 && length < sizeof line) printf("%s\n", line);
  }
}

/* Splits `line` at spaces and tabs into words, up to a word that starts a
 * comment ('#' first); returns how many. A UTF-8 byte-order mark before the
 * first line is skipped, as the stream readers skip it. */
static int split(char *line, char **words) {
  int count = 0;
  if (strncmp(line, "\xEF\xBB\xBF", 3) == 0) line += 3;
  for (char *word = strtok(line, " \t\r\n"); word && count < MAX_WORDS; word = strtok(NULL, " \t\r\n")) {
    if (word[0] == '#') break;
    words[count++] = word;
  }
  return count;
}

/* The GKL_MODIFIER_* bits of a `mods=` attribute among `words`, or 0. */
static uint32_t modifiers(char **words, int count) {
  uint32_t bits = 0;
  for (int i = 0; i < count; i++) {
    if (strncmp(words[i], "mods=", 5) != 0) continue;
    char *names = words[i] + 5;
    for (char *name = strtok(names, ","); name; name = strtok(NULL, ",")) {
      if (strcmp(name, "ctrl") == 0) bits |= GKL_MODIFIER_CTRL;
      if (strcmp(name, "shift") == 0) bits |= GKL_MODIFIER_SHIFT;
      if (strcmp(name, "alt") == 0) bits |= GKL_MODIFIER_ALT;
      if (strcmp(name, "meta") == 0) bits |= GKL_MODIFIER_META;
    }
  }
  return bits;
}

/* The gkl_wheel_mode of a `mode=` attribute among `words`. */
static int32_t wheel_mode(char **words, int count) {
  for (int i = 0; i < count; i++) {
    if (strcmp(words[i], "mode=line") == 0) return GKL_WHEEL_LINE;
    if (strcmp(words[i], "mode=page") == 0) return GKL_WHEEL_PAGE;
  }
  return GKL_WHEEL_PIXEL;
}

/* The gkl_action named `name`, from the library's own names, or -1. */
static int32_t action(const char *name) {
  for (int32_t code = 0; gkl_action_name(code); code++) {
    if (strcmp(gkl_action_name(code), name) == 0) return code;
  }
  return -1;
}

/* Feeds one line of the stream; GKL_OK for a directive, a comment or a blank line. */
static gkl_status feed(gkl_session *session, char **words, int count) {
  double time = strtod(words[0], NULL);
  const char *phase = words[1];
  if (strcmp(phase, "tick") == 0) return gkl_session_advance(session, time);
  if (strcmp(phase, "wheel") == 0 && count >= 6) {
    return gkl_session_process_wheel(session, time, strtod(words[2], NULL), strtod(words[3], NULL),
                                     strtod(words[4], NULL), strtod(words[5], NULL), wheel_mode(words + 6, count - 6),
                                     modifiers(words + 6, count - 6));
  }
  if (strcmp(phase, "key") == 0 && count >= 3) {
    return gkl_session_process_key(session, time, words[2], strlen(words[2]), modifiers(words + 3, count - 3));
  }
  if (strcmp(phase, "action") == 0 && count >= 3) return gkl_session_process_action(session, time, action(words[2]));
  static const char *phases[] = {"down", "move", "up", "cancel"};
  for (int value = 0; value < 4; value++) {
    if (strcmp(phase, phases[value]) != 0 || count < 5) continue;
    gkl_sample sample = {time, strtod(words[3], NULL), strtod(words[4], NULL), strtoull(words[2], NULL, 10), value, 0};
    return gkl_session_process_sample(session, &sample);
  }
  fprintf(stderr, "feed: cannot read '%s'\n", phase);
  exit(70);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fputs("usage: feed FILE.touches\n", stderr);
    return 2;
  }
  FILE *file = fopen(argv[1], "r");
  if (!file) {
    fprintf(stderr, "%s: error: cannot read the file\n", argv[1]);
    return 2;
  }
  /* The directives first: they come before the first sample. */
  char settings[8192] = "", line[4096];
  char *words[MAX_WORDS];
  while (fgets(line, sizeof line, file)) {
    int count = split(line, words);
    if (count == 0) continue;
    if (words[0][0] != '@') break;
    if (strcmp(words[0], "@viewport") == 0 && count == 3) {
      snprintf(settings + strlen(settings), sizeof settings - strlen(settings), "viewportWidth=%s viewportHeight=%s\n",
               words[1], words[2]);
    }
    for (int i = 1; strcmp(words[0], "@set") == 0 && i < count; i++) {
      snprintf(settings + strlen(settings), sizeof settings - strlen(settings), "%s\n", words[i]);
    }
  }
  gkl_error error;
  gkl_session *session = gkl_session_create(NULL, settings, &error);
  if (!session) {
    fprintf(stderr, "error: %s\n", error.message);
    return 2;
  }
  rewind(file);
  int number = 0;
  gkl_status status = GKL_OK;
  while (status == GKL_OK && fgets(line, sizeof line, file)) {
    number++;
    int count = split(line, words);
    if (count < 2 || words[0][0] == '@') continue;
    status = feed(session, words, count);
    drain(session);
  }
  fclose(file);
  if (status == GKL_OK) status = gkl_session_finish(session);
  drain(session);
  if (status != GKL_OK) {
    fprintf(stderr, "%d: error: %s\n", number, gkl_session_error(session));
    gkl_session_destroy(session);
    return 2;
  }
  char state[1024];
  size_t length = gkl_session_format_state(session, GKL_FORMAT_JSONL, state, sizeof state);
  if (length > 0 && length < sizeof state) printf("%s\n", state);
  gkl_session_destroy(session);
  return 0;
}
