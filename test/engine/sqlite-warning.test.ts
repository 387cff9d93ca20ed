import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** stderr of a fresh Node process running `script` (an ES module, with the repo's TypeScript sources). */
async function stderrOf(script: string): Promise<string> {
  const { stderr } = await run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: ROOT, timeout: 60_000 });
  return stderr;
}

// Node prints "ExperimentalWarning: SQLite is an experimental feature" the first time node:sqlite loads.
describe("library users never see SQLite's experimental warning", () => {
  it("starting and using the engine prints no SQLite warning; other warnings still print", async () => {
    const stderr = await stderrOf(`
      import { createLocalEngine } from "./src/engine/index.ts";
      const engine = await createLocalEngine({ browser: false });
      const res = await fetch(engine.url + "/search", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "x" }) });
      if (res.status !== 200) throw new Error("search answered " + res.status);
      process.emitWarning("the app's own warning", "DeprecationWarning");
      await engine.close();
    `);
    expect(stderr).not.toMatch(/SQLite/);
    expect(stderr).toMatch(/DeprecationWarning: the app's own warning/);
  });

  it("a warning raised while node:sqlite loads still prints, even an ExperimentalWarning about something else", async () => {
    const stderr = await stderrOf(`
      import { loadNodeSqlite } from "./src/engine/sqlite/node-sqlite.ts";
      const loading = loadNodeSqlite();
      process.emitWarning("Something else is an experimental feature", "ExperimentalWarning");
      const { DatabaseSync } = await loading;
      new DatabaseSync(":memory:").close();
      if ((await loadNodeSqlite()).DatabaseSync !== DatabaseSync) throw new Error("loaded twice");
      process.emitWarning("after the load", "UserWarning");
    `);
    expect(stderr).not.toMatch(/SQLite/);
    expect(stderr).toMatch(/ExperimentalWarning: Something else is an experimental feature/);
    expect(stderr).toMatch(/UserWarning: after the load/);
  });

  it("every runtime load of node:sqlite in src goes through the quiet loader (type-only imports aside)", () => {
    const files = readdirSync(join(ROOT, "src"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
    const loaders = files.filter((file) => {
      const text = readFileSync(join(ROOT, "src", file), "utf8");
      return /(?<!typeof )import\(\s*["']node:sqlite["']\s*\)|^import\s+(?!type\b)[^;]*from\s+["']node:sqlite["']/m.test(text);
    });
    expect(loaders).toEqual(["engine/sqlite/node-sqlite.ts"]);
  });

  it("control: a plain import of node:sqlite does print it on this Node (so the checks above can see it)", async () => {
    const stderr = await stderrOf(`await import("node:sqlite");`);
    expect(stderr).toMatch(/ExperimentalWarning: SQLite is an experimental feature/);
  });
});
