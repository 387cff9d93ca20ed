import Firecrawl from "@mendable/firecrawl-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebDataTools } from "../../src/adapters/ai/index.js";
import { WebDataRetriever } from "../../src/adapters/langchain/retriever.js";
import { WebDataClient } from "../../src/client.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import type { ToolResult } from "../../src/tools/types.js";
import { startFakeProviders, type FakeProviders } from "../helpers/fake-search-providers.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";

// Clients on top of an engine whose search goes to a provider (a loopback SearXNG fake): the official
// SDK, this toolkit's web_search tool and its LangChain retriever get web results, scraped on request.
describe("search through a provider, from each client", () => {
  let site: GeneratedSite;
  let fakes: FakeProviders;
  let engine: LocalEngine;

  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 10, paragraphs: 1 });
    fakes = await startFakeProviders({
      braveKey: "unused",
      serperKey: "unused",
      results: () => [
        { url: site.url("/page/4"), title: "Page 4", text: "About page four" },
        { url: site.url("/page/5"), title: "Page 5", text: "About page five" },
      ],
    });
    engine = await createLocalEngine({ browser: false, pageWorkers: 0, allowPrivateNetwork: true, search: { provider: "searxng", url: `${fakes.origin}/searxng` } });
  });
  afterAll(async () => {
    await engine.close();
    await fakes.close();
    await site.close();
  });

  it("the official SDK's search", async () => {
    const sdk = new Firecrawl({ apiKey: "fc-any", apiUrl: engine.origin });
    const results = await sdk.search("lighthouse", { limit: 2, scrapeOptions: { formats: ["markdown"] } });
    expect(results.web?.map((r) => ("url" in r ? r.url : r.metadata?.sourceURL))).toEqual([site.url("/page/4"), site.url("/page/5")]);
    expect(JSON.stringify(results.web)).toContain("# Page 4");
  });

  it("the web_search tool", async () => {
    const tools = createWebDataTools({ client: new WebDataClient({ baseUrl: engine.url }) });
    const output = (await tools.web_search!.execute!({ query: "lighthouse" }, { toolCallId: "call-1", messages: [] } as never)) as ToolResult;
    expect(output.ok).toBe(true);
    expect(output.modelText).toContain(site.url("/page/4"));
    expect(output.modelText).toContain("Page 5");
  });

  it("WebDataRetriever", async () => {
    const retriever = new WebDataRetriever({ client: new WebDataClient({ baseUrl: engine.url }), k: 2 });
    const docs = await retriever.invoke("lighthouse");
    expect(docs.map((d) => d.metadata.source)).toEqual([site.url("/page/4"), site.url("/page/5")]);
    expect(docs[0]?.pageContent).toContain("Page 4");
  });
});
