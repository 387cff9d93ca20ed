import type { JobStore } from "../../server-kit/index.js";
import type { CrawlJob } from "../crawl/crawl-jobs.js";
import type { FrontierFactory } from "../crawl/frontier.js";
import type { CrawlResultStore } from "../crawl/result-store.js";
import type { SafeFetcher } from "../fetch/safe-fetch.js";
import type { EngineModels } from "../model/engine-model.js";
import type { ModelJobStore } from "../model/model-jobs.js";
import type { RequestLog } from "../support/request-log.js";
import type { PageScraper } from "../scrape/page-scraper.js";
import type { RecentScrapes } from "../scrape/recent-scrapes.js";
import type { SearchIndex } from "../search/search-index.js";
import type { SearchProvider } from "../search/providers/search-provider.js";
import type { PrivateNetworkAllowance } from "../fetch/private-allow-list.js";
import type { EngineBrowser } from "../browser/engine-browser.js";
import type { WebhookDispatcher } from "../events/webhook-dispatcher.js";

/** What the route handlers share: the engine's services and settings. */
export interface EngineContext {
  /** `http://127.0.0.1:<port>/v2`: the base of absolute URLs when a request carries no usable `Host`. */
  baseUrl: string;
  /** Believe `X-Forwarded-Host`/`-Proto` when building job links (the engine runs behind your proxy). */
  trustProxy: boolean;
  fetcher: SafeFetcher;
  scraper: PageScraper;
  index: SearchIndex;
  /** Where `/search` sends queries; `configured` is false when it fell back to the index for want of a provider. */
  search: { provider: SearchProvider; configured: boolean };
  jobs: JobStore<CrawlJob>;
  /** The newest scrapes by `metadata.scrapeId`, for `GET /scrape/{id}` (bounded by count and size). */
  recentScrapes: RecentScrapes;
  /** Batch scrape jobs (crawl jobs over a fixed URL list). */
  batchJobs: JobStore<CrawlJob>;
  /** Crawl documents, on disk. */
  results: CrawlResultStore;
  frontierFactory: FrontierFactory;
  userAgent: string;
  allowPrivateNetwork: PrivateNetworkAllowance;
  /** The browser services (undefined when the engine runs without a browser). */
  browser: EngineBrowser | undefined;
  /** Default `maxConcurrency` of a crawl. */
  crawlConcurrency: number;
  /** Crawls running at once at most; the next start gets a 429 with `Retry-After`. */
  maxConcurrentJobs: number;
  /** Crawl runs in progress, so `close()` can wait for them to unwind. */
  running: Set<Promise<void>>;
  /** Idempotency keys of started crawls (key → crawl id). */
  idempotencyKeys: Map<string, string>;
  log: (line: string) => void;
  /** The language model(s) for extract, agent and support answers; `undefined` when none is configured. */
  models: EngineModels | undefined;
  /** The key callers must send (the agent's tools call this engine like any client); never logged. */
  ownKey: () => string | undefined;
  /** Recent page fetches (URL, options, timings, status, sizes, how fetched, errors) that support ask reads. */
  requestLog: RequestLog;
  /** Extract and agent jobs. */
  modelJobs: ModelJobStore;
  /** Delivers job events to the webhooks jobs were started with. */
  webhooks: WebhookDispatcher;
}
