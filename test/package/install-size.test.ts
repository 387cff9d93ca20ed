import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtPackage, diskKib, heavyIn, installedPackages, installInEmptyProject, pack, ROOT } from "./built-package.js";

const run = promisify(execFile);
const RECORDER = path.join(ROOT, "bench/lib/record-modules.mjs");
const MAX_PACKAGES = 20;
const MAX_KIB = 12 * 1024;

// What a user of the toolkit against a remote server does: the client against a loopback v2 server
// (the package's own mock server, which needs nothing beyond the toolkit), then the engine entry.
const TOOL = `
import { WebDataClient } from "webdata-kit";
import { createMockServer } from "webdata-kit/testing";
const mock = await createMockServer();
const client = new WebDataClient({ apiKey: mock.apiKey ?? undefined, baseUrl: mock.url });
const page = await client.scrape({ url: "https://example.com" });
const found = await client.search({ query: "web data" });
await mock.close();
console.log(JSON.stringify({ markdown: typeof page.markdown, results: found.web?.length ?? 0 }));
`;
const ENGINE = `
const { createLocalEngine } = await import("webdata-kit/engine");
try {
  await createLocalEngine();
  console.log("started");
} catch (error) {
  console.log(JSON.stringify({ name: error.name, message: error.message }));
}
`;

describe("npm install webdata-kit zod, in an empty project", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "webdata-kit-install-"));
  const project = path.join(scratch, "project");

  beforeAll(async () => {
    const tarball = await pack(await builtPackage(), scratch);
    mkdirSync(project);
    await installInEmptyProject(project, [tarball, "zod"]);
    writeFileSync(path.join(project, "tool.mjs"), TOOL);
    writeFileSync(path.join(project, "engine.mjs"), ENGINE);
  }, 600_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it(`installs at most ${MAX_PACKAGES} packages and ${MAX_KIB / 1024} MB`, async () => {
    const packages = installedPackages(path.join(project, "node_modules"));
    expect(packages.length, packages.join(", ")).toBeLessThanOrEqual(MAX_PACKAGES);
    expect(packages).toContain("webdata-kit");
    expect(packages).not.toContain("playwright-core");
    expect(await diskKib(path.join(project, "node_modules"))).toBeLessThanOrEqual(MAX_KIB);
  });

  it("ships dist/ without source maps, and no source", () => {
    const shipped = readdirSync(path.join(project, "node_modules", "webdata-kit"), { recursive: true, encoding: "utf8" });
    expect(shipped.filter((file) => file.endsWith(".map"))).toEqual([]);
    expect(shipped.filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"))).toEqual([]);
    expect(shipped).toContain(path.join("dist", "cli", "main.js"));
  });

  it("runs the client against a loopback v2 server, loading no heavy module", async () => {
    const { stdout, stderr } = await run(process.execPath, ["--import", RECORDER, "tool.mjs"], { cwd: project, timeout: 60_000 });
    expect(JSON.parse(stdout.trim())).toEqual({ markdown: "string", results: expect.any(Number) as number });
    const urls = JSON.parse(stderr.split("\n").find((line) => line.startsWith("@@modules "))!.slice("@@modules ".length)) as string[];
    expect(heavyIn(urls)).toEqual([]);
  });

  it("imports webdata-kit/engine; createLocalEngine() says what to install", async () => {
    const { stdout } = await run(process.execPath, ["engine.mjs"], { cwd: project, timeout: 60_000 });
    const error = JSON.parse(stdout.trim()) as { name: string; message: string };
    expect(error.name).toBe("MissingPackageError");
    expect(error.message).toMatch(/^createLocalEngine\(\) needs the engine's packages \(.+ is not installed\): npm install webdata-engine \(or: npm install .*playwright-core.*\)$/);
  });
});
