import type { MapParams, SearchParams } from "../client.js";
import type { CrawlParams } from "../client/crawl-jobs.js";
import { assertValid } from "../client/invoke.js";
import { convertUserSchemas } from "../client/user-schemas.js";
import { InvalidArgumentError } from "../core/errors.js";
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
  type LoaderMode,
  type LoaderScrapeOptions,
  type WebDataLoaderOptions,
} from "./load-options.js";

/** A checked, normalised load: exactly the requests that will be sent. */
export type LoaderPlan =
  | { mode: "scrape"; urls: string[]; scrapeOptions: LoaderScrapeOptions; concurrency: number; batch: boolean }
  | { mode: "crawl"; start: CrawlParams; limit: number; maxWaitMs: number | undefined; onTimeout: "return" | "throw" }
  | { mode: "crawl"; jobId: string; skip: number; maxWaitMs: number | undefined; onTimeout: "return" | "throw" }
  | { mode: "map"; request: MapParams; scrape: boolean; scrapeOptions: LoaderScrapeOptions; concurrency: number; batch: boolean }
  | { mode: "search"; request: SearchParams; snippets: boolean };

const MODES: readonly LoaderMode[] = ["scrape", "crawl", "map", "search"];
const FORMATS: readonly ContentFormat[] = ["markdown", "html", "rawHtml", "summary"];
const MAX_CONCURRENCY = 100;

/**
 * Checks loader options and builds the requests, validating them with the same schemas the client
 * uses, so bad input fails in the constructor — before any network call.
 */
export function planLoad(options: WebDataLoaderOptions, label = "WebDataLoader"): LoaderPlan {
  const check = new OptionCheck(label);
  if (typeof options !== "object" || options === null) check.fail([], "options must be an object");
  if (!MODES.includes(options.mode)) check.fail(["mode"], `mode must be one of ${MODES.map((m) => `"${m}"`).join(", ")}`);
  const format = options.format ?? DEFAULT_CONTENT_FORMAT;
  if (!FORMATS.includes(format)) check.fail(["format"], `format must be one of ${FORMATS.map((f) => `"${f}"`).join(", ")}`);
  check.positiveInt(options.maxPages, "maxPages");
  if (options.extraMetadata !== undefined && options.extraMetadata !== "all" && !Array.isArray(options.extraMetadata)) {
    check.fail(["extraMetadata"], 'extraMetadata must be a list of field names or "all"');
  }

  switch (options.mode) {
    case "scrape": {
      const list = typeof options.urls === "string" ? [options.urls] : options.urls;
      if (!Array.isArray(list) || list.length === 0) check.fail(["urls"], "urls must be a URL or a non-empty list of URLs");
      const urls = [...new Set(list)];
      const scrapeOptions = withFormat(options.scrapeOptions, format);
      for (const url of urls) assertValid(scrapeRequestSchema, convertUserSchemas({ ...scrapeOptions, url }), "scrape");
      return { mode: "scrape", urls, scrapeOptions, concurrency: check.concurrency(options.concurrency), batch: options.batch ?? true };
    }
    case "crawl": {
      const waiting = { maxWaitMs: check.positiveNumber(options.maxWaitMs, "maxWaitMs"), onTimeout: check.onTimeout(options.onTimeout) };
      if (options.jobId !== undefined) {
        if (options.url !== undefined) check.fail(["url"], "give either url (start a crawl) or jobId (read an existing one), not both");
        const jobId = options.jobId;
        if (typeof jobId !== "string" || jobId.trim() === "" || /[/?#\s]/.test(jobId)) {
          check.fail(["jobId"], `jobId must be a crawl job id (got ${JSON.stringify(jobId)})`);
        }
        check.nonNegativeInt(options.skip, "skip");
        return { mode: "crawl", jobId, skip: options.skip ?? 0, ...waiting };
      }
      if (options.url === undefined) check.fail(["url"], "crawl mode needs url (start a crawl) or jobId (read an existing one)");
      check.positiveInt(options.limit, "limit");
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
        concurrency: check.concurrency(options.concurrency),
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

/** Numeric and enum checks that throw `InvalidArgumentError` naming the class and option. */
class OptionCheck {
  constructor(private readonly label: string) {}

  fail(path: string[], message: string): never {
    throw new InvalidArgumentError(`${this.label}: ${message}`, [{ path, message }]);
  }

  positiveInt(value: unknown, name: string): void {
    if (value !== undefined && !(Number.isInteger(value) && (value as number) > 0)) {
      this.fail([name], `${name} must be a positive whole number (got ${String(value)})`);
    }
  }

  nonNegativeInt(value: unknown, name: string): void {
    if (value !== undefined && !(Number.isInteger(value) && (value as number) >= 0)) {
      this.fail([name], `${name} must be a whole number ≥ 0 (got ${String(value)})`);
    }
  }

  positiveNumber(value: unknown, name: string): number | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
      this.fail([name], `${name} must be a positive number of milliseconds (got ${String(value)})`);
    }
    return value;
  }

  concurrency(value: unknown): number {
    if (value === undefined) return DEFAULT_SCRAPE_CONCURRENCY;
    if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > MAX_CONCURRENCY) {
      this.fail(["concurrency"], `concurrency must be a whole number from 1 to ${MAX_CONCURRENCY} (got ${String(value)})`);
    }
    return value as number;
  }

  onTimeout(value: unknown): "return" | "throw" {
    if (value === undefined) return "return";
    if (value !== "return" && value !== "throw") this.fail(["onTimeout"], 'onTimeout must be "return" or "throw"');
    return value;
  }
}
