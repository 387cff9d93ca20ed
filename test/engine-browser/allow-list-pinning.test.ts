import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rebindingResolver } from "../helpers/rebinding-resolver.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { postJson } from "../engine/engine-http.js";
import { chromiumPath, describeWithBrowser } from "./browser-fixture.js";

describeWithBrowser("a listed name that rebinds cannot lead the browser to another loopback service", () => {
  let legit: Server;
  let secret: Server;
  let port = 0;
  const legitHits: string[] = [];
  const secretHits: string[] = [];
  let engine: LocalEngine;
  // The first answer is the legitimate service; every later one points at another address.
  const { lookup, lookups } = rebindingResolver("staging.test", "127.0.0.1", "127.0.0.2");

  beforeAll(async () => {
    // Every answer closes its connection, so each request makes the proxy look the name up again.
    legit = createServer((req, res) => {
      legitHits.push(req.url ?? "");
      res.writeHead(200, { "content-type": "text/html", connection: "close" });
      res.end(`<html><body><h1>Staging</h1><p>The legitimate staging page.</p><img src="/pixel.png"><script>fetch("/api").catch(() => {});</script></body></html>`);
    });
    await new Promise<void>((resolve) => legit.listen(0, "127.0.0.1", resolve));
    port = (legit.address() as AddressInfo).port;
    secret = createServer((req, res) => {
      secretHits.push(req.url ?? "");
      res.writeHead(200, { connection: "close" }).end("internal secret");
    });
    await new Promise<void>((resolve) => secret.listen(port, "127.0.0.2", resolve));
    engine = await createLocalEngine({ lookup, allowPrivateNetwork: ["staging.test"], browser: { executablePath: chromiumPath } });
  });
  afterAll(async () => {
    await engine.close();
    for (const server of [legit, secret]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("the page loads from the pinned address; later lookups of the name are refused", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: `http://staging.test:${port}/page`, waitFor: 300 });
    expect(status).toBe(200);
    expect(body.data.markdown).toContain("legitimate staging");
    expect(legitHits).toContain("/page");
    expect(lookups()).toBeGreaterThanOrEqual(2);
    const again = await postJson(`${engine.url}/scrape`, { url: `http://staging.test:${port}/again`, waitFor: 10 });
    expect(again.status).toBe(403);
    expect(secretHits).toEqual([]);
  });
});
