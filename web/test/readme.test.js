// The README's samples: the Node one runs and prints what its comments say;
// the browser one is valid JavaScript.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { WEB } from "./support.js";

const blocks = [...readFileSync(join(WEB, "README.md"), "utf8").matchAll(/<!-- (run: node|check: syntax) -->\n```js\n([^]*?)```/g)];

/** What a sample says it prints: its whole-line comments, and the comment after each console.log(...). */
function promised(code) {
  return code.split("\n").flatMap((line) => {
    const whole = /^\/\/ (.*)$/.exec(line);
    if (whole) return [whole[1]];
    const logged = /^console\.log\(.*\); \/\/ (.*)$/.exec(line);
    return logged ? [logged[1]] : [];
  });
}

test("the README's samples run (Node) or parse (the browser's)", () => {
  assert.equal(blocks.length, 3);
  const folder = mkdtempSync(join(tmpdir(), "gkl-readme-"));
  mkdirSync(join(folder, "node_modules"));
  symlinkSync(WEB, join(folder, "node_modules", "gesturekitlite"), "dir");
  blocks.forEach(([, kind, code], index) => {
    const file = join(folder, `sample${index}.mjs`);
    writeFileSync(file, code);
    if (kind === "check: syntax") {
      const result = spawnSync(process.execPath, ["--check", file], { encoding: "utf8" });
      assert.equal(result.status, 0, result.stderr);
      return;
    }
    const result = spawnSync(process.execPath, [file], { encoding: "utf8", cwd: folder });
    assert.equal(result.status, 0, result.stderr);
    const printed = result.stdout.trimEnd().split("\n");
    assert.deepEqual(printed, promised(code));
  });
});
