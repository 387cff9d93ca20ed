import { asSchema, generateText, stepCountIs } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod/v4";
import { createWebDataTools, stopOnInfrastructureError, toolSetUsage } from "../../src/adapters/ai/index.js";
import { AuthenticationError } from "../../src/core/errors.js";
import { estimateTokens } from "../../src/core/token-budget.js";
import type { ToolResult } from "../../src/tools/types.js";
import { until } from "../helpers/until.js";
import { useMockServer } from "../helpers/mock-client.js";
import { modelViews, scriptedModel, type Turn } from "../helpers/scripted-ai-model.js";

const ctx = useMockServer();

function run(turns: Turn[], options: Parameters<typeof createWebDataTools>[0] = {}, extra: { abortSignal?: AbortSignal } = {}) {
  const { model, seen } = scriptedModel(turns);
  const tools = createWebDataTools({ client: ctx.client(), ...options });
  const result = generateText({ model, tools, stopWhen: [stepCountIs(8), stopOnInfrastructureError], prompt: "go", ...extra });
  return { result, seen, tools };
}

function toolResults(steps: Awaited<ReturnType<typeof generateText>>["steps"]): ToolResult[] {
  return steps.flatMap((s) => s.toolResults.map((r) => r.output as ToolResult));
}

describe("AI SDK tools driven by a scripted model", () => {
  it("search → scrape → answer: the app gets full results, the model a rendering", async () => {
    const { result, seen } = run([
      { calls: [{ tool: "web_search", input: { query: "example pricing", limit: 3 } }] },
      { calls: [{ tool: "web_scrape", input: { url: "https://example.com/pricing" } }] },
      { text: "The Pro plan is $49." },
    ]);
    const { text, steps } = await result;
    expect(text).toBe("The Pro plan is $49.");
    const [search, scrape] = toolResults(steps);
    expect(search?.ok).toBe(true);
    expect((search?.output as { web: unknown[] }).web).toHaveLength(3);
    expect(scrape?.ok && (scrape.output as { document: { markdown: string } }).document.markdown).toBeTruthy();
    const views = modelViews(seen);
    expect(views[0]).toMatch(/^text:Search results \(3\)/);
    expect(views[1]).toContain("URL: https://example.com/pricing");
    expect(ctx.mock.requestsTo("POST /search")[0]?.body).toMatchObject({ query: "example pricing", limit: 3 });
  });

  it("a long page is cut within the budget with a marker, and offset reads on from the cache", async () => {
    ctx.mock.script("POST /scrape", {
      body: { success: true, data: { markdown: "word ".repeat(20_000), metadata: { sourceURL: "https://example.com/long", statusCode: 200, creditsUsed: 1 } } },
    });
    const { result, seen } = run(
      [
        { calls: [{ tool: "web_scrape", input: { url: "https://example.com/long" } }] },
        { calls: [{ tool: "web_scrape", input: { url: "https://example.com/long", offset: 1000 } }] },
        { text: "ok" },
      ],
      { maxOutputTokens: 500 },
    );
    const { steps } = await result;
    const views = modelViews(seen);
    for (const view of views) expect(estimateTokens(view)).toBeLessThanOrEqual(510);
    expect(views[0]).toMatch(/\[truncated: showed characters 0–\d+ of 100000; call web_scrape with url="https:\/\/example.com\/long" and offset=\d+/);
    const second = toolResults(steps)[1]!;
    expect(second.ok && (second.output as { cached: boolean }).cached).toBe(true);
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(1);
    // The application still has the whole page.
    expect((toolResults(steps)[0]!.output as { document: { markdown: string } }).document.markdown).toHaveLength(100_000);
  });

  it("errors the model can fix come back as error text with a hint; the loop continues", async () => {
    ctx.mock.script("POST /scrape", { status: 404, body: { success: false, code: "SCRAPE_NO_CACHED_DATA", error: "No cached data" } });
    const { result, seen } = run([
      { calls: [{ tool: "web_scrape", input: { url: "https://example.com/missing" } }] },
      { calls: [{ tool: "web_search", input: { query: "" } }] },
      { text: "sorry" },
    ]);
    const { text } = await result;
    expect(text).toBe("sorry");
    const views = modelViews(seen);
    expect(views[0]).toMatch(/^error-text:Error \(not_found\).*\nHint: /s);
    // Empty query: rejected by the schema; the model is told which field.
    expect(views[1]).toMatch(/query/);
  });

  it("a target page answering 404 is a model-fixable error, with the document kept for the app", async () => {
    const { result, seen } = run([{ calls: [{ tool: "web_scrape", input: { url: "https://example.com/status/404" } }] }, { text: "x" }]);
    const { steps } = await result;
    expect(modelViews(seen)[0]).toMatch(/^error-text:Error \(target_http_error\): The page answered HTTP 404/);
    const res = toolResults(steps)[0]!;
    expect(res.ok).toBe(false);
    expect(res.output).toBeDefined();
  });

  it("infrastructure errors are thrown: a tool-error with the WebDataError, and the loop stops", async () => {
    ctx.mock.script("POST /search", { status: 401, body: { success: false, error: "Unauthorized: Invalid token" } });
    const { result, seen } = run([{ calls: [{ tool: "web_search", input: { query: "x" } }] }, { text: "never" }]);
    const { steps, text } = await result;
    const errors = steps.flatMap((s) => s.content).filter((p) => p.type === "tool-error");
    expect(errors).toHaveLength(1);
    expect((errors[0] as { error: unknown }).error).toBeInstanceOf(AuthenticationError);
    expect(text).toBe("");
    expect(seen).toHaveLength(0);
  });

  it("aborting the run during web_crawl cancels the crawl job on the server", async () => {
    const id = ctx.mock.crawl({ documents: 50, progressPerPoll: 0 });
    const controller = new AbortController();
    const { result } = run([{ calls: [{ tool: "web_crawl", input: { url: "https://example.com", limit: 50 } }] }, { text: "x" }], {}, {
      abortSignal: controller.signal,
    });
    // Abort once the crawl runs (its status is being polled), however slow the machine is.
    void until(() => ctx.mock.requestsTo("GET /crawl/:id").length > 0, "the first crawl status poll").then(() => controller.abort());
    // The AI SDK either rejects the run or records the abort as the tool's error; either way the
    // call ended with an abort, and the job must be cancelled on the server.
    const outcome = await result.then(
      (r) => r.steps.flatMap((s) => s.content).find((p) => p.type === "tool-error")?.error,
      (error: unknown) => error,
    );
    expect(String(outcome)).toMatch(/abort/i);
    const cancels = ctx.mock.requestsTo("DELETE /crawl/:id");
    expect(cancels.map((r) => r.path)).toEqual([`/v2/crawl/${id}`]);
  });

  it("web_crawl returns what arrived within the wait budget, plus the job id and how to continue", async () => {
    const id = ctx.mock.crawl({ documents: 30, progressPerPoll: 0 });
    const { result, seen } = run(
      [
        { calls: [{ tool: "web_crawl", input: { url: "https://example.com", limit: 30 } }] },
        { text: "x" },
      ],
      { crawl: { waitBudgetMs: 150 } },
    );
    const { steps } = await result;
    const out = toolResults(steps)[0]!;
    expect(out.ok).toBe(true);
    expect(modelViews(seen)[0]).toContain(`Crawl ${id} is still running`);
    expect(modelViews(seen)[0]).toContain(`web_crawl_status with jobId="${id}"`);
    expect(ctx.mock.requestsTo("DELETE /crawl/:id")).toHaveLength(0);
  });

  it("once maxCredits is spent, costly calls are refused in words the model can read", async () => {
    const { result, seen, tools } = run(
      [
        { calls: [{ tool: "web_search", input: { query: "a", limit: 10 } }] },
        { calls: [{ tool: "web_scrape", input: { url: "https://example.com" } }] },
        { text: "stopped" },
      ],
      { maxCredits: 2 },
    );
    await result;
    const views = modelViews(seen);
    expect(views[1]).toMatch(/^error-text:Error \(budget_exhausted\)/);
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(0);
    expect(toolSetUsage(tools).creditsSpent).toBe(2);
  });

  it("web_agent passes the remaining budget as maxCredits", async () => {
    ctx.mock.agentJob({ data: { answer: 42 }, creditsUsed: 5 });
    const { result } = run([{ calls: [{ tool: "web_agent", input: { prompt: "research", maxCredits: 1000 } }] }, { text: "x" }], {
      maxCredits: 30,
    });
    await result;
    expect(ctx.mock.requestsTo("POST /agent")[0]?.body).toMatchObject({ maxCredits: 30 });
  });

  it("a per-tool call limit stops a looping model", async () => {
    const loop: Turn[] = Array.from({ length: 4 }, () => ({ calls: [{ tool: "web_map", input: { url: "https://example.com" } }] }));
    const { result, seen } = run([...loop, { text: "x" }], { map: { maxCalls: 2 } });
    await result;
    expect(modelViews(seen).slice(2).every((v) => v.startsWith("error-text:Error (call_limit)"))).toBe(true);
    expect(ctx.mock.requestsTo("POST /map")).toHaveLength(2);
  });

  it("developer-fixed options are hidden from the model and applied; a zod 4 schema arrives as JSON Schema", async () => {
    const schema = z.object({ company: z.string(), founded: z.number() });
    const tools = createWebDataTools({
      client: ctx.client(),
      search: { params: { limit: 7 } },
      extract: { params: { schema } },
    });
    const searchSchema = (await asSchema(tools.web_search!.inputSchema).jsonSchema) as { properties: object };
    expect(Object.keys(searchSchema.properties)).not.toContain("limit");
    const extractSchema = (await asSchema(tools.web_extract!.inputSchema).jsonSchema) as { properties: object };
    expect(Object.keys(extractSchema.properties)).not.toContain("schemaJson");

    const { model } = scriptedModel([
      { calls: [{ tool: "web_search", input: { query: "q", limit: 2 } }] },
      { calls: [{ tool: "web_extract", input: { urls: ["https://example.com"], prompt: "company facts" } }] },
      { text: "x" },
    ]);
    await generateText({ model, tools, stopWhen: stepCountIs(5), prompt: "go" });
    expect(ctx.mock.requestsTo("POST /search")[0]?.body).toMatchObject({ limit: 7 });
    const sent = (ctx.mock.requestsTo("POST /extract")[0]?.body as { schema: Record<string, unknown> }).schema;
    expect(sent).toMatchObject({ type: "object", properties: { company: { type: "string" }, founded: { type: "number" } } });
    expect(sent).not.toHaveProperty("$schema");
  });

  it("reading on through a cached page stays free once the budget is spent", async () => {
    ctx.mock.script("POST /scrape", {
      body: { success: true, data: { markdown: "word ".repeat(8_000), metadata: { sourceURL: "https://example.com/long", statusCode: 200, creditsUsed: 1 } } },
    });
    const { result, seen } = run(
      [
        { calls: [{ tool: "web_scrape", input: { url: "https://example.com/long" } }] },
        { calls: [{ tool: "web_scrape", input: { url: "https://example.com/long", offset: 1500 } }] },
        { calls: [{ tool: "web_scrape", input: { url: "https://example.com/other" } }] },
        { text: "ok" },
      ],
      { maxCredits: 1, maxOutputTokens: 400 },
    );
    await result;
    const views = modelViews(seen);
    expect(views[1]).toMatch(/^text:.*\(from cache\)/s);
    expect(views[2]).toMatch(/^error-text:Error \(budget_exhausted\)/);
  });

  it("web_crawl_status says nothing more is coming once a crawl ended, even with failed pages", async () => {
    const id = ctx.mock.crawl({ documents: 8, errors: [{ id: "e", url: "https://example.com/x", error: "boom" }] });
    await ctx.client().crawl.wait(id);
    ctx.mock.script("GET /crawl/:id", {
      body: { success: true, status: "completed", total: 10, completed: 10, creditsUsed: 10, data: [] },
    });
    const { result, seen } = run([{ calls: [{ tool: "web_crawl_status", input: { jobId: id, offset: 8 } }] }, { text: "x" }]);
    const { steps } = await result;
    expect(modelViews(seen)[0]).toContain(`No pages at offset 8.`);
    expect((steps[0]!.toolResults[0]!.output as ToolResult<{ moreAvailable: boolean }>).output?.moreAvailable).toBe(false);
  });
});
