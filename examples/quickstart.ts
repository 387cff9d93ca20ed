/**
 * Quickstart: scrape, map, a small crawl and a search.
 *
 *   npm run example -- examples/quickstart.ts           # against the bundled mock server, no key needed
 *   WEBDATA_API_KEY=fc-... npm run example -- examples/quickstart.ts   # against the hosted service
 */
import { WebDataClient } from "webdata-kit";
import { createMockServer } from "webdata-kit/testing";

const hosted = Boolean(process.env.WEBDATA_API_KEY);
const mock = hosted ? undefined : await createMockServer({ apiKey: null });
const client = new WebDataClient(mock ? { baseUrl: mock.url } : {});
console.log(hosted ? `Using ${client.baseUrl}` : `No WEBDATA_API_KEY: using the mock server at ${mock!.url}`);

try {
  const page = await client.scrape({ url: "https://example.com", formats: ["markdown", "links"] });
  console.log(`\nscrape: "${page.metadata?.title}" — ${page.markdown?.length ?? 0} chars, ${page.links?.length ?? 0} links, ${page.metadata?.creditsUsed} credit(s)`);

  const site = await client.map({ url: "https://example.com", limit: 10 });
  console.log(`map: ${site.links.length} URLs, e.g. ${site.links.slice(0, 3).map((l) => l.url).join(", ")}`);

  const crawl = await client.crawl.run({ url: "https://example.com", limit: 5 }, { maxWaitMs: 120_000 });
  console.log(`crawl ${crawl.id}: ${crawl.status}, ${crawl.data.length} pages, ${crawl.creditsUsed ?? "?"} credits`);

  const results = await client.search({ query: "web data for AI agents", limit: 3 });
  console.log(`search: ${results.web?.map((r) => r.title).join(" | ")}`);
} finally {
  await mock?.close();
}
