import { AgentJobs } from "./client/agent-jobs.js";
import { BatchScrapeJobs } from "./client/batch-scrape-jobs.js";
import { CrawlJobs } from "./client/crawl-jobs.js";
import { ExtractJobs } from "./client/extract-jobs.js";
import { invoke } from "./client/invoke.js";
import { applyMiddleware, innerClient, type ClientMiddlewareFactory } from "./client/middleware.js";
import type { ParamsOf, ResultOf, Without } from "./client/operation-types.js";
import { Support } from "./client/support.js";
import { convertUserSchemas, type WithUserSchema } from "./client/user-schemas.js";
import { mergeOptions, resolveClientOptions, type RequestOptions, type ResolvedClientOptions, type WebDataClientOptions } from "./core/options.js";
import { redactedKey } from "./core/redact.js";
import { isRecord } from "./core/is-record.js";
import { Transport } from "./core/transport.js";
import type { WebDocument } from "./operations/document.js";
import { operations } from "./operations/index.js";

export type SearchParams = ParamsOf<"search">;
export type SearchResult = Without<ResultOf<"search">, "success" | "data"> & NonNullable<ResultOf<"search">["data"]>;
export type ScrapeParams = ParamsOf<"scrape">;
export type ScrapeResult = WebDocument;
export type MapParams = ParamsOf<"map">;
export type MapResult = Without<ResultOf<"map">, "success">;
export type InteractParams = ParamsOf<"interact">;
export type InteractResult = ResultOf<"interact">;
export type StopInteractionResult = ResultOf<"stopInteraction">;
export type CreditUsage = Without<ResultOf<"team.creditUsage">, "success">;
export type TokenUsage = Without<ResultOf<"team.tokenUsage">, "success">;
export type QueueStatus = Without<ResultOf<"team.queueStatus">, "success">;

// Keys by client, for package-internal redaction (self-healing scrubs the key from what it sends).
const apiKeys = new WeakMap<WebDataClient, string | undefined>();

/** The API key of `client`. Package-internal (not exported from the entry point): only for redaction. */
export function apiKeyForRedaction(client: WebDataClient): string | undefined {
  // A client with middleware (self-healing) wraps another; the key belongs to the innermost.
  let inner: WebDataClient | undefined = client;
  while (inner !== undefined && !apiKeys.has(inner)) inner = innerClient(inner);
  return inner === undefined ? undefined : apiKeys.get(inner);
}

/** Extra headroom over a server-side timeout, so the server's own timeout answers first. */
const SERVER_TIMEOUT_HEADROOM_MS = 15_000;

/**
 * Client for the Web Data Service v2 API (hosted, self-hosted, or the embedded local engine).
 *
 * ```ts
 * const client = new WebDataClient(); // WEBDATA_API_KEY / WEBDATA_BASE_URL from the environment
 * const page = await client.scrape({ url: "https://example.com" });
 * ```
 */
export class WebDataClient {
  readonly crawl: CrawlJobs;
  readonly batchScrape: BatchScrapeJobs;
  readonly extract: ExtractJobs;
  readonly agent: AgentJobs;
  readonly support: Support;
  private readonly transport: Transport;
  // #private: the options hold the key, and must not show up when a client is logged.
  readonly #userOptions: WebDataClientOptions;

  constructor(options: WebDataClientOptions = {}) {
    this.#userOptions = options;
    const resolved = resolveClientOptions(options);
    this.transport = new Transport(resolved, options.onRetry);
    apiKeys.set(this, resolved.apiKey);
    this.crawl = new CrawlJobs(this.transport, resolved.pollIntervalMs);
    this.batchScrape = new BatchScrapeJobs(this.transport, resolved.pollIntervalMs);
    this.extract = new ExtractJobs(this.transport, resolved.pollIntervalMs);
    this.agent = new AgentJobs(this.transport, resolved.pollIntervalMs);
    this.support = new Support(this.transport);
  }

  /** The resolved configuration, with the key redacted. */
  get config(): Omit<ResolvedClientOptions, "apiKey" | "dispatcher" | "fetch"> & { apiKey: string | undefined } {
    const { dispatcher: _d, fetch: _f, ...rest } = this.transport.config;
    const apiKey = apiKeyForRedaction(this);
    return { ...rest, apiKey: apiKey ? redactedKey(apiKey) : undefined };
  }

  /** Base URL of the server this client talks to. */
  get baseUrl(): string {
    return this.transport.config.baseUrl;
  }

  /** True when an API key is configured (the key itself is never exposed). */
  get hasApiKey(): boolean {
    return this.transport.hasApiKey;
  }

  /** A new client with these options layered over this one's. */
  withOptions(options: WebDataClientOptions): WebDataClient {
    return new WebDataClient(mergeOptions(this.#userOptions, options));
  }

  /**
   * A client whose every call — of every method, in every namespace, including ones added later —
   * passes through `middleware` first (see `ClientMiddleware`). Clients it derives with
   * `withOptions()` keep the middleware. Self-healing (`withSelfHealing`) is one.
   */
  use(middleware: ClientMiddlewareFactory<WebDataClient>): WebDataClient {
    return applyMiddleware<WebDataClient>(this, middleware, (value): value is WebDataClient => value instanceof WebDataClient);
  }

  /** Web (and news/images) search; with `scrapeOptions.formats` each result carries page content. */
  async search(params: WithUserSchema<SearchParams>, options?: RequestOptions): Promise<SearchResult> {
    const body = convertUserSchemas(params) as SearchParams;
    const res = await invoke(this.transport, operations.search, {
      params: body,
      options,
      minTimeoutMs: serverTimeout(body),
    });
    const { success: _s, data, ...rest } = res;
    return { ...rest, ...(data ?? {}) } as SearchResult;
  }

  /** Scrapes one URL. `metadata.scrapeId` opens an interact session on the page. */
  async scrape(params: WithUserSchema<ScrapeParams>, options?: RequestOptions): Promise<ScrapeResult> {
    const body = convertUserSchemas(params) as ScrapeParams;
    const res = await invoke(this.transport, operations.scrape, {
      params: body,
      options,
      minTimeoutMs: serverTimeout(body),
    });
    const doc = (res.data ?? {}) as WebDocument;
    return res.warning && doc.warning === undefined ? { ...doc, warning: res.warning } : doc;
  }

  /** A past scrape by its `metadata.scrapeId` (`GET /scrape/{id}`). */
  async getScrape(scrapeId: string, options?: RequestOptions): Promise<ScrapeResult> {
    const res = await invoke(this.transport, operations["scrape.get"], { pathParams: { id: scrapeId }, options });
    return (res.data ?? {}) as WebDocument;
  }

  /** The team's remaining and plan credits for the billing period (`GET /team/credit-usage`). */
  async getCreditUsage(options?: RequestOptions): Promise<CreditUsage> {
    const { success: _s, ...usage } = await invoke(this.transport, operations["team.creditUsage"], { options });
    return usage as CreditUsage;
  }

  /** The team's remaining and plan extract tokens (`GET /team/token-usage`). */
  async getTokenUsage(options?: RequestOptions): Promise<TokenUsage> {
    const { success: _s, ...usage } = await invoke(this.transport, operations["team.tokenUsage"], { options });
    return usage as TokenUsage;
  }

  /** The team's job queue: jobs waiting and active, concurrency (`GET /team/queue-status`). */
  async getQueueStatus(options?: RequestOptions): Promise<QueueStatus> {
    const { success: _s, ...status } = await invoke(this.transport, operations["team.queueStatus"], { options });
    return status as QueueStatus;
  }

  /**
   * Lists a site's URLs (sitemap + links), optionally ordered by relevance to `search`. Each URL
   * comes once, at its first position (some servers repeat sitemap links).
   */
  async map(params: MapParams, options?: RequestOptions): Promise<MapResult> {
    const res = await invoke(this.transport, operations.map, { params, options, minTimeoutMs: serverTimeout(params) });
    const { success: _s, ...rest } = res;
    return { ...rest, links: uniqueLinks(rest.links) } as MapResult;
  }

  /**
   * Drives the live browser session of a scrape with a natural-language `prompt` or `code`.
   * (The seed's `POST /interact {scrapeId, prompt}` is served by `POST /scrape/{scrapeId}/interact`.)
   * A run that failed in the browser is a result with `success: false`, not an exception.
   */
  interact(scrapeId: string, params: InteractParams, options?: RequestOptions): Promise<InteractResult> {
    return invoke(this.transport, operations.interact, {
      params,
      pathParams: { scrapeId },
      options,
      acceptFailureBody: true,
      minTimeoutMs: serverTimeout(params, 1000) || 30_000 + SERVER_TIMEOUT_HEADROOM_MS,
    });
  }

  /** Stops the browser session of a scrape; reports billed credits and duration. */
  stopInteraction(scrapeId: string, options?: RequestOptions): Promise<StopInteractionResult> {
    return invoke(this.transport, operations.stopInteraction, { pathParams: { scrapeId }, options });
  }
}

/** Links without repeats, first occurrence kept, order kept. */
function uniqueLinks<L extends { url: string }>(links: L[] | undefined): L[] {
  const seen = new Set<string>();
  return (links ?? []).filter((link) => !seen.has(link.url) && seen.add(link.url));
}

/** Per-attempt timeout that leaves the server's own `timeout` (ms) room to answer first. */
function serverTimeout(params: unknown, unitMs = 1): number {
  const value = isRecord(params) ? params.timeout : undefined;
  return typeof value === "number" && Number.isFinite(value) ? value * unitMs + SERVER_TIMEOUT_HEADROOM_MS : 0;
}
