import Firecrawl from "@mendable/firecrawl-js";
import { generateText, stepCountIs } from "ai";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createWebDataTools, toolSetUsage } from "../../src/adapters/ai/index.js";
import { WebDataClient } from "../../src/client.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import type { ToolResult } from "../../src/tools/types.js";
import { modelViews, scriptedModel } from "../helpers/scripted-ai-model.js";
import { chromiumPath, describeWithBrowser } from "./browser-fixture.js";
import { startCorpusSite } from "./fixtures/corpus-site.js";

/** An element-handle snippet as users of the service write it. */
const handleSnippet = "const rows = await page.$$('li.product');\nconst names = [];\nfor (const row of rows) names.push(await (await row.$('.name')).textContent());\nconst secret = await page.$('#secret');\nnames.join(', ') + ' / ' + (await secret.textContent())";
const expected = "Red mug, Blue bowl, Green plate / The secret is 42";

describeWithBrowser("element handles through the official SDK and the web_interact tool (issue 26)", () => {
  let site: Awaited<ReturnType<typeof startCorpusSite>>;
  let engine: LocalEngine;

  beforeAll(async () => {
    site = await startCorpusSite();
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath } });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("@mendable/firecrawl-js: scrape, then interact with element-handle code", async () => {
    const sdk = new Firecrawl({ apiKey: "fc-test", apiUrl: engine.origin });
    const document = await sdk.scrape(`${site.url}/`, { formats: ["markdown"] });
    const scrapeId = document.metadata?.scrapeId as string;
    const out = await sdk.interact(scrapeId, { code: handleSnippet, language: "node" });
    expect(out).toMatchObject({ success: true, result: expected, exitCode: 0, killed: false });
    await sdk.stopInteraction(scrapeId);
  });

  it("web_interact in code mode runs the same snippet", async () => {
    const client = new WebDataClient({ baseUrl: engine.url });
    const { model, seen } = scriptedModel([
      { calls: [{ tool: "web_interact", input: { url: `${site.url}/`, code: handleSnippet } }] },
      { calls: [{ tool: "web_interact_stop", input: {} }] },
      { text: "Done." },
    ]);
    const tools = createWebDataTools({ client, tools: ["web_interact", "web_interact_stop"] });
    const { steps } = await generateText({ model, tools, stopWhen: stepCountIs(5), prompt: "List the products and the secret." });
    const results = steps.flatMap((step) => step.toolResults.map((result) => result.output as ToolResult));
    expect(results.map((result) => [result.tool, result.ok])).toEqual([
      ["web_interact", true],
      ["web_interact_stop", true],
    ]);
    expect(modelViews(seen)[0]).toContain(expected);
    await toolSetUsage(tools).closeSessions();
  });
});
