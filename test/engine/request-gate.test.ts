import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMcpHttpHandler, type McpHttpHandler } from "../../src/adapters/mcp/index.js";
import { WebDataClient } from "../../src/client.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { rawRequest, type RawResponse } from "./raw-http.js";

const KEY = "engine-gate-key-0123456789";
const UUID = "0b0f4a8e-3c52-4f57-9a43-3f1c2a5b9d10";

/** A target site that counts its hits: an attack that got through makes the engine fetch it. */
async function startTarget(): Promise<{ url: string; hits: () => number; close(): Promise<void> }> {
  let hits = 0;
  const server: Server = createServer((_req, res) => {
    hits++;
    res.writeHead(200, { "content-type": "text/html" }).end("<html><head><title>Target</title></head><body><p>Secret intranet page.</p></body></html>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    hits: () => hits,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const mcpInit = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "attacker", version: "1" } },
});

for (const apiKey of [undefined, KEY]) {
  describe(`the engine's request gate ${apiKey === undefined ? "without" : "with"} a key`, () => {
    let engine: LocalEngine;
    let mcp: McpHttpHandler | undefined;
    let target: Awaited<ReturnType<typeof startTarget>>;
    const auth: Record<string, string> = apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` };
    let host = "";

    beforeAll(async () => {
      target = await startTarget();
      engine = await createLocalEngine({
        apiKey,
        allowPrivateNetwork: true,
        browser: "auto",
        mounts: { "/mcp": (req, res) => mcp?.handle(req, res) },
      });
      mcp = createMcpHttpHandler({ client: new WebDataClient({ baseUrl: engine.url, apiKey: apiKey ?? "" }), secret: apiKey, loopbackOriginsOnly: false });
      host = `127.0.0.1:${engine.port}`;
    });
    afterAll(async () => {
      await mcp?.close();
      await engine.close();
      await target.close();
    });

    const scrapeBody = () => JSON.stringify({ url: target.url, formats: ["markdown"] });
    /** Every kind of route: REST (job, status), captures, both interact routes, MCP. */
    const routes = (): [string, string, string | undefined][] => [
      ["POST", "/v2/scrape", scrapeBody()],
      ["POST", "/v2/crawl", JSON.stringify({ url: target.url, limit: 1 })],
      ["GET", `/v2/crawl/${UUID}`, undefined],
      ["DELETE", `/v2/crawl/${UUID}`, undefined],
      ["GET", `/v2/captures/${UUID}.png`, undefined],
      ["POST", "/v2/interact", JSON.stringify({ scrapeId: UUID, code: "1" })],
      ["POST", `/v2/scrape/${UUID}/interact`, JSON.stringify({ code: "1" })],
      ["POST", "/mcp", mcpInit],
    ];

    /** After every attack: the target saw nothing, and the engine still does its normal work. */
    async function expectNoWorkAndStillServing(hitsBefore: number): Promise<void> {
      expect(target.hits()).toBe(hitsBefore);
      const normal = await rawRequest(engine.origin, "POST", "/v2/scrape", { host, "content-type": "application/json", ...auth }, scrapeBody());
      expect(normal.status).toBe(200);
      expect(normal.json.data.markdown).toContain("Secret intranet page.");
    }

    function mcpHeaders(extra: Record<string, string>): Record<string, string> {
      return { accept: "application/json, text/event-stream", ...extra };
    }

    it("refuses rebinding-shaped requests (a foreign Host) on every route with 421, even with the right key", async () => {
      const before = target.hits();
      for (const foreign of [`attacker.example:${engine.port}`, `127.0.0.1.nip.io:${engine.port}`, "attacker.example"]) {
        for (const [method, path, body] of routes()) {
          const response = await rawRequest(engine.origin, method, path, mcpHeaders({ host: foreign, "content-type": "application/json", ...auth }), body);
          expect(response.status, `${method} ${path} Host ${foreign}`).toBe(421);
          expect(response.json).toMatchObject({ success: false, error: expect.stringContaining("allowedHosts") });
        }
      }
      await expectNoWorkAndStillServing(before);
    });

    it("refuses requests from web pages (any Origin) on every route with 403 and no CORS headers", async () => {
      const before = target.hits();
      for (const origin of ["http://attacker.example", "http://127.0.0.1:1", "http://localhost:5173", engine.origin, "null"]) {
        for (const [method, path, body] of routes()) {
          const response = await rawRequest(engine.origin, method, path, mcpHeaders({ host, origin, "content-type": "application/json", ...auth }), body);
          expect(response.status, `${method} ${path} Origin ${origin}`).toBe(403);
          expect(response.json.error).toContain("allowedOrigins");
          expect(response.headers["access-control-allow-origin"]).toBeUndefined();
        }
        const preflight = await rawRequest(engine.origin, "OPTIONS", "/v2/scrape", { host, origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" });
        expect(preflight.status).toBe(403);
        expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
      }
      await expectNoWorkAndStillServing(before);
    });

    it("refuses bodies that are not JSON (415) on every body route, the seed interact route and /mcp included", async () => {
      const before = target.hits();
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=----x", undefined]) {
        for (const [method, path, body] of routes().filter(([method]) => method === "POST")) {
          const headers = mcpHeaders({ host, ...auth });
          if (type !== undefined) headers["content-type"] = type;
          const response: RawResponse = await rawRequest(engine.origin, method, path, headers, body);
          expect(response.status, `${path} ${type}`).toBe(415);
        }
      }
      await expectNoWorkAndStillServing(before);
    });

    it("reads the path as the router does: a hosted-only prefix with `..` is no way past the 415", async () => {
      const before = target.hits();
      for (const path of ["/v2/monitor/../scrape", "/v1/%2e%2e/v2/scrape", "/v2/parse/..%2F../scrape", "/v2/monitor/..\\scrape"]) {
        const response = await rawRequest(engine.origin, "POST", path, { host, "content-type": "text/plain", ...auth }, scrapeBody());
        expect([415, 404, 501], path).toContain(response.status);
      }
      await expectNoWorkAndStillServing(before);
    });

    it("answers a malformed capture name with 404 and keeps running (F2), without a key too", async () => {
      for (const name of ["%E0%A4%A", "%", "%ZZ", "%C0%AF..%2F..%2Fetc%2Fpasswd", "..%2F..%2Fcrawl-results.sqlite"]) {
        const response = await rawRequest(engine.origin, "GET", `/v2/captures/${name}`, { host });
        expect([404, 400]).toContain(response.status);
        expect(response.json.success).toBe(false);
      }
      await expectNoWorkAndStillServing(target.hits());
    });

    it("serves the legitimate clients: JSON bodies, bodyless POSTs, loopback names, an MCP session", async () => {
      for (const name of ["localhost", "127.0.0.1"]) {
        const response = await rawRequest(engine.origin, "GET", `/v2/crawl/${UUID}`, { host: `${name}:${engine.port}`, ...auth });
        expect(response.status).toBe(404);
      }
      // An empty POST needs no content type: it reaches validation (400), not the 415.
      const empty = await rawRequest(engine.origin, "POST", "/v2/scrape", { host, "content-length": "0", ...auth });
      expect(empty.status).toBe(400);
      const client = new Client({ name: "gate-test", version: "1" });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${engine.origin}/mcp`), { requestInit: { headers: auth } }));
      const { tools } = await client.listTools();
      expect(tools.length).toBeGreaterThan(0);
      await client.close();
    });

    if (apiKey === undefined) {
      it("accepts an empty bearer when no key is configured (firecrawl-cli sends `Bearer `)", async () => {
        for (const authorization of ["Bearer", "Bearer "]) {
          const response = await rawRequest(engine.origin, "POST", "/v2/scrape", { host, authorization, "content-type": "application/json" }, scrapeBody());
          expect(response.status).toBe(200);
        }
      });
    } else {
      it("checks the key on every route but captures, and every 401 says WWW-Authenticate: Bearer", async () => {
        const before = target.hits();
        for (const authorization of [undefined, "Bearer", "Bearer ", "Bearer wrong", `Bearer ${KEY}x`, KEY]) {
          for (const [method, path, body] of routes().filter(([, path]) => !path.includes("/captures/"))) {
            const headers = mcpHeaders({ host, "content-type": "application/json" });
            if (authorization !== undefined) headers["authorization"] = authorization;
            const response = await rawRequest(engine.origin, method, path, headers, body);
            expect(response.status, `${method} ${path} ${authorization}`).toBe(401);
            expect(response.headers["www-authenticate"]).toBe("Bearer");
            expect(response.text).not.toContain(KEY);
          }
        }
        // Captures are addressed by unguessable names (like signed URLs), so `<img src>` works: no key, but the gate.
        expect((await rawRequest(engine.origin, "GET", `/v2/captures/${UUID}.png`, { host })).status).toBe(404);
        await expectNoWorkAndStillServing(before);
      });
    }
  });
}

describe("exposure and allowed names", () => {
  it("refuses to bind beyond loopback without a key, explaining the risk, unless insecureNoAuth is set", async () => {
    const refused = createLocalEngine({ host: "0.0.0.0", browser: false });
    await expect(refused).rejects.toThrow(/reachable from other machines/);
    await expect(refused).rejects.toThrow(/apiKey[\s\S]*insecureNoAuth/);
    await using open = await createLocalEngine({ host: "0.0.0.0", insecureNoAuth: true, browser: false });
    // Exposed: still only this machine's names and addresses, and never a foreign Host.
    expect((await rawRequest(`http://127.0.0.1:${open.port}`, "GET", `/v2/crawl/${UUID}`, { host: `127.0.0.1:${open.port}` })).status).toBe(404);
    expect((await rawRequest(`http://127.0.0.1:${open.port}`, "GET", `/v2/crawl/${UUID}`, { host: `rebind.example:${open.port}` })).status).toBe(421);
  });

  it("answers the names in allowedHosts and gives allowedOrigins CORS with preflight", async () => {
    await using engine = await createLocalEngine({ browser: false, allowedHosts: ["engine.internal"], allowedOrigins: ["http://app.internal:8080"] });
    const origin = engine.origin;
    expect((await rawRequest(origin, "GET", `/v2/crawl/${UUID}`, { host: "engine.internal" })).status).toBe(404);
    const preflight = await rawRequest(origin, "OPTIONS", "/v2/scrape", {
      host: "engine.internal",
      origin: "http://app.internal:8080",
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization,content-type",
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("http://app.internal:8080");
    const call = await rawRequest(origin, "POST", "/v2/scrape", { host: "engine.internal", origin: "http://app.internal:8080", "content-type": "application/json" }, "{}");
    expect(call.status).toBe(400);
    expect(call.headers["access-control-allow-origin"]).toBe("http://app.internal:8080");
    expect((await rawRequest(origin, "POST", "/v2/scrape", { host: "engine.internal", origin: "http://app.internal:8081", "content-type": "application/json" }, "{}")).status).toBe(403);
  });

  it("checks allowedHosts and allowedOrigins entries before starting", async () => {
    await expect(createLocalEngine({ browser: false, allowedHosts: ["http://x/"] })).rejects.toThrow(/allowedHosts/);
    await expect(createLocalEngine({ browser: false, allowedOrigins: ["app.example.com"] })).rejects.toThrow(/allowedOrigins/);
  });
});
