import { execFile, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writePdf } from "../helpers/documents/pdf-writer.js";
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

  // Run from the installed, bundled package with the dependency versions npm picks today: page
  // workers (a page over 64 KiB), the huge-page thread (over 1 MiB), a PDF (document worker and
  // unpdf) and the docs the support endpoint searches, all found at run time from dist/.
  it("converts pages in its worker threads, reads a PDF, and searches the docs it ships", async () => {
    writeFileSync(path.join(project, "report.pdf"), writePdf([{ lines: [{ text: "Quarterly report", size: 20 }, { text: "Revenue grew in every region." }] }]));
    const script = `
      import { createServer } from "node:http";
      import { readFileSync } from "node:fs";
      import { WebDataClient } from "webdata-kit";
      import { createLocalEngine } from "webdata-engine";
      const para = (n) => Array.from({ length: n }, (_, i) => "<p>paragraph " + i + " with enough words to fill the page.</p>").join("");
      const pages = { "/small": "<h1>Small</h1>", "/big": "<h1>Big</h1>" + para(2000), "/huge": "<h1>Huge</h1>" + para(25000) };
      const site = createServer((req, res) => {
        if (req.url === "/report.pdf") return res.writeHead(200, { "content-type": "application/pdf" }).end(readFileSync("report.pdf"));
        res.writeHead(pages[req.url] ? 200 : 404, { "content-type": "text/html" }).end(pages[req.url] ?? "");
      });
      await new Promise((resolve) => site.listen(0, "127.0.0.1", resolve));
      const base = "http://127.0.0.1:" + site.address().port;
      const engine = await createLocalEngine({ browser: false, allowPrivateNetwork: true });
      const client = new WebDataClient({ baseUrl: engine.url, apiKey: "" });
      const out = {};
      try {
        for (const name of ["small", "big", "huge", "report.pdf"]) {
          out[name] = await client.scrape({ url: base + "/" + name }).then((r) => r.markdown.slice(0, 40), (e) => "error: " + e.message);
        }
        const docs = await client.support.docsSearch({ question: "How do I install Chromium for the local engine's browser?" });
        out.docs = docs.evidence.map((e) => e.pathOrUrl);
      } finally {
        await engine.close();
        site.close();
      }
      console.log(JSON.stringify(out));
    `;
    writeFileSync(path.join(project, "workers.mjs"), script);
    const { stdout } = await run(process.execPath, ["workers.mjs"], { cwd: project, timeout: 120_000 });
    const out = JSON.parse(stdout) as Record<string, unknown>;
    expect(out).toMatchObject({ small: "# Small", big: expect.stringMatching(/^# Big\n/), huge: expect.stringMatching(/^# Huge\n/) });
    expect(out["report.pdf"]).toMatch(/Quarterly report/);
    expect(out["docs"]).toContain("docs/engine.md#browser-chromium-in-the-engine");
  }, 150_000);
});
