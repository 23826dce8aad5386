/*
 * gesturekitlite-wasm.h: what the full WebAssembly module (scripts/build-wasm.sh,
 * gesturekitlite.wasm) exports besides gesturekitlite.h's functions, for the
 * JavaScript package (web/). Written in Swift in Sources/GestureKitLiteC/Wasm/ConfigurationSettings.swift.
 */
#ifndef GESTUREKITLITE_WASM_H
#define GESTUREKITLITE_WASM_H

#include <stddef.h>

/* Writes the settings that make the configuration of `preset` and `settings`
 * (as gkl_session_create takes them) from SPEC section 3's defaults, one
 * `key=value` a line, in the declaration's order: what a recorded stream's
 * `@set` lines carry. Returns the text's length as gkl_format_event does
 * (a result >= capacity means it was cut), or -1 with the configuration's
 * error message in `buffer` when the configuration is refused. */
long gkl_configuration_settings(const char *preset, const char *settings, char *buffer, size_t capacity);

/* Writes the value of the key named `key` in the configuration of `preset`
 * and `settings`, as `@set` writes it ("390", "true", "viewport"), and
 * returns its length as gkl_format_event does, or -1 with the error message
 * in `buffer` for a refused configuration or an unknown key. */
long gkl_configuration_value(const char *preset, const char *settings, const char *key, char *buffer,
                             size_t capacity);

/* Writes every preset's name (as `gesture-sim --preset` takes it), one a
 * line, and returns the text's length as gkl_format_event does. */
long gkl_preset_names(char *buffer, size_t capacity);

#endif /* GESTUREKITLITE_WASM_H */
