import { generateText, stepCountIs } from "ai";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createWebDataTools } from "../../src/adapters/ai/index.js";
import { WebDataToolkit } from "../../src/adapters/langchain/index.js";
import type { ToolResult } from "../../src/tools/types.js";
import { modelViews, scriptedModel } from "../helpers/scripted-ai-model.js";
import { WebDataClient } from "../../src/client.js";
import { createLocalEngine } from "../../src/engine/index.js";
import { withSelfHealing, type HealingRecord } from "../../src/healing/index.js";
import { postJson } from "../engine/engine-http.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { describeWithBrowser } from "./browser-fixture.js";

const loopback = { allowPrivateNetwork: true, lookup: async () => [{ address: "127.0.0.1", family: 4 as const }] };

/** A page whose text exists only after its script runs (an application shell). */
const appShell =
  '<!doctype html><html><head><title>Prices</title></head><body><div id="root"></div><script>' +
  "setTimeout(function () { document.getElementById('root').innerHTML = '<main><h1>Price list</h1><p>The Team plan costs 49 dollars a month and includes five million jobs.</p></main>'; }, 200);" +
  "</script></body></html>";

describeWithBrowser("self-healing end to end against the engine's browser (no mock)", () => {
  let site: GeneratedSite;
  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 1, routes: { "/app": (_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(appShell) } });
  });
  afterAll(() => site.close());

  it("an empty JavaScript page → support proposes waitFor, validates it by rendering, and the retry returns the content", async () => {
    await using engine = await createLocalEngine({ ...loopback, browser: { autoRender: false } });
    expect(engine.capabilities.browser).not.toBeNull();
    const plain = await postJson(`${engine.url}/scrape`, { url: site.url("/app") });
    expect(plain.body.data.markdown.trim().length).toBeLessThan(40);

    const records: HealingRecord[] = [];
    const client = withSelfHealing(new WebDataClient({ baseUrl: engine.url, apiKey: "" }), { onHeal: (record) => records.push(record) });
    const document = await client.scrape({ url: site.url("/app") });
    expect(document.markdown).toContain("The Team plan costs 49 dollars");
    expect(document.metadata?.fetchedWith).toBe("browser");
    expect(records[0]).toMatchObject({
      outcome: "healed",
      applied: { waitFor: 1000 },
      confidence: "high",
      validation: { tested: true, result: "success" },
    });
    expect(String(records[0]?.answer)).toMatch(/JavaScript/);
  });

  it("through the toolkit: an AI SDK loop's web_scrape and a LangChain tool heal the same failure against the engine", async () => {
    await using engine = await createLocalEngine({ ...loopback, browser: { autoRender: false } });
    const { model, seen } = scriptedModel([{ calls: [{ tool: "web_scrape", input: { url: site.url("/app") } }] }, { text: "done" }]);
    const tools = createWebDataTools({ baseUrl: engine.url, apiKey: "", selfHealing: true, tools: ["web_scrape"] });
    const { steps } = await generateText({ model, tools, stopWhen: stepCountIs(3), prompt: "What does the Team plan cost?" });
    const result = steps.flatMap((step) => step.toolResults.map((r) => r.output as ToolResult))[0];
    expect(result).toMatchObject({ ok: true });
    const view = modelViews(seen)[0] ?? "";
    expect(view).toContain("The Team plan costs 49 dollars");
    expect(view).toMatch(/Note: .*retried with waitFor=\d+/);

    const toolkit = new WebDataToolkit({ baseUrl: engine.url, apiKey: "", selfHealing: true, tools: ["web_scrape"] });
    const scrape = toolkit.getTools().find((tool) => tool.name === "web_scrape");
    const text = String(await scrape?.invoke({ url: site.url("/app") }));
    expect(text).toContain("The Team plan costs 49 dollars");
    expect(text).toMatch(/retried with waitFor=\d+/);
  });

  it("a waitFor that would break a short timeout comes with a larger timeout (waitFor ≤ timeout / 2)", async () => {
    await using engine = await createLocalEngine({ ...loopback, browser: { autoRender: false } });
    const params = { url: site.url("/app"), timeout: 1500 };
    await postJson(`${engine.url}/scrape`, params);
    const { body } = await postJson(`${engine.url}/support/ask`, { question: `My scrape came back empty. Request parameters: ${JSON.stringify(params)}` });
    expect(body).toMatchObject({ fixParameters: { waitFor: 1000, timeout: 12000 }, validation: { tested: true, result: "success" }, confidence: "high" });
  });
});
