import type { AuthMode } from "./auth-mode.js";
import { createAPIError } from "./error-factory.js";
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  MissingApiKeyError,
} from "./errors.js";
import { defaultSender, fetchSender, type HttpSender, type RawRequest, type RawResponse } from "./http-sender.js";
import { isLoopbackBaseUrl, mergeOptions, type RequestOptions, type ResolvedClientOptions } from "./options.js";
import { redactDeep, redactSecret } from "./redact.js";
import { isRecord } from "./is-record.js";
import { DEFAULT_RETRY_POLICY, withRetry, type OnRetry, type RetryPolicy, type RetrySafety } from "./retry.js";
import { anySignal, Deadline, throwIfAborted } from "./signals.js";
import { VERSION } from "./version.js";

/** One logical call; the transport turns it into one or more HTTP attempts. */
export interface TransportRequest {
  method: "GET" | "POST" | "DELETE";
  /** Path below the base URL (`/crawl/abc`) or an absolute URL already vetted by the caller. */
  url: string;
  body?: unknown;
  auth: AuthMode;
  safety: RetrySafety;
  /** Return HTTP 200 `success:false` bodies instead of throwing (job status, interact results). */
  acceptFailureBody?: boolean;
  /** The path names a job or scrape id (a 404 then means that id is unknown or expired, not a missing route). */
  idLookup?: boolean;
  /** Lowest per-attempt timeout this operation needs (e.g. support ask answers in up to 65 s). */
  minTimeoutMs?: number;
  options?: RequestOptions | undefined;
}

export interface TransportResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Sends requests with auth, timeouts, abort, retries and error mapping (DESIGN rules 2–5). */
export class Transport {
  /** Resolved options, without the key (this object is safe to log). */
  readonly config: Omit<ResolvedClientOptions, "apiKey">;
  // A #private field: never shown by console.log / util.inspect / JSON.stringify (DESIGN rule 7).
  readonly #apiKey: string | undefined;
  readonly onRetry: OnRetry | undefined;
  readonly #sender: HttpSender;
  readonly #baseOrigin: string;
  readonly #basePath: string;
  /**
   * Request headers per (has body, same origin): computed once, reused by every plain call. They
   * hold `authorization`, so this is #private like the key (never in `util.inspect`, issue 13).
   */
  readonly #headerCache = new Map<string, Record<string, string>>();
  // Per-client values computed once, not on every request (bench P1/P2).
  readonly #clientPolicy: RetryPolicy;
  readonly #clientHeaders: Record<string, string>;

  constructor(resolved: ResolvedClientOptions, onRetry?: OnRetry) {
    const { apiKey, ...config } = resolved;
    this.config = config;
    this.#apiKey = apiKey;
    this.onRetry = onRetry;
    this.#sender = config.fetch ? fetchSender(config.fetch, config.dispatcher) : defaultSender(config.dispatcher);
    const base = new URL(config.baseUrl);
    this.#baseOrigin = base.origin;
    this.#basePath = base.pathname.replace(/\/+$/, "");
    this.#clientPolicy = mergeOptions<RetryPolicy>(DEFAULT_RETRY_POLICY, config.retry);
    this.#clientHeaders = lowerCaseKeys(config.headers);
  }

  get hasApiKey(): boolean {
    return this.#apiKey !== undefined;
  }

  /** Absolute URL for a path below the base URL. */
  urlFor(path: string): string {
    return /^https?:\/\//i.test(path) ? path : `${this.config.baseUrl}${path}`;
  }

  /** Fails before any network call when the operation needs a key and none is configured. */
  assertCanAuthenticate(auth: AuthMode, operation: string): void {
    if (auth === "required" && !this.#apiKey && !isLoopbackBaseUrl(this.config.baseUrl)) {
      throw new MissingApiKeyError(
        `${operation} needs an API key: pass { apiKey } to the client or set WEBDATA_API_KEY. ` +
          `(scrape, search and interact also work without a key on the hosted service's free tier.)`,
      );
    }
  }

  async request(req: TransportRequest): Promise<TransportResponse> {
    const opts = req.options ?? {};
    throwIfAborted(opts.signal);
    const target = this.#target(req.url);
    const policy = opts.retry === undefined ? this.#clientPolicy : mergeOptions<RetryPolicy>(this.#clientPolicy, asPolicy(opts.retry));
    const deadline = new Deadline(opts.totalTimeoutMs ?? this.config.totalTimeoutMs);
    const attemptTimeout = Math.max(opts.timeoutMs ?? this.config.timeoutMs, req.minTimeoutMs ?? 0);
    const headers = this.#headersFor(req.body !== undefined, target.sameOrigin, opts);
    const body = req.body === undefined ? undefined : JSON.stringify(req.body);

    return withRetry(
      async () => {
        const timeoutMs = Math.max(1, Math.min(attemptTimeout, deadline.remaining()));
        const raw = await this.#attempt({ origin: target.origin, path: target.path, method: req.method, headers, body, timeoutMs }, opts.signal, deadline);
        return this.#interpret(raw, req, target.path);
      },
      {
        policy,
        safety: req.safety,
        hasIdempotencyKey: opts.idempotencyKey !== undefined,
        deadline,
        signal: opts.signal,
        onRetry: this.onRetry,
      },
    );
  }

  /** Origin and path of a call; only absolute URLs (vetted `next` links) need parsing. */
  #target(url: string): { origin: string; path: string; sameOrigin: boolean } {
    if (!/^https?:\/\//i.test(url)) return { origin: this.#baseOrigin, path: this.#basePath + url, sameOrigin: true };
    const parsed = new URL(url);
    return { origin: parsed.origin, path: parsed.pathname + parsed.search, sameOrigin: parsed.origin === this.#baseOrigin };
  }

  #headersFor(hasBody: boolean, sameOrigin: boolean, opts: RequestOptions): Record<string, string> {
    const custom = opts.headers !== undefined || opts.idempotencyKey !== undefined;
    const key = `${hasBody}|${sameOrigin}`;
    const cached = custom ? undefined : this.#headerCache.get(key);
    if (cached) return cached;
    const headers: Record<string, string> = {
      accept: "application/json",
      "user-agent": `webdata-kit/${VERSION} node/${process.versions.node}`,
      ...this.#clientHeaders,
      ...(opts.headers === undefined ? undefined : lowerCaseKeys(opts.headers)),
    };
    if (hasBody) headers["content-type"] = "application/json";
    if (opts.idempotencyKey) headers["x-idempotency-key"] = opts.idempotencyKey;
    // The key goes only to the configured server's origin, never to a URL a response pointed at.
    if (this.#apiKey && sameOrigin) headers.authorization = `Bearer ${this.#apiKey}`;
    else delete headers.authorization;
    if (!custom) this.#headerCache.set(key, headers);
    return headers;
  }

  async #attempt(raw: RawRequest, userSignal: AbortSignal | undefined, deadline: Deadline): Promise<RawResponse> {
    // undici's timers tick coarsely (up to ~1 s late): fine for long timeouts, not for short ones.
    if (this.#sender.enforcesTimeout && raw.timeoutMs >= COARSE_TIMER_MIN_MS) {
      try {
        return await this.#sender.send({ ...raw, signal: userSignal });
      } catch (error) {
        throw this.#networkError(error, userSignal, undefined, deadline, raw.timeoutMs);
      }
    }
    // Our own timer (a user `fetch`, or a short timeout): one per attempt, cleared at the end
    // (AbortSignal.timeout() would leave thousands of pending timers behind).
    const timeout = new AbortController();
    const timerId = setTimeout(() => timeout.abort(new DOMException("The request timed out.", "TimeoutError")), raw.timeoutMs);
    timerId.unref();
    try {
      return await this.#sender.send({ ...raw, signal: anySignal(userSignal, timeout.signal) });
    } catch (error) {
      throw this.#networkError(error, userSignal, timeout.signal, deadline, raw.timeoutMs);
    } finally {
      clearTimeout(timerId);
    }
  }

  #networkError(
    error: unknown,
    userSignal: AbortSignal | undefined,
    timer: AbortSignal | undefined,
    deadline: Deadline,
    timeoutMs: number,
  ): Error {
    if (userSignal?.aborted) return new APIUserAbortError(undefined, { cause: userSignal.reason });
    const code = errorCode(error);
    const notSent = NOT_SENT_CODES.has(code ?? "");
    if (timer?.aborted || code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT") {
      const budgetSpent = deadline.remaining() <= 0;
      const what = budgetSpent ? "Total timeout" : `Request timed out after ${timeoutMs} ms`;
      return new APIConnectionTimeoutError(`${what} — raise timeoutMs/totalTimeoutMs or retry later.`, {
        cause: error,
        notSent: code === "UND_ERR_CONNECT_TIMEOUT",
        budgetSpent,
      });
    }
    const detail = redactSecret(error instanceof Error ? error.message : String(error), this.#apiKey);
    return new APIConnectionError(`Connection error${code ? ` (${code})` : ""}: ${detail}`, { cause: error, notSent });
  }

  #interpret(raw: RawResponse, req: TransportRequest, path: string): TransportResponse {
    const parsed = parseBody(raw.text);
    if (raw.status >= 200 && raw.status < 300) {
      if (parsed === INVALID_JSON) {
        throw new APIConnectionError(`Response body from ${endpointOf(req.method, path)} is not valid JSON (truncated?).`);
      }
      const failed = isRecord(parsed) && parsed.success === false && !req.acceptFailureBody;
      if (!failed) {
        return {
          status: raw.status,
          get headers() {
            return raw.headers;
          },
          body: parsed,
        };
      }
    }
    // Redact before the error exists, so neither its message, stack nor body can carry the key.
    const body = redactDeep(parsed === INVALID_JSON ? raw.text : parsed, this.#apiKey);
    throw createAPIError({ status: raw.status, body, headers: raw.headers, endpoint: endpointOf(req.method, path), idLookup: req.idLookup });
  }
}

/** Shortest per-attempt timeout left to the HTTP stack's own (coarse) timers. */
const COARSE_TIMER_MIN_MS = 10_000;
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "UND_ERR_CONNECT_TIMEOUT"]);
const INVALID_JSON = Symbol("invalid-json");

function parseBody(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID_JSON;
  }
}

/** Finds a Node/undici error code on the error or anywhere down its cause chain. */
function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (isRecord(e) || e instanceof Error) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === "string") return code;
      e = (e as { cause?: unknown }).cause;
    } else break;
  }
  return undefined;
}

/** `METHOD /path` for messages: no host, no query (cursors and ids in queries are noise). */
function endpointOf(method: string, path: string): string {
  const query = path.indexOf("?");
  return `${method} ${query === -1 ? path : path.slice(0, query)}`;
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function asPolicy(retry: RequestOptions["retry"]): Partial<RetryPolicy> | undefined {
  return typeof retry === "number" ? { maxRetries: retry } : retry;
}
