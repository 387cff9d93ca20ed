import { generateText, stepCountIs } from "ai";
import { describe, expect, it } from "vitest";
import { createWebDataTools, stopOnInfrastructureError } from "../../src/adapters/ai/index.js";
import type { HealingRecord, SelfHealingOptions } from "../../src/healing/index.js";
import type { ToolResult } from "../../src/tools/types.js";
import { useMockServer } from "../helpers/mock-client.js";
import { modelViews, scriptedModel, type Turn } from "../helpers/scripted-ai-model.js";
import { SCRAPE_TIMEOUT, supportAnswer } from "./support-answers.js";

const ctx = useMockServer();

async function run(turns: Turn[], selfHealing: boolean | SelfHealingOptions) {
  const { model, seen } = scriptedModel(turns);
  const tools = createWebDataTools({ client: ctx.client({ retry: { maxRetries: 0, initialDelayMs: 5, maxDelayMs: 20 } }), selfHealing });
  const { steps } = await generateText({ model, tools, stopWhen: [stepCountIs(6), stopOnInfrastructureError], prompt: "go" });
  const results = steps.flatMap((s) => s.toolResults.map((r) => r.output as ToolResult));
  return { views: modelViews(seen), results };
}

describe("AI SDK tools with selfHealing", () => {
  it("web_scrape: the model gets the page plus a one-line note of what was changed", async () => {
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT);
    ctx.mock.script("POST /support/ask", supportAnswer());
    const records: HealingRecord[] = [];

    const { views, results } = await run(
      [{ calls: [{ tool: "web_scrape", input: { url: "https://example.com/pricing" } }] }, { text: "done" }],
      { onHeal: (r) => records.push(r), rationale: "Answer the user's pricing question" },
    );

    const note = "Note: the first attempt failed (SCRAPE_TIMEOUT); retried with waitFor=5000 as the service's support suggested.";
    expect(views[0]).toMatch(/^text:/);
    expect(views[0]).toContain("URL: https://example.com/pricing");
    expect(views[0]?.endsWith(note)).toBe(true);
    expect(results[0]).toMatchObject({ ok: true, notes: [note] });
    expect(records).toHaveLength(1);
    expect((ctx.mock.requestsTo("POST /support/ask")[0]?.body as { rationale: string }).rationale).toBe("Answer the user's pricing question");
    expect(ctx.mock.requestsTo("POST /scrape")[1]?.body).toMatchObject({ url: "https://example.com/pricing", waitFor: 5000 });
  });

  it("web_crawl: a failed crawl is replaced by a new one, and the note names the new job", async () => {
    const failedId = ctx.mock.crawl({ documents: 1, failWith: "Crawl failed" });
    ctx.mock.script("POST /support/ask", supportAnswer({ fixParameters: { scrapeOptions: { waitFor: 2000 } } }));

    const records: HealingRecord[] = [];

    const { views, results } = await run(
      [{ calls: [{ tool: "web_crawl", input: { url: "https://docs.example.com", limit: 3 } }] }, { text: "done" }],
      { onHeal: (r) => records.push(r) },
    );

    const newId = records[0]?.retryJobId;
    expect(newId).toMatch(/^[0-9a-f-]{36}$/);
    expect(newId).not.toBe(failedId);
    expect(ctx.mock.requestsTo("POST /crawl")[1]?.body).toEqual({ url: "https://docs.example.com", limit: 3, scrapeOptions: { waitFor: 2000 } });
    expect(views[0]).toContain(
      `Note: the first attempt failed (crawl job ${failedId} ended "failed"); retried as new job ${newId} with scrapeOptions.waitFor=2000 as the service's support suggested.`,
    );
    expect(results[0]?.ok).toBe(true);
    expect((results[0]?.output as { documents: unknown[] }).documents).toHaveLength(3);
    // The app (and any follow-up status call) is pointed at the job that produced the pages.
    expect((results[0]?.output as { jobId: string }).jobId).toBe(newId);
  });

  it("an untrusted answer changes nothing: the model sees the original error and no note", async () => {
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT);
    ctx.mock.script("POST /support/ask", supportAnswer({ confidence: "low" }));

    const { views, results } = await run(
      [{ calls: [{ tool: "web_scrape", input: { url: "https://example.com/slow" } }] }, { text: "sorry" }],
      true,
    );

    expect(views[0]).toMatch(/^error-text:Error \(target_timeout\)/);
    expect(views[0]).not.toContain("Note:");
    expect(results[0]).toMatchObject({ ok: false, notes: [] });
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(1);
  });

  it("the user's request reaches support as the rationale when the app set none", async () => {
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT);
    ctx.mock.script("POST /support/ask", supportAnswer());
    await run([{ calls: [{ tool: "web_scrape", input: { url: "https://example.com/pricing" } }] }, { text: "done" }], true);
    expect((ctx.mock.requestsTo("POST /support/ask")[0]?.body as { rationale: string }).rationale).toBe("go");
  });

  it("without selfHealing nothing is asked", async () => {
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT);
    const { views } = await run([{ calls: [{ tool: "web_scrape", input: { url: "https://example.com/slow" } }] }, { text: "sorry" }], false);
    expect(views[0]).toMatch(/^error-text:/);
    expect(ctx.mock.requestsTo("POST /support/ask")).toHaveLength(0);
  });
});
