import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { NODE_FLOOR } from "../../src/core/node-floor.js";

/** A Node.js older than 22 on this machine (Debian's /usr/bin/node is 20 here), if there is one. */
function oldNode(): string | undefined {
  for (const candidate of ["/usr/bin/node", "/usr/local/bin/node"]) {
    try {
      const version = execFileSync(candidate, ["--version"], { encoding: "utf8" }).trim();
      if (Number(version.slice(1).split(".")[0]) < 22) return candidate;
    } catch {
      // not installed
    }
  }
  return undefined;
}

const node20 = oldNode();

describe("webdata on an old Node.js", () => {
  // The check must run before any import: the bin's entry file and the one module it reads first,
  // compiled as the build does (the rest of the package is not there, so nothing else can load).
  it.runIf(node20 !== undefined)("says which Node it needs instead of crashing inside a dependency", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "webdata-old-node-"));
    try {
      for (const file of ["cli/main", "core/node-floor"]) {
        const source = readFileSync(path.resolve(import.meta.dirname, `../../src/${file}.ts`), "utf8");
        const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
        mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
        writeFileSync(path.join(dir, `${file}.js`), js);
      }
      writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module" }));
      const run = spawnSync(node20!, [path.join(dir, "cli/main.js"), "--version"], { encoding: "utf8", timeout: 20_000 });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`^webdata needs Node\\.js ${NODE_FLOOR.replaceAll(".", "\\.")} or later; this is Node\\.js 2\\d\\.`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
