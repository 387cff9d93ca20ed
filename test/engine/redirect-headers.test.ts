import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SafeFetcher } from "../../src/engine/fetch/safe-fetch.js";

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

describe("caller headers on redirects", () => {
  let first: Server;
  let other: Server;
  let firstPort: number;
  let otherPort: number;
  const seen: { path: string; headers: IncomingHttpHeaders }[] = [];
  let fetcher: SafeFetcher;
  const callerHeaders = {
    "X-Api-Key": "secret-key-1",
    Authorization: "Bearer secret-2",
    Cookie: "session=secret-3",
    "X-Custom-Token": "secret-4",
    "Accept-Language": "de-DE",
    "Cache-Control": "no-cache",
  };

  beforeAll(async () => {
    other = createServer((req, res) => {
      seen.push({ path: `other${req.url}`, headers: req.headers });
      res.end("other origin");
    });
    otherPort = await listen(other);
    first = createServer((req, res) => {
      seen.push({ path: `first${req.url}`, headers: req.headers });
      if (req.url === "/away") {
        res.writeHead(302, { location: `http://other.test:${otherPort}/landing` });
        res.end();
      } else if (req.url === "/same") {
        res.writeHead(301, { location: "/final" });
        res.end();
      } else {
        res.end("first origin");
      }
    });
    firstPort = await listen(first);
    fetcher = new SafeFetcher({
      allowPrivateNetwork: true,
      userAgent: "redirect-test",
      timeoutMs: 5000,
      maxBodyBytes: 1024 * 1024,
      maxRedirects: 5,
      resolver: async () => [{ address: "127.0.0.1", family: 4 }],
    });
  });
  afterAll(async () => {
    await fetcher.close();
    for (const server of [first, other]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("drops every caller header but the safe list when the redirect leaves the origin", async () => {
    seen.length = 0;
    const response = await fetcher.fetch(`http://first.test:${firstPort}/away`, { headers: callerHeaders });
    expect(response.body.toString()).toBe("other origin");
    const [hop1, hop2] = seen;
    expect(hop1?.headers["x-api-key"]).toBe("secret-key-1");
    expect(hop1?.headers["x-custom-token"]).toBe("secret-4");
    expect(hop2?.path).toBe("other/landing");
    for (const name of ["x-api-key", "authorization", "cookie", "x-custom-token"]) expect(hop2?.headers[name], name).toBeUndefined();
    expect(JSON.stringify(hop2?.headers)).not.toContain("secret");
    // Content negotiation and caching hints still follow, and the engine's own headers stay.
    expect(hop2?.headers["accept-language"]).toBe("de-DE");
    expect(hop2?.headers["cache-control"]).toBe("no-cache");
    expect(hop2?.headers["user-agent"]).toBe("redirect-test");
  });

  it("keeps the caller's headers on a same-origin redirect", async () => {
    seen.length = 0;
    await fetcher.fetch(`http://first.test:${firstPort}/same`, { headers: callerHeaders });
    expect(seen[1]?.path).toBe("first/final");
    expect(seen[1]?.headers["x-api-key"]).toBe("secret-key-1");
    expect(seen[1]?.headers.authorization).toBe("Bearer secret-2");
  });
});
