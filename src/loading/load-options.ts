import type { MapParams, ScrapeParams, SearchParams } from "../client.js";
import type { CrawlParams } from "../client/crawl-jobs.js";
import type { WebDataClientSource } from "../client/client-source.js";

/** Which page field becomes `Document.pageContent`. */
export type ContentFormat = "markdown" | "html" | "rawHtml" | "summary";

export type LoaderMode = "scrape" | "crawl" | "map" | "search";

/**
 * Why a page produced no document:
 * - `no-content`: the page has no text in the chosen `format`;
 * - `page-error`: the service reported a page-level error (`metadata.error`);
 * - `http-status`: the target answered 400 or more (see `includeErrorPages`);
 * - `request-failed`: scraping this URL failed (blocked, timed out, DNS, …);
 * - `crawl-error`: the crawl could not scrape this page (from `GET /crawl/{id}/errors`);
 * - `robots-blocked`: robots.txt kept the crawler away from this URL.
 */
export type SkipReason = "no-content" | "page-error" | "http-status" | "request-failed" | "crawl-error" | "robots-blocked";

/** A page that was found but not turned into a document. */
export interface SkippedPage {
  url: string;
  reason: SkipReason;
  /** HTTP status of the target page, when known. */
  statusCode?: number | undefined;
  /** What the service said, e.g. the page error or the failed request's message. */
  message?: string | undefined;
}

/** How a load ended (`running` while it is still going). */
export type LoadStatus =
  /** Every page of the source was read. */
  | "completed"
  /** `maxPages` documents were yielded; the rest was not read. */
  | "maxPages"
  /**
   * The job ended but the server delivered fewer documents than it reports finished (`missing`
   * says how many; `warnings` says why): every document it did deliver was yielded, once.
   */
  | "incomplete"
  /** `maxWaitMs` ran out; the crawl job is still running (resume with `jobId` and `skip`). */
  | "timedOut"
  /** The crawl job failed on the server; what arrived was yielded, then `JobFailedError` was thrown. */
  | "failed"
  /** The `signal` aborted the load. */
  | "aborted"
  /** The consumer stopped iterating before the end. */
  | "stopped"
  /** Another error was thrown (authentication, credits, network, …). */
  | "error"
  | "running";

/** What one load did. Nothing is dropped silently: every page is either yielded or listed here. */
export interface LoadSummary {
  mode: LoaderMode;
  status: LoadStatus;
  /** Documents yielded. */
  yielded: number;
  /** Pages found but not yielded, with the reason. */
  skipped: SkippedPage[];
  /**
   * Pages read from the source, yielded or skipped. For a crawl this is the position in the job's
   * results: pass it as `skip` with the `jobId` to continue an interrupted load.
   */
  read: number;
  /** URLs that were found or given but not loaded because the load ended early (`maxPages`, abort, …). */
  pending: string[];
  /** The crawl job's id. */
  jobId?: string | undefined;
  /** The crawl job's last status as the server reported it (`scraping`, `completed`, …). */
  jobStatus?: string | undefined;
  /** True when the loader cancelled the crawl job it had started (early stop or abort). */
  jobCancelled?: boolean | undefined;
  /** Pages the source reported in total (crawl `total`, map links, search results). */
  total?: number | undefined;
  /** Pages the crawl job has finished. */
  completed?: number | undefined;
  /** Documents the job's server reports finished but never delivered (status `incomplete`). */
  missing?: number | undefined;
  /** Credits the service reported for the work (crawl and search). */
  creditsUsed?: number | undefined;
  /** What to do next, e.g. how to resume a crawl that is still running. */
  message?: string | undefined;
  /** Things worth knowing that did not stop the load (e.g. a crawl that hit its `limit`). */
  warnings: string[];
}

/** Passed to `onProgress` after every page and every crawl status page. */
export interface LoadProgress {
  mode: LoaderMode;
  yielded: number;
  skipped: number;
  read: number;
  total?: number | undefined;
  completed?: number | undefined;
  jobStatus?: string | undefined;
}

/** Options every mode shares. */
export interface LoaderCommonOptions extends WebDataClientSource {
  /** Page field used as `pageContent`; it is added to the requested formats. @default "markdown" */
  format?: ContentFormat | undefined;
  /** Stop after this many documents (skipped pages do not count). @default undefined (no limit) */
  maxPages?: number | undefined;
  /** Cancels the load: every request, retry wait and poll wait. */
  signal?: AbortSignal | undefined;
  /** Called after every page (and every crawl status poll) with the counters so far. */
  onProgress?: ((progress: LoadProgress) => void) | undefined;
  /** Called for every page that is not turned into a document; also listed in `lastSummary.skipped`. */
  onSkip?: ((page: SkippedPage) => void) | undefined;
  /**
   * Yield pages whose target answered an HTTP status of 400 or more (they usually hold an error
   * page, not content). When false they are skipped with reason `http-status`. @default false
   */
  includeErrorPages?: boolean | undefined;
  /**
   * More page metadata fields to copy into `Document.metadata` (flattened; non-flat values are
   * dropped), e.g. `["ogImage", "publishedTime"]`, or `"all"` for every flat field.
   * @default undefined (only source, url, sourceURL, title, description, language, keywords, statusCode, contentType, scrapeId, jobId)
   */
  extraMetadata?: readonly string[] | "all" | undefined;
}

/** Scrape options for scrape and map modes (`url` comes from the loader). */
export type LoaderScrapeOptions = Omit<ScrapeParams, "url">;

/** Load one or many URLs. Documents arrive in completion order, not input order. */
export interface ScrapeLoaderOptions extends LoaderCommonOptions {
  mode: "scrape";
  /** Page URL(s). Exact duplicates are scraped once. */
  urls: string | readonly string[];
  scrapeOptions?: LoaderScrapeOptions | undefined;
  /** Scrapes in flight at once. @default 4 */
  concurrency?: number | undefined;
  /**
   * With more URLs than `concurrency`, scrape them as one batch scrape job (`client.batchScrape`)
   * when the server offers it; a server without it (404/501) gets single scrapes. @default true
   */
  batch?: boolean | undefined;
}

/** Crawl options other than the start URL, `limit` and `scrapeOptions`. */
export type LoaderCrawlOptions = Omit<CrawlParams, "url" | "limit" | "scrapeOptions">;

interface CrawlWaitOptions {
  /**
   * Longest time to wait for the job's pages, in milliseconds. When it runs out the load ends with
   * what arrived, the job keeps running, and `lastSummary` says how to resume. @default undefined (no limit)
   */
  maxWaitMs?: number | undefined;
  /** When `maxWaitMs` runs out: end quietly (`"return"`) or throw `JobTimeoutError`. @default "return" */
  onTimeout?: "return" | "throw" | undefined;
}

/**
 * Start a crawl and stream its pages while it runs and after it ends. The loader owns the job: it
 * cancels it when the load stops early (`maxPages`, abort, the consumer stops); not on a timeout.
 */
export interface CrawlLoaderOptions extends LoaderCommonOptions, CrawlWaitOptions {
  mode: "crawl";
  /** Start URL. */
  url: string;
  jobId?: undefined;
  /** Most pages the crawl may scrape (the credit budget). @default maxPages, else 1000 */
  limit?: number | undefined;
  crawlOptions?: LoaderCrawlOptions | undefined;
  scrapeOptions?: CrawlParams["scrapeOptions"] | undefined;
}

/** Read an existing crawl job (running or finished). The loader never cancels a job it did not start. */
export interface CrawlResumeLoaderOptions extends LoaderCommonOptions, CrawlWaitOptions {
  mode: "crawl";
  /** Id of the crawl job to read. */
  jobId: string;
  url?: undefined;
  /** Pages of the job's results to pass over first (an earlier load's `lastSummary.read`). @default 0 */
  skip?: number | undefined;
}

/**
 * The URLs of a site. Without `scrape`, each link becomes a document whose content is its title and
 * description (or the URL); with `scrape`, each page is scraped like scrape mode does.
 */
export interface MapLoaderOptions extends LoaderCommonOptions {
  mode: "map";
  /** Site to map. */
  url: string;
  mapOptions?: Omit<MapParams, "url"> | undefined;
  /** Scrape every mapped URL. @default false */
  scrape?: boolean | undefined;
  /** Used when `scrape` is true. */
  scrapeOptions?: LoaderScrapeOptions | undefined;
  /** Scrapes in flight at once when `scrape` is true. @default 4 */
  concurrency?: number | undefined;
  /**
   * With more URLs than `concurrency`, scrape them as one batch scrape job (`client.batchScrape`)
   * when the server offers it; a server without it (404/501) gets single scrapes. @default true
   */
  batch?: boolean | undefined;
}

/** Web (and news) search results with their page content. */
export interface SearchLoaderOptions extends LoaderCommonOptions {
  mode: "search";
  query: string;
  /** Results per source, 1–100. @default 10 */
  limit?: number | undefined;
  searchOptions?: Omit<SearchParams, "query" | "limit" | "scrapeOptions"> | undefined;
  /** How each result is scraped; `formats` always includes `format`. */
  scrapeOptions?: SearchParams["scrapeOptions"] | undefined;
  /**
   * Keep results whose page has no usable content (it could not be scraped, or was empty) as snippet
   * documents — title and description, `metadata.contentKind: "snippet"` — instead of skipping them.
   * @default false (the retriever turns it on)
   */
  snippets?: boolean | undefined;
}

/** Options of `WebDataLoader`: one mode, plus a client or client options. */
export type WebDataLoaderOptions =
  | ScrapeLoaderOptions
  | CrawlLoaderOptions
  | CrawlResumeLoaderOptions
  | MapLoaderOptions
  | SearchLoaderOptions;

export const DEFAULT_CONTENT_FORMAT: ContentFormat = "markdown";
export const DEFAULT_SCRAPE_CONCURRENCY = 4;
/** Crawl `limit` when neither `limit` nor `maxPages` is given (the service itself defaults to 10,000). */
export const DEFAULT_LOADER_CRAWL_LIMIT = 1000;
