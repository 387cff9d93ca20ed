import { execFile, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtPackage, installInEmptyProject, pack, ROOT } from "./built-package.js";

const run = promisify(execFile);

describe("npm install webdata-engine (with webdata-kit), in an empty project", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "webdata-engine-install-"));
  const project = path.join(scratch, "project");
  const bin = (name: string) => path.join(project, "node_modules", ".bin", name);

  beforeAll(async () => {
    const kit = await pack(await builtPackage(), scratch);
    const engine = await pack(path.join(ROOT, "packages/webdata-engine"), scratch);
    mkdirSync(project);
    // Both tarballs at once: the companion's `webdata-kit` dependency is the local one, not the registry's.
    await installInEmptyProject(project, [kit, engine]);
  }, 600_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("`webdata serve --port 0` serves the v2 API until it is interrupted", async () => {
    const child = spawn(process.execPath, [bin("webdata"), "serve", "--port", "0", "--no-browser"], { cwd: project, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = /http:\/\/127\.0\.0\.1:\d+\/v2/.exec(output);
        if (match) resolve(match[0]);
      });
      child.on("close", (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
    });
    try {
      const response = await fetch(`${url}/search`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "anything" }) });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ success: true });
    } finally {
      const closed = new Promise<number | null>((resolve) => child.on("close", resolve));
      child.kill("SIGINT");
      expect(await closed).toBe(0);
    }
  });

  it("`webdata mcp --help` and `webdata-engine --version` answer", async () => {
    const help = await run(process.execPath, [bin("webdata"), "mcp", "--help"], { cwd: project });
    expect(help.stdout).toMatch(/^Usage: webdata mcp/);
    const version = await run(process.execPath, [bin("webdata-engine"), "--version"], { cwd: project });
    expect(version.stdout.trim()).toBe((await import("../../package.json", { with: { type: "json" } })).default.version);
  });

  it("re-exports createLocalEngine, which starts an engine", async () => {
    const script = `
      import { createLocalEngine } from "webdata-engine";
      const engine = await createLocalEngine({ browser: false });
      console.log(engine.url.startsWith("http://127.0.0.1:"));
      await engine.close();
    `;
    writeFileSync(path.join(project, "engine.mjs"), script);
    const { stdout } = await run(process.execPath, ["engine.mjs"], { cwd: project, timeout: 60_000 });
    expect(stdout.trim()).toBe("true");
  });
});
