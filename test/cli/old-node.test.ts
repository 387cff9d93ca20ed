import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

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
  // The check must run before any import: it is the bin's entry file, compiled as the build does.
  it.runIf(node20 !== undefined)("says it needs Node 22 instead of crashing inside a dependency", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "webdata-old-node-"));
    try {
      const source = readFileSync(path.resolve(import.meta.dirname, "../../src/cli/main.ts"), "utf8");
      const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
      writeFileSync(path.join(dir, "main.mjs"), js);
      const run = spawnSync(node20!, [path.join(dir, "main.mjs"), "--version"], { encoding: "utf8", timeout: 20_000 });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/^webdata needs Node\.js 22 or later; this is Node\.js 2\d\./);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
