/*
 * The layout of the C interface's structs, pinned: the Swift side
 * (Sources/GestureKitLiteC) fills them, Python's ctypes and the web page's
 * JavaScript read them by offset, so a change here is a change of
 * GKL_VERSION_MAJOR. The functions themselves are written in Swift.
 */
#include "gesturekitlite.h"

#define GKL_PINNED(type, size, align) \
  _Static_assert(sizeof(type) == (size), #type " has the documented size"); \
  _Static_assert(_Alignof(type) == (align), #type " has the documented alignment")

GKL_PINNED(gkl_sample, 40, 8);
GKL_PINNED(gkl_point, 16, 8);
GKL_PINNED(gkl_value, 80, 8);
GKL_PINNED(gkl_event, 152, 8);
GKL_PINNED(gkl_state, 88, 8);
GKL_PINNED(gkl_error, 516, 4);
_Static_assert(offsetof(gkl_event, name) == 24, "gkl_event.name follows the recognizer's id");
_Static_assert(offsetof(gkl_event, value) == 48, "gkl_event.value follows the state");
_Static_assert(offsetof(gkl_event, viewer_event) == 128, "the viewer's fields follow the value");
