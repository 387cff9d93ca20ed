import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { until } from "../helpers/until.js";
import { aptInstall, onCi } from "../setup/apt-install.js";

// A real searx (Debian package `searx`, run as `python3 -m searx.webapp`) with one engine: searx's
// `json_engine` querying a loopback JSON API served here, so no traffic leaves the machine.
const python = "/usr/bin/python3";
// Found without importing it (importing searx loads its settings).
const findSearx = () => spawnSync(python, ["-c", "import importlib.util, sys; sys.exit(0 if importlib.util.find_spec('searx') else 1)"], { stdio: "ignore" }).status === 0;
// CI installs it (Debian's `searx`) and never skips this test; elsewhere it is skipped without searx.
if (!findSearx() && onCi) aptInstall(["searx"], "searx test");
const hasSearx = findSearx();
if (!hasSearx && onCi) throw new Error("CI=true but Debian's searx is not installed and could not be installed: the real-searx test must not be skipped.");

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** A port free a moment ago (searx takes its port from settings.yml, not 0). */
async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function settingsYml(port: number, apiPort: number): string {
  return `general:
  debug: false
  instance_name: "webdata-test"
search:
  safe_search: 0
  autocomplete: ""
  default_lang: ""
  prefer_configured_language: false
  ban_time_on_fail: 0
  max_ban_time_on_fail: 0
server:
  port: ${port}
  bind_address: "127.0.0.1"
  secret_key: "webdata-kit-test-only"
  base_url: false
  image_proxy: false
  http_protocol_version: "1.0"
  method: "GET"
ui:
  static_path: "/usr/share/python3-searx/static"
  templates_path: "/usr/share/python3-searx/templates"
  default_theme: oscar
outgoing:
  request_timeout: 5.0
engines:
  - name: loopback
    engine: json_engine
    shortcut: lb
    categories: general
    enable_http: true
    search_url: http://127.0.0.1:${apiPort}/api?q={query}
    results_query: items
    url_query: url
    title_query: title
    content_query: snippet
locales:
  en: English
doi_resolvers:
  doi.org: "https://doi.org/"
default_doi_resolver: "doi.org"
`;
}

describe.skipIf(!hasSearx)("a real searx instance as the engine's search provider", () => {
  let site: GeneratedSite;
  let api: Server;
  let searx: ChildProcess;
  let dir: string;
  let engine: LocalEngine;
  const queries: string[] = [];
  let searxLog = "";

  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 10, paragraphs: 1 });
    api = createServer((req, res) => {
      const q = new URL(req.url ?? "/", "http://api").searchParams.get("q") ?? "";
      queries.push(q);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ items: [6, 7].map((i) => ({ url: site.url(`/page/${i}`), title: `Page ${i}`, snippet: `About page ${i}: ${q}` })) }));
    });
    const apiPort = await listen(api);
    const port = await freePort();
    dir = mkdtempSync(path.join(tmpdir(), "webdata-searx-"));
    writeFileSync(path.join(dir, "settings.yml"), settingsYml(port, apiPort));
    searx = spawn(python, ["-m", "searx.webapp"], { env: { ...process.env, SEARX_SETTINGS_PATH: path.join(dir, "settings.yml") }, stdio: ["ignore", "pipe", "pipe"] });
    searx.stdout?.on("data", (chunk: Buffer) => (searxLog = (searxLog + chunk.toString()).slice(-4000)));
    searx.stderr?.on("data", (chunk: Buffer) => (searxLog = (searxLog + chunk.toString()).slice(-4000)));
    const searxUrl = `http://127.0.0.1:${port}`;
    await until(
      async () => {
        const answer = await fetch(`${searxUrl}/search?q=ping&format=json`).catch(() => undefined);
        return answer?.ok === true;
      },
      "searx to answer",
      60_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\nsearx said:\n${searxLog}`);
    });
    engine = await createLocalEngine({ browser: false, pageWorkers: 0, allowPrivateNetwork: true, search: { provider: "searxng", url: searxUrl } });
  }, 90_000);
  afterAll(async () => {
    await engine?.close();
    if (searx?.pid !== undefined && searx.exitCode === null) searx.kill();
    await new Promise<void>((resolve) => api?.close(() => resolve()));
    await site?.close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it("searches through searx and scrapes its results", async () => {
    expect(engine.capabilities.search.provider).toBe("searxng");
    const response = await fetch(`${engine.url}/search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "lighthouse keeper", limit: 2, scrapeOptions: { formats: ["markdown"] } }),
    });
    const body = (await response.json()) as { data: { web: { url: string; title: string; description: string; position: number; markdown?: string }[] }; creditsUsed: number };
    expect(response.status).toBe(200);
    expect(body.data.web.map((r) => [r.url, r.title, r.position])).toEqual([
      [site.url("/page/6"), "Page 6", 1],
      [site.url("/page/7"), "Page 7", 2],
    ]);
    expect(body.data.web[0]?.description).toContain("lighthouse keeper");
    expect(body.data.web[0]?.markdown).toContain("# Page 6");
    expect(queries).toContain("lighthouse keeper");
  });
});
