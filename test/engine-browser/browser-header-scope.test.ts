import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { deleteJson, postJson } from "../engine/engine-http.js";
import { connectionHeaders } from "../engine/connection-header-cases.js";
import { appShellPage, chromiumPath, describeWithBrowser } from "./browser-fixture.js";

interface Hit {
  path: string;
  headers: IncomingHttpHeaders;
}

/** A loopback server that records every request with its headers; `pages` answers by path. */
async function recordingServer(pages: (path: string) => { status?: number; headers?: Record<string, string>; body?: string }): Promise<{ server: Server; port: number; hits: Hit[] }> {
  const hits: Hit[] = [];
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    hits.push({ path, headers: req.headers });
    const page = pages(path);
    res.writeHead(page.status ?? 200, { "content-type": "text/html; charset=utf-8", ...page.headers }).end(page.body ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

// What a caller sends: credentials for the scraped origin only.
const callerHeaders = { Authorization: "Bearer caller-secret", "X-Api-Key": "key-123", "X-Token": "tok-456", Cookie: "session=cookie-789" };
const secrets = ["caller-secret", "key-123", "tok-456", "cookie-789"];

function leaked(hits: readonly Hit[]): Hit[] {
  return hits.filter((hit) => secrets.some((secret) => JSON.stringify(hit.headers).includes(secret)));
}

function carriesAll(hit: Hit | undefined): boolean {
  return (
    hit !== undefined &&
    hit.headers.authorization === "Bearer caller-secret" &&
    hit.headers["x-api-key"] === "key-123" &&
    hit.headers["x-token"] === "tok-456" &&
    String(hit.headers.cookie).includes("session=cookie-789")
  );
}

describeWithBrowser("the caller's headers reach only the scraped origin in the browser", () => {
  let a: Awaited<ReturnType<typeof recordingServer>>;
  let b: Awaited<ReturnType<typeof recordingServer>>;
  let engine: LocalEngine;
  let A: string;
  let B: string;
  let bByName: string;

  beforeAll(async () => {
    b = await recordingServer((path) => ({ body: `<html><body><h1>B ${path}</h1><p>Another origin on the same host.</p></body></html>` }));
    B = `http://127.0.0.1:${b.port}`;
    // Same server under another name: localhost vs 127.0.0.1 are different origins (and sites).
    bByName = `http://localhost:${b.port}`;
    a = await recordingServer((path) => {
      if (path === "/page") {
        return {
          body: `<!doctype html><html><head><title>A</title><link rel="stylesheet" href="${B}/style.css"><script src="/same.js"></script></head>
            <body><h1>Page on A</h1><p>This page pulls subresources from another origin.</p>
            <img src="${B}/img.png"><img src="${bByName}/named.png"><img src="/own.png"><iframe src="${B}/frame"></iframe>
            <script>fetch("${B}/fetch").catch(() => {}); fetch("/own-fetch").catch(() => {});
              const x = new XMLHttpRequest(); x.open("GET", "${bByName}/xhr"); x.send();</script></body></html>`,
        };
      }
      if (path === "/to-b") return { status: 302, headers: { location: `${B}/landing` } };
      if (path === "/to-b-by-name") return { status: 307, headers: { location: `${bByName}/landing-named` } };
      if (path === "/same-redirect") return { status: 302, headers: { location: "/landed" } };
      if (path === "/chain") return { status: 302, headers: { location: `${B}/bounce` } };
      if (path === "/shell") return { body: appShellPage.replace("</body>", `<img src="${B}/shell-img.png"></body>`) };
      return { body: `<html><body><h1>A ${path}</h1><p>Content of the scraped origin.</p></body></html>` };
    });
    A = `http://127.0.0.1:${a.port}`;
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath } });
  });
  afterAll(async () => {
    await engine.close();
    for (const { server } of [a, b]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("subresources on other origins (other port, other name) get none of them; the page and its own subresources get all", async () => {
    const { status } = await postJson(`${engine.url}/scrape`, { url: `${A}/page`, waitFor: 400, headers: callerHeaders });
    expect(status).toBe(200);
    const bPaths = b.hits.map((hit) => hit.path);
    for (const path of ["/style.css", "/img.png", "/named.png", "/frame", "/fetch", "/xhr"]) expect(bPaths).toContain(path);
    expect(leaked(b.hits)).toEqual([]);
    for (const path of ["/page", "/same.js", "/own.png", "/own-fetch"]) {
      expect(carriesAll(a.hits.find((hit) => hit.path === path)), path).toBe(true);
    }
  });

  it("a redirect to another origin drops them; a same-origin redirect keeps them", async () => {
    for (const path of ["/to-b", "/to-b-by-name", "/same-redirect"]) {
      const { status } = await postJson(`${engine.url}/scrape`, { url: `${A}${path}`, waitFor: 10, headers: callerHeaders });
      expect(status).toBe(200);
    }
    expect(b.hits.map((hit) => hit.path)).toEqual(expect.arrayContaining(["/landing", "/landing-named"]));
    expect(leaked(b.hits)).toEqual([]);
    expect(carriesAll(a.hits.find((hit) => hit.path === "/to-b"))).toBe(true);
    expect(carriesAll(a.hits.find((hit) => hit.path === "/landed"))).toBe(true);
  });

  it("a page auto-rendered as an application shell follows the same rule", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: `${A}/shell`, headers: callerHeaders });
    expect(status).toBe(200);
    expect(body.data.metadata.fetchedWith).toBe("browser");
    expect(b.hits.map((hit) => hit.path)).toContain("/shell-img.png");
    expect(leaked(b.hits)).toEqual([]);
    expect(a.hits.filter((hit) => hit.path === "/shell").every(carriesAll)).toBe(true);
  });

  it("an interact session opened on the scrape replays it with the same rule", async () => {
    const scrape = await postJson(`${engine.url}/scrape`, { url: `${A}/page`, waitFor: 10, headers: callerHeaders });
    expect(scrape.status).toBe(200);
    const id = scrape.body.data.metadata.scrapeId as string;
    const before = a.hits.length;
    const run = await postJson(`${engine.url}/scrape/${id}/interact`, {
      code: `await page.goto(${JSON.stringify(`${B}/visited`)}); await page.goto(${JSON.stringify(`${A}/again`)}); return page.url();`,
    });
    expect(run.status).toBe(200);
    await deleteJson(`${engine.url}/scrape/${id}/interact`);
    expect(b.hits.map((hit) => hit.path)).toContain("/visited");
    expect(leaked(b.hits)).toEqual([]);
    // The replayed page and a later visit to the scraped origin carry them.
    expect(a.hits.slice(before).filter((hit) => hit.path === "/page").every(carriesAll)).toBe(true);
    expect(carriesAll(a.hits.find((hit) => hit.path === "/again"))).toBe(true);
  });

  it("hop-by-hop and proxy headers are dropped with a warning, as on the fetch path (no 500)", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: `${A}/proxy-headers`, waitFor: 10, headers: { ...connectionHeaders, "X-Kept": "yes" } });
    expect(status).toBe(200);
    expect(body.data.metadata.fetchedWith).toBe("browser");
    for (const name of Object.keys(connectionHeaders)) expect(body.warning).toContain(name);
    const hit = a.hits.find((entry) => entry.path === "/proxy-headers");
    expect(hit?.headers["x-kept"]).toBe("yes");
    expect(hit?.headers["proxy-authorization"]).toBeUndefined();
    expect(hit?.headers.host).toBe(`127.0.0.1:${a.port}`);
  });

  it("the fetch path follows the same rule on redirects", async () => {
    const { status } = await postJson(`${engine.url}/scrape`, { url: `${A}/chain`, headers: callerHeaders });
    expect(status).toBe(200);
    expect(b.hits.map((hit) => hit.path)).toContain("/bounce");
    expect(leaked(b.hits)).toEqual([]);
  });
});
