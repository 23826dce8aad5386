/*
 * play: `gesture-sim play --format jsonl --why` written in C against gesturekitlite.h.
 *
 *   play [--preset NAME] [--set KEY=VALUE]... [--from evemu|getevent|pointer-events
 *        [--desc FILE] [--range WxH]] FILE
 *
 * Plays FILE (.touches or .jsonl, or a device recording with --from) through
 * a gkl_player and prints the events' JSON Lines with their reasons, then
 * the state line, byte for byte what `gesture-sim play --format jsonl --why`
 * prints. A refused stream
 * prints nothing on standard output, "FILE:LINE:COLUMN: error: MESSAGE" on
 * standard error, and exits 2, as gesture-sim does; a recording whose
 * positions were clamped prints gesture-sim's warnings on standard error.
 * scripts/test-c.sh compares the two on every fixture and recording.
 */
#include <gesturekitlite.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Lines are held until the stream has played: a refused stream prints nothing. */
typedef struct {
  char *bytes;
  size_t length, capacity;
} text;

static void append_line(text *out, const char *line, size_t length) {
  if (out->length + length + 2 > out->capacity) {
    out->capacity = (out->length + length + 2) * 2;
    out->bytes = realloc(out->bytes, out->capacity);
    if (!out->bytes) { perror("play"); exit(70); }
  }
  memcpy(out->bytes + out->length, line, length);
  out->length += length;
  out->bytes[out->length++] = '\n';
}

/* Formats and holds every event the player has queued. */
static void drain(gkl_player *player, text *out) {
  gkl_event event;
  char line[1024];
  while (gkl_player_next_event(player, &event)) {
    size_t length = gkl_format_event(&event, GKL_FORMAT_JSONL | GKL_FORMAT_WHY, line, sizeof line);
    if (length > 0 && length < sizeof line) append_line(out, line, length);
  }
}

static int usage(void) {
  fputs("usage: play [--preset NAME] [--set KEY=VALUE]... [--from FORMAT [--desc FILE] [--range WxH]] FILE\n",
        stderr);
  return 2;
}

/* The whole of the file at `path`, or NULL; *length is its size. */
static char *read_file(const char *path, size_t *length) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  char *bytes = NULL;
  size_t capacity = 0;
  *length = 0;
  for (;;) {
    if (*length == capacity) {
      capacity = capacity ? capacity * 2 : 4096;
      char *grown = realloc(bytes, capacity);
      if (!grown) { perror("play"); exit(70); }
      bytes = grown;
    }
    size_t count = fread(bytes + *length, 1, capacity - *length, file);
    if (count == 0) break;
    *length += count;
  }
  fclose(file);
  return bytes;
}

/* The gkl_stream_format of --from's word, or -1. */
static int recording_format(const char *name) {
  if (strcmp(name, "evemu") == 0) return GKL_STREAM_EVEMU;
  if (strcmp(name, "getevent") == 0) return GKL_STREAM_GETEVENT;
  if (strcmp(name, "pointer-events") == 0) return GKL_STREAM_POINTER_EVENTS;
  return -1;
}

int main(int argc, char **argv) {
  const char *preset = NULL, *path = NULL, *from = NULL, *desc = NULL, *range = NULL;
  char settings[4096] = "";
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--preset") == 0 && i + 1 < argc) {
      preset = argv[++i];
    } else if (strcmp(argv[i], "--from") == 0 && i + 1 < argc) {
      from = argv[++i];
    } else if (strcmp(argv[i], "--desc") == 0 && i + 1 < argc) {
      desc = argv[++i];
    } else if (strcmp(argv[i], "--range") == 0 && i + 1 < argc) {
      range = argv[++i];
    } else if (strcmp(argv[i], "--set") == 0 && i + 1 < argc) {
      strncat(settings, argv[++i], sizeof settings - strlen(settings) - 2);
      strcat(settings, "\n");
    } else if (!path) {
      path = argv[i];
    } else {
      return usage();
    }
  }
  if (!path) return usage();
  if (strcmp(gkl_version(), GKL_VERSION_STRING) != 0) {
    fprintf(stderr, "play: header %s, library %s\n", GKL_VERSION_STRING, gkl_version());
    return 70;
  }

  size_t dot = strlen(path);
  while (dot > 0 && path[dot - 1] != '.' && path[dot - 1] != '/') dot--;
  int format = strcmp(path + dot, "jsonl") == 0 ? GKL_STREAM_JSONL : GKL_STREAM_TEXT;
  if (from && (format = recording_format(from)) < 0) return usage();

  char *description = NULL;
  size_t description_length = 0;
  if (desc && !(description = read_file(desc, &description_length))) {
    fprintf(stderr, "%s: error: cannot read the file\n", desc);
    return 2;
  }
  gkl_error error;
  gkl_player *player = gkl_player_create_recording(format, description, description_length, range, preset,
                                                   settings, &error);
  free(description);
  if (!player) {
    if (error.status == GKL_ERROR_DESCRIPTION) {
      fprintf(stderr, "%s:%s\n", desc, error.message);
    } else {
      fprintf(stderr, "error: %s\n", error.message);
    }
    return 2;
  }
  FILE *file = fopen(path, "rb");
  if (!file) {
    fprintf(stderr, "%s: error: cannot read the file\n", path);
    gkl_player_destroy(player);
    return 2;
  }

  text out = {0};
  char chunk[4096];
  gkl_status status = GKL_OK;
  size_t count;
  while (status == GKL_OK && (count = fread(chunk, 1, sizeof chunk, file)) > 0) {
    status = gkl_player_append(player, chunk, count);
    drain(player, &out);
  }
  fclose(file);
  if (status == GKL_OK) status = gkl_player_finish(player);
  drain(player, &out);
  if (status != GKL_OK) {
    fprintf(stderr, "%s:%s\n", path, gkl_player_error(player));
    gkl_player_destroy(player);
    free(out.bytes);
    return 2;
  }
  char line[1024];
  size_t length = gkl_player_format_state(player, GKL_FORMAT_JSONL, line, sizeof line);
  if (length > 0 && length < sizeof line) append_line(&out, line, length);
  fwrite(out.bytes, 1, out.length, stdout);
  /* The recording's warnings, one a line, each after the file's name. */
  for (const char *warning = gkl_player_warning(player); *warning;) {
    size_t length = strcspn(warning, "\n");
    fprintf(stderr, "%s:%.*s\n", path, (int)length, warning);
    warning += length + (warning[length] == '\n');
  }
  gkl_player_destroy(player);
  free(out.bytes);
  return 0;
}
