import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult, Progress } from "@modelcontextprotocol/sdk/types.js";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMcpHttpHandler } from "../../src/adapters/mcp/index.js";
import { WebDataClient } from "../../src/client.js";
import { runCli } from "../../src/cli/run-cli.js";
import { createMockServer } from "../../src/testing/index.js";
import { unavailableTools } from "../../src/tools/capabilities.js";
import { TOOL_NAMES } from "../../src/tools/types.js";
import { Capture } from "../cli/cli-harness.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { textOf, until } from "./mcp-harness.js";

interface Served {
  info: { url: string; origin: string; mcpUrl: string; capabilities: { model: object | null; browser: object | null } };
  stderr: Capture;
  stop(): Promise<number>;
}

/** `webdata serve` in this process, until `stop()`. */
async function serve(args: string[], env: Record<string, string> = {}): Promise<Served> {
  const stdout = new Capture();
  const stderr = new Capture();
  const interrupt = new AbortController();
  const running = runCli(["serve", "--port", "0", "--json", ...args], { stdout, stderr, env, signal: interrupt.signal });
  await until(() => stdout.text.includes("}\n") || stderr.text.includes("error"));
  return {
    info: JSON.parse(stdout.text) as Served["info"],
    stderr,
    stop: () => {
      interrupt.abort();
      return running;
    },
  };
}

async function connect(url: string, headers: Record<string, string> = {}) {
  const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
  const client = new Client({ name: "webdata-kit-tests", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport };
}

describe("MCP over Streamable HTTP at /mcp on webdata serve (the embedded engine)", () => {
  let site: GeneratedSite;
  let served: Served;

  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 80, latencyMs: 150 });
    served = await serve(["--allow-private"]);
  });
  afterAll(async () => {
    expect(await served?.stop()).toBe(0);
    await site?.close();
  });

  it("lists the tools and scrapes a loopback page", async () => {
    const { client } = await connect(served.info.mcpUrl);
    expect(served.info.mcpUrl).toBe(`${served.info.origin}/mcp`);
    const { tools } = await client.listTools();
    // No --model: the engine's model tools are not listed (nor interact's without a browser).
    const omitted = unavailableTools(served.info.capabilities);
    expect(omitted.has("web_extract")).toBe(true);
    expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES.filter((name) => !omitted.has(name)));
    const page = (await client.callTool({ name: "web_scrape", arguments: { url: site.url(site.pagePath(3)) } })) as CallToolResult;
    expect(page.isError ?? false).toBe(false);
    expect(textOf(page)).toContain("token3");
    await client.close();
  });

  it("reports a crawl's progress, then cancels the crawl on the engine when the call is cancelled", async () => {
    const { client } = await connect(served.info.mcpUrl);
    const progress: Progress[] = [];
    const abort = new AbortController();
    const pending = client
      .callTool({ name: "web_crawl", arguments: { url: site.origin, limit: 60 } }, undefined, { signal: abort.signal, onprogress: (p) => progress.push(p) })
      .catch((error: unknown) => error);
    await until(() => progress.some((p) => p.progress >= 3));
    abort.abort("enough");
    expect(await pending).toBeInstanceOf(Error);

    const id = /crawl (\S+): started/.exec(served.stderr.text)?.[1];
    expect(id).toBeDefined();
    await until(() => served.stderr.text.includes(`crawl ${id}: cancelled`));
    const status = (await (await fetch(`${served.info.url}/crawl/${id}`)).json()) as { status: string; completed: number };
    expect(status.status).toBe("cancelled");
    expect(status.completed).toBeLessThan(60);
    expect(progress.every((p, i) => i === 0 || p.progress > progress[i - 1]!.progress)).toBe(true);
    expect(progress.at(-1)).toMatchObject({ total: expect.any(Number), message: expect.stringMatching(/^crawl scraping: \d+\/\d+ pages$/) });
    await client.close();
  });

  it("refuses requests from a non-loopback web page and requests without a session", async () => {
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
    const headers = { "content-type": "application/json", accept: "application/json, text/event-stream" };
    const fromPage = await fetch(served.info.mcpUrl, { method: "POST", headers: { ...headers, origin: "http://evil.example" }, body });
    expect(fromPage.status).toBe(403);
    const noSession = await fetch(served.info.mcpUrl, { method: "POST", headers, body });
    expect(noSession.status).toBe(400);
    const unknown = await fetch(served.info.mcpUrl, { method: "POST", headers: { ...headers, "mcp-session-id": "nope" }, body });
    expect(unknown.status).toBe(404);
  });
});

describe("/mcp behind WEBDATA_ENGINE_KEY", () => {
  const KEY = "engine-key-for-mcp-0123456789abcdef";

  it("needs the bearer key like every other route, and never shows it", async () => {
    const served = await serve(["--max-credits", "5"], { WEBDATA_ENGINE_KEY: KEY });
    try {
      const anonymous = await fetch(served.info.mcpUrl, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } } }),
      });
      expect(anonymous.status).toBe(401);

      const { client } = await connect(served.info.mcpUrl, { authorization: `Bearer ${KEY}` });
      const { tools } = await client.listTools();
      expect(tools).toHaveLength(TOOL_NAMES.length - unavailableTools(served.info.capabilities).size);
      // The engine refuses loopback targets (no --allow-private): a model-fixable error, keyless text.
      const blocked = (await client.callTool({ name: "web_scrape", arguments: { url: "http://127.0.0.1:9/" } })) as CallToolResult;
      expect(blocked.isError).toBe(true);
      expect(JSON.stringify(blocked)).not.toContain(KEY);
      await client.close();
    } finally {
      expect(await served.stop()).toBe(0);
    }
    expect(served.stderr.text).not.toContain(KEY);
  });
});

describe("createMcpHttpHandler", () => {
  it("keys web_interact's browser session by MCP session, and stops it when the session ends", async () => {
    const mock = await createMockServer();
    const handler = createMcpHttpHandler({ client: new WebDataClient({ apiKey: mock.apiKey ?? undefined, baseUrl: mock.url, pollIntervalMs: 5 }) });
    const server = createServer((req, res) => void handler.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
    try {
      const a = await connect(url);
      const b = await connect(url);
      expect(handler.sessionCount).toBe(2);
      for (const { client } of [a, b]) {
        const result = (await client.callTool({ name: "web_interact", arguments: { url: "https://example.com", prompt: "read the title" } })) as CallToolResult;
        expect(result.isError ?? false).toBe(false);
      }
      // A second call of the same session works on its own page.
      await a.client.callTool({ name: "web_interact", arguments: { prompt: "scroll down" } });
      expect(mock.requestsTo("POST /scrape")).toHaveLength(2);
      expect(mock.sessions).toHaveLength(2);

      await a.transport.terminateSession();
      await until(() => mock.requestsTo("DELETE /scrape/:id/interact").length === 1);
      expect(mock.sessions).toHaveLength(1);
      expect(handler.sessionCount).toBe(1);
      await a.client.close();
      await b.client.close();
    } finally {
      await handler.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await mock.close();
    }
    // Closing the handler stopped the other session's browser too.
    expect(mock.requestsTo("DELETE /scrape/:id/interact")).toHaveLength(2);
  });
});
