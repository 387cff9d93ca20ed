import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { postJson, waitForCrawl } from "./engine-http.js";

const prose = "<p>This paragraph has enough words in it to count as real content for any reader of the page.</p>";

async function site(links: (origin: string) => string): Promise<{ server: Server; origin: string; hits: { path: string; headers: IncomingHttpHeaders }[] }> {
  const hits: { path: string; headers: IncomingHttpHeaders }[] = [];
  const state = { origin: "" };
  const server = createServer((req, res) => {
    hits.push({ path: req.url ?? "", headers: req.headers });
    if (req.url === "/robots.txt" || req.url === "/sitemap.xml") return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/html" }).end(`<html><body><h1>${req.url}</h1>${prose}${links(state.origin)}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin: state.origin, hits };
}

describe("a crawl sends the caller's headers only to its start origin", () => {
  let a: Awaited<ReturnType<typeof site>>;
  let b: Awaited<ReturnType<typeof site>>;
  let engine: LocalEngine;
  beforeAll(async () => {
    b = await site(() => "");
    a = await site((origin) => `<a href="${origin}/inside">Inside</a> <a href="${b.origin}/external">External</a>`);
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: false });
  });
  afterAll(async () => {
    await engine.close();
    for (const { server } of [a, b]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("pages on another origin (external links) are scraped without them", async () => {
    const started = await postJson(`${engine.url}/crawl`, {
      url: `${a.origin}/`,
      limit: 5,
      allowExternalLinks: true,
      sitemap: "skip",
      scrapeOptions: { headers: { Authorization: "Bearer crawl-secret", "X-Token": "tok" } },
    });
    expect(started.status).toBe(200);
    const done = await waitForCrawl(`${engine.url}/crawl/${started.body.id}`);
    expect(done.status).toBe("completed");
    expect(b.hits.map((hit) => hit.path)).toContain("/external");
    expect(JSON.stringify(b.hits)).not.toMatch(/crawl-secret|"tok"/);
    for (const path of ["/", "/inside"]) {
      const hit = a.hits.find((entry) => entry.path === path);
      expect(hit?.headers.authorization, path).toBe("Bearer crawl-secret");
    }
  });
});
