import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { NODE_FLOOR, nodeFloorProblem } from "../../src/core/node-floor.js";
import { builtPackage } from "./built-package.js";

const run = promisify(execFile);

/**
 * A Node.js release from the `node` package on npm (it installs that release's binary), kept in
 * the temp folder across runs.
 */
async function nodeRelease(version: string): Promise<string> {
  const dir = path.join(tmpdir(), `webdata-kit-node-${version}`);
  const binary = path.join(dir, "node_modules", ".bin", "node");
  if (existsSync(binary)) return binary;
  const staging = `${dir}.${process.pid}`;
  mkdirSync(staging, { recursive: true });
  writeFileSync(path.join(staging, "package.json"), JSON.stringify({ private: true }));
  await run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", `node@${version}`], { cwd: staging, timeout: 300_000 });
  try {
    renameSync(staging, dir);
  } catch {
    rmSync(staging, { recursive: true, force: true });
  }
  return binary;
}

/** Debian's Node 20 (/usr/bin/node on this machine), if there is one. */
function systemNode20(): string | undefined {
  try {
    return execFileSync("/usr/bin/node", ["--version"], { encoding: "utf8" }).startsWith("v20.") ? "/usr/bin/node" : undefined;
  } catch {
    return undefined;
  }
}

/** Runs `node args…` in `cwd`; resolves with the exit code and output whatever the code. */
async function node(binary: string, args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(binary, args, { cwd, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === "number" ? failed.code : -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

const SMOKE = `
import { createServer } from "node:http";
import { WebDataClient } from "webdata-kit";
import { createMockServer } from "webdata-kit/testing";
import { createLocalEngine } from "webdata-kit/engine";
const mock = await createMockServer();
const remote = new WebDataClient({ apiKey: mock.apiKey ?? undefined, baseUrl: mock.url });
const scraped = await remote.scrape({ url: "https://example.com" });
await mock.close();
const site = createServer((_req, res) => res.end("<html><head><title>Floor</title></head><body><main><h1>Lowest supported Node</h1><p>${"text ".repeat(40)}</p></main></body></html>"));
await new Promise((listening) => site.listen(0, "127.0.0.1", listening));
const engine = await createLocalEngine({ browser: false, allowPrivateNetwork: true });
const local = new WebDataClient({ baseUrl: engine.url });
const page = await local.scrape({ url: "http://127.0.0.1:" + site.address().port + "/" });
const found = await local.search({ query: "supported" });
await engine.close();
site.close();
console.log(JSON.stringify({ remote: typeof scraped.markdown, page: page.markdown.split("\\n")[0], found: found.web.length }));
`;

describe("the Node.js floor", () => {
  it("compares versions numerically", () => {
    expect(nodeFloorProblem("webdata-kit", NODE_FLOOR)).toBeUndefined();
    for (const newer of ["22.20.0", "22.19.1", "23.0.0", "24.11.1"]) expect(nodeFloorProblem("webdata-kit", newer), newer).toBeUndefined();
    for (const older of ["22.18.9", "22.12.0", "20.20.2", "18.0.0"]) {
      expect(nodeFloorProblem("webdata-kit", older)).toBe(
        `webdata-kit needs Node.js ${NODE_FLOOR} or later; this is Node.js ${older}. Install a current Node 22 or newer (e.g. \`nvm install 22\`) and run it again.`,
      );
    }
  });

  describe("on real releases (the built package; Node from the npm `node` package)", () => {
    let pkg: string;
    beforeAll(async () => {
      pkg = await builtPackage();
      writeFileSync(path.join(pkg, "probe.mjs"), "await import(process.argv[2]);\n");
      writeFileSync(path.join(pkg, "smoke.mjs"), SMOKE);
    }, 600_000);

    // 22.12 is where undici crashed as a fake "Connection error"; Node 20 failed the same way.
    const old = [{ label: "22.12.0", binary: () => nodeRelease("22.12.0") }];
    const node20 = systemNode20();
    if (node20 !== undefined) old.push({ label: "20 (Debian)", binary: async () => node20 });

    for (const { label, binary } of old) {
      it(`Node ${label}: every entry fails at import, naming the version it needs`, async () => {
        const bin = await binary();
        for (const entry of ["webdata-kit", "webdata-kit/ai", "webdata-kit/testing", "webdata-kit/engine"]) {
          const result = await node(bin, ["probe.mjs", entry], pkg);
          expect(result.code, entry).not.toBe(0);
          expect(result.stderr, entry).toContain(`webdata-kit needs Node.js ${NODE_FLOOR} or later; this is Node.js `);
          expect(result.stderr, entry).not.toContain("Connection error");
        }
        const cli = await node(bin, ["dist/cli/main.js", "--version"], pkg);
        expect(cli.code).toBe(1);
        expect(cli.stderr).toMatch(new RegExp(`^webdata needs Node\\.js ${NODE_FLOOR.replaceAll(".", "\\.")} or later`));
      }, 300_000);
    }

    it(`Node ${NODE_FLOOR} runs the library against a remote server and the engine (scrape, search)`, async () => {
      const result = await node(await nodeRelease(NODE_FLOOR), ["smoke.mjs"], pkg);
      expect(result.stderr).not.toContain("Error");
      expect(JSON.parse(result.stdout.trim())).toEqual({ remote: "string", page: "# Lowest supported Node", found: 1 });
    }, 300_000);
  });
});
