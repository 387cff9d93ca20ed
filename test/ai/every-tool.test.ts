import { generateText, stepCountIs } from "ai";
import { expect, it } from "vitest";
import { createWebDataTools } from "../../src/adapters/ai/index.js";
import { TOOL_NAMES, type ToolResult } from "../../src/tools/types.js";
import { estimateTokens } from "../../src/core/token-budget.js";
import { useMockServer } from "../helpers/mock-client.js";
import { modelViews, scriptedModel } from "../helpers/scripted-ai-model.js";

const ctx = useMockServer();

it("every tool is reachable through one scripted agent loop, each result within its budget", async () => {
  const crawlId = ctx.mock.crawl({ documents: 12, progressPerPoll: 5 });
  const agentId = "01920000-0000-7000-8000-000000000201";
  ctx.mock.agentJob({ id: agentId, pollsToComplete: 30, data: { founders: ["A. Person"] }, creditsUsed: 15 });
  const { model, seen } = scriptedModel([
    { calls: [{ tool: "web_search", input: { query: "example", includeContent: true } }] },
    { calls: [{ tool: "web_map", input: { url: "https://example.com" } }] },
    { calls: [{ tool: "web_scrape", input: { url: "https://example.com" } }] },
    { calls: [{ tool: "web_crawl", input: { url: "https://example.com", limit: 12, waitSeconds: 0 } }] },
    { calls: [{ tool: "web_crawl_status", input: { jobId: crawlId, offset: 0, limit: 5 } }] },
    { calls: [{ tool: "web_extract", input: { urls: ["https://example.com"], prompt: "mission" } }] },
    { calls: [{ tool: "web_agent", input: { prompt: "who founded example", waitSeconds: 0 } }] },
    { calls: [{ tool: "web_agent_status", input: { jobId: agentId, waitSeconds: 5 } }] },
    { calls: [{ tool: "web_interact", input: { url: "https://example.com", prompt: "click pricing" } }] },
    { calls: [{ tool: "web_interact_stop", input: {} }] },
    { calls: [{ tool: "web_support_ask", input: { question: "why is my crawl empty?" } }] },
    { text: "done" },
  ]);
  const tools = createWebDataTools({ client: ctx.client(), maxOutputTokens: 1200 });
  const { steps } = await generateText({ model, tools, stopWhen: stepCountIs(14), prompt: "everything" });
  const results = steps.flatMap((s) => s.toolResults.map((r) => r.output as ToolResult));
  expect(results.map((r) => r.tool).sort()).toEqual([...TOOL_NAMES].sort());
  for (const r of results) expect([r.tool, r.ok, r.ok ? "" : r.modelText]).toEqual([r.tool, true, ""]);
  for (const view of modelViews(seen)) expect(estimateTokens(view)).toBeLessThanOrEqual(1210);
  const byTool = Object.fromEntries(results.map((r) => [r.tool, r]));
  expect(byTool.web_crawl!.modelText).toContain(`web_crawl_status with jobId="${crawlId}"`);
  expect(byTool.web_agent!.modelText).toContain(`web_agent_status with jobId="${agentId}"`);
  expect(byTool.web_agent_status!.modelText).toContain("A. Person");
});
