import { ipLiteralOf } from "../fetch/address-policy.js";
import type { AddressBlocker } from "../fetch/private-allow-list.js";
import { categoryOf } from "../search/providers/query-filters.js";
import type { ProviderResults } from "../search/providers/search-provider.js";

/** What the results of a provider become before scraping: the service's groups, and notes. */
export interface ShapedResults {
  web?: Record<string, unknown>[];
  news?: Record<string, unknown>[];
  images?: Record<string, unknown>[];
  /** Results dropped because they point at a private address or are not valid http(s) URLs. */
  dropped: number;
}

const localNames = new Set(["localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback"]);

/**
 * An http(s) URL whose host is not a private address by the engine's own rule (the fetcher's
 * `isBlocked`), or undefined. Names are checked again when (and if) a result is scraped, at connect time.
 */
function usableUrl(url: unknown, isBlocked: AddressBlocker | undefined): string | undefined {
  if (typeof url !== "string" || url.length > 8192) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return undefined;
  const host = parsed.hostname.toLowerCase();
  const literal = ipLiteralOf(host) ?? (localNames.has(host) || host.endsWith(".localhost") ? "127.0.0.1" : undefined);
  if (literal !== undefined && isBlocked !== undefined && isBlocked(literal, host, [literal])) return undefined;
  return parsed.href;
}

function inDomains(url: string, domains: readonly string[]): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return domains.some((domain) => {
    const bare = domain.trim().toLowerCase();
    return host === bare || host.endsWith(`.${bare}`);
  });
}

/** Filters for the shaping step. */
export interface ShapeOptions {
  limit: number;
  /** The engine's address rule; undefined keeps private URLs (the local index holds only pages the engine was allowed to fetch). */
  isBlocked: AddressBlocker | undefined;
  includeDomains: readonly string[];
  excludeDomains: readonly string[];
  categories: readonly string[];
}

/**
 * Turns a provider's answer into the service's groups with positions: URLs that are not http(s)
 * or point at a private address are dropped (the SSRF guard runs before anything is scraped),
 * domain filters applied, each group cut to `limit`.
 */
export function shapeResults(results: ProviderResults, options: ShapeOptions): ShapedResults {
  let dropped = 0;
  const keep = <T extends { url: string }>(list: readonly T[] | undefined): (T & { url: string })[] | undefined => {
    if (list === undefined) return undefined;
    const kept: T[] = [];
    for (const entry of list) {
      if (kept.length >= options.limit) break;
      const url = usableUrl(entry.url, options.isBlocked);
      if (url === undefined) {
        dropped += 1;
        continue;
      }
      if (options.includeDomains.length > 0 && !inDomains(url, options.includeDomains)) continue;
      if (options.excludeDomains.length > 0 && inDomains(url, options.excludeDomains)) continue;
      kept.push({ ...entry, url });
    }
    return kept;
  };
  const label = (url: string) => {
    const category = categoryOf(url, options.categories);
    return category === undefined ? {} : { category };
  };
  const shaped: ShapedResults = { dropped };
  const web = keep(results.web);
  if (web !== undefined) shaped.web = web.map((r, i) => ({ url: r.url, title: r.title, description: r.description, position: i + 1, ...label(r.url) }));
  const news = keep(results.news);
  if (news !== undefined) {
    shaped.news = news.map((r, i) => ({ title: r.title, url: r.url, snippet: r.snippet, ...(r.date ? { date: r.date } : {}), ...(r.imageUrl ? { imageUrl: r.imageUrl } : {}), position: i + 1, ...label(r.url) }));
  }
  const images = keep(results.images);
  if (images !== undefined) {
    shaped.images = images.map((r, i) => ({ title: r.title, imageUrl: r.imageUrl, imageWidth: r.imageWidth ?? 0, imageHeight: r.imageHeight ?? 0, url: r.url, position: i + 1 }));
  }
  shaped.dropped = dropped;
  return shaped;
}
