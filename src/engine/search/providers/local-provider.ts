import type { SearchIndex } from "../search-index.js";
import type { SearchProvider } from "./search-provider.js";

/** The engine's own full-text index: pages it has already scraped, crawled or mapped. Web only. */
export function localProvider(index: SearchIndex): SearchProvider {
  return {
    name: "local",
    sources: ["web"],
    async search(query) {
      const hits = await index.search(query.query, query.limit);
      return { web: hits.map((hit) => ({ url: hit.url, title: hit.title, description: hit.description || hit.snippet })) };
    },
  };
}
