import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { rebindingResolver } from "../helpers/rebinding-resolver.js";
import { createAddressBlocker } from "../../src/engine/fetch/private-allow-list.js";
import { postJson } from "./engine-http.js";

describe("allowPrivateNetwork host name entries are pinned to their first resolution", () => {
  it("allows the first answer's addresses, refuses a later answer elsewhere (rebinding)", () => {
    const blocked = createAddressBlocker(["staging.test", "*.lab.test"]);
    expect(blocked("10.0.0.5", "staging.test", ["10.0.0.5", "10.0.0.6"])).toBe(false);
    expect(blocked("10.0.0.6", "staging.test", ["10.0.0.6"])).toBe(false);
    expect(blocked("127.0.0.1", "staging.test", ["127.0.0.1"])).toBe(true);
    expect(blocked("169.254.169.254", "STAGING.test.", ["169.254.169.254"])).toBe(true);
    expect(blocked("10.0.0.5", "staging.test", ["10.0.0.5"])).toBe(false);
    // Each name under a wildcard has its own pin.
    expect(blocked("10.1.0.1", "a.lab.test", ["10.1.0.1"])).toBe(false);
    expect(blocked("10.1.0.2", "b.lab.test", ["10.1.0.2"])).toBe(false);
    expect(blocked("10.1.0.2", "a.lab.test", ["10.1.0.2"])).toBe(true);
  });

  it("a name first seen on a public address never turns private", () => {
    const blocked = createAddressBlocker(["flip.test"]);
    expect(blocked("93.184.216.34", "flip.test", ["93.184.216.34"])).toBe(false);
    expect(blocked("127.0.0.1", "flip.test", ["127.0.0.1"])).toBe(true);
  });

  it("address and range entries are not pinned (and no entry is port-scoped)", () => {
    const blocked = createAddressBlocker(["10.0.0.0/8", "::1"]);
    expect(blocked("10.9.9.9", "any.test", ["10.9.9.9"])).toBe(false);
    expect(blocked("10.1.1.1", "any.test", ["10.1.1.1"])).toBe(false);
    expect(blocked("::1", "::1")).toBe(false);
    expect(blocked("127.0.0.1", "any.test", ["127.0.0.1"])).toBe(true);
  });
});

describe("a rebinding listed name cannot reach another loopback service through the engine", () => {
  let legit: Server;
  let secret: Server;
  let port = 0;
  const secretHits: string[] = [];
  let engine: LocalEngine;
  // The first answer is the legitimate service; every later one points at another address.
  const { lookup, lookups } = rebindingResolver("staging.test", "127.0.0.1", "127.0.0.2");

  beforeAll(async () => {
    // Every answer closes its connection, so each scrape looks the name up again.
    legit = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html", connection: "close" }).end("<html><body><h1>Staging</h1><p>The legitimate staging service page.</p></body></html>"));
    await new Promise<void>((resolve) => legit.listen(0, "127.0.0.1", resolve));
    port = (legit.address() as AddressInfo).port;
    secret = createServer((req, res) => {
      secretHits.push(req.url ?? "");
      res.writeHead(200, { connection: "close" }).end("internal secret");
    });
    await new Promise<void>((resolve) => secret.listen(port, "127.0.0.2", resolve));
    engine = await createLocalEngine({ lookup, allowPrivateNetwork: ["staging.test"], browser: false });
  });
  afterAll(async () => {
    await engine.close();
    for (const server of [legit, secret]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("serves the pinned address and refuses the rebound one", async () => {
    const first = await postJson(`${engine.url}/scrape`, { url: `http://staging.test:${port}/one` });
    expect(first.status).toBe(200);
    expect(first.body.data.markdown).toContain("legitimate staging");
    const second = await postJson(`${engine.url}/scrape`, { url: `http://staging.test:${port}/two` });
    expect(lookups()).toBeGreaterThanOrEqual(2);
    expect(second.status).toBe(403);
    expect(second.body.code).toBe("SCRAPE_BLOCKED_ADDRESS");
    expect(second.body.error).not.toContain("127.0.0.2");
    expect(secretHits).toEqual([]);
  });
});
