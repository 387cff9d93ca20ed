import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebDataTools } from "../../src/adapters/ai/index.js";
import { WebDataClient } from "../../src/client.js";
import { NotFoundError } from "../../src/core/errors.js";
import { routeNotFound, sendReply } from "../../src/server-kit/index.js";
import type { ToolResult } from "../../src/tools/types.js";
import { useMockServer } from "../helpers/mock-client.js";

const ctx = useMockServer();

/** A v2 server that routes nothing (the engine's own 404 body), and a page that is no v2 API at all (Express's 404). */
let bare: Server;
let express: Server;
const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;

beforeAll(async () => {
  bare = createServer((req, res) => sendReply(res, routeNotFound(req.method ?? "GET", new URL(req.url ?? "/", "http://x").pathname)));
  express = createServer((req, res) => {
    res.writeHead(404, { "content-type": "text/html" });
    res.end(`<!DOCTYPE html><html><body><pre>Cannot ${req.method} ${req.url}</pre></body></html>`);
  });
  await Promise.all([bare, express].map((s) => new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve))));
});
afterAll(() => Promise.all([bare, express].map((s) => new Promise((resolve) => s.close(resolve)))));

const client = (baseUrl: string) => new WebDataClient({ apiKey: "k", baseUrl, retry: 0 });
const caught = (p: Promise<unknown>) => p.then(() => expect.fail("expected a 404"), (e: unknown) => e as NotFoundError);

describe("a 404 says what was not found", () => {
  it("an unknown job id: the expired-job hint", async () => {
    const error = await caught(ctx.client().crawl.status("0192aaaa-0000-7000-8000-00000000dead"));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.missing).toBe("id");
    expect(error.message).toMatch(/job ids expire 24 h after the job ends/);
  });

  it.each([
    ["a route the server does not have (\"Route not found\")", () => bare],
    ["a base URL that is no v2 API (an HTML 404 page)", () => express],
  ])("%s: the server does not support the operation, no word about expired jobs", async (_name, server) => {
    for (const call of [
      (c: WebDataClient) => c.map({ url: "https://example.com" }),
      (c: WebDataClient) => c.batchScrape.start({ urls: ["https://example.com"] }),
      (c: WebDataClient) => c.batchScrape.status("0192aaaa-0000-7000-8000-000000000001"), // an id lookup, but the route is missing
    ]) {
      const error = await caught(call(client(urlOf(server()))));
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error.missing).toBe("route");
      expect(error.message).toMatch(/this server has no such route, so it does not support this operation/);
      expect(error.message).not.toMatch(/expire/);
    }
  });

  it("tools: the model is told the operation is not offered here, or that the job id expired", async () => {
    const missing = createWebDataTools({ baseUrl: urlOf(bare), apiKey: "k", tools: ["web_map"] });
    const mapped = (await missing.web_map!.execute!({ url: "https://example.com" }, { toolCallId: "a", messages: [] } as never)) as ToolResult;
    expect(mapped.ok).toBe(false);
    expect(mapped.modelText).toMatch(/not_supported/);
    expect(mapped.modelText).toMatch(/does not offer this operation/);
    expect(mapped.modelText).not.toMatch(/expire/);

    const tools = createWebDataTools({ client: ctx.client(), tools: ["web_crawl_status"] });
    const status = (await tools.web_crawl_status!.execute!({ jobId: "0192aaaa-0000-7000-8000-00000000dead" }, { toolCallId: "b", messages: [] } as never)) as ToolResult;
    expect(status.ok).toBe(false);
    expect(status.modelText).toMatch(/Job ids expire 24 h/);
  });
});
