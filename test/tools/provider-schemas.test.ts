import { convertToOpenAITool } from "@langchain/core/utils/function_calling";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { asSchema } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod/v4";
import { createWebDataTools as createAiTools } from "../../src/adapters/ai/index.js";
import { createWebDataTools as createLangChainTools } from "../../src/adapters/langchain/index.js";
import { createWebDataMcpServer } from "../../src/adapters/mcp/create-mcp-server.js";
import { prepareToolSet } from "../../src/tools/create-tool-specs.js";
import type { WebDataToolsOptions } from "../../src/tools/options.js";
import { TOOL_NAMES } from "../../src/tools/types.js";
import { allProviderViolations, geminiDeclarationViolations, openAiStrictViolations } from "../helpers/provider-schema-rules.js";

/** Tool sets whose schemas differ: every tool, and developer-fixed options that remove fields. */
const CONFIGS: Record<string, WebDataToolsOptions> = {
  "every tool": { apiKey: "test", tools: TOOL_NAMES },
  "fixed options": {
    apiKey: "test",
    tools: TOOL_NAMES,
    search: { params: { limit: 3, sources: [{ type: "web" }] } },
    scrape: { params: { onlyMainContent: false, waitFor: 500 } },
    crawl: { params: { maxDiscoveryDepth: 2 } },
    extract: { params: { schema: z.object({ name: z.string() }) } },
  },
  // web_scrape's model-supplied schema: a JSON string argument every provider's strict mode accepts.
  "model-supplied json schema": { apiKey: "test", tools: TOOL_NAMES, scrape: { allowJsonSchema: true } },
  "fixed json schema": { apiKey: "test", tools: TOOL_NAMES, scrape: { allowJsonSchema: true, params: { formats: [{ type: "json", schema: z.object({ price: z.number() }) }] } } },
};

async function mcpListing(options: WebDataToolsOptions) {
  const mcp = createWebDataMcpServer(options);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "conformance", version: "1" });
  await Promise.all([mcp.server.connect(serverSide), client.connect(clientSide)]);
  const { tools } = await client.listTools();
  await client.close();
  await mcp.close();
  return tools;
}

describe.each(Object.entries(CONFIGS))("published tool schemas (%s)", (_label, options) => {
  it("AI SDK: every tool passes OpenAI strict, Gemini and Anthropic rules, and is marked strict", async () => {
    const tools = createAiTools(options);
    expect(Object.keys(tools)).toEqual([...TOOL_NAMES]);
    for (const [name, tool] of Object.entries(tools)) {
      const schema = await asSchema(tool.inputSchema).jsonSchema;
      expect(allProviderViolations(name, String(tool.description ?? ""), schema)).toEqual([]);
      expect(tool.strict).toBe(true);
    }
  });

  it("LangChain: every tool (and its OpenAI strict conversion) passes the same rules", () => {
    for (const tool of createLangChainTools(options)) {
      expect(allProviderViolations(tool.name, tool.description, tool.schema)).toEqual([]);
      const converted = convertToOpenAITool(tool, { strict: true }) as { function: { parameters: unknown; strict?: boolean } };
      expect(openAiStrictViolations(converted.function.parameters)).toEqual([]);
    }
  });

  it("MCP: every listed tool passes the same rules, with the very schema the other adapters publish", async () => {
    const tools = await mcpListing(options);
    const prepared = prepareToolSet(options).tools;
    const langChain = createLangChainTools(options);
    expect(tools.map((t) => t.name)).toEqual([...TOOL_NAMES]);
    for (const tool of tools) {
      expect(allProviderViolations(tool.name, tool.description ?? "", tool.inputSchema)).toEqual([]);
      expect(tool.inputSchema).toEqual(prepared.find((p) => p.spec.name === tool.name)!.inputJsonSchema);
      expect(tool.inputSchema).toEqual(langChain.find((t) => t.name === tool.name)!.schema);
    }
  });
});

describe("the tool set's strict option (AI SDK)", () => {
  it("strict: false drops only the flag; the published schemas are the same", async () => {
    const strict = createAiTools({ apiKey: "test" });
    const loose = createAiTools({ apiKey: "test", strict: false });
    for (const name of Object.keys(strict)) {
      expect(loose[name]!.strict).toBe(false);
      expect(await asSchema(loose[name]!.inputSchema).jsonSchema).toEqual(await asSchema(strict[name]!.inputSchema).jsonSchema);
    }
  });
});

describe("the rule checkers", () => {
  it("catch what the old schemas did wrong: optional properties, minLength/maxLength, an empty properties object", () => {
    const old = z.toJSONSchema(z.object({ query: z.string().min(1).max(500), limit: z.number().optional() }), { io: "input" });
    const violations = openAiStrictViolations(old);
    expect(violations.join("\n")).toMatch(/limit: must be listed in required/);
    expect(violations.join("\n")).toMatch(/"minLength" is not supported/);
    expect(violations.join("\n")).toMatch(/additionalProperties must be false/);
    const empty = geminiDeclarationViolations({ name: "web_interact_stop", parameters: { type: "object", properties: {} } });
    expect(empty.join("\n")).toMatch(/properties should be non-empty/);
    const openApiForm = geminiDeclarationViolations({ name: "t", parameters: { type: "object", properties: { a: { type: ["string", "null"] } }, additionalProperties: false } });
    expect(openApiForm.join("\n")).toMatch(/additionalProperties/);
    expect(openApiForm.join("\n")).toMatch(/type must be one name/);
  });
});

describe("calls against the published schema", () => {
  const set = prepareToolSet({ apiKey: "test", tools: ["web_search", "web_crawl_status"] });
  const run = (name: string, input: unknown) => set.tools.find((t) => t.spec.name === name)!.run(input, {});

  it("a misspelt argument is refused with its name, not silently ignored", async () => {
    const result = await run("web_crawl_status", { jobId: "abc", limt: 5 });
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.error.category).toBe("invalid_arguments");
    expect(result.modelText).toContain("limt");
  });

  it("a misspelt argument reads the same through LangChain (its own schema check refuses it first) as through the pipeline", async () => {
    const [tool] = createLangChainTools({ apiKey: "test", tools: ["web_crawl_status"] });
    const expected = (await run("web_crawl_status", { jobId: "abc", limt: 5 })).modelText;
    const message = (await tool!.invoke({ type: "tool_call", id: "call-1", name: "web_crawl_status", args: { jobId: "abc", limt: 5 } })) as { content: unknown; status?: string; tool_call_id?: string };
    expect(message.content).toBe(expected);
    expect(message.status).toBe("error");
    expect(message.tool_call_id).toBe("call-1");
    expect(await tool!.invoke({ jobId: "abc", limt: 5 })).toBe(expected);
  });

  it("null for an optional argument is read as absent; null for a required one is refused", async () => {
    const schema = set.tools.find((t) => t.spec.name === "web_search")!.spec.inputSchema;
    expect(schema.safeParse({ query: "q", limit: null, sources: null, timeRange: null, includeContent: null })).toEqual({ success: true, data: { query: "q" } });
    expect(schema.safeParse({ query: null }).success).toBe(false);
    // The zod constraints moved into the description still hold.
    expect(schema.safeParse({ query: "q", limit: 500 }).success).toBe(false);
  });
});
