import { buildScrapeDocument, normalizeFormats } from "../document-builder.js";
import { newId } from "../fixtures.js";
import { json } from "../http-io.js";
import { slug } from "../sample-data.js";
import type { RouteHandler } from "../state.js";
import { IssueList, isRecord, searchBadRequest } from "../validation.js";

const SEARCH_KEYS = [
  "query", "limit", "sources", "categories", "includeDomains", "excludeDomains", "tbs", "location", "country",
  "lang", "safe", "timeout", "ignoreInvalidURLs", "highlights", "scrapeOptions", "enterprise", "threatProtection",
];
const SOURCE_TYPES = new Set(["web", "news", "images"]);

/** `POST /search` (API.md §1): results derived from the query, grouped by source. */
export const search: RouteHandler = (request, context) => {
  const body = isRecord(request.body) ? request.body : {};
  const issues = new IssueList();
  issues.strictKeys(body, SEARCH_KEYS, []);
  const query = issues.requireString(body, "query");
  if (query !== undefined && query.trim().length === 0) {
    issues.add({ code: "too_small", minimum: 1, path: ["query"], message: "Query must not be empty" });
  }
  if (query !== undefined && query.length > 500) {
    issues.add({ code: "too_big", maximum: 500, path: ["query"], message: "String must contain at most 500 character(s)" });
  }
  issues.intRange(body, "limit", 1, 100);
  if (body["includeDomains"] !== undefined && body["excludeDomains"] !== undefined) {
    issues.add({ code: "custom", path: ["includeDomains"], message: "includeDomains and excludeDomains cannot both be set" });
  }
  const sources = sourceTypes(body["sources"], issues);
  const scrapeOptions = isRecord(body["scrapeOptions"]) ? body["scrapeOptions"] : {};
  issues.scrapeOptions(scrapeOptions, ["scrapeOptions"]);
  if (!issues.ok || query === undefined) return searchBadRequest(issues.issues);

  const count = Math.min(typeof body["limit"] === "number" ? body["limit"] : 10, context.maxSearchResults);
  const host = firstDomain(body["includeDomains"]) ?? "example.com";
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

function sourceTypes(sources: unknown, issues: IssueList): Set<string> {
  if (sources === undefined) return new Set(["web"]);
  const types = new Set<string>();
  if (!Array.isArray(sources)) {
    issues.add({ code: "invalid_type", expected: "array", path: ["sources"], message: "Expected array" });
    return types;
  }
  sources.forEach((source: unknown, index) => {
    const type = typeof source === "string" ? source : isRecord(source) ? source["type"] : undefined;
    if (typeof type === "string" && SOURCE_TYPES.has(type)) types.add(type);
    else issues.add({ code: "invalid_union", path: ["sources", index], message: "Invalid source" });
  });
  return types;
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
