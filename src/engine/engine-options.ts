import { z } from "zod/v4";
import { checkOptions, optionTypes as t } from "../core/options-schema.js";
import { VERSION } from "../core/version.js";
import { defaultMaxConcurrentJobs, defaultMaxResultBytes, maxCrawlConcurrency } from "./crawl/crawl-bounds.js";
import { pageProcessorDefaults } from "./scrape/page-processor-options.js";
import { defaultMaxIndexChars } from "./search/sqlite-search-index.js";
import type { FrontierFactory } from "./crawl/frontier.js";
import type { EngineModelOptions } from "./model/engine-model.js";
import { maxModelTimeoutMs } from "./model/model-deadline.js";
import type { HostResolver } from "./fetch/guarded-lookup.js";
import { checkPrivateNetworkAllowance, invalidAllowEntry, type PrivateNetworkAllowance } from "./fetch/private-allow-list.js";
import type { BrowserOptions, EngineBrowserOption } from "./browser/browser-options.js";
import type { SearchIndex } from "./search/search-index.js";
import { searchProviderSchema, type SearchProviderOption } from "./search/providers/provider-config.js";
import type { MountHandler } from "./server/api-handler.js";
import type { WebhookDeliveryOptions } from "./events/webhook-dispatcher.js";
import { isLoopbackHost } from "../core/loopback.js";
import { normalizeOrigin, splitHostHeader } from "../server-kit/index.js";

/** Options of `createLocalEngine()`. */
export interface LocalEngineOptions extends EngineModelOptions {
  /** TCP port to listen on; 0 picks a free one. @default 0 */
  port?: number;
  /** Interface to bind. Keep it on loopback unless you know why not. @default "127.0.0.1" */
  host?: string;
  /**
   * Directory for state that survives restarts (the search index, `search-index.sqlite`).
   * Without it everything lives in memory. @default undefined
   */
  dataDir?: string;
  /**
   * Allow fetching private, loopback and link-local addresses (10/8, 127/8, 169.254/16, ::1,
   * fc00::/7, …). Off by default so a model-chosen URL cannot reach the engine's own network;
   * `true` allows them all (e.g. to scrape sites on localhost), a list allows only the host names
   * (`staging.internal`, `*.corp.example`), addresses (`10.1.2.3`, `::1`) and CIDR ranges
   * (`10.1.0.0/16`) it names. Applies to the fetch path and to every request the browser makes.
   * A host name entry is pinned to the addresses its first lookup returns (a later DNS answer is
   * refused: no rebinding); no entry is port-scoped. See docs/engine-safety.md.
   * @default false
   */
  allowPrivateNetwork?: PrivateNetworkAllowance;
  /**
   * When set, every request must send `Authorization: Bearer <apiKey>` (checked in constant time;
   * screenshot and PDF capture URLs excepted: their names are unguessable, like signed URLs).
   * Required when `host` is not loopback, unless `insecureNoAuth` is set. @default undefined (no auth)
   */
  apiKey?: string;
  /**
   * Serve on a non-loopback `host` without `apiKey`. Anyone who can reach the port can then make
   * this machine fetch pages (its own network too, with `allowPrivateNetwork`), run browser code and
   * spend its model budget. Only for a network you fully trust. @default false
   */
  insecureNoAuth?: boolean;
  /**
   * Host names (`Host` header) the engine answers to besides loopback names and its own addresses,
   * e.g. the public name behind a reverse proxy (`webdata.example.com`, or `name:port` for one port).
   * Any other `Host` is answered 421, so a web page cannot reach the engine by DNS rebinding.
   * @default []
   */
  allowedHosts?: string[];
  /**
   * Origins of web pages allowed to call the engine (`https://app.example.com`); they get CORS
   * headers and preflights. Any other request carrying `Origin` is refused with 403. @default []
   */
  allowedOrigins?: string[];
  /**
   * Build job links (`url`, `next`) from `X-Forwarded-Host` / `X-Forwarded-Proto` as well as `Host`.
   * Turn it on only behind a reverse proxy you run, which sets those headers. @default false
   */
  trustProxy?: boolean;
  /** User-Agent of outbound requests; its product token ("webdata-kit") is matched against robots.txt. */
  userAgent?: string;
  /** Time budget of one outbound page fetch (connect, headers, body), in milliseconds. @default 30000 */
  fetchTimeoutMs?: number;
  /** Largest response body accepted from a target (after decompression), in bytes. @default 10485760 (10 MiB) */
  maxBodyBytes?: number;
  /** Redirect hops followed per fetch. @default 10 */
  maxRedirects?: number;
  /** Parallel requests per host of a crawl that sets no `maxConcurrency`, 1–50. @default 10 */
  crawlConcurrency?: number;
  /**
   * Crawls running at once on this engine. One more start is answered 429 with `Retry-After`
   * until a running crawl ends or is cancelled. @default 10
   */
  maxConcurrentJobs?: number;
  /**
   * Disk budget of crawl results (document JSON, all crawls together), in bytes. Results live in
   * SQLite (`crawl-results.sqlite` in `dataDir`, else a temporary file), 24 h after a crawl ends;
   * when a new page would pass the budget, finished crawls are evicted oldest first (their status
   * then answers 404), and a crawl that still finds no room stops with a `warning`.
   * @default 1073741824 (1 GiB)
   */
  maxResultBytes?: number;
  /**
   * Budget of the built-in search index's stored text (titles, descriptions and up to 128 K
   * characters of content per page), in characters. The index is SQLite on disk
   * (`search-index.sqlite` in `dataDir`, else a temporary file); when a write passes the budget, the
   * pages indexed longest ago are dropped (down to 90 %). The file takes about 2–3 × this with
   * the full-text index. @default 268435456 (256 Mi characters)
   */
  maxIndexChars?: number;
  /**
   * Worker threads that turn large fetched pages into documents, off the event loop (pages up to
   * 64 KiB are processed inline, where that is cheaper). 0 processes every page inline.
   * @default min(4, available cores)
   */
  pageWorkers?: number;
  /**
   * Host name resolver used for outbound requests (the address it returns is the one checked and
   * dialled). For tests and special set-ups, e.g. mapping `site.test` to 127.0.0.1. @default system DNS
   */
  lookup?: HostResolver;
  /** Creates each crawl's queue + seen set; replace it to share a frontier between processes. @default in memory */
  frontier?: FrontierFactory;
  /** Search index to use instead of the built-in SQLite one (the engine does not close it). */
  searchIndex?: SearchIndex;
  /**
   * Where `/search` (and so `web_search`) finds pages: `{ provider: "searxng", url }`,
   * `{ provider: "brave", apiKey }`, `{ provider: "serper", apiKey }` (each with an optional `baseUrl`),
   * `{ provider: "custom", search }` or `{ provider: "local" }` (only pages this engine has fetched).
   * See docs/search-providers.md.
   * @default from the environment (WEBDATA_SEARXNG_URL or SEARXNG_ENDPOINT, else BRAVE_API_KEY, else SERPER_API_KEY), else local with a warning
   */
  search?: SearchProviderOption;
  /**
   * Chromium for JavaScript rendering, actions, screenshots and interact sessions (through
   * playwright-core; no browser is downloaded). `"auto"` uses `WEBDATA_CHROMIUM` or a Chromium/Chrome
   * found on the machine (Debian's chromium-headless-shell/chromium, Playwright's cache, common Chrome
   * paths) and runs without one when none is found; `false` never uses a browser; an object sets the
   * executable and the session limits. The browser starts on first use. @default "auto"
   */
  browser?: EngineBrowserOption;
  /**
   * Extra HTTP handlers by exact path outside `/v2` (e.g. `{ "/mcp": handler }`), served behind
   * the same request gate (Host, Origin, JSON bodies) and bearer check as the API. `webdata serve`
   * mounts its MCP endpoint this way.
   */
  mounts?: Record<string, MountHandler> | undefined;
  /**
   * Secret that signs webhook deliveries: each carries `X-Firecrawl-Signature: sha256=<hex>`, the
   * HMAC-SHA256 of the exact body (check it with `verifyWebhook()` from webdata-kit). Without one,
   * deliveries are unsigned. Never logged. See docs/engine.md, "Job events".
   * @default process.env.WEBDATA_WEBHOOK_SECRET
   */
  webhookSecret?: string;
  /** Retries, timeout and queue bounds of webhook deliveries (each has a default). */
  webhookDelivery?: WebhookDeliveryOptions;
  /** Receives one line per notable event (crawl start/end, unexpected errors). Never receives keys. */
  log?: (line: string) => void;
}

/** Defaults of the bounds above. */
export const engineDefaults = {
  port: 0,
  host: "127.0.0.1",
  fetchTimeoutMs: 30_000,
  maxBodyBytes: 10 * 1024 * 1024,
  maxRedirects: 10,
  crawlConcurrency: 10,
  userAgent: `Mozilla/5.0 (compatible; webdata-kit/${VERSION}; +https://www.npmjs.com/package/webdata-kit)`,
} as const;

/** An AI SDK `LanguageModel` object (it has `doGenerate`) or a model id string the AI SDK resolves. */
const languageModel = z
  .custom((value) =>
    (typeof value === "string" && value.trim() !== "") ||
    (typeof value === "object" && value !== null && typeof (value as { doGenerate?: unknown }).doGenerate === "function"),
    'must be an AI SDK LanguageModel (e.g. openai("gpt-4o-mini") from @ai-sdk/openai) or a model id string',
  )
  .optional();

/** The schema of `browser: { … }`. */
export const browserOptionsSchema = z.strictObject({
  executablePath: z.string().min(1).optional(),
  maxSessions: t.positiveInt(),
  sessionTtlMs: t.positiveInt(),
  sessionIdleMs: t.positiveInt(),
  autoRender: z.boolean().optional(),
  maxConcurrentPages: t.positiveInt(),
  maxPages: t.positiveInt(),
  codeMemoryMb: t.positiveInt(),
  maxReplays: t.positiveInt(),
} satisfies Record<keyof BrowserOptions, z.ZodType>);

const allowPrivateNetwork = z.union([z.boolean(), z.array(z.string())]).superRefine((value, ctx) => {
  if (typeof value === "boolean") return;
  value.forEach((entry, i) => {
    const problem = invalidAllowEntry(entry);
    if (problem !== undefined) ctx.addIssue({ code: "custom", path: [i], message: problem });
  });
});

/** The schema of `LocalEngineOptions` (`createLocalEngine`, and `webdata serve`'s flags through it). */
export const localEngineOptionsSchema = z
  .strictObject({
    port: z.int().min(0).max(65_535).optional(),
    host: z.string().min(1).optional(),
    dataDir: z.string().min(1).optional(),
    allowPrivateNetwork: allowPrivateNetwork.optional(),
    apiKey: z.string().optional(),
    insecureNoAuth: z.boolean().optional(),
    allowedHosts: z.array(z.string().refine((v) => splitHostHeader(v) !== undefined, "must be a host name or address, with an optional :port")).optional(),
    allowedOrigins: z.array(z.string().refine((v) => normalizeOrigin(v) !== undefined, "must be an http(s) origin such as https://app.example.com")).optional(),
    trustProxy: z.boolean().optional(),
    userAgent: z.string().min(1).optional(),
    fetchTimeoutMs: t.positiveInt(),
    maxBodyBytes: t.positiveInt(),
    maxRedirects: t.nonNegativeInt(),
    crawlConcurrency: z.int().min(1).max(maxCrawlConcurrency).optional(),
    maxConcurrentJobs: t.positiveInt(),
    maxResultBytes: t.positiveInt(),
    maxIndexChars: t.positiveInt(),
    pageWorkers: t.nonNegativeInt(),
    lookup: t.fn(),
    frontier: t.fn(),
    searchIndex: t.object(),
    search: searchProviderSchema.optional(),
    browser: z.union([z.literal("auto"), z.literal(false), browserOptionsSchema]).optional(),
    mounts: z.record(z.string(), z.custom((v) => typeof v === "function", "must be a request handler function")).optional(),
    log: t.fn(),
    webhookSecret: z.string().min(1, "must not be empty (leave it out for unsigned deliveries)").optional(),
    webhookDelivery: z
      .strictObject({
        maxAttempts: z.int().min(1).max(20).optional(),
        firstRetryMs: z.int().min(0).max(600_000).optional(),
        timeoutMs: t.positiveInt(),
        maxQueuedBytes: t.positiveInt(),
        concurrency: z.int().min(1).max(64).optional(),
        closeGraceMs: z.int().min(0).max(600_000).optional(),
      })
      .optional(),
    model: languageModel,
    models: z.strictObject({ pro: languageModel }).optional(),
    modelContextTokens: z.int().min(1000).optional(),
    // A longer timer fires at once (Node clamps it to 1 ms): every model call would time out.
    modelTimeoutMs: z.int().min(100).max(maxModelTimeoutMs, `must be at most ${maxModelTimeoutMs} ms (about 24.8 days), the longest a timer can wait`).optional(),
  } satisfies Record<keyof LocalEngineOptions, z.ZodType>)
  .superRefine((options, ctx) => {
    // Reachable from other machines, the engine is a fetch proxy into this one's network: not without a key.
    const host = options.host ?? engineDefaults.host;
    if (!isLoopbackHost(host) && !options.apiKey && options.insecureNoAuth !== true) {
      ctx.addIssue({ code: "custom", path: ["apiKey"], message: exposedWithoutKeyMessage(host, "apiKey", "insecureNoAuth: true") });
    }
    if (options.models?.pro !== undefined && options.model === undefined) {
      ctx.addIssue({ code: "custom", path: ["models", "pro"], message: "needs model to be set too" });
    }
  });

/** Options with defaults applied, after the one schema check (bad options fail before anything starts). */
export function resolveEngineOptions(options: LocalEngineOptions) {
  checkOptions(localEngineOptionsSchema, options, "createLocalEngine");
  const host = options.host ?? engineDefaults.host;
  return {
    port: options.port ?? engineDefaults.port,
    host,
    dataDir: options.dataDir,
    allowPrivateNetwork: checkPrivateNetworkAllowance(options.allowPrivateNetwork),
    apiKey: options.apiKey === "" ? undefined : options.apiKey,
    allowedHosts: options.allowedHosts ?? [],
    allowedOrigins: options.allowedOrigins ?? [],
    trustProxy: options.trustProxy ?? false,
    userAgent: options.userAgent ?? engineDefaults.userAgent,
    fetchTimeoutMs: options.fetchTimeoutMs ?? engineDefaults.fetchTimeoutMs,
    maxBodyBytes: options.maxBodyBytes ?? engineDefaults.maxBodyBytes,
    maxRedirects: options.maxRedirects ?? engineDefaults.maxRedirects,
    crawlConcurrency: options.crawlConcurrency ?? engineDefaults.crawlConcurrency,
    maxConcurrentJobs: options.maxConcurrentJobs ?? defaultMaxConcurrentJobs,
    maxResultBytes: options.maxResultBytes ?? defaultMaxResultBytes,
    maxIndexChars: options.maxIndexChars ?? defaultMaxIndexChars,
    pageWorkers: options.pageWorkers ?? pageProcessorDefaults.threads,
    log: options.log ?? (() => {}),
    webhookSecret: options.webhookSecret ?? (process.env.WEBDATA_WEBHOOK_SECRET || undefined),
  };
}

/** Why an exposed engine needs a key, naming the key option and the explicit way around it. */
export function exposedWithoutKeyMessage(host: string, keyOption: string, insecureOption: string): string {
  return (
    `host ${host} is reachable from other machines, and without a key anyone who reaches the port can make this machine ` +
    `fetch pages (its own network too with allowPrivateNetwork), drive its browser and spend its model budget. ` +
    `Set ${keyOption} so callers must authenticate, or pass ${insecureOption} if this network is fully trusted`
  );
}
