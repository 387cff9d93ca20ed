import { count, malformed, records, requestProviderJson, text } from "./provider-http.js";
import type { ProviderResults, SearchProvider, SearchSource } from "./search-provider.js";

/** Serper's origin (Google results as JSON). */
export const serperDefaultBaseUrl = "https://google.serper.dev";
const paths: Record<SearchSource, string> = { web: "search", news: "news", images: "images" };
const listKey: Record<SearchSource, string> = { web: "organic", news: "news", images: "images" };

/**
 * Serper (`POST /search`, `/news`, `/images` with `{q, num, gl, hl, tbs, location}`, key in `X-API-KEY`).
 * `tbs` is Google's own syntax, the service's too, so it is passed as is.
 */
export function serperProvider(apiKey: string, baseUrl = serperDefaultBaseUrl): SearchProvider {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  return {
    name: "serper",
    sources: ["web", "news", "images"],
    async search(query, signal) {
      const out: ProviderResults = {};
      await Promise.all(
        query.sources.map(async (source) => {
          const body = {
            q: query.query,
            num: query.limit,
            ...(query.country === undefined ? {} : { gl: query.country.toLowerCase() }),
            ...(query.lang === undefined ? {} : { hl: query.lang }),
            ...(query.tbs === undefined ? {} : { tbs: query.tbs }),
            ...(query.location === undefined ? {} : { location: query.location }),
          };
          const answer = await requestProviderJson({
            provider: "serper",
            url: new URL(paths[source], base),
            method: "POST",
            body,
            headers: { "x-api-key": apiKey },
            timeoutMs: query.timeoutMs,
            signal,
            refusedHint: "check the key (SERPER_API_KEY) and restart the engine",
          });
          if (typeof answer !== "object" || answer === null || Array.isArray(answer)) throw malformed("serper", "not an object");
          const results = records((answer as Record<string, unknown>)[listKey[source]] ?? [], query.limit);
          if (results === undefined) throw malformed("serper", `${listKey[source]} is not a list`);
          if (source === "web") out.web = results.map((r) => ({ url: text(r, "link"), title: text(r, "title"), description: text(r, "snippet") }));
          if (source === "news") {
            out.news = results.map((r) => ({ url: text(r, "link"), title: text(r, "title"), snippet: text(r, "snippet"), date: text(r, "date") || undefined, imageUrl: text(r, "imageUrl") || undefined }));
          }
          if (source === "images") {
            out.images = results.map((r) => ({ url: text(r, "link"), title: text(r, "title"), imageUrl: text(r, "imageUrl"), imageWidth: count(r, "imageWidth"), imageHeight: count(r, "imageHeight") }));
          }
        }),
      );
      return out;
    },
  };
}
