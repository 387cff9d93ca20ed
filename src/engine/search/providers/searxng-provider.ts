import { count, malformed, records, requestProviderJson, text } from "./provider-http.js";
import { maxProviderResults, type ProviderQuery, type ProviderResults, type SearchProvider, type SearchSource } from "./search-provider.js";
import { parseTbs } from "./time-range.js";

/** SearXNG's `time_range` values; it has no hour, so `qdr:h` asks for the day. */
const timeRanges = { h: "day", d: "day", w: "week", m: "month", y: "year" } as const;
const categoryOf: Record<SearchSource, string> = { web: "general", news: "news", images: "images" };

/**
 * A SearXNG (or searx) instance's JSON API: `GET <url>/search?q=…&format=json`. The instance must
 * allow the `json` format (`search.formats` in its settings.yml).
 */
export function searxngProvider(baseUrl: string): SearchProvider {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  const call = async (query: ProviderQuery, source: SearchSource, signal: AbortSignal): Promise<Record<string, unknown>[]> => {
    const url = new URL("search", base);
    url.searchParams.set("q", query.query);
    url.searchParams.set("format", "json");
    url.searchParams.set("categories", categoryOf[source]);
    const range = parseTbs(query.tbs);
    if (range?.period !== undefined) url.searchParams.set("time_range", timeRanges[range.period]);
    if (query.lang !== undefined) url.searchParams.set("language", query.country ? `${query.lang}-${query.country.toUpperCase()}` : query.lang);
    const answer = await requestProviderJson({
      provider: "searxng",
      url,
      timeoutMs: query.timeoutMs,
      signal,
      refusedHint: "allow the json format in the instance's settings.yml (search: formats: [html, json]) and check its access rules",
    });
    const results = records((answer as { results?: unknown } | null)?.results, maxProviderResults * 2);
    if (results === undefined) throw malformed("searxng", "no results array");
    return results.filter((r) => /^https?:/i.test(text(r, "url")));
  };
  return {
    name: "searxng",
    sources: ["web", "news", "images"],
    async search(query, signal) {
      const out: ProviderResults = {};
      const range = parseTbs(query.tbs);
      if (range !== undefined && range.period === undefined) out.warnings = ["searxng has no date-range filter; the tbs dates were ignored."];
      await Promise.all(
        query.sources.map(async (source) => {
          const results = (await call(query, source, signal)).slice(0, query.limit);
          if (source === "web") out.web = results.map((r) => ({ url: text(r, "url"), title: text(r, "title"), description: text(r, "content") }));
          if (source === "news") {
            out.news = results.map((r) => ({ url: text(r, "url"), title: text(r, "title"), snippet: text(r, "content"), date: text(r, "publishedDate") || undefined, imageUrl: text(r, "thumbnail") || text(r, "img_src") || undefined }));
          }
          if (source === "images") {
            out.images = results
              .filter((r) => text(r, "img_src") !== "")
              .map((r) => {
                const [width, height] = text(r, "resolution").split(/\s*[x×]\s*/).map(Number);
                return { url: text(r, "url"), title: text(r, "title"), imageUrl: text(r, "img_src"), imageWidth: count({ width }, "width"), imageHeight: count({ height }, "height") };
              });
          }
        }),
      );
      return out;
    },
  };
}
