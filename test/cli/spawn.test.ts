import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteServer, type SiteServer } from "../../examples/site-server.js";
import { EMBEDDED_ENGINE_NOTICE } from "../../src/cli/target.js";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

// One real process: the entry file, tsx's loader, the exit code and the warning filter.
describe("webdata as a process", () => {
  let site: SiteServer;
  beforeAll(async () => {
    site = await startSiteServer();
  });
  afterAll(() => site.close());

  it("maps the demo site with the embedded engine and exits 0 with JSON on stdout", async () => {
    const env = { ...process.env };
    delete env.WEBDATA_API_KEY;
    delete env.WEBDATA_BASE_URL;
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/main.ts", "map", site.origin, "--allow-private", "--json"], {
      cwd: repoRoot,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));

    expect(stderr).toContain(EMBEDDED_ENGINE_NOTICE);
    expect(stderr).not.toContain("ExperimentalWarning");
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { links: { url: string }[] };
    expect(result.links.length).toBeGreaterThan(30);
    expect(result.links.map((link) => link.url)).toContain(site.url("/pricing"));
  });

  it("a reader that closes the pipe early (`webdata --help | head -1`) is no crash", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/main.ts", "--help"], { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.destroy(); // the reader is gone before the help is written: the write gets EPIPE
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(stderr).not.toMatch(/EPIPE|Unhandled/);
    expect(code).toBe(0);
  });
});
