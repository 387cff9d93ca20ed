import { McpError, type CallToolResult, type Progress } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareToolSet } from "../../src/tools/create-tool-specs.js";
import { TOOL_NAMES } from "../../src/tools/types.js";
import { createMockServer, type MockServer } from "../../src/testing/index.js";
import { connectStdio, textOf, until, type StdioSession } from "./mcp-harness.js";

const KEY = "fc-mcp-stdio-secret-0123456789abcdef";

describe("webdata mcp over stdio, against a v2 server with a key", () => {
  let mock: MockServer;
  let session: StdioSession;
  /** Everything the server sent that a model or a user could see: results, errors, stderr. */
  const seen: string[] = [];

  beforeAll(async () => {
    mock = await createMockServer({ apiKey: KEY });
    session = await connectStdio(["--base-url", mock.url, "--max-output-tokens", "400"], { WEBDATA_API_KEY: KEY });
  });
  afterAll(async () => {
    await session?.close();
    seen.push(session?.stderr() ?? "");
    // No key in any output: tool results, protocol errors, the server's log.
    expect(seen.join("\n")).not.toContain(KEY);
    await mock?.close();
  });

  const call = async (name: string, args: Record<string, unknown>) => {
    const result = (await session.client.callTool({ name, arguments: args })) as CallToolResult;
    seen.push(JSON.stringify(result));
    return result;
  };

  it("lists the eleven tools with the specs' descriptions and JSON Schema inputs", async () => {
    const { tools } = await session.client.listTools();
    expect(tools.map((t) => t.name)).toEqual([...TOOL_NAMES]);
    const specs = prepareToolSet({ apiKey: "unused" }).tools;
    for (const tool of tools) {
      const spec = specs.find((s) => s.spec.name === tool.name)!;
      expect(tool.description).toBe(spec.spec.description);
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.inputSchema).not.toHaveProperty("$schema");
      // The same provider-safe schema as the AI SDK and LangChain tools.
      expect(tool.inputSchema).toEqual(spec.inputJsonSchema);
    }
    const scrape = tools.find((t) => t.name === "web_scrape")!;
    expect(scrape.inputSchema.required).toEqual(["url", "offset", "onlyMainContent", "waitFor"]);
    expect(scrape.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: true });
    expect(session.stderr()).toContain("using the server at");
  });

  it("calls every tool through the shared pipeline", async () => {
    const crawlId = mock.crawl({ documents: 4 });
    const agentId = mock.agentJob({ data: { founders: ["A. Person"] } });
    const calls: Array<[string, Record<string, unknown>]> = [
      ["web_search", { query: "example" }],
      ["web_map", { url: "https://example.com" }],
      ["web_scrape", { url: "https://example.com" }],
      ["web_crawl", { url: "https://example.com", limit: 4 }],
      ["web_crawl_status", { jobId: crawlId, limit: 2 }],
      ["web_extract", { urls: ["https://example.com"], prompt: "the mission" }],
      ["web_agent", { prompt: "who founded example", waitSeconds: 0 }],
      ["web_agent_status", { jobId: agentId, waitSeconds: 5 }],
      ["web_interact", { url: "https://example.com", prompt: "click pricing" }],
      ["web_interact_stop", {}],
      ["web_support_ask", { question: "why is my crawl empty?" }],
    ];
    for (const [name, args] of calls) {
      const result = await call(name, args);
      expect([name, result.isError ?? false, textOf(result)]).toEqual([name, false, expect.any(String)]);
      expect(textOf(result).length).toBeGreaterThan(0);
    }
    expect(textOf(await call("web_agent_status", { jobId: agentId }))).toContain("A. Person");
    expect(mock.requestsTo("POST /crawl")).toHaveLength(1);
    expect(mock.requestsTo("DELETE /scrape/:id/interact")).toHaveLength(1);
    // Every request carried the key (and only in the header).
    expect(mock.requests.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
  });

  it("keeps a long page within the token budget, with the truncation marker", async () => {
    const markdown = Array.from({ length: 400 }, (_, i) => `Paragraph ${i} of a very long page about nothing in particular.`).join("\n\n");
    mock.script("POST /scrape", { body: { success: true, data: { markdown, metadata: { sourceURL: "https://example.com/long", statusCode: 200 } } } });
    const result = await call("web_scrape", { url: "https://example.com/long" });
    const text = textOf(result);
    expect(result.isError ?? false).toBe(false);
    expect(text).toMatch(/\[truncated: showed characters 0–\d+ of \d+;/);
    expect(text.length).toBeLessThan(2_400);
    // Reading on is free: the next slice comes from the cache.
    const scrapes = mock.requestsTo("POST /scrape").length;
    const next = await call("web_scrape", { url: "https://example.com/long", offset: Number(/–(\d+)/.exec(text)![1]) });
    expect(textOf(next)).toContain("Paragraph");
    expect(mock.requestsTo("POST /scrape")).toHaveLength(scrapes);
  });

  it("returns errors the model can fix as isError results with a hint", async () => {
    const missing = await call("web_scrape", {});
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toMatch(/^Error \(invalid_arguments\): Invalid arguments: url/);
    expect(textOf(missing)).toContain("Hint:");

    mock.script("GET /crawl/:id", { status: 404, body: { success: false, error: "Job not found" } });
    const gone = await call("web_crawl_status", { jobId: "01920000-0000-7000-8000-00000000dead" });
    expect(gone.isError).toBe(true);
    expect(textOf(gone)).toContain("Error (not_found)");
    expect(gone._meta).toMatchObject({ "webdata-kit/error": { category: "not_found", status: 404 } });
  });

  it("shows infrastructure errors as isError results (the client has no other channel), without the key", async () => {
    mock.script("POST /search", { status: 402, body: { success: false, error: `Insufficient credits for key ${KEY}` } });
    const result = (await session.client.callTool({ name: "web_search", arguments: { query: "x" } })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^Error \(out_of_credits\): .*Insufficient credits/);
    expect(textOf(result)).toContain("Hint: The account has no credits left.");
    expect(result._meta).toMatchObject({ "webdata-kit/error": { category: "out_of_credits", status: 402, infrastructure: true, type: "PaymentRequiredError" } });
    seen.push(textOf(result));

    // Protocol faults stay protocol errors.
    const unknown = await session.client.callTool({ name: "web_nothing", arguments: {} }).catch((e: unknown) => e);
    expect((unknown as McpError).code).toBe(-32602);
  });

  it("reports a crawl's progress and cancels the crawl on the server when the call is cancelled", async () => {
    const crawlId = mock.crawl({ documents: 50, progressPerPoll: 1 });
    const progress: Progress[] = [];
    const abort = new AbortController();
    const pending = session.client
      .callTool({ name: "web_crawl", arguments: { url: "https://example.com", limit: 50 } }, undefined, {
        signal: abort.signal,
        onprogress: (p) => progress.push(p),
      })
      .catch((e: unknown) => e);
    await until(() => progress.length >= 3);
    abort.abort("the user changed their mind");
    expect(await pending).toBeInstanceOf(Error);
    await until(() => mock.requestsTo("DELETE /crawl/:id").length === 1);
    expect(mock.requestsTo("DELETE /crawl/:id")[0]!.params.id).toBe(crawlId);

    const values = progress.map((p) => p.progress);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(values).size).toBe(values.length);
    expect(progress.at(-1)).toMatchObject({ total: 50, message: expect.stringMatching(/^crawl scraping: \d+\/50 pages$/) });
  });
});
