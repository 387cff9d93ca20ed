import { RobotsCache } from "../crawl/robots.js";
import { collectSitemapUrls } from "../crawl/sitemap.js";
import { canonicalUrl, seenKey } from "../crawl/url-rules.js";
import { FetchFailure } from "../fetch/fetch-failure.js";
import type { SafeFetcher } from "../fetch/safe-fetch.js";
import type { PageScraper } from "../scrape/page-scraper.js";
import type { ScrapeSettings } from "../scrape/scrape-settings.js";
import { queryTerms } from "../search/fts-query.js";
import type { SearchIndex } from "../search/search-index.js";
import { stripWww } from "../crawl/url-rules.js";

/** A map request in engine terms (docs/api.md §5). */
export interface MapPlan {
  start: URL;
  search?: string | undefined;
  sitemap: "include" | "skip" | "only";
  includeSubdomains: boolean;
  ignoreQueryParameters: boolean;
  limit: number;
}

export interface MapLink {
  url: string;
  title?: string;
  description?: string;
}

export interface MapDependencies {
  fetcher: SafeFetcher;
  scraper: PageScraper;
  index: SearchIndex;
  userAgent: string;
}

const linkOnlySettings: ScrapeSettings = {
  formats: new Set(),
  onlyMainContent: true,
  removeBase64Images: true,
  verifyTls: false,
};

/** Orders links by how many query words their URL and title contain (stable for ties). */
function rankBySearch(links: MapLink[], search: string): MapLink[] {
  const terms = queryTerms(search);
  if (terms.length === 0) return links;
  const score = (link: MapLink) => {
    const url = link.url.toLowerCase();
    const title = (link.title ?? "").toLowerCase();
    return terms.reduce((sum, term) => sum + (url.includes(term) ? 2 : 0) + (title.includes(term) ? 1 : 0), 0);
  };
  return links
    .map((link, order) => ({ link, order, score: score(link) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((entry) => entry.link);
}

/**
 * Lists a site's URLs without crawling it: the start page's links plus the sitemap(s), limited to the
 * site (and its subdomains when allowed) and, for a start URL with a path, to that path. Titles come
 * from the search index when the engine has fetched the page before. Throws `FetchFailure` when the
 * start page is refused or its host does not resolve.
 */
export async function mapSite(plan: MapPlan, deps: MapDependencies, signal: AbortSignal): Promise<MapLink[]> {
  const site = stripWww(plan.start.hostname);
  const pathPrefix = plan.start.pathname === "/" ? "" : plan.start.pathname.replace(/\/$/, "");
  const found = new Map<string, string>();
  const consider = (link: string) => {
    const url = canonicalUrl(link, plan.ignoreQueryParameters);
    if (url === undefined) return;
    const host = stripWww(url.hostname);
    if (host !== site && !(plan.includeSubdomains && host.endsWith(`.${site}`))) return;
    if (pathPrefix !== "" && !(url.pathname === pathPrefix || url.pathname.startsWith(`${pathPrefix}/`))) return;
    const key = seenKey(url, true);
    if (!found.has(key)) found.set(key, url.href);
  };

  consider(plan.start.href);
  if (plan.sitemap !== "skip") {
    const robots = new RobotsCache(deps.fetcher, deps.userAgent, signal);
    const rules = await robots.rulesFor(plan.start);
    const urls = await collectSitemapUrls(deps.fetcher, [...rules.sitemaps, `${plan.start.origin}/sitemap.xml`], {
      maxUrls: Math.max(plan.limit * 2, 1000),
      maxSitemaps: 50,
      signal,
    });
    urls.forEach(consider);
  }
  if (plan.sitemap !== "only") {
    try {
      const page = await deps.scraper.scrape(plan.start.href, linkOnlySettings, signal);
      page.links.forEach(consider);
    } catch (error) {
      const fatal = error instanceof FetchFailure && (error.kind === "blocked-address" || error.kind === "dns" || error.kind === "aborted");
      if (fatal || !(error instanceof FetchFailure)) throw error;
    }
  }

  const urls = [...found.values()];
  const known = await deps.index.lookup(urls);
  let links: MapLink[] = urls.map((url) => {
    const entry = known.get(url);
    const link: MapLink = { url };
    if (entry?.title) link.title = entry.title;
    if (entry?.description) link.description = entry.description;
    return link;
  });
  if (plan.search !== undefined) links = rankBySearch(links, plan.search);
  return links.slice(0, plan.limit);
}
