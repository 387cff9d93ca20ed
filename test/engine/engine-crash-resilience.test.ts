import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMcpHttpHandler, type McpHttpHandler } from "../../src/adapters/mcp/index.js";
import { WebDataClient } from "../../src/client.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { cutBody, rawRequest } from "./raw-http.js";

const UUID = "0b0f4a8e-3c52-4f57-9a43-3f1c2a5b9d10";

/** Writes raw bytes and resolves with everything the server sent back before closing. */
function rawSocket(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => resolve(answer));
  });
}

/** A site with a fast page and a slow one (the slow one lets a client leave before the answer). */
async function startSite(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const send = () => res.writeHead(200, { "content-type": "text/html" }).end("<html><head><title>Ok</title></head><body><p>Still here.</p></body></html>");
    if (req.url === "/slow") setTimeout(send, 300);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// Each attack ends only its own request; vitest fails the run on any unhandled error, and the
// engine must answer a normal scrape afterwards.
for (const apiKey of [undefined, "crash-test-key-0123456789"]) {
  describe(`engine crash resilience ${apiKey === undefined ? "without" : "with"} a key`, () => {
    let engine: LocalEngine;
    let mcp: McpHttpHandler | undefined;
    let site: Awaited<ReturnType<typeof startSite>>;
    const log: string[] = [];
    const auth: Record<string, string> = apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` };
    let host = "";

    beforeAll(async () => {
      site = await startSite();
      engine = await createLocalEngine({ apiKey, allowPrivateNetwork: true, browser: "auto", log: (line) => log.push(line), mounts: { "/mcp": (req, res) => mcp?.handle(req, res) } });
      mcp = createMcpHttpHandler({ client: new WebDataClient({ baseUrl: engine.url, apiKey: apiKey ?? "" }), secret: apiKey, loopbackOriginsOnly: false });
      host = `127.0.0.1:${engine.port}`;
    });
    afterAll(async () => {
      await mcp?.close();
      await engine.close();
      await site.close();
    });

    async function expectStillServing(): Promise<void> {
      const response = await rawRequest(engine.origin, "POST", "/v2/scrape", { host, "content-type": "application/json", ...auth }, JSON.stringify({ url: `${site.url}/` }));
      expect(response.status).toBe(200);
      expect(response.json.data.markdown).toContain("Still here.");
    }

    it("survives GET /v2/captures/%E0%A4%A and other malformed escapes, unauthenticated (F2)", async () => {
      for (const name of ["%E0%A4%A", "%E0%A4%A.png", "%", "%%%", "%FF%FE"]) {
        const response = await rawRequest(engine.origin, "GET", `/v2/captures/${name}`, { host });
        expect(response.status).toBe(404);
        expect(response.json).toMatchObject({ success: false });
      }
      await expectStillServing();
    });

    it("survives clients that cut their body on every POST route, with FIN and with RST (F3)", async () => {
      const paths = ["/v2/scrape", "/v2/extract", "/v2/crawl", "/v2/batch/scrape", "/v2/interact", `/v2/scrape/${UUID}/interact`, "/v2/search", "/mcp"];
      for (const path of paths) {
        for (const reset of [false, true]) {
          const headers = { "content-type": "application/json", accept: "application/json, text/event-stream", ...auth };
          await cutBody(engine.origin, "POST", path, headers, { reset });
          // A body cut right after the head, and one cut after most of a large body.
          await cutBody(engine.origin, "POST", path, headers, { reset, sent: "" });
          await cutBody(engine.origin, "POST", path, headers, { reset, length: 2_000_000, sent: `{"url":"${"a".repeat(1_000_000)}` });
        }
      }
      await expectStillServing();
      // A client that went away is not logged as an engine failure.
      expect(log.filter((line) => line.includes("failed:"))).toEqual([]);
    });

    it("survives clients that leave before their answer is written", async () => {
      for (let i = 0; i < 5; i++) {
        const controller = new AbortController();
        const pending = fetch(`${engine.url}/scrape`, {
          method: "POST",
          headers: { "content-type": "application/json", ...auth },
          body: JSON.stringify({ url: `${site.url}/slow` }),
          signal: controller.signal,
        });
        setTimeout(() => controller.abort(), 50);
        await expect(pending).rejects.toThrow();
      }
      await expectStillServing();
    });

    it("survives header and framing garbage", async () => {
      const attempts: [string, Record<string, string>, string | undefined][] = [
        ["POST", { "content-type": "application/json", "transfer-encoding": "chunked" }, undefined],
        ["GET", { "x-long": "x".repeat(10_000) }, undefined],
        ["POST", { "content-type": "application/json; charset=nope" }, "\u0000\u00ff{"],
      ];
      for (const [method, headers, body] of attempts) {
        await rawRequest(engine.origin, method, "/v2/scrape", { host, ...auth, ...headers }, body).catch(() => undefined);
      }
      // Request targets `new URL()` cannot parse, absolute-form and asterisk-form targets.
      for (const target of ["//[", "/v2/captures/%E0%A4%A?x=%", "http://evil.example/v2/crawl/active", "*", "/v2/crawl/%ZZ"]) {
        const answer = await rawSocket(engine.port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n${apiKey === undefined ? "" : `Authorization: Bearer ${apiKey}\r\n`}\r\n`);
        expect(answer, target).toMatch(/^HTTP\/1\.1 (400|401|404|405|421) /);
      }
      await expectStillServing();
    });
  });
}
