/*
 * The layout of the C interface's structs, pinned: the Swift side
 * (Sources/GestureKitLiteC) fills them, Python's ctypes and the web page's
 * JavaScript read them by offset, so a change here is a change of
 * GKL_VERSION_MAJOR. Every size and offset the header documents is checked.
 * The functions themselves are written in Swift.
 */
#include "gesturekitlite.h"

#define GKL_PINNED(type, size, align) \
  _Static_assert(sizeof(type) == (size), #type " has the documented size"); \
  _Static_assert(_Alignof(type) == (align), #type " has the documented alignment")
#define GKL_AT(type, field, offset) \
  _Static_assert(offsetof(type, field) == (offset), #type "." #field " is at the documented offset")

GKL_PINNED(gkl_error, 516, 4);
GKL_AT(gkl_error, status, 0);
GKL_AT(gkl_error, message, 4);

GKL_PINNED(gkl_sample, 40, 8);
GKL_AT(gkl_sample, time, 0);
GKL_AT(gkl_sample, x, 8);
GKL_AT(gkl_sample, y, 16);
GKL_AT(gkl_sample, id, 24);
GKL_AT(gkl_sample, phase, 32);
GKL_AT(gkl_sample, reserved, 36);

GKL_PINNED(gkl_point, 16, 8);
GKL_AT(gkl_point, x, 0);
GKL_AT(gkl_point, y, 8);

GKL_PINNED(gkl_value, 80, 8);
GKL_AT(gkl_value, location, 0);
GKL_AT(gkl_value, translation, 16);
GKL_AT(gkl_value, velocity, 32);
GKL_AT(gkl_value, scale, 48);
GKL_AT(gkl_value, scale_velocity, 56);
GKL_AT(gkl_value, progress, 64);
GKL_AT(gkl_value, touch_count, 72);
GKL_AT(gkl_value, reserved, 76);

GKL_PINNED(gkl_event, 408, 8);
GKL_AT(gkl_event, time, 0);
GKL_AT(gkl_event, time_us, 8);
GKL_AT(gkl_event, kind, 16);
GKL_AT(gkl_event, recognizer, 20);
GKL_AT(gkl_event, name, 24);
GKL_AT(gkl_event, state, 40);
GKL_AT(gkl_event, reserved, 44);
GKL_AT(gkl_event, value, 48);
GKL_AT(gkl_event, viewer_event, 128);
GKL_AT(gkl_event, visible, 132);
GKL_AT(gkl_event, page, 136);
GKL_AT(gkl_event, limit, 140);
GKL_AT(gkl_event, scale, 144);
GKL_AT(gkl_event, why, 152);
GKL_AT(gkl_event, detail, 184);

GKL_PINNED(gkl_state, 88, 8);
GKL_AT(gkl_state, time, 0);
GKL_AT(gkl_state, has_time, 8);
GKL_AT(gkl_state, page, 12);
GKL_AT(gkl_state, zoom_scale, 16);
GKL_AT(gkl_state, content_offset, 24);
GKL_AT(gkl_state, background_alpha, 40);
GKL_AT(gkl_state, pull_down_translation, 48);
GKL_AT(gkl_state, page_strip_offset, 64);
GKL_AT(gkl_state, chrome_visible, 72);
GKL_AT(gkl_state, chrome_hidden_by_pull_down, 76);
GKL_AT(gkl_state, dismissed, 80);
GKL_AT(gkl_state, reserved, 84);
