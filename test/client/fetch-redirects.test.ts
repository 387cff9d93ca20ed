import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { APIError, WebDataClient } from "../../src/index.js";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// The platform-fetch path (a toolkit install without undici, or a user's `fetch`) must behave as the
// undici path: a 3xx is the server's answer, never followed to another origin with the caller's headers.
describe("a redirect from the API server, on the fetch path", () => {
  it("is not followed: no request, key or custom header reaches the other origin", async () => {
    const elsewhere: string[] = [];
    const other = await listen((req, res) => {
      elsewhere.push(`${req.method} ${req.headers.authorization ?? ""} ${req.headers["x-gateway-key"] ?? ""}`);
      res.writeHead(200, { "content-type": "application/json" }).end('{"success":true,"data":{"markdown":"x"}}');
    });
    const api = await listen((_req, res) => {
      res.writeHead(302, { location: `${other}/v2/scrape` }).end();
    });
    const client = new WebDataClient({
      apiKey: "fc-REDIRECT-TEST-KEY",
      baseUrl: `${api}/v2`,
      fetch: globalThis.fetch,
      headers: { "x-gateway-key": "gw-secret" },
      retry: { maxRetries: 0 },
    });
    await expect(client.scrape({ url: "https://example.com" })).rejects.toBeInstanceOf(APIError);
    expect(elsewhere).toEqual([]);
  });
});
