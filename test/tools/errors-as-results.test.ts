import { ToolMessage } from "@langchain/core/messages";
import type { StructuredToolInterface } from "@langchain/core/tools";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { generateText, stepCountIs } from "ai";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebDataTools as createAiTools } from "../../src/adapters/ai/index.js";
import { createWebDataTools as createLangChainTools } from "../../src/adapters/langchain/index.js";
import { createWebDataMcpServer, type WebDataMcpServerOptions } from "../../src/adapters/mcp/index.js";
import { WebDataClient } from "../../src/client.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { textOf } from "../mcp/mcp-harness.js";
import { modelViews, scriptedModel } from "../helpers/scripted-ai-model.js";

/*
 * Failures a model can act on read the same in every adapter (an `isError` MCP result, an AI SDK
 * error-text tool result, a LangChain ToolMessage), and tools a server cannot serve are not listed.
 * Against the real local engine with no model and no browser, and a port where nothing listens.
 */

let engine: LocalEngine;
let refusedUrl: string;

// A site whose pages are held until the test lets one through: the crawl advances one page per read.
const PAGES = 8;
let site: Server;
let siteUrl: string;
const held: Array<() => void> = [];
const releaseOne = () => held.shift()?.();

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === "/plain") {
      res.writeHead(200, { "content-type": "text/html" }).end("<html><body><p>A plain page.</p></body></html>");
      return;
    }
    const match = /^\/(?:p\/(\d+))?$/.exec(req.url ?? "");
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const n = Number(match[1] ?? 0);
    const next = n + 1 < PAGES ? `<a href="/p/${n + 1}">next</a>` : "";
    held.push(() => res.writeHead(200, { "content-type": "text/html" }).end(`<html><body><h1>Page ${n}</h1><p>Text of page ${n}.</p>${next}</body></html>`));
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  while (held.length > 0) releaseOne();
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

beforeAll(async () => {
  engine = await createLocalEngine({ browser: false, allowPrivateNetwork: true });
  // A port that was free a moment ago: connecting to it is refused.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  refusedUrl = `http://127.0.0.1:${port}/v2`;
});

afterAll(async () => {
  await engine?.close();
});

const clientFor = (baseUrl: string) => new WebDataClient({ baseUrl, apiKey: "", retry: { maxRetries: 0 }, pollIntervalMs: 20 });

async function connectMcp(options: WebDataMcpServerOptions) {
  const mcp = createWebDataMcpServer(options);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await mcp.server.connect(serverSide);
  const client = new Client({ name: "webdata-kit-tests", version: "1.0.0" });
  await client.connect(clientSide);
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { client, call, close: () => mcp.close() };
}

/** What the model reads for one call through each adapter. */
async function viewsOf(baseUrl: string, tool: string, input: Record<string, unknown>) {
  const mcp = await connectMcp({ client: clientFor(baseUrl) });
  const mcpResult = await mcp.call(tool, input);
  await mcp.close();

  const { model, seen } = scriptedModel([{ calls: [{ tool, input }] }, { text: "done" }]);
  await generateText({ model, tools: createAiTools({ client: clientFor(baseUrl) }), stopWhen: stepCountIs(3), prompt: "go" });
  const [aiView] = modelViews(seen);

  const lcTool = createLangChainTools({ client: clientFor(baseUrl) }).find((t) => t.name === tool) as StructuredToolInterface;
  const message = (await lcTool.invoke({ type: "tool_call", id: "c1", name: tool, args: input })) as ToolMessage;
  expect(message).toBeInstanceOf(ToolMessage);

  return { mcp: mcpResult, mcpText: textOf(mcpResult), aiView: aiView!, langChainText: String(message.content) };
}

describe("errors as results, the same text in every adapter", () => {
  it("an engine without a model: web_extract's 501 reads as no_model with a hint to use web_scrape", async () => {
    const views = await viewsOf(engine.url, "web_extract", { urls: ["https://example.com"], prompt: "the title" });
    expect(views.mcp.isError).toBe(true);
    expect(views.mcpText).toMatch(/^Error \(no_model\): .*needs a language model/);
    expect(views.mcpText).toContain("Use web_scrape");
    // The developer's set-up advice (createLocalEngine options) is not shown to the model.
    expect(views.mcpText).not.toContain("createLocalEngine");
    expect(views.aiView).toBe(`error-text:${views.mcpText}`);
    expect(views.langChainText).toBe(views.mcpText);
  });

  it("an engine without a browser: web_interact's 501 reads as no_browser", async () => {
    const views = await viewsOf(engine.url, "web_interact", { url: `${siteUrl}/plain`, code: "return 1" });
    expect(views.mcp.isError).toBe(true);
    expect(views.mcpText).toMatch(/^Error \(no_browser\): /);
    expect(views.aiView).toBe(`error-text:${views.mcpText}`);
    expect(views.langChainText).toBe(views.mcpText);
  });

  it("a refused connection reads as server_unreachable (not a JSON-RPC -32603)", async () => {
    const views = await viewsOf(refusedUrl, "web_scrape", { url: "https://example.com" });
    expect(views.mcp.isError).toBe(true);
    expect(views.mcpText).toMatch(/^Error \(server_unreachable\): /);
    expect(views.mcp._meta).toMatchObject({ "webdata-kit/error": { category: "server_unreachable", infrastructure: false } });
    expect(views.aiView).toBe(`error-text:${views.mcpText}`);
    expect(views.langChainText).toBe(views.mcpText);
  });
});

describe("tools the server cannot serve are not listed", () => {
  const unservable = ["web_extract", "web_agent", "web_agent_status", "web_interact", "web_interact_stop"];

  it("MCP, AI SDK and LangChain leave out the same tools, from engine.capabilities", async () => {
    expect(engine.capabilities).toEqual({ model: null, browser: null, search: { provider: "local", sources: ["web"] } });
    const capabilities = engine.capabilities;
    const mcp = await connectMcp({ client: clientFor(engine.url), capabilities });
    const listed = (await mcp.client.listTools()).tools.map((t) => t.name);
    const ai = Object.keys(createAiTools({ client: clientFor(engine.url), capabilities }));
    const lc = createLangChainTools({ client: clientFor(engine.url), capabilities }).map((t) => t.name);
    for (const name of unservable) expect(listed).not.toContain(name);
    expect(listed).toContain("web_scrape");
    expect(ai.sort()).toEqual([...listed].sort());
    expect(lc.sort()).toEqual([...listed].sort());

    // A client that calls one anyway gets a protocol error that says why.
    const error = await mcp.client.callTool({ name: "web_extract", arguments: {} }).catch((e: unknown) => e);
    expect(String(error)).toContain("Tool not available: web_extract (this server has no language model configured)");
    await mcp.close();
  });

  it("unknown capabilities (a remote server) list every tool", async () => {
    const mcp = await connectMcp({ client: clientFor(engine.url), capabilities: { model: true } });
    const listed = (await mcp.client.listTools()).tools.map((t) => t.name);
    expect(listed).toEqual(expect.arrayContaining(unservable));
    await mcp.close();
  });
});

describe("reading a running crawl", () => {
  it("web_crawl_status follows a slow crawl to the end without hitting the call limit", async () => {
    const mcp = await connectMcp({ client: clientFor(engine.url), maxCallsPerTool: 2, crawl: { maxWaitMs: 1 } });
    const started = await mcp.call("web_crawl", { url: `${siteUrl}/`, limit: PAGES });
    expect(started.isError ?? false).toBe(false);
    const jobId = /Crawl (\S+) /.exec(textOf(started))?.[1];
    expect(jobId).toBeTruthy();

    let reads = 0;
    let last = "";
    // Bounded: one page is let through per read, so PAGES reads and a few more finish it.
    for (let i = 0; i < 200 && !/: completed,/.test(last); i++) {
      const status = await mcp.call("web_crawl_status", { jobId });
      reads += 1;
      last = textOf(status);
      expect(status.isError ?? false, last).toBe(false);
      releaseOne();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(last).toMatch(new RegExp(`: completed, ${PAGES}/${PAGES} pages done`));
    // Far more reads than maxCallsPerTool (2): reads of a running crawl count per job.
    expect(reads).toBeGreaterThan(2);
    await mcp.close();
  });

  it("a job id the tool set has not seen still counts against the call limit", async () => {
    const mcp = await connectMcp({ client: clientFor(engine.url), maxCallsPerTool: 2 });
    const texts: string[] = [];
    for (let i = 0; i < 3; i++) texts.push(textOf(await mcp.call("web_crawl_status", { jobId: `01920000-0000-7000-8000-00000000000${i}` })));
    expect(texts[0]).toContain("Error (not_found)");
    expect(texts[2]).toContain("Error (call_limit)");
    await mcp.close();
  });
});
