import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { connectionHeaders } from "./connection-header-cases.js";
import { postJson } from "./engine-http.js";


describe("hop-by-hop and proxy headers in a scrape's headers (fetch path)", () => {
  let server: Server;
  let origin: string;
  const seen: IncomingHttpHeaders[] = [];
  const paths: string[] = [];
  let engine: LocalEngine;
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers);
      paths.push(req.url ?? "");
      res.writeHead(200, { "content-type": "text/html" }).end("<html><body><h1>Hello</h1><p>Some content of the page for the reader.</p></body></html>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: false });
  });
  afterAll(async () => {
    await engine.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("drops them with a warning that names them, and sends the rest", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: `${origin}/`, headers: { ...connectionHeaders, "X-Kept": "yes" } });
    expect(status).toBe(200);
    expect(body.data.markdown).toContain("Hello");
    for (const name of Object.keys(connectionHeaders)) expect(body.warning).toContain(name);
    const last = seen.at(-1) ?? {};
    expect(last["x-kept"]).toBe("yes");
    expect(last["proxy-authorization"]).toBeUndefined();
    expect(last.host).toBe(new URL(origin).host);
  });

  it("the same in a crawl's scrapeOptions", async () => {
    const { status, body } = await postJson(`${engine.url}/crawl`, { url: `${origin}/`, limit: 1, scrapeOptions: { headers: { "Proxy-Authorization": "Basic eDp5" } } });
    expect(status).toBe(200);
    expect(String(body.warning ?? "")).toMatch(/Proxy-Authorization/);
  });

  it("refuses malformed names and values with 400 before any request", async () => {
    for (const headers of [{ "X-Split": "a\r\nInjected: 1" }, { "Bad Name": "x" }, { "X-Nul": "a\u0000b" }, { "X-Name": "日本" }]) {
      const { status, body } = await postJson(`${engine.url}/scrape`, { url: `${origin}/malformed`, headers });
      expect(status).toBe(400);
      expect(body.error).toMatch(/header/);
    }
    expect(paths).not.toContain("/malformed");
  });
});
