import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFirecrawlMcp, type FirecrawlMcp } from "../helpers/firecrawl-mcp-client.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { startChatCompletionsServer } from "../helpers/chat-completions-server.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";

// firecrawl-mcp (the service's MCP server, a devDependency) sends all its extraction as scrape formats
// (`formats: ["json"]` + jsonOptions, `["query"]` + queryOptions): against an engine with a model they work.
const apiKey = "fc-local-engine-json";
const shop = "<html><head><title>Acme Shop</title></head><body><main><h1>Acme Anvil</h1><p>Acme was founded in 1949. The anvil costs 99 USD.</p></main></body></html>";

let engine: LocalEngine;
let site: GeneratedSite;
let chat: Awaited<ReturnType<typeof startChatCompletionsServer>>;
let mcp: FirecrawlMcp;

beforeAll(async () => {
  site = await startGeneratedSite({ pages: 1, routes: { "/shop": (_req, res) => res.end(shop) } });
  chat = await startChatCompletionsServer((request) => {
    const asked = JSON.stringify(request.messages);
    if (asked.includes("Answer from the page")) return { text: '{"answer":"It costs 99 USD."}' };
    if (asked.includes("Summarize")) return { text: '{"summary":"An anvil shop."}' };
    return { text: '{"name":"Acme","price":99}' };
  });
  const model = createOpenAICompatible({ name: "local", baseURL: chat.baseUrl }).chatModel("tiny-model");
  engine = await createLocalEngine({ allowPrivateNetwork: true, lookup: async () => [{ address: "127.0.0.1", family: 4 }], apiKey, browser: false, model });
  mcp = await startFirecrawlMcp(engine.origin, apiKey);
}, 60_000);

afterAll(async () => {
  await mcp?.close();
  await engine?.close();
  await chat?.close();
  await site?.close();
});

const call = (name: string, args: Record<string, unknown>) => mcp.call(name, args);

describe("firecrawl-mcp's extraction against the engine's model", () => {
  it("json with a schema and a prompt", async () => {
    const schema = { type: "object", properties: { name: { type: "string" }, price: { type: "number" } }, required: ["name", "price"] };
    const result = await call("firecrawl_scrape", { url: site.url("/shop"), formats: ["json"], jsonOptions: { prompt: "The product's maker and price", schema } });
    expect(result.isError).toBe(false);
    expect(result.text).toMatch(/"name":\s*"Acme"/);
    expect(result.text).toMatch(/"price":\s*99/);
    const question = chat.requests.find((request) => JSON.stringify(request.messages).includes("maker and price"));
    expect(JSON.stringify(question?.messages)).toContain("founded in 1949");
  });

  it("query (a question about the page) and summary", async () => {
    const query = await call("firecrawl_scrape", { url: site.url("/shop"), formats: ["query"], queryOptions: { prompt: "What does the anvil cost?" } });
    expect(query.isError).toBe(false);
    expect(query.text).toContain("It costs 99 USD.");
    const summary = await call("firecrawl_scrape", { url: site.url("/shop"), formats: ["summary"] });
    expect(summary.isError).toBe(false);
    expect(summary.text).toContain("An anvil shop.");
  });
});
