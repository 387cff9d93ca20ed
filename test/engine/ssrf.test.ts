import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { FetchFailure } from "../../src/engine/fetch/fetch-failure.js";
import { systemResolver, type HostResolver } from "../../src/engine/fetch/guarded-lookup.js";
import { SafeFetcher } from "../../src/engine/fetch/safe-fetch.js";
import { postJson } from "./engine-http.js";

async function listen(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

describe("SSRF guard of the engine (allowPrivateNetwork off)", () => {
  let target: Server;
  let port: number;
  let hits = 0;
  let engine: LocalEngine;
  // "evil.test" resolves to loopback; "mixed.test" to one public and one private address.
  const lookup: HostResolver = async (hostname) => {
    if (hostname === "evil.test") return [{ address: "127.0.0.1", family: 4 }];
    if (hostname === "mixed.test") return [{ address: "93.184.216.34", family: 4 }, { address: "10.0.0.7", family: 4 }];
    return systemResolver(hostname);
  };

  beforeAll(async () => {
    target = createServer((_req, res) => {
      hits += 1;
      res.end("<html><body>internal secret</body></html>");
    });
    port = await listen(target, "127.0.0.1");
    engine = await createLocalEngine({ lookup });
  });
  afterAll(async () => {
    await engine.close();
    target.closeAllConnections();
    await new Promise((resolve) => target.close(resolve));
  });

  it.each([
    ["a loopback literal", () => `http://127.0.0.1:${port}/`],
    ["a decimal loopback", () => `http://2130706433:${port}/`],
    ["an IPv6-mapped loopback", () => `http://[::ffff:127.0.0.1]:${port}/`],
    ["IPv6 loopback", () => `http://[::1]:${port}/`],
    ["the cloud metadata address", () => "http://169.254.169.254/latest/meta-data/"],
    ["localhost", () => `http://localhost:${port}/`],
    ["a host name that resolves to 127.0.0.1", () => `http://evil.test:${port}/`],
    ["a host name with one private address among public ones", () => `http://mixed.test:${port}/`],
  ])("refuses %s with 403 and never connects", async (_label, url) => {
    const before = hits;
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: url() });
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, code: "SCRAPE_BLOCKED_ADDRESS" });
    expect(body.error).toContain("allowPrivateNetwork");
    expect(hits).toBe(before);
  });

  it("refuses a crawl of a private literal before starting it", async () => {
    const { status, body } = await postJson(`${engine.url}/crawl`, { url: `http://127.0.0.1:${port}/`, limit: 5 });
    expect(status).toBe(403);
    expect(body.code).toBe("SCRAPE_BLOCKED_ADDRESS");
  });

  it("refuses map and keeps the engine's own port out of reach", async () => {
    const { status } = await postJson(`${engine.url}/map`, { url: `http://evil.test:${engine.port}/v2/search` });
    expect(status).toBe(403);
  });
});

describe("SafeFetcher checks every redirect hop", () => {
  // Only 127.0.0.1 counts as private here, so a site on 127.0.0.2 plays the public server.
  const isBlockedAddress = (address: string) => address === "127.0.0.1";
  let internal: Server;
  let publicSite: Server;
  let internalPort: number;
  let publicPort: number;
  let internalHits = 0;
  let fetcher: SafeFetcher;

  beforeAll(async () => {
    internal = createServer((_req, res) => {
      internalHits += 1;
      res.end("secret");
    });
    internalPort = await listen(internal, "127.0.0.1");
    publicSite = createServer((req, res) => {
      const locations: Record<string, string> = {
        "/to-literal": `http://127.0.0.1:${internalPort}/`,
        "/to-name": `http://internal.test:${internalPort}/`,
        "/to-decimal": `http://2130706433:${internalPort}/`,
      };
      const location = locations[req.url ?? ""];
      if (location !== undefined) {
        res.writeHead(302, { location });
        res.end();
      } else {
        res.end("public page");
      }
    });
    publicPort = await listen(publicSite, "127.0.0.2");
    fetcher = new SafeFetcher({
      allowPrivateNetwork: false,
      userAgent: "test",
      timeoutMs: 5000,
      maxBodyBytes: 1024 * 1024,
      maxRedirects: 5,
      resolver: async (hostname) =>
        hostname === "internal.test" ? [{ address: "127.0.0.1", family: 4 }] : [{ address: "127.0.0.2", family: 4 }],
      isBlockedAddress,
    });
  });
  afterAll(async () => {
    await fetcher.close();
    for (const server of [internal, publicSite]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("fetches the allowed first hop", async () => {
    const response = await fetcher.fetch(`http://public.test:${publicPort}/`);
    expect(response.body.toString()).toBe("public page");
  });

  it.each(["/to-literal", "/to-name", "/to-decimal"])("refuses a redirect %s into the private address", async (path) => {
    const before = internalHits;
    const error = await fetcher.fetch(`http://public.test:${publicPort}${path}`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchFailure);
    expect((error as FetchFailure).kind).toBe("blocked-address");
    expect(internalHits).toBe(before);
  });
});
