// layout.js's offsets and constants are the header's: every one is compiled
// as a _Static_assert against gesturekitlite.h for wasm32 with the Swift
// toolchain's clang.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { CONSTANTS, ERROR, EVENT, FRAME_CAPACITY, SAMPLE, STATE, VIEWER_FIELDS } from "../layout.js";
import { ROOT, unavailable } from "./support.js";

function clang() {
  if (process.env.CLANG) return process.env.CLANG;
  const swiftc = spawnSync("sh", ["-c", "readlink -f \"$(command -v swiftc)\""], { encoding: "utf8" }).stdout.trim();
  for (const candidate of [swiftc && join(dirname(swiftc), "clang"), "/opt/swift/usr/bin/clang"]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

const SIZES = { f64: 8, i32: 4, i64: 8, u64: 8 };
/** A field's size in bytes: a number's, or a text field's ("char224" is 224). */
const sizeOf = (kind) => SIZES[kind] ?? Number(/^char(\d+)$/.exec(kind)?.[1]);

test("every struct offset, size and constant in layout.js is the header's", (t) => {
  const compiler = clang();
  if (!compiler) return unavailable(t, "no clang (the Swift toolchain's) to compile the header with");
  const lines = ["#include <stddef.h>", "#include \"gesturekitlite.h\""];
  const check = (condition, what) => lines.push(`_Static_assert(${condition}, ${JSON.stringify(what)});`);
  for (const [type, layout] of [["gkl_sample", SAMPLE], ["gkl_event", EVENT], ["gkl_state", STATE], ["gkl_error", ERROR]]) {
    check(`sizeof(${type}) == ${layout.size}`, `${type} is ${layout.size} bytes`);
    for (const [field, [offset, kind]] of Object.entries(layout.fields)) {
      check(`offsetof(${type}, ${field}) == ${offset}`, `${type}.${field} is at ${offset}`);
      check(`sizeof(((${type} *)0)->${field}) == ${sizeOf(kind)}`, `${type}.${field} is ${sizeOf(kind)} bytes`);
    }
  }
  for (const [name, value] of Object.entries(CONSTANTS)) check(`${name} == ${value}`, `${name} is ${value}`);
  check("GKL_VIEWER_LONG_PRESSED + 1 == " + VIEWER_FIELDS.length, "VIEWER_FIELDS has one entry a viewer event");
  lines.push(`_Static_assert(${FRAME_CAPACITY} == 20, "a frame holds 20 samples (gkl_session_process_frame)");`);
  const folder = mkdtempSync(join(tmpdir(), "gkl-layout-"));
  writeFileSync(join(folder, "layout.c"), lines.join("\n") + "\n");
  const result = spawnSync(compiler, ["--target=wasm32-unknown-unknown", "-ffreestanding", "-fsyntax-only",
    "-I", join(ROOT, "Sources", "CGestureKitLite", "include"), join(folder, "layout.c")], { encoding: "utf8" });
  assert.equal(result.status, 0, result.stderr);
  t.diagnostic(`${lines.length - 2} assertions`);
});
