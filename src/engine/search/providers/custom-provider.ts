import { malformed, records, text } from "./provider-http.js";
import { maxProviderResults, ProviderFailure, type ProviderQuery, type ProviderResults, type SearchProvider } from "./search-provider.js";

/**
 * Your own search function. It gets the normalised query (categories already in `query`) and an
 * abort signal, and returns `{ web?, news?, images? }` (or just an array of web results).
 */
export type CustomSearchFunction = (query: ProviderQuery, options: { signal: AbortSignal }) => Promise<ProviderResults | ProviderResults["web"]>;

/** Wraps a function as a provider; what it returns is checked like any provider's answer. */
export function customProvider(search: CustomSearchFunction): SearchProvider {
  return {
    name: "custom",
    sources: ["web", "news", "images"],
    async search(query, signal) {
      const timeout = AbortSignal.timeout(query.timeoutMs);
      const both = AbortSignal.any([signal, timeout]);
      let answer: unknown;
      try {
        answer = await Promise.race([
          search(query, { signal: both }),
          new Promise((_, reject) => both.addEventListener("abort", () => reject(both.reason as Error), { once: true })),
        ]);
      } catch (error) {
        if (signal.aborted) throw error;
        if (timeout.aborted) throw new ProviderFailure("custom", "timeout", `The custom search provider did not answer within ${query.timeoutMs} ms; retry, or raise the search's timeout.`);
        // Its message may quote a URL or key of the backend it calls: only the error's kind is passed on.
        const name = error instanceof Error ? error.name : typeof error;
        throw new ProviderFailure("custom", "unavailable", `The custom search provider's function failed (${name}); check the function given as search.search.`);
      }
      const groups = (Array.isArray(answer) ? { web: answer } : answer) as Record<string, unknown> | null;
      if (typeof groups !== "object" || groups === null) throw malformed("custom", "not an object or array");
      const out: ProviderResults = {};
      for (const source of ["web", "news", "images"] as const) {
        if (groups[source] === undefined) continue;
        const list = records(groups[source], maxProviderResults);
        if (list === undefined) throw malformed("custom", `${source} is not an array`);
        const rows = list.filter((r) => text(r, "url") !== "");
        if (source === "web") out.web = rows.map((r) => ({ url: text(r, "url"), title: text(r, "title"), description: text(r, "description") || text(r, "snippet") }));
        if (source === "news") out.news = rows.map((r) => ({ url: text(r, "url"), title: text(r, "title"), snippet: text(r, "snippet") || text(r, "description"), date: text(r, "date") || undefined, imageUrl: text(r, "imageUrl") || undefined }));
        if (source === "images") out.images = rows.map((r) => ({ url: text(r, "url"), title: text(r, "title"), imageUrl: text(r, "imageUrl"), imageWidth: typeof r.imageWidth === "number" ? r.imageWidth : undefined, imageHeight: typeof r.imageHeight === "number" ? r.imageHeight : undefined }));
      }
      return out;
    },
  };
}
