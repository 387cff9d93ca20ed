import { execFile, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findChromium } from "../../src/engine/browser/find-chromium.js";
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

  it("`webdata mcp` on stdio lists the tools and scrapes a page through a page worker", async () => {
    const script = `
      import { createServer } from "node:http";
      import { Client } from "@modelcontextprotocol/sdk/client/index.js";
      import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
      const page = "<h1>Over 64 KiB</h1>" + "<p>words to fill the page up</p>".repeat(3000);
      const site = createServer((req, res) => res.writeHead(200, { "content-type": "text/html" }).end(page));
      await new Promise((resolve) => site.listen(0, "127.0.0.1", resolve));
      const transport = new StdioClientTransport({ command: process.execPath, args: ["node_modules/.bin/webdata", "mcp", "--allow-private", "--no-browser"], stderr: "ignore" });
      const client = new Client({ name: "package-test", version: "1.0.0" });
      try {
        await client.connect(transport);
        const { tools } = await client.listTools();
        const result = await client.callTool({ name: "web_scrape", arguments: { url: "http://127.0.0.1:" + site.address().port + "/" } });
        console.log(JSON.stringify({ tools: tools.map((tool) => tool.name), text: result.content[0].text.slice(0, 200) }));
      } finally {
        await client.close();
        site.close();
      }
    `;
    writeFileSync(path.join(project, "mcp.mjs"), script);
    const { stdout } = await run(process.execPath, ["mcp.mjs"], { cwd: project, timeout: 60_000 });
    const out = JSON.parse(stdout) as { tools: string[]; text: string };
    expect(out.tools).toEqual(expect.arrayContaining(["web_scrape", "web_crawl", "web_support_ask"]));
    expect(out.text).toContain("# Over 64 KiB");
  });

  // Chromium as the browser tier finds it; under CI=true a missing one fails (createLocalEngine says why).
  const chromium = findChromium();
  it.skipIf(chromium === undefined && process.env["CI"] !== "true")("renders with Chromium and runs interact code in its sandbox process", async () => {
    const script = `
      import { createServer } from "node:http";
      import { WebDataClient } from "webdata-kit";
      import { createLocalEngine } from "webdata-engine";
      const html = "<div id=x>static</div><script>document.getElementById('x').textContent = 'rendered'</script><button id=b onclick=\\"this.textContent='clicked'\\">press</button>";
      const site = createServer((req, res) => res.writeHead(200, { "content-type": "text/html" }).end(html));
      await new Promise((resolve) => site.listen(0, "127.0.0.1", resolve));
      const engine = await createLocalEngine({ browser: { executablePath: process.env.CHROMIUM }, allowPrivateNetwork: true });
      const client = new WebDataClient({ baseUrl: engine.url, apiKey: "" });
      try {
        const page = await client.scrape({ url: "http://127.0.0.1:" + site.address().port + "/", waitFor: 200 });
        const ran = await client.interact(page.metadata.scrapeId, { code: "await page.click('#b'); return await page.textContent('#b');" });
        const live = await fetch(ran.liveViewUrl);
        await client.stopInteraction(page.metadata.scrapeId);
        console.log(JSON.stringify({ markdown: page.markdown, result: ran.result, exitCode: ran.exitCode, live: live.status }));
      } finally {
        await engine.close();
        site.close();
      }
    `;
    writeFileSync(path.join(project, "browser.mjs"), script);
    const env = { ...process.env, CHROMIUM: chromium?.executablePath ?? "" };
    const { stdout } = await run(process.execPath, ["browser.mjs"], { cwd: project, env, timeout: 120_000 });
    expect(JSON.parse(stdout)).toEqual({ markdown: expect.stringContaining("rendered"), result: "clicked", exitCode: 0, live: 200 });
  }, 150_000);
});
