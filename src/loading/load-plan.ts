import type { MapParams, SearchParams } from "../client.js";
import type { CrawlParams } from "../client/crawl-jobs.js";
import { assertValid } from "../client/invoke.js";
import { convertUserSchemas } from "../client/user-schemas.js";
import { InvalidArgumentError } from "../core/errors.js";
import { checkOptions } from "../core/options-schema.js";
import { crawlStartRequestSchema } from "../operations/crawl.js";
import { mapRequestSchema } from "../operations/map.js";
import { scrapeRequestSchema } from "../operations/scrape.js";
import { searchRequestSchema } from "../operations/search.js";
import { formatName } from "../operations/scrape-formats.js";
import {
  DEFAULT_CONTENT_FORMAT,
  DEFAULT_LOADER_CRAWL_LIMIT,
  DEFAULT_SCRAPE_CONCURRENCY,
  type ContentFormat,
  type LoaderScrapeOptions,
  type WebDataLoaderOptions,
} from "./load-options.js";
import { loaderModeSchema, loaderOptionsSchema } from "./load-options-schema.js";

/** A checked, normalised load: exactly the requests that will be sent. */
export type LoaderPlan =
  | { mode: "scrape"; urls: string[]; scrapeOptions: LoaderScrapeOptions; concurrency: number; batch: boolean }
  | { mode: "crawl"; start: CrawlParams; limit: number; maxWaitMs: number | undefined; onTimeout: "return" | "throw" }
  | { mode: "crawl"; jobId: string; skip: number; maxWaitMs: number | undefined; onTimeout: "return" | "throw" }
  | { mode: "map"; request: MapParams; scrape: boolean; scrapeOptions: LoaderScrapeOptions; concurrency: number; batch: boolean }
  | { mode: "search"; request: SearchParams; snippets: boolean };

/**
 * Checks loader options and builds the requests: first by the mode's options schema (unknown
 * options suggest the right name, bad values name their path), then with the same request schemas
 * the client uses, so bad input fails in the constructor — before any network call.
 */
export function planLoad(options: WebDataLoaderOptions, label = "WebDataLoader"): LoaderPlan {
  checkOptions(loaderModeSchema(), options, label);
  if (options.mode === "crawl") {
    if (options.jobId !== undefined && options.url !== undefined) fail(label, ["url"], "give either url (start a crawl) or jobId (read an existing one), not both");
    if (options.jobId === undefined && options.url === undefined) fail(label, ["url"], "crawl mode needs url (start a crawl) or jobId (read an existing one)");
  }
  checkOptions(loaderOptionsSchema(options), options, `${label} ${options.mode}-mode`);
  const format = options.format ?? DEFAULT_CONTENT_FORMAT;

  switch (options.mode) {
    case "scrape": {
      const urls = [...new Set(typeof options.urls === "string" ? [options.urls] : options.urls)];
      const scrapeOptions = withFormat(options.scrapeOptions, format);
      for (const url of urls) assertValid(scrapeRequestSchema, convertUserSchemas({ ...scrapeOptions, url }), "scrape");
      return { mode: "scrape", urls, scrapeOptions, concurrency: options.concurrency ?? DEFAULT_SCRAPE_CONCURRENCY, batch: options.batch ?? true };
    }
    case "crawl": {
      const waiting = { maxWaitMs: options.maxWaitMs, onTimeout: options.onTimeout ?? "return" };
      if (options.jobId !== undefined) {
        const jobId = options.jobId;
        if (jobId.trim() === "" || /[/?#\s]/.test(jobId)) fail(label, ["jobId"], `jobId must be a crawl job id (got ${JSON.stringify(jobId)})`);
        return { mode: "crawl", jobId, skip: options.skip ?? 0, ...waiting };
      }
      const limit = options.limit ?? options.maxPages ?? DEFAULT_LOADER_CRAWL_LIMIT;
      const start: CrawlParams = {
        ...options.crawlOptions,
        url: options.url,
        limit,
        scrapeOptions: withFormat(options.scrapeOptions, format),
      };
      assertValid(crawlStartRequestSchema, convertUserSchemas(start), "crawl");
      return { mode: "crawl", start, limit, ...waiting };
    }
    case "map": {
      const request: MapParams = { ...options.mapOptions, url: options.url };
      assertValid(mapRequestSchema, request, "map");
      const scrapeOptions = withFormat(options.scrapeOptions, format);
      if (options.scrape) assertValid(scrapeRequestSchema, convertUserSchemas({ ...scrapeOptions, url: options.url }), "scrape");
      return {
        mode: "map",
        request,
        scrape: options.scrape ?? false,
        scrapeOptions,
        concurrency: options.concurrency ?? DEFAULT_SCRAPE_CONCURRENCY,
        batch: options.batch ?? true,
      };
    }
    case "search": {
      const request: SearchParams = {
        ...options.searchOptions,
        query: options.query,
        ...(options.limit === undefined ? {} : { limit: options.limit }),
        scrapeOptions: withFormat(options.scrapeOptions, format),
      };
      assertValid(searchRequestSchema, convertUserSchemas(request), "search");
      return { mode: "search", request, snippets: options.snippets ?? false };
    }
  }
}

/** The scrape options with the content format added to `formats` when it is missing. */
function withFormat<O extends { formats?: readonly unknown[] | undefined }>(options: O | undefined, format: ContentFormat): O & { formats: NonNullable<O["formats"]> } {
  const formats = options?.formats ?? [];
  const present = formats.some((entry) => formatName(entry) === format);
  return { ...options, formats: present ? formats : [...formats, format] } as O & { formats: NonNullable<O["formats"]> };
}

function fail(label: string, path: string[], message: string): never {
  throw new InvalidArgumentError(`${label}: ${message}`, [{ path, message }]);
}
