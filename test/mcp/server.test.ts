import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult, Progress } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { createWebDataMcpServer, type WebDataMcpServerOptions } from "../../src/adapters/mcp/index.js";
import { toolSetOptionsFrom } from "../../src/cli/tool-set-options.js";
import { SCRAPE_TIMEOUT, supportAnswer } from "../healing/support-answers.js";
import { useMockServer } from "../helpers/mock-client.js";
import { textOf } from "./mcp-harness.js";

const ctx = useMockServer();

/** The MCP server in this process, linked to the official client through the SDK's in-memory transport. */
async function connect(options: WebDataMcpServerOptions) {
  const mcp = createWebDataMcpServer({ client: ctx.client({ retry: { maxRetries: 0 } }), ...options });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await mcp.server.connect(serverSide);
  const client = new Client({ name: "webdata-kit-tests", version: "1.0.0" });
  await client.connect(clientSide);
  const call = async (name: string, args: Record<string, unknown>, onprogress?: (p: Progress) => void) =>
    (await client.callTool({ name, arguments: args }, undefined, onprogress ? { onprogress } : undefined)) as CallToolResult;
  return { client, call, close: () => mcp.close() };
}

describe("createWebDataMcpServer", () => {
  it("refuses costly calls once --max-credits is spent, as an error the model reads", async () => {
    const { call, close } = await connect({ maxCredits: 2 });
    const first = await call("web_search", { query: "one" });
    expect(first.isError ?? false).toBe(false);
    expect(first._meta).toMatchObject({ "webdata-kit/creditsUsed": 2, "webdata-kit/creditsRemaining": 0 });
    const second = await call("web_search", { query: "two" });
    expect(second.isError).toBe(true);
    expect(textOf(second)).toContain("Error (budget_exhausted)");
    expect(ctx.mock.requestsTo("POST /search")).toHaveLength(1);
    await close();
  });

  it("applies --params and hides the fixed parameters from the model's schema", async () => {
    const options = toolSetOptionsFrom({ params: '{"web_scrape":{"onlyMainContent":false,"waitFor":1500}}', maxCallsPerTool: 1 });
    const { client, call, close } = await connect(options);
    const scrape = (await client.listTools()).tools.find((t) => t.name === "web_scrape")!;
    expect(Object.keys(scrape.inputSchema.properties ?? {})).not.toContain("onlyMainContent");
    expect(Object.keys(scrape.inputSchema.properties ?? {})).not.toContain("waitFor");
    await call("web_scrape", { url: "https://example.com" });
    expect(ctx.mock.requestsTo("POST /scrape")[0]?.body).toMatchObject({ url: "https://example.com", onlyMainContent: false, waitFor: 1500 });
    // --max-calls-per-tool 1: the second call is refused.
    expect(textOf(await call("web_scrape", { url: "https://example.com/b" }))).toContain("Error (call_limit)");
    await close();
  });

  it("--scrape-json-schema gives web_scrape a schemaJson argument that becomes a json format", async () => {
    const { client, call, close } = await connect(toolSetOptionsFrom({ scrapeJsonSchema: true }));
    const scrape = (await client.listTools()).tools.find((t) => t.name === "web_scrape")!;
    expect(Object.keys(scrape.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(["schemaJson", "jsonPrompt"]));
    const schema = { type: "object", properties: { price: { type: "number" } } };
    const result = await call("web_scrape", { url: "https://example.com", schemaJson: JSON.stringify(schema) });
    expect(result.isError ?? false).toBe(false);
    expect(ctx.mock.requestsTo("POST /scrape")[0]?.body).toMatchObject({ url: "https://example.com", formats: [{ type: "json", schema }] });
    await close();
  });

  it("--self-healing retries with the support's parameters and tells the model", async () => {
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT);
    ctx.mock.script("POST /support/ask", supportAnswer());
    const { call, close } = await connect(toolSetOptionsFrom({ selfHealing: true }));
    const result = await call("web_scrape", { url: "https://example.com/pricing" });
    expect(result.isError ?? false).toBe(false);
    expect(textOf(result)).toContain("retried with waitFor=5000 as the service's support suggested");
    expect(ctx.mock.requestsTo("POST /scrape")[1]?.body).toMatchObject({ waitFor: 5000 });
    await close();
  });

  it("sends heartbeat progress while an agent run works, all before the result", async () => {
    ctx.mock.agentJob({ pollsToComplete: 40, data: { answer: 42 } });
    const { call, close } = await connect({ heartbeatMs: 20 });
    const progress: Progress[] = [];
    const result = await call("web_agent", { prompt: "the answer" }, (p) => progress.push(p));
    expect(textOf(result)).toContain("42");
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.map((p) => p.progress)).toEqual(progress.map((_, i) => i + 1));
    expect(progress[0]?.message).toMatch(/^web_agent still running \(\d+ s\)$/);
    await close();
  });

  it("rejects bad --params and --tools before anything starts", () => {
    expect(() => toolSetOptionsFrom({ params: "{" })).toThrow(/--params is not valid JSON/);
    expect(() => toolSetOptionsFrom({ params: '{"web_crawl_status":{}}' })).toThrow(/takes no fixed parameters/);
    expect(() => toolSetOptionsFrom({ params: '{"web_scrape":[]}' })).toThrow(/must be an object/);
    expect(() => toolSetOptionsFrom({ tools: ["web_scrape", "web_scrap"] })).toThrow(/unknown tool web_scrap/);
    expect(toolSetOptionsFrom({}).maxWaitMs).toBe(45_000);
    expect(toolSetOptionsFrom({ maxWait: 10 }).maxWaitMs).toBe(10_000);
    expect(toolSetOptionsFrom({ waitBudget: 12 }).maxWaitMs).toBe(12_000); // the deprecated flag name
    // The same schemas (and suggestions) as createWebDataTools' `params`.
    expect(() => toolSetOptionsFrom({ params: '{"web_scrape":{"onlyMainContnt":false}}' })).toThrow(
      "Invalid --params options: web_scrape.onlyMainContnt: unknown option (did you mean web_scrape.onlyMainContent?)",
    );
    expect(() => toolSetOptionsFrom({ params: '{"web_scrap":{}}' })).toThrow("web_scrap: unknown option (did you mean web_scrape?)");
    expect(() => toolSetOptionsFrom({ params: '{"web_crawl":{"limit":0}}' })).toThrow(/web_crawl\.limit/);
  });
});
