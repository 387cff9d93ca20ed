import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { createWebDataTools } from "../../src/adapters/ai/index.js";
import { createWebDataTools as createLangChainTools, WebDataLoader, WebDataRetriever, WebDataToolkit } from "../../src/adapters/langchain/index.js";
import { createInteractSession, createSessionRegistry, WebDataClient, withSelfHealing } from "../../src/index.js";
import { createMockServer } from "../../src/testing/index.js";
import { afterAll, beforeAll } from "vitest";

// Issue 13: after real calls (headers built, connections pooled, sessions open) the deepest dump of
// every public object must not show the key. The key is deliberately distinctive.
const KEY = "fc-DEEPINSPECT-5f1c0e9a7b3d4c2e";

let mock: Awaited<ReturnType<typeof createMockServer>>;
beforeAll(async () => {
  mock = await createMockServer({ apiKey: KEY });
});
afterAll(() => mock.close());

function deepDump(value: unknown): string {
  return inspect(value, { depth: null, showHidden: true, maxArrayLength: null, maxStringLength: null, breakLength: Infinity });
}

const options = () => ({ apiKey: KEY, baseUrl: mock.url, pollIntervalMs: 5 });
const call = { toolCallId: "t1", messages: [], context: {} } as never;

describe("no key in util.inspect(…, { depth: null, showHidden: true }) of any public object after real calls", { timeout: 60_000 }, () => {
  it("clients: plain, withOptions, self-healing", async () => {
    const client = new WebDataClient(options());
    await client.scrape({ url: "https://example.com/a" });
    await client.crawl.run({ url: "https://example.com", limit: 2 });
    const derived = client.withOptions({ timeoutMs: 10_000 });
    await derived.map({ url: "https://example.com" });
    const healing = withSelfHealing(client);
    await healing.search({ query: "pricing", limit: 2 });
    await healing.scrape({ url: "https://example.com/b" });
    for (const value of [client, derived, healing, healing.crawl, client.config]) expect(deepDump(value)).not.toContain(KEY);
  });

  it("AI SDK tool set, LangChain tools and toolkit", async () => {
    const aiTools = createWebDataTools(options());
    await aiTools.web_scrape!.execute!({ url: "https://example.com/a" } as never, call);
    await aiTools.web_search!.execute!({ query: "docs" } as never, call);
    const healingTools = createWebDataTools({ ...options(), selfHealing: true });
    await healingTools.web_map!.execute!({ url: "https://example.com" } as never, call);
    const lcTools = createLangChainTools(options());
    await lcTools.find((t) => t.name === "web_scrape")!.invoke({ url: "https://example.com/a" });
    const toolkit = new WebDataToolkit(options());
    await toolkit.getTools().find((t) => t.name === "web_search")!.invoke({ query: "docs" });
    for (const value of [aiTools, healingTools, lcTools, toolkit]) expect(deepDump(value)).not.toContain(KEY);
  });

  it("loader and retriever", async () => {
    const loader = new WebDataLoader({ ...options(), mode: "crawl", url: "https://example.com", limit: 3 });
    expect((await loader.load()).length).toBeGreaterThan(0);
    const retriever = new WebDataRetriever({ ...options(), k: 2 });
    await retriever.invoke("pricing");
    for (const value of [loader, retriever]) expect(deepDump(value)).not.toContain(KEY);
  });

  it("interact session and session registry", async () => {
    const session = createInteractSession(options(), { url: "https://example.com" });
    await session.interact({ prompt: "open the pricing page" });
    const registry = createSessionRegistry(options());
    await registry.get("thread-1").interact({ url: "https://example.com", prompt: "look" } as never);
    for (const value of [session, registry]) expect(deepDump(value)).not.toContain(KEY);
    await session.stop();
    await registry.closeAll();
  });
});
