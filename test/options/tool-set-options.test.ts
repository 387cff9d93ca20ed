import { describe, expect, it } from "vitest";
import { z } from "zod/v4";
import { createWebDataTools as createAiTools, toolSetUsage as aiUsage } from "../../src/adapters/ai/index.js";
import { createWebDataTools as createLangChainTools, toolSetUsage, WebDataToolkit } from "../../src/adapters/langchain/index.js";
import { createMcpHttpHandler, createWebDataMcpServer } from "../../src/adapters/mcp/index.js";
import { createMockServer } from "../../src/testing/index.js";
import { thrown } from "./thrown.js";

const key = { apiKey: "fc-test" };

describe("tool-set options: one schema, one error naming the option path", () => {
  it("the issue's example: agent: { schema } points to agent.params.schema, in every factory", () => {
    const schema = z.object({ founders: z.array(z.string()) });
    const bad = { ...key, agent: { schema } } as never;
    expect(thrown(() => createAiTools(bad)).message).toBe(
      "Invalid createWebDataTools options: agent.schema: unknown option (did you mean agent.params.schema?)",
    );
    expect(thrown(() => createLangChainTools(bad)).issues[0]?.path).toEqual(["agent", "schema"]);
    expect(thrown(() => new WebDataToolkit(bad)).message).toContain("WebDataToolkit options: agent.schema: unknown option (did you mean agent.params.schema?)");
    expect(thrown(() => createWebDataMcpServer(bad)).message).toContain("did you mean agent.params.schema?");
    // The right place works, with a zod schema converted on the way.
    expect(Object.keys(createAiTools({ ...key, agent: { params: { schema } } }))).toContain("web_agent");
  });

  it("unknown names get the nearest right one: misspelt, one level too deep, one level too shallow", () => {
    expect(thrown(() => createAiTools({ ...key, maxCallPerTool: 3 } as never)).message).toContain("maxCallPerTool: unknown option (did you mean maxCallsPerTool?)");
    expect(thrown(() => createAiTools({ ...key, agent: { params: { maxCalls: 3 } } } as never)).message).toContain(
      "agent.params.maxCalls: unknown option (did you mean agent.maxCalls?)",
    );
    expect(thrown(() => createAiTools({ ...key, scrape: { onlyMainContent: false } } as never)).message).toContain("did you mean scrape.params.onlyMainContent?");
    expect(thrown(() => createAiTools({ ...key, scrape: { params: { onlyMainContnt: false } } } as never)).message).toContain(
      "did you mean scrape.params.onlyMainContent?",
    );
    expect(thrown(() => createAiTools({ ...key, crawl: { params: { scrapeOptions: { onlyMainContnt: true } } } } as never)).message).toContain(
      "crawl.params.scrapeOptions.onlyMainContnt: unknown option (did you mean crawl.params.scrapeOptions.onlyMainContent?)",
    );
    expect(thrown(() => createAiTools({ ...key, crawlStatus: { params: {} } } as never)).issues[0]?.path).toEqual(["crawlStatus", "params"]);
    expect(thrown(() => createAiTools({ ...key, interact: { sessionkey: "a" } } as never)).message).toContain("did you mean interact.sessionKey?");
  });

  it("wrong types and values name the path; fixed params are checked by the operation's own field schemas", () => {
    expect(thrown(() => createAiTools({ ...key, maxCredits: -1 })).issues[0]?.path).toEqual(["maxCredits"]);
    expect(thrown(() => createAiTools({ ...key, scrape: { maxOutputTokens: "a lot" } } as never)).issues[0]?.path).toEqual(["scrape", "maxOutputTokens"]);
    expect(thrown(() => createAiTools({ ...key, crawl: { params: { limit: 0 } } })).issues[0]?.path).toEqual(["crawl", "params", "limit"]);
    expect(thrown(() => createAiTools({ ...key, search: { params: { sources: "web" } } } as never)).issues[0]?.path).toEqual(["search", "params", "sources"]);
    const tool = thrown(() => createAiTools({ ...key, tools: ["web_scrap"] } as never));
    expect(tool.issues[0]?.path).toEqual(["tools", 0]);
    expect(tool.message).toContain('did you mean "web_scrape"?');
    expect(thrown(() => createAiTools({ ...key, selfHealing: { minConfidence: "sure" } } as never)).issues[0]?.path).toEqual(["selfHealing", "minConfidence"]);
    expect(thrown(() => createAiTools({ ...key, timeoutMS: 5 } as never)).message).toContain("did you mean timeoutMs?");
  });

  it("MCP server and HTTP handler options are checked before anything is served", () => {
    expect(thrown(() => createWebDataMcpServer({ ...key, heartbeatMS: 5 } as never)).message).toContain(
      "Invalid createWebDataMcpServer options: heartbeatMS: unknown option (did you mean heartbeatMs?)",
    );
    expect(thrown(() => createMcpHttpHandler({ ...key, maxSession: 3 } as never)).message).toContain("did you mean maxSessions?");
    expect(thrown(() => createMcpHttpHandler({ ...key, sessionKey: "x" } as never)).issues[0]?.path).toEqual(["sessionKey"]);
  });

  it("maxWaitMs is the one name of a wait limit; waitBudgetMs still works as its deprecated alias", async () => {
    const mock = await createMockServer();
    try {
      for (const crawl of [{ maxWaitMs: 150 }, { waitBudgetMs: 150 }]) {
        const id = mock.crawl({ documents: 30, progressPerPoll: 0 });
        const tools = createAiTools({ apiKey: mock.apiKey, baseUrl: mock.url, pollIntervalMs: 20, crawl });
        const started = Date.now();
        const result = (await tools.web_crawl!.execute!({ url: "https://example.com" }, { toolCallId: "1", messages: [] } as never)) as { ok: boolean; modelText: string };
        expect(result.ok).toBe(true);
        expect(result.modelText).toContain(`web_crawl_status with jobId="${id}"`);
        expect(Date.now() - started).toBeLessThan(5_000);
      }
      expect(thrown(() => createAiTools({ ...key, maxWaitMs: 1, waitBudgetMs: 2 })).issues[0]?.path).toEqual(["waitBudgetMs"]);
    } finally {
      await mock.close();
    }
  });

  it("usage has one shape and one reset, from toolSetUsage() and toolkit.usage alike", () => {
    const toolkit = new WebDataToolkit({ ...key, maxCredits: 10 });
    expect(toolkit.usage).toMatchObject({ creditsSpent: 0, creditsRemaining: 10 });
    expect(typeof toolkit.usage.reset).toBe("function");
    expect(toolSetUsage(toolkit).creditsRemaining).toBe(10);
    expect(toolSetUsage(createLangChainTools({ ...key, maxCredits: 5 })).creditsRemaining).toBe(5);
    expect(aiUsage(createAiTools({ ...key, maxCredits: 7 })).creditsRemaining).toBe(7);
    expect(thrown(() => aiUsage({} as never)).message).toContain("not a webdata-kit tool set");
  });
});
