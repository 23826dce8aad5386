// The TypeScript declarations compile for a strict TypeScript user that
// imports the package by name (through package.json's "exports" and "types"),
// with and without the DOM's library; and the compiled user runs.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";
import { WEB, unavailable } from "./support.js";

const TSC = process.env.TSC ?? "tsc";

function project(libraries) {
  const folder = mkdtempSync(join(tmpdir(), "gkl-ts-"));
  mkdirSync(join(folder, "node_modules"));
  symlinkSync(WEB, join(folder, "node_modules", "gesturekitlite"), "dir");
  cpSync(join(WEB, "test", "typescript", "user.ts"), join(folder, "user.ts"));
  writeFileSync(join(folder, "package.json"), JSON.stringify({ type: "module" }));
  writeFileSync(join(folder, "tsconfig.json"), JSON.stringify({
    compilerOptions: {
      target: "es2020", module: "node16", moduleResolution: "node16", strict: true,
      lib: libraries, types: [], outDir: "out", skipLibCheck: false,
    },
    files: ["user.ts"],
  }));
  return folder;
}

test("a strict TypeScript user of the package compiles with tsc, with and without the DOM library, and runs", async (t) => {
  if (spawnSync(TSC, ["--version"]).status !== 0) return unavailable(t, `no ${TSC} (apt-get install node-typescript)`);
  for (const libraries of [["es2020"], ["es2020", "dom"]]) {
    const folder = project(libraries);
    const result = spawnSync(TSC, ["-p", folder], { encoding: "utf8" });
    assert.equal(result.status, 0, `lib ${libraries}: ${result.stdout}${result.stderr}`);
    if (libraries.length === 1) {
      const { main } = await import(pathToFileURL(join(folder, "out", "user.js")).href);
      const lines = await main();
      // A tap's down and up give no event yet (the double tap's wait), so the state comes first.
      assert.equal(lines[0], "zoom 1, offset 0,-275.75, t 0.08");
      assert.ok(lines.includes("configuration: tapSlpo=12: unknown config key 'tapSlpo'; did you mean 'tapSlop'?"), lines.join("\n"));
      assert.ok(lines.includes("0.270 viewer zoomToggled scale=4"), lines.join("\n"));
      // The page's zoom wheel out is clamped at minZoom: a zoomLimit, then its end at the "+" key.
      assert.ok(lines.includes("records wheel,wheel,key,action; prevents false; zoomLimit,zoomEnded,zoomToggled,chromeToggled; page 1"), lines.join("\n"));
      assert.match(lines.find((line) => line.startsWith("@viewport")), /^@viewport 390 844\n@set pullDownMaxAngle=90\n[^]*0.0125 down 1 5 5\n0.03 tick\n$/);
    }
  }
});
