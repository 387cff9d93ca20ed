import { z } from "zod/v4";
import { InvalidArgumentError } from "./errors.js";
import { lazyValue } from "./lazy-value.js";
import { isLoopbackHost } from "./loopback.js";
import { checkOptions, optionTypes as t } from "./options-schema.js";
import type { OnRetry, RetryPolicy } from "./retry.js";

/**
 * An undici `Dispatcher` (`Agent`, `ProxyAgent`, `MockAgent`, …). Typed by shape, not imported from
 * undici: undici is an optional peer, and these types must compile without it (docs/packaging.md).
 */
export interface UndiciDispatcher {
  dispatch(options: never, handler: never): boolean;
}

/** `fetch`-compatible function a user may supply instead of the built-in undici transport. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Options of a `WebDataClient`. Every field is optional; environment variables fill the gaps. */
export interface WebDataClientOptions {
  /**
   * API key sent as `Authorization: Bearer …`. `null` means no key, even when the environment has
   * one (so `apiKey: mock.apiKey` works for a keyless mock too). @default process.env.WEBDATA_API_KEY
   */
  apiKey?: string | null | undefined;
  /** Base URL of a v2 server, including `/v2`. @default process.env.WEBDATA_BASE_URL ?? "https://api.firecrawl.dev/v2" */
  baseUrl?: string | undefined;
  /** Per-attempt timeout in milliseconds. Long operations raise it for themselves. @default 90000 */
  timeoutMs?: number | undefined;
  /** Budget for all attempts and retry waits of one call, in milliseconds. @default undefined (none) */
  totalTimeoutMs?: number | undefined;
  /** Retry policy; a number sets `maxRetries` only. @default { maxRetries: 3, … } */
  retry?: Partial<RetryPolicy> | number | undefined;
  /** Extra headers on every request. */
  headers?: Record<string, string> | undefined;
  /** An undici dispatcher (proxy agent, custom CA, mock agent). @default a shared keep-alive Agent */
  dispatcher?: UndiciDispatcher | undefined;
  /** A custom `fetch`; when given it is used instead of undici's `request`. */
  fetch?: FetchLike | undefined;
  /** Poll interval for job waits, in milliseconds. @default 2000 */
  pollIntervalMs?: number | undefined;
  /** Called before each retry wait (logging, metrics). Never receives credentials. */
  onRetry?: OnRetry | undefined;
}

/** Options of one call; they override the client's for that call only. */
export interface RequestOptions {
  /** Cancels the call: the socket, every retry wait and every poll wait. */
  signal?: AbortSignal | undefined;
  /** Per-attempt timeout in milliseconds. */
  timeoutMs?: number | undefined;
  /** Budget for the whole call including retries, in milliseconds. */
  totalTimeoutMs?: number | undefined;
  /** Retry policy override; a number sets `maxRetries`. */
  retry?: Partial<RetryPolicy> | number | undefined;
  /** Extra headers for this call. */
  headers?: Record<string, string> | undefined;
  /** Sent as `x-idempotency-key` (crawl start): lets a job start be retried safely. */
  idempotencyKey?: string | undefined;
  /**
   * Self-healing for this call, on a client from `withSelfHealing()` (other clients ignore it):
   * `false` turns it off, `{ rationale }` tells support this call's goal.
   */
  healing?: HealingCallSetting | undefined;
}

/** Per-call self-healing setting (see `RequestOptions.healing`). */
export type HealingCallSetting = false | { rationale?: string | undefined };

/** Options of a job wait (`wait`, `run`, `pages`). */
export interface WaitOptions extends RequestOptions {
  /** Time between status polls, in milliseconds. @default 2000 */
  pollIntervalMs?: number | undefined;
  /** Give up waiting after this many milliseconds (the job keeps running). @default undefined (no limit) */
  maxWaitMs?: number | undefined;
}

// Built on first use: an import of the package should not pay for it (bench/README.md, issue 31).
/** The fields of `WebDataClientOptions`' schema. */
export const clientOptionsShape = lazyValue(() => ({
  apiKey: z.string().nullable().optional(),
  baseUrl: z.string().optional(),
  timeoutMs: t.positive(),
  totalTimeoutMs: t.positive(),
  retry: z
    .union([
      z.number().int().nonnegative(),
      z.strictObject({ maxRetries: z.number().int().nonnegative().optional(), initialDelayMs: t.nonNegative(), maxDelayMs: t.nonNegative(), maxTotalWaitMs: t.nonNegative() }),
    ])
    .optional(),
  headers: z.record(z.string(), z.string()).optional(),
  dispatcher: t.object(),
  fetch: t.fn(),
  pollIntervalMs: t.positive(),
  onRetry: t.fn(),
}));

/** The schema of `WebDataClientOptions` (unknown options are an error that suggests the right name). */
export const clientOptionsSchema = z.lazy(() => z.strictObject(clientOptionsShape()));

export const DEFAULT_BASE_URL = "https://api.firecrawl.dev/v2";
export const DEFAULT_TIMEOUT_MS = 90_000;
export const DEFAULT_POLL_INTERVAL_MS = 2_000;

/** Resolved client configuration: every default and environment value applied. */
export interface ResolvedClientOptions {
  apiKey: string | undefined;
  baseUrl: string;
  timeoutMs: number;
  totalTimeoutMs: number | undefined;
  retry: Partial<RetryPolicy>;
  headers: Record<string, string>;
  dispatcher: UndiciDispatcher | undefined;
  fetch: FetchLike | undefined;
  pollIntervalMs: number;
}

type Layer = Partial<WebDataClientOptions & RequestOptions> | undefined;

/**
 * The one merge function (DESIGN rule 4): defaults < client options < per-call options.
 * Headers and retry policies merge key by key; everything else is replaced when defined.
 */
export function mergeOptions<T extends object>(...layers: (Layer | Partial<T>)[]): T {
  const out: Record<string, unknown> = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined) continue;
      if (key === "headers") out.headers = { ...(out.headers as object), ...(value as object) };
      else if (key === "retry") out.retry = { ...asRetry(out.retry), ...asRetry(value) };
      else out[key] = value;
    }
  }
  return out as T;
}

function asRetry(value: unknown): Partial<RetryPolicy> {
  if (typeof value === "number") return { maxRetries: value };
  return (value as Partial<RetryPolicy> | undefined) ?? {};
}

/** Applies defaults and the environment to user options. */
export function resolveClientOptions(options: WebDataClientOptions = {}, env = process.env): ResolvedClientOptions {
  checkOptions(clientOptionsSchema, options, "WebDataClient");
  const merged = mergeOptions<WebDataClientOptions>(
    { baseUrl: env.WEBDATA_BASE_URL || DEFAULT_BASE_URL, apiKey: env.WEBDATA_API_KEY || undefined },
    options,
  );
  return {
    apiKey: merged.apiKey?.trim() || undefined,
    baseUrl: normaliseBaseUrl(merged.baseUrl ?? DEFAULT_BASE_URL),
    timeoutMs: merged.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    totalTimeoutMs: merged.totalTimeoutMs,
    retry: asRetry(merged.retry),
    headers: merged.headers ?? {},
    dispatcher: merged.dispatcher,
    fetch: merged.fetch,
    pollIntervalMs: merged.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
  };
}

function normaliseBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InvalidArgumentError(`Invalid baseUrl ${JSON.stringify(raw)}: expected an absolute http(s) URL such as ${DEFAULT_BASE_URL}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new InvalidArgumentError(`Invalid baseUrl: ${url.protocol} is not http(s)`);
  }
  return url.toString().replace(/\/+$/, "");
}

/** True for a server on this machine (a local engine or a test server): no key required. */
export function isLoopbackBaseUrl(baseUrl: string): boolean {
  return isLoopbackHost(new URL(baseUrl).hostname);
}
