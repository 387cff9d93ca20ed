import { pageFormatSchemaProblem } from "../model/page-model-formats.js";
import { randomUUID } from "node:crypto";
import { apiError, customIssue, json, searchBadRequest } from "../../server-kit/index.js";
import { ActionFailure } from "../browser/page-actions.js";
import { FetchFailure } from "../fetch/fetch-failure.js";
import { searchCredits } from "../scrape/credits.js";
import { toScrapeSettings, type ScrapeSettings } from "../scrape/scrape-settings.js";
import type { SearchHit } from "../search/search-index.js";
import { fetchFailureResponse, problemReply } from "./api-errors.js";
import { browserRequirement } from "./browser-requirement.js";
import type { EngineContext } from "./engine-context.js";
import type { EngineHandler, EngineRouteTable } from "./engine-routes.js";

const defaultSearchLimit = 10;
const defaultSearchTimeoutMs = 60_000;
// Results scraped at once when scrapeOptions.formats asks for page content.
const scrapeParallelism = 4;

function hostMatches(url: string, domains: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return domains.some((domain) => {
    const bare = domain.trim().toLowerCase();
    return host === bare || host.endsWith(`.${bare}`);
  });
}

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

/** `POST /search` (docs/api.md §1): ranked full-text search over every page the engine has fetched. */
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

  const limit = request.limit ?? defaultSearchLimit;
  const filtering = (request.includeDomains?.length ?? 0) > 0 || (request.excludeDomains?.length ?? 0) > 0;
  let hits: SearchHit[] = await engine.index.search(request.query, filtering ? limit * 10 : limit);
  if (request.includeDomains !== undefined && request.includeDomains.length > 0) {
    hits = hits.filter((hit) => hostMatches(hit.url, request.includeDomains ?? []));
  }
  if (request.excludeDomains !== undefined && request.excludeDomains.length > 0) {
    hits = hits.filter((hit) => !hostMatches(hit.url, request.excludeDomains ?? []));
  }
  const web: Record<string, unknown>[] = hits.slice(0, limit).map((hit, index) => ({
    url: hit.url,
    title: hit.title,
    description: hit.description || hit.snippet,
    position: index + 1,
  }));

  const notes: string[] = [];
  if (web.length === 0) {
    const size = await engine.index.size();
    notes.push(
      size === 0
        ? "The local engine searches only pages it has already fetched (scrape, crawl, map), and it has none yet. Crawl or scrape the sites you want to search first."
        : `No page among the ${size} the local engine has fetched matches this query. Crawl or scrape more pages, or use other words.`,
    );
  }
  const sources = (request.sources ?? ["web"]).map(sourceName);
  const data: Record<string, unknown> = {};
  if (sources.includes("web")) data.web = web;
  for (const other of ["news", "images", "alexandria"]) {
    if (sources.includes(other)) {
      data[other] = [];
      notes.push(`The local engine has no ${other} source; "${other}" is always empty.`);
    }
  }

  // Options the hosted search engine applies and a local full-text index cannot: accepted, ignored, said.
  const ignored = (["categories", "tbs", "filter", "location", "country", "domainTools", "toolDetail", "enterprise"] as const).filter(
    (name) => request[name] !== undefined,
  );
  if (ignored.length > 0) notes.push(`The local engine ignores ${ignored.join(", ")} (they need the hosted search).`);

  let scrapedCredits = 0;
  if (settings !== undefined && sources.includes("web") && web.length > 0) {
    const timeoutMs = request.timeout ?? defaultSearchTimeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      scrapedCredits = await scrapeResults(engine, web, settings, AbortSignal.any([signal, timeout]));
    } catch (error) {
      if (signal.aborted) return undefined;
      if (timeout.aborted) {
        return apiError(408, `Scraping the search results took longer than ${timeoutMs} ms.`, { code: "SCRAPE_TIMEOUT" });
      }
      throw error;
    }
  }
  // What the service would bill (not charged): the results listed, plus each scraped page.
  const creditsUsed = searchCredits(web.length, scrapedCredits);
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
