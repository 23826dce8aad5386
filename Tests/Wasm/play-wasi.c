/*
 * play-wasi: the WebAssembly module's player as a WASI command, for wasmkit.
 *
 *   wasmkit run .build-wasm/play-wasi.wasm < FILE.touches
 *
 * Reads a text stream (a JSON Lines one when the first argument is "jsonl")
 * on standard input, plays it through the module's gkl_player and prints
 * what `gesture-sim play --format jsonl` prints; a refused stream prints
 * "LINE:COLUMN: error: MESSAGE" on standard error and exits 2 (the caller
 * puts the file name in front). Linked with the same objects as
 * gesturekitlite.wasm; only this driver imports anything (three WASI calls).
 */
#include <gesturekitlite.h>

typedef struct { const void *bytes; size_t length; } wasi_iovec;

__attribute__((import_module("wasi_snapshot_preview1"), import_name("fd_read")))
int wasi_fd_read(int fd, const wasi_iovec *iovs, size_t count, size_t *read);
__attribute__((import_module("wasi_snapshot_preview1"), import_name("fd_write")))
int wasi_fd_write(int fd, const wasi_iovec *iovs, size_t count, size_t *written);
__attribute__((import_module("wasi_snapshot_preview1"), import_name("proc_exit")))
_Noreturn void wasi_proc_exit(int code);
__attribute__((import_module("wasi_snapshot_preview1"), import_name("args_sizes_get")))
int wasi_args_sizes_get(size_t *count, size_t *size);
__attribute__((import_module("wasi_snapshot_preview1"), import_name("args_get")))
int wasi_args_get(char **argv, char *buffer);

void *malloc(size_t size);
void free(void *pointer);

static void write_all(int fd, const char *bytes, size_t length) {
  while (length > 0) {
    wasi_iovec iov = {bytes, length};
    size_t written = 0;
    if (wasi_fd_write(fd, &iov, 1, &written) != 0 || written == 0) return;
    bytes += written;
    length -= written;
  }
}

static size_t text_length(const char *text) {
  size_t length = 0;
  while (text[length]) length++;
  return length;
}

/* Output is held until the stream has played: a refused stream prints nothing. */
static char *out;
static size_t out_length, out_capacity;

static void hold(const char *line, size_t length) {
  if (out_length + length + 1 > out_capacity) {
    size_t capacity = (out_length + length + 1) * 2;
    char *bigger = malloc(capacity);
    for (size_t i = 0; i < out_length; i++) bigger[i] = out[i];
    free(out);
    out = bigger;
    out_capacity = capacity;
  }
  for (size_t i = 0; i < length; i++) out[out_length++] = line[i];
  out[out_length++] = '\n';
}

static void drain(gkl_player *player) {
  gkl_event event;
  char line[1024];
  while (gkl_player_next_event(player, &event)) {
    size_t length = gkl_format_event(&event, GKL_FORMAT_JSONL, line, sizeof line);
    if (length > 0 && length < sizeof line) hold(line, length);
  }
}

static int is_jsonl(void) {
  size_t count = 0, size = 0;
  if (wasi_args_sizes_get(&count, &size) != 0 || count < 2) return 0;
  char **argv = malloc(count * sizeof(char *));
  char *buffer = malloc(size);
  wasi_args_get(argv, buffer);
  const char *word = argv[1];
  int jsonl = word[0] == 'j' && word[1] == 's' && word[2] == 'o' && word[3] == 'n' && word[4] == 'l' && !word[5];
  free(argv);
  free(buffer);
  return jsonl;
}

void _start(void) {
  gkl_player *player = gkl_player_create(is_jsonl() ? GKL_STREAM_JSONL : GKL_STREAM_TEXT, NULL, NULL, NULL);
  static char chunk[4096];
  gkl_status status = GKL_OK;
  for (;;) {
    wasi_iovec iov = {chunk, sizeof chunk};
    size_t count = 0;
    if (wasi_fd_read(0, &iov, 1, &count) != 0 || count == 0) break;
    status = gkl_player_append(player, chunk, count);
    drain(player);
    if (status != GKL_OK) break;
  }
  if (status == GKL_OK) status = gkl_player_finish(player);
  drain(player);
  if (status != GKL_OK) {
    const char *message = gkl_player_error(player);
    write_all(2, ":", 1);
    write_all(2, message, text_length(message));
    write_all(2, "\n", 1);
    wasi_proc_exit(2);
  }
  char line[1024];
  size_t length = gkl_player_format_state(player, GKL_FORMAT_JSONL, line, sizeof line);
  if (length > 0 && length < sizeof line) hold(line, length);
  write_all(1, out, out_length);
  gkl_player_destroy(player);
  wasi_proc_exit(0);
}
