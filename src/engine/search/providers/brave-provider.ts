import { count, malformed, records, requestProviderJson, text } from "./provider-http.js";
import type { ProviderQuery, ProviderResults, SearchProvider, SearchSource } from "./search-provider.js";
import { parseTbs } from "./time-range.js";

/** The Brave Search API's origin. */
export const braveDefaultBaseUrl = "https://api.search.brave.com";
const paths: Record<SearchSource, string> = { web: "res/v1/web/search", news: "res/v1/news/search", images: "res/v1/images/search" };
/** Most results one Brave call returns per endpoint (its documented `count` maximum). */
const maxCount: Record<SearchSource, number> = { web: 20, news: 50, images: 200 };
const freshness = { h: "pd", d: "pd", w: "pw", m: "pm", y: "py" } as const;

function freshnessOf(tbs: string | undefined): string | undefined {
  const range = parseTbs(tbs);
  if (range === undefined) return undefined;
  if (range.period !== undefined) return freshness[range.period];
  return `${range.from ?? "1970-01-01"}to${range.to ?? new Date().toISOString().slice(0, 10)}`;
}

/**
 * The Brave Search API (`GET /res/v1/{web,news,images}/search`, key in `X-Subscription-Token`).
 * `location` has no Brave parameter; `country` does.
 */
export function braveProvider(apiKey: string, baseUrl = braveDefaultBaseUrl): SearchProvider {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  const call = async (query: ProviderQuery, source: SearchSource, signal: AbortSignal): Promise<unknown> => {
    const url = new URL(paths[source], base);
    url.searchParams.set("q", query.query);
    url.searchParams.set("count", String(Math.min(query.limit, maxCount[source])));
    if (query.country !== undefined) url.searchParams.set("country", query.country.toUpperCase());
    if (query.lang !== undefined) url.searchParams.set("search_lang", query.lang);
    const fresh = source === "images" ? undefined : freshnessOf(query.tbs);
    if (fresh !== undefined) url.searchParams.set("freshness", fresh);
    return requestProviderJson({ provider: "brave", url, headers: { "x-subscription-token": apiKey }, timeoutMs: query.timeoutMs, signal, refusedHint: "check the key (BRAVE_API_KEY) and restart the engine" });
  };
  return {
    name: "brave",
    sources: ["web", "news", "images"],
    async search(query, signal) {
      const out: ProviderResults = {};
      if (query.limit > maxCount.web && query.sources.includes("web")) out.warnings = [`brave returns at most ${maxCount.web} web results per search.`];
      await Promise.all(
        query.sources.map(async (source) => {
          const answer = (await call(query, source, signal)) as Record<string, unknown> | null;
          const list = source === "web" ? (answer?.web as { results?: unknown } | undefined)?.results ?? [] : answer?.results;
          const results = records(list, query.limit);
          if (results === undefined || typeof answer !== "object" || answer === null || Array.isArray(answer)) throw malformed("brave", `no ${source} results`);
          if (source === "web") out.web = results.map((r) => ({ url: text(r, "url"), title: text(r, "title"), description: text(r, "description") }));
          if (source === "news") {
            out.news = results.map((r) => ({ url: text(r, "url"), title: text(r, "title"), snippet: text(r, "description"), date: text(r, "age") || undefined, imageUrl: text((r.thumbnail ?? {}) as Record<string, unknown>, "src") || undefined }));
          }
          if (source === "images") {
            out.images = results.map((r) => {
              const properties = (r.properties ?? {}) as Record<string, unknown>;
              return { url: text(r, "url"), title: text(r, "title"), imageUrl: text(properties, "url") || text((r.thumbnail ?? {}) as Record<string, unknown>, "src"), imageWidth: count(properties, "width"), imageHeight: count(properties, "height") };
            });
          }
        }),
      );
      return out;
    },
  };
}
