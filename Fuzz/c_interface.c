/*
 * libFuzzer target: the C interface (gesturekitlite.h) driven by arbitrary
 * calls, as a careless host would make them (issue 27).
 *
 * Build and run with scripts/fuzz.sh (target name: c-interface). This driver
 * is compiled with AddressSanitizer and libFuzzer against the static library
 * scripts/build-c.sh builds (Embedded Swift, not instrumented): coverage
 * guides the choice of calls, AddressSanitizer's allocator and LeakSanitizer
 * see every allocation the library makes.
 *
 * Input: one call per 4 bytes [op, a, b, c], at most 400, on a pool of two
 * sessions and two players:
 *   op % 19: 0 create a session (a: settings from a small list), 1 create a
 *   player (a: format 0-5, 5 unknown), 2 destroy a handle, then check that
 *   every call on it is refused as misuse (and destroy it again), 3 a frame
 *   of b % 4 samples (or a count of 2^63), 4 one sample, 5 flush, 6 advance
 *   by c ms (or backwards, or NaN), 7 finish, 8 read events with capacity
 *   0-3 or 2^63, 9 format the state into 0-64 bytes or 2^64-1, 10 append c
 *   bytes of the input itself to a player (or a length of 2^64-1), 11 finish
 *   a player, 12 a handle given as the other kind, 13 the state, 14 a stray
 *   pointer, 15 the format of the next c bytes; (1.3) 16 a wheel (modes 0-3,
 *   3 unknown; modifier bits up to 0xFF or 2^20; NaN, backwards or forwards),
 *   17 a key whose name is the next c % 24 bytes of the input itself (any
 *   bytes: not UTF-8, NUL, spaces, '#'), or NULL, or a length of 2^64-1, 18
 *   an action from -1 to 7 (-1 and 7 unknown).
 * Checks: no crash, no leak, every status is one of the header's, every
 * message is a NUL-terminated string, misuse is refused as misuse.
 */
#include <gesturekitlite.h>

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void fail(const char *what, const char *detail) {
  fprintf(stderr, "FUZZ FAILURE: %s: %s\n", what, detail ? detail : "");
  abort();
}

static void check_status(gkl_status status, const char *message) {
  if ((int)status < GKL_OK || (int)status > GKL_ERROR_MISUSE) fail("a status outside the header's", message);
  if (message == NULL) fail("a NULL message", "");
  if (strlen(message) > 100000) fail("a message without its NUL", "");
}

static const char *const settings[] = {NULL, "", "doubleTapEnabled=false", "settle=0.2 maxZoom=8",
                                       "tapSlop=-1", "minZoom=5 maxZoom=4", "unknownKey=1", "pageCount=3"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  gkl_session *sessions[2] = {NULL, NULL};
  gkl_player *players[2] = {NULL, NULL};
  double times[2] = {0, 0};
  gkl_event events[4];
  char text[64];
  gkl_state state;
  size_t offset = 0;
  for (int call = 0; call < 400 && offset + 4 <= size; call++, offset += 4) {
    uint8_t op = data[offset] % 19, a = data[offset + 1], b = data[offset + 2], c = data[offset + 3];
    int which = a & 1;
    gkl_session *session = sessions[which];
    gkl_player *player = players[which];
    gkl_error error;
    switch (op) {
    case 0:
      if (session) gkl_session_destroy(session);
      sessions[which] = gkl_session_create(NULL, settings[(a >> 1) % 8], &error);
      times[which] = 0;
      if (!sessions[which] && error.status != GKL_ERROR_CONFIGURATION) fail("create refused", error.message);
      break;
    case 1:
      if (player) gkl_player_destroy(player);
      players[which] = gkl_player_create((a >> 1) % 6, NULL, settings[b % 8], &error);
      if (!players[which]) check_status((gkl_status)error.status, error.message);
      break;
    case 2:
      if (session && (b & 1)) {
        gkl_session_destroy(session);
        sessions[which] = NULL;
        if (gkl_session_flush(session) != GKL_ERROR_MISUSE || gkl_session_advance(session, 1) != GKL_ERROR_MISUSE ||
            gkl_session_event_count(session) != 0 || gkl_session_read_events(session, events, 4) != 0 ||
            gkl_session_state(session, &state) != GKL_ERROR_MISUSE ||
            gkl_session_process_wheel(session, 1, 0, 0, 0, 1, GKL_WHEEL_PIXEL, 0) != GKL_ERROR_MISUSE ||
            gkl_session_process_key(session, 1, "z", 1, 0) != GKL_ERROR_MISUSE ||
            gkl_session_process_action(session, 1, GKL_ACTION_ZOOM_IN) != GKL_ERROR_MISUSE)
          fail("a destroyed session was not refused", gkl_session_error(session));
        check_status(GKL_ERROR_MISUSE, gkl_session_error(session));
        gkl_session_destroy(session);
      } else if (player) {
        gkl_player_destroy(player);
        players[which] = NULL;
        if (gkl_player_append(player, "0 tick\n", 7) != GKL_ERROR_MISUSE || gkl_player_finish(player) != GKL_ERROR_MISUSE ||
            gkl_player_next_event(player, events) != 0)
          fail("a destroyed player was not refused", gkl_player_error(player));
        check_status(GKL_ERROR_MISUSE, gkl_player_error(player));
        gkl_player_destroy(player);
      }
      break;
    case 3: {
      gkl_sample samples[4];
      for (int i = 0; i < 4; i++) {
        gkl_sample s = {times[which], (double)(b * 3 + i * 50), (double)(c * 3), (uint64_t)(i + (a >> 4)), (a >> 1) % 5, 0};
        samples[i] = s;
      }
      size_t count = (c & 0x80) && (c & 1) ? (size_t)1 << 63 : (size_t)(b % 4);
      if (session) check_status(gkl_session_process_frame(session, times[which], samples, count), gkl_session_error(session));
      times[which] += 0.008;
      break;
    }
    case 4: {
      gkl_sample s = {times[which], b * 3.0, c * 3.0, (uint64_t)(a >> 5), (a >> 1) % 4, 0};
      if (session) check_status(gkl_session_process_sample(session, &s), gkl_session_error(session));
      break;
    }
    case 5:
      if (session) check_status(gkl_session_flush(session), gkl_session_error(session));
      break;
    case 6: {
      double to = (b & 3) == 0 ? NAN : (b & 3) == 1 ? times[which] - 1 : times[which] + c / 1000.0;
      if (session) {
        gkl_status status = gkl_session_advance(session, to);
        check_status(status, gkl_session_error(session));
        if (status == GKL_OK) times[which] = to;
      }
      break;
    }
    case 7:
      if (session) check_status(gkl_session_finish(session), gkl_session_error(session));
      break;
    case 8: {
      size_t capacity = (b & 7) == 7 ? (size_t)1 << 63 : (size_t)(b & 3);
      size_t read = session ? gkl_session_read_events(session, events, capacity) : 0;
      if (read > 4) fail("more events than the capacity", "");
      for (size_t i = 0; i < read; i++) gkl_format_event(&events[i], c & 15, text, sizeof text);
      if (player) gkl_player_read_events(player, events, capacity);
      break;
    }
    case 9: {
      size_t capacity = c == 255 ? SIZE_MAX : (size_t)(c % 65);
      if (session) gkl_session_format_state(session, b & 1, text, capacity);
      if (player) gkl_player_format_state(player, b & 1, text, capacity);
      break;
    }
    case 10:
      if (player) {
        size_t length = c == 255 ? SIZE_MAX : (size_t)c;
        if (length != SIZE_MAX && length > size - offset) length = size - offset;
        check_status(gkl_player_append(player, data + offset, length), gkl_player_error(player));
      }
      break;
    case 11:
      if (player) check_status(gkl_player_finish(player), gkl_player_error(player));
      break;
    case 12:
      if (session && gkl_player_append((gkl_player *)session, "0 tick\n", 7) != GKL_ERROR_MISUSE)
        fail("a session taken for a player", "");
      if (player && gkl_session_flush((gkl_session *)player) != GKL_ERROR_MISUSE)
        fail("a player taken for a session", "");
      break;
    case 13:
      if (session) check_status(gkl_session_state(session, &state), gkl_session_error(session));
      if (player) check_status(gkl_player_state(player, &state), gkl_player_error(player));
      break;
    case 14: {
      _Alignas(16) uint8_t stray[64];
      memcpy(stray, data + offset, 4);
      memset(stray + 4, b, sizeof stray - 4);
      if (gkl_session_flush((gkl_session *)stray) != GKL_ERROR_MISUSE ||
          gkl_player_finish((gkl_player *)stray) != GKL_ERROR_MISUSE)
        fail("a stray pointer was not refused", "");
      break;
    }
    case 15: {
      size_t length = c == 255 ? SIZE_MAX : (size_t)c;
      if (length != SIZE_MAX && length > size - offset) length = size - offset;
      int32_t format = gkl_stream_format_of(data + offset, length);
      if (length == SIZE_MAX ? format != -1 : format != GKL_STREAM_TEXT && format != GKL_STREAM_JSONL)
        fail("gkl_stream_format_of gave no format", "");
      break;
    }
    case 16: {
      double to = (b & 3) == 0 ? NAN : (b & 3) == 1 ? times[which] - 1 : times[which] + c / 1000.0;
      uint32_t modifiers = (b & 0x80) ? (uint32_t)1 << 20 : (uint32_t)(b >> 2);
      double delta = (c & 1) ? -(double)c : (double)c / 4;
      if (session) {
        gkl_status status = gkl_session_process_wheel(session, to, a * 2.0, b * 4.0, delta / 2, delta, (a >> 1) % 4,
                                                      modifiers);
        check_status(status, gkl_session_error(session));
        if (status == GKL_OK) times[which] = to;
      }
      break;
    }
    case 17: {
      size_t length = c == 255 ? SIZE_MAX : (size_t)(c % 24);
      if (length != SIZE_MAX && length > size - offset) length = size - offset;
      const char *name = (b & 7) == 7 ? NULL : (const char *)data + offset;
      times[which] += 0.05;
      if (session) check_status(gkl_session_process_key(session, times[which], name, length, a >> 4),
                                gkl_session_error(session));
      break;
    }
    case 18:
      times[which] += (c & 1) ? 0.3 : 0.01;
      if (session) check_status(gkl_session_process_action(session, times[which], (int32_t)(b % 9) - 1),
                                gkl_session_error(session));
      break;
    }
  }
  for (int i = 0; i < 2; i++) {
    gkl_session_destroy(sessions[i]);
    gkl_player_destroy(players[i]);
  }
  return 0;
}
