import { buildScrapeDocument, normalizeFormats } from "../document-builder.js";
import { newId } from "../fixtures.js";
import { json } from "../http-io.js";
import { slug } from "../sample-data.js";
import type { RouteHandler } from "../state.js";
import { isRecord } from "../validation.js";

/** `POST /search` (docs/api.md §1): results derived from the query, grouped by source. */
export const search: RouteHandler<"search"> = (request, context) => {
  const body = request.body;
  const query = typeof body.query === "string" ? body.query : "";
  const sources = sourceTypes(body.sources);
  const scrapeOptions: Record<string, unknown> = isRecord(body.scrapeOptions) ? body.scrapeOptions : {};

  const count = Math.min(typeof body.limit === "number" ? body.limit : 10, context.maxSearchResults);
  const host = firstDomain(body.includeDomains) ?? "example.com";
  const scrape = normalizeFormats(scrapeOptions["formats"] ?? []).length > 0;
  let scrapeCredits = 0;
  const withScrape = (result: Record<string, unknown>): Record<string, unknown> => {
    if (!scrape) return result;
    const document = buildScrapeDocument(new URL(String(result["url"])), String(result["url"]), scrapeOptions);
    context.state.scrapes.set(String(document.metadata?.["scrapeId"]), document);
    scrapeCredits += Number(document.metadata?.["creditsUsed"] ?? 1);
    return { ...result, ...document };
  };

  const data: Record<string, unknown[]> = {};
  const text = query.trim();
  const key = slug(text);
  if (sources.has("web")) data["web"] = range(count).map((i) => withScrape(webResult(host, text, key, i)));
  if (sources.has("news")) data["news"] = range(count).map((i) => withScrape(newsResult(text, key, i)));
  if (sources.has("images")) data["images"] = range(count).map((i) => imageResult(text, key, i));
  const results = Object.values(data).reduce((sum, list) => sum + list.length, 0);
  return json(200, { success: true, data, creditsUsed: 2 * Math.ceil(results / 10) + scrapeCredits, id: newId() });
};

/** The result groups asked for (names or `{type}` objects); `["web"]` when none are given. */
function sourceTypes(sources: unknown): Set<string> {
  if (!Array.isArray(sources)) return new Set(["web"]);
  return new Set(sources.map((source: unknown) => (typeof source === "string" ? source : isRecord(source) ? String(source["type"]) : "")));
}

function webResult(host: string, query: string, key: string, i: number): Record<string, unknown> {
  return {
    url: `https://${host}/${key}/${i}`,
    title: `${query} - result ${i}`,
    description: `Mock search result ${i} for "${query}".`,
    position: i,
  };
}

function newsResult(query: string, key: string, i: number): Record<string, unknown> {
  return {
    title: `News about ${query} (${i})`,
    url: `https://news.example.org/${key}-${i}`,
    snippet: `A mock news story ${i} about "${query}".`,
    date: `${i} days ago`,
    position: i,
  };
}

function imageResult(query: string, key: string, i: number): Record<string, unknown> {
  return {
    title: `${query} image ${i}`,
    imageUrl: `https://images.example.org/${key}-${i}.jpg`,
    imageWidth: 1200,
    imageHeight: 800,
    url: `https://images.example.org/${key}-${i}`,
    position: i,
  };
}

function firstDomain(domains: unknown): string | undefined {
  return Array.isArray(domains) && typeof domains[0] === "string" ? domains[0] : undefined;
}

/** 1..n */
function range(n: number): number[] {
  return Array.from({ length: Math.max(0, n) }, (_, index) => index + 1);
}
