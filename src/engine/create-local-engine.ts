import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { loadMarkdownConverter, type MarkdownEngineKind } from "./content/html-to-markdown.js";
import { MemoryJobStore } from "../server-kit/index.js";
import { crawlRetentionMs, type CrawlJob } from "./crawl/crawl-jobs.js";
import { openSqliteResultStore } from "./crawl/sqlite-result-store.js";
import { PageProcessor } from "./scrape/page-pool.js";
import { RecentScrapes } from "./scrape/recent-scrapes.js";
import { memoryFrontierFactory } from "./crawl/frontier.js";
import { resolveEngineOptions, type LocalEngineOptions } from "./engine-options.js";
import { systemResolver } from "./fetch/guarded-lookup.js";
import { SafeFetcher } from "./fetch/safe-fetch.js";
import { resolveEngineModels, type ModelCapability } from "./model/engine-model.js";
import { createPromptRunner } from "./model/interact-prompt.js";
import { ModelJobStore } from "./model/model-jobs.js";
import { ChangeStore } from "./scrape/change-tracking.js";
import { pageFormatHook } from "./model/page-formats-run.js";
import { PageScraper } from "./scrape/page-scraper.js";
import { openSqliteSearchIndex } from "./search/sqlite-search-index.js";
import { createSearchProvider, searchOptionFromEnv } from "./search/providers/provider-config.js";
import type { EngineContext } from "./server/engine-context.js";
import { API_PREFIX, guardedListener, HttpGate } from "../server-kit/index.js";
import { IdleRelease } from "./server/idle-release.js";
import { answersWithoutBody, createApiHandler } from "./server/api-handler.js";
import { engineRouteTable } from "./server/route-table.js";
import { logScrapes, RequestLog } from "./support/request-log.js";
import { resolveBrowserOptions } from "./browser/browser-options.js";
import type { BrowserCapability } from "./browser/browser-host.js";
import { createBrowserHttp } from "./browser/browser-http.js";
import { isLiveViewPath } from "./browser/live/live-view-http.js";
import { CaptureStore } from "./browser/capture-store.js";
import { createEngineBrowser } from "./browser/engine-browser.js";
import { WebhookDispatcher } from "./events/webhook-dispatcher.js";
import { attachJobSockets } from "./server/job-sockets.js";

/** A running local engine. */
export interface LocalEngine {
  /** Base URL of the v2 API, e.g. `http://127.0.0.1:43123/v2`: pass it as the client's `baseUrl`. */
  readonly url: string;
  /** `http://127.0.0.1:43123` (what SDKs that append `/v2` themselves want). */
  readonly origin: string;
  readonly port: number;
  /** Which mdream build converts HTML here: `native`, `wasm` or `js` (same output, different speed). */
  readonly markdownEngine: MarkdownEngineKind;
  /**
   * What this engine can do beyond fetching: `model` is the language model it was given (or null),
   * `browser` its Chromium (or null; read it again after first use for the browser's version).
   */
  readonly capabilities: EngineCapabilities;
  /** Cancels running crawls, stops the server and releases the search index. Safe to call twice. */
  close(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

/** What `engine.capabilities` reports. */
export interface EngineCapabilities {
  /** The model extract, agent and support answers run on; `null` without one (they answer 501, support uses rules only). */
  model: ModelCapability | null;
  /** The Chromium used for rendering, actions, screenshots and interact; `null` without one (they answer 501). */
  browser: BrowserCapability | null;
  /** Where search finds pages: `provider` is `searxng`, `brave`, `serper`, `custom` or `local` (only fetched pages). */
  search: { provider: string; sources: readonly string[] };
}

function originOf(host: string, port: number): string {
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/**
 * Starts the embedded engine in this process: a v2 API server (scrape, crawl, map, search; extract,
 * agent and support answers with the `model` you give it) on 127.0.0.1, port 0 by default.
 *
 * @example
 * await using engine = await createLocalEngine();
 * const client = new WebDataClient({ baseUrl: engine.url });
 */
export async function createLocalEngine(options: LocalEngineOptions = {}): Promise<LocalEngine> {
  const settings = resolveEngineOptions(options);
  const models = await resolveEngineModels(options);
  // Before anything starts: an explicit browser that is missing is an options error.
  const browserSettings = resolveBrowserOptions(options.browser);
  const converter = await loadMarkdownConverter();
  const ownIndex = options.searchIndex === undefined;
  const index =
    options.searchIndex ??
    (await openSqliteSearchIndex({
      dataDir: settings.dataDir,
      maxChars: settings.maxIndexChars,
      onError: (error) => settings.log(`search index write failed: ${String(error)}`),
    }));
  const jobs = new MemoryJobStore<CrawlJob>();
  const batchJobs = new MemoryJobStore<CrawlJob>();
  const results = await openSqliteResultStore({
    dataDir: settings.dataDir,
    maxBytes: settings.maxResultBytes,
    retentionMs: crawlRetentionMs,
    onEvict: (jobId) => (jobs.get(jobId) ?? batchJobs.get(jobId))?.expire(),
  });
  const processor = new PageProcessor(converter.convert, { threads: settings.pageWorkers });
  const fetcher = new SafeFetcher({
    allowPrivateNetwork: settings.allowPrivateNetwork,
    userAgent: settings.userAgent,
    timeoutMs: settings.fetchTimeoutMs,
    maxBodyBytes: settings.maxBodyBytes,
    maxRedirects: settings.maxRedirects,
    resolver: options.lookup ?? systemResolver,
  });
  const browser =
    browserSettings === undefined
      ? undefined
      : createEngineBrowser({
          settings: browserSettings,
          captures: new CaptureStore(settings.dataDir),
          resolver: options.lookup ?? systemResolver,
          isBlocked: fetcher.isBlocked,
          timeoutMs: settings.fetchTimeoutMs,
          maxBodyBytes: settings.maxBodyBytes,
          log: settings.log,
        });
  // Interact prompts run on the engine's model (without one they answer 501).
  if (browser !== undefined && models !== undefined) browser.sessions.promptRunner = createPromptRunner(models.pick());
  const scraper = new PageScraper(
    fetcher,
    processor,
    index,
    browser === undefined ? undefined : { ...browser, autoRender: browser.settings.autoRender, timeoutMs: settings.fetchTimeoutMs },
    pageFormatHook({ models, changes: new ChangeStore(settings.dataDir) }),
  );
  const searchOption = options.search ?? searchOptionFromEnv(process.env);
  const search = { provider: createSearchProvider(searchOption ?? { provider: "local" }, index), configured: searchOption !== undefined };
  const requestLog = new RequestLog();
  logScrapes(scraper, requestLog);
  const context: EngineContext = {
    baseUrl: "",
    trustProxy: settings.trustProxy,
    fetcher,
    browser,
    scraper,
    index,
    search,
    jobs,
    batchJobs,
    results,
    recentScrapes: new RecentScrapes(),
    frontierFactory: options.frontier ?? memoryFrontierFactory,
    userAgent: settings.userAgent,
    allowPrivateNetwork: settings.allowPrivateNetwork,
    crawlConcurrency: settings.crawlConcurrency,
    maxConcurrentJobs: settings.maxConcurrentJobs,
    running: new Set(),
    idempotencyKeys: new Map(),
    log: settings.log,
    models,
    ownKey: () => settings.apiKey,
    requestLog,
    modelJobs: new ModelJobStore(),
    webhooks: new WebhookDispatcher({
      secret: settings.webhookSecret,
      delivery: options.webhookDelivery,
      log: settings.log,
      send: (url, body, request) => fetcher.post(url, body, request),
    }),
  };
  const handle = createApiHandler(context, engineRouteTable, settings.apiKey, options.mounts);
  const browserHttp = createBrowserHttp(browser, settings.apiKey, { allowedOrigins: settings.allowedOrigins });
  // Every route (REST, captures, the seed's interact, mounts) behind one gate; no request can end the process.
  const gate = new HttpGate({ allowedHosts: settings.allowedHosts, allowedOrigins: settings.allowedOrigins, bodyIgnored: answersWithoutBody, sameOriginPaths: isLiveViewPath });
  // Once the engine is quiet (no request, no running job), it gives back what it kept for speed.
  const idle = new IdleRelease({
    isBusy: () => context.running.size > 0,
    releaseCaches: () => {
      results.releaseMemory?.();
      index.releaseMemory?.();
    },
  });
  const listener = guardedListener(
    gate,
    async (req, res) => {
      idle.touch();
      return (await browserHttp(req, res)) ? undefined : handle(req, res);
    },
    { log: settings.log, internalMessage: "An unexpected error occurred in the local engine." },
  );
  const server = createServer(listener);
  // The SDK's watcher() WebSocket on /v2/crawl/{id}; any other upgrade request is answered as a plain request.
  const sockets = attachJobSockets(server, { gate, apiKey: settings.apiKey, engine: context, fallback: listener });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(settings.port, settings.host, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    await fetcher.close();
    browser?.captures.close();
    await processor.close();
    await results.close();
    if (ownIndex) await index.close();
    throw error;
  }
  const { port, address } = server.address() as AddressInfo;
  gate.bind({ address, port });
  const origin = originOf(settings.host, port);
  context.baseUrl = `${origin}${API_PREFIX}`;
  if (browser !== undefined) {
    browser.captures.baseUrl = context.baseUrl;
    browser.liveViews.baseUrl = context.baseUrl;
  }
  const browserNote = browser === undefined ? "no browser" : `browser: ${browser.settings.chromium.executablePath}`;
  settings.log(`local engine listening on ${context.baseUrl} (markdown: mdream ${converter.kind}; ${browserNote})`);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      idle.close();
      context.jobs.cancelAll();
      context.batchJobs.cancelAll();
      context.modelJobs.cancelAll();
      await Promise.allSettled([...context.running]);
      sockets.close();
      await context.webhooks.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await browser?.close();
      await fetcher.close();
      await processor.close();
      await results.close();
      if (ownIndex) await index.close();
    })();
    return closing;
  };
  return {
    url: context.baseUrl,
    origin,
    port,
    markdownEngine: converter.kind,
    get capabilities(): EngineCapabilities {
      return {
        model: models?.capability ?? null,
        browser: browser?.host.capability ?? null,
        search: { provider: search.provider.name, sources: search.provider.sources },
      };
    },
    close,
    [Symbol.asyncDispose]: close,
  };
}
