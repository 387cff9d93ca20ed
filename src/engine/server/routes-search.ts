import { pageFormatSchemaProblem } from "../model/page-model-formats.js";
import { randomUUID } from "node:crypto";
import { apiError, customIssue, json, searchBadRequest } from "../../server-kit/index.js";
import { ActionFailure } from "../browser/page-actions.js";
import { FetchFailure } from "../fetch/fetch-failure.js";
import { searchCredits } from "../scrape/credits.js";
import { toScrapeSettings, type ScrapeSettings } from "../scrape/scrape-settings.js";
import { pageWarning } from "../scrape/document-warning.js";
import { noProviderWarning } from "../search/providers/provider-config.js";
import { queryWithFilters } from "../search/providers/query-filters.js";
import { ProviderFailure, type ProviderQuery, type ProviderResults, type SearchSource } from "../search/providers/search-provider.js";
import { fetchFailureResponse, problemReply } from "./api-errors.js";
import { browserRequirement } from "./browser-requirement.js";
import type { EngineContext } from "./engine-context.js";
import type { EngineHandler, EngineRouteTable } from "./engine-routes.js";
import { shapeResults } from "./search-results.js";

const defaultSearchLimit = 10;
const defaultSearchTimeoutMs = 60_000;
// Results scraped at once when scrapeOptions.formats asks for page content.
const scrapeParallelism = 4;

function sourceName(source: unknown): string {
  return typeof source === "string" ? source : String((source as { type?: unknown }).type);
}

/**
 * Scrapes each hit and merges the document into it; a failed page becomes `metadata.error`.
 * Returns the credits of the scraped pages (a failed one costs nothing).
 */
async function scrapeResults(
  engine: EngineContext,
  results: Record<string, unknown>[],
  settings: ScrapeSettings,
  signal: AbortSignal,
): Promise<number> {
  let credits = 0;
  let next = 0;
  const worker = async () => {
    while (next < results.length) {
      const result = results[next] as Record<string, unknown>;
      next += 1;
      const url = String(result.url);
      try {
        const page = await engine.scraper.scrape(url, settings, signal);
        Object.assign(result, page.document);
        // A result's own notes (a page still empty after rendering) travel with that result.
        const warning = pageWarning(page.notes);
        if (warning !== undefined) result.warning = warning;
        credits += page.creditsUsed;
      } catch (error) {
        // A failed action on one result is that result's error, as a failed fetch is.
        if (error instanceof ActionFailure) {
          result.metadata = { sourceURL: url, url, statusCode: 400, error: error.message };
          continue;
        }
        if (!(error instanceof FetchFailure)) throw error;
        if (error.kind === "aborted") throw error;
        const { status } = fetchFailureResponse(error);
        result.metadata = { sourceURL: url, url, statusCode: status, error: error.message };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(scrapeParallelism, results.length) }, worker));
  return credits;
}

/** The service's error for a provider failure: its status and code, the provider named, never its URL or key. */
function providerError(failure: ProviderFailure) {
  const status = { auth: 502, quota: 429, timeout: 504, malformed: 502, "too-large": 502, unavailable: 502 }[failure.kind];
  const code = `SEARCH_PROVIDER_${failure.kind.replace("-", "_").toUpperCase()}`;
  return apiError(status, failure.message, { code });
}

/**
 * `POST /search` (docs/api.md §1): the engine's search provider (SearXNG, Brave, Serper, a custom
 * function, or its own index of fetched pages), in the service's shape; results scraped on request.
 */
const search: EngineHandler<"search"> = async ({ body: request, engine, signal }) => {
  const formats = request.scrapeOptions?.formats ?? [];
  let settings: ScrapeSettings | undefined;
  if (formats.length > 0) {
    const resolved = toScrapeSettings(request.scrapeOptions ?? {}, [], ["scrapeOptions"], { model: engine.models !== undefined });
    if ("problem" in resolved) {
      if (resolved.problem.status === 501) return problemReply(resolved.problem);
      return searchBadRequest([customIssue(resolved.problem.path, resolved.problem.message)]);
    }
    settings = resolved.settings;
    const schemaProblem = await pageFormatSchemaProblem(settings.pageFormats, ["scrapeOptions"]);
    if (schemaProblem !== undefined) return searchBadRequest([customIssue(schemaProblem.path, schemaProblem.message)]);
    const needsBrowser = browserRequirement(engine, settings);
    if (needsBrowser !== undefined) return needsBrowser;
  }

  const { provider, configured } = engine.search;
  const limit = request.limit ?? defaultSearchLimit;
  const timeoutMs = request.timeout ?? defaultSearchTimeoutMs;
  const includeDomains = request.includeDomains ?? [];
  const excludeDomains = request.excludeDomains ?? [];
  const categories = (request.categories ?? []).map(sourceName);
  const sourceObjects = (request.sources ?? []).filter((s): s is Exclude<typeof s, string> => typeof s !== "string");
  const webSource = sourceObjects.find((s) => s.type === "web") as { tbs?: string; location?: string; country?: string; lang?: string } | undefined;
  const sources = [...new Set((request.sources ?? ["web"]).map(sourceName))];
  const wanted = sources.filter((s): s is SearchSource => (provider.sources as readonly string[]).includes(s));
  const local = provider.name === "local";
  const notes: string[] = [];
  if (!configured) notes.push(noProviderWarning);

  const filtering = includeDomains.length > 0 || excludeDomains.length > 0;
  const query: ProviderQuery = {
    // The local index is full text: search operators would only be words there.
    query: local ? request.query : queryWithFilters(request.query, categories, includeDomains),
    // Extra local hits make up for the domain filter applied afterwards; a provider filters itself.
    limit: local && filtering ? Math.min(limit * 10, 1000) : limit,
    sources: wanted,
    tbs: webSource?.tbs ?? request.tbs,
    location: webSource?.location ?? request.location,
    country: webSource?.country ?? request.country,
    lang: webSource?.lang ?? request.lang,
    timeoutMs,
  };
  let answer: ProviderResults = {};
  if (wanted.length > 0) {
    try {
      answer = await provider.search(query, signal);
    } catch (error) {
      if (signal.aborted) return undefined;
      if (error instanceof ProviderFailure) {
        engine.log(`search: ${error.provider} failed (${error.kind})`);
        return providerError(error);
      }
      throw error;
    }
  }
  const shaped = shapeResults(answer, { limit, isBlocked: local ? undefined : engine.fetcher.isBlocked, includeDomains, excludeDomains, categories });
  const web = shaped.web ?? [];
  if (shaped.dropped > 0) notes.push(`${shaped.dropped} result(s) were left out: their URLs are not http(s) or point at a private address.`);
  if (local && web.length === 0 && sources.includes("web")) {
    const size = await engine.index.size();
    notes.push(
      size === 0
        ? "The local engine searches only pages it has already fetched (scrape, crawl, map), and it has none yet. Crawl or scrape the sites you want to search first."
        : `No page among the ${size} the local engine has fetched matches this query. Crawl or scrape more pages, or use other words.`,
    );
  }
  notes.push(...(answer.warnings ?? []));

  const data: Record<string, unknown> = {};
  for (const source of sources) {
    const group = source === "web" ? shaped.web : source === "news" ? shaped.news : source === "images" ? shaped.images : undefined;
    data[source] = group ?? [];
    if (group === undefined && source !== "web") notes.push(`The ${provider.name} search provider has no ${source} source; "${source}" is always empty.`);
  }

  // Options the provider cannot apply: accepted, ignored, said.
  const ignorable = local ? (["categories", "tbs", "location", "country"] as const) : ([] as const);
  const ignored = ([...ignorable, "filter", "domainTools", "toolDetail", "enterprise"] as const).filter((name) => request[name] !== undefined);
  if (ignored.length > 0) notes.push(`The ${provider.name} search provider ignores ${ignored.join(", ")}.`);

  // Web and news results are scraped (images never are, docs/api.md §1).
  const toScrape = [...(sources.includes("web") ? web : []), ...(sources.includes("news") ? (shaped.news ?? []) : [])];
  let scrapedCredits = 0;
  if (settings !== undefined && toScrape.length > 0) {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      scrapedCredits = await scrapeResults(engine, toScrape, settings, AbortSignal.any([signal, timeout]));
    } catch (error) {
      if (signal.aborted) return undefined;
      if (timeout.aborted) {
        return apiError(408, `Scraping the search results took longer than ${timeoutMs} ms.`, { code: "SCRAPE_TIMEOUT" });
      }
      throw error;
    }
  }
  // What the service would bill (not charged): the results listed, plus each scraped page.
  const listed = (shaped.web?.length ?? 0) + (shaped.news?.length ?? 0) + (shaped.images?.length ?? 0);
  const creditsUsed = searchCredits(listed, scrapedCredits);
  engine.scraper.credits.add(creditsUsed);
  return json(200, {
    success: true,
    data,
    creditsUsed,
    id: randomUUID(),
    ...(notes.length > 0 ? { warning: notes.join(" ") } : {}),
  });
};

export const searchRoutes: EngineRouteTable = { search };
