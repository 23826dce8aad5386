// The package as npm packs it: what package.json names exists, the tarball
// holds the modules, and the version is the library's.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { load } from "../index.js";
import { load as loadLive } from "../live.js";
import { WEB } from "./support.js";

const manifest = JSON.parse(readFileSync(join(WEB, "package.json"), "utf8"));

function targets(exports) {
  return typeof exports === "string" ? [exports] : Object.values(exports).flatMap(targets);
}

test("package.json: an ES module named gesturekitlite whose exports and types are files it ships", () => {
  assert.equal(manifest.name, "gesturekitlite");
  assert.equal(manifest.type, "module");
  assert.equal(manifest.types, "./index.d.ts");
  const shipped = new Set(manifest.files.map((file) => "./" + file));
  for (const target of [manifest.types, manifest.main, ...targets(manifest.exports)]) {
    if (target === "./package.json") continue;
    assert.ok(shipped.has(target), `${target} is exported but not in "files"`);
    assert.ok(existsSync(join(WEB, target)), `${target} is missing (run scripts/build-wasm.sh)`);
  }
  for (const file of manifest.files) assert.ok(existsSync(join(WEB, file)), `${file} is in "files" but missing`);
  // Every module the package's JavaScript imports is shipped.
  for (const file of manifest.files.filter((name) => name.endsWith(".js"))) {
    for (const [, imported] of readFileSync(join(WEB, file), "utf8").matchAll(/from "\.\/([^"]+)"/g)) {
      assert.ok(manifest.files.includes(imported), `${file} imports ${imported}, which is not shipped`);
    }
  }
});

test("the package's version is the library's (gkl_version)", async () => {
  assert.equal((await load()).version, manifest.version);
  assert.equal((await loadLive()).version, manifest.version);
});

test("npm pack makes a tarball holding both modules, the JavaScript and the declarations", (t) => {
  const npm = spawnSync("npm", ["--version"], { encoding: "utf8" });
  if (npm.status !== 0) return t.skip("npm is not installed (CI installs Debian's nodejs, which has no npm)");
  const result = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: WEB, encoding: "utf8" });
  assert.equal(result.status, 0, result.stderr);
  const files = JSON.parse(result.stdout)[0].files.map((file) => file.path).sort();
  assert.deepEqual(files, [...manifest.files, "package.json"].sort());
});
