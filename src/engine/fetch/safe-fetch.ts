import { Agent, type Dispatcher } from "undici";
import { ipLiteralOf } from "./address-policy.js";
import { blockedMessage, classifyNetworkError, FetchFailure, parseHttpUrl } from "./fetch-failure.js";
import { createGuardedLookup, type HostResolver } from "./guarded-lookup.js";
import { createAddressBlocker, type AddressBlocker, type PrivateNetworkAllowance } from "./private-allow-list.js";
import { discard, readBounded, tooLarge } from "./read-body.js";
import { isConnectionHeader } from "./request-headers.js";
import { RequestDeadline } from "./request-deadline.js";

/** Bounds and policy of every outbound request the engine makes. */
export interface SafeFetcherOptions {
  /** `true`, `false` or a list of allowed private hosts, addresses and CIDR ranges. */
  allowPrivateNetwork: PrivateNetworkAllowance;
  userAgent: string;
  /** Whole-request budget (connect, headers, body), in milliseconds. */
  timeoutMs: number;
  /** Largest decoded body accepted, in bytes. */
  maxBodyBytes: number;
  /** Redirect hops followed before giving up. */
  maxRedirects: number;
  resolver: HostResolver;
  /** Which addresses count as private. @default isPrivateAddress (tests narrow it to exercise redirects) */
  isBlockedAddress?: (address: string) => boolean;
}

/** Per-request settings; each bound can only tighten the engine-wide one. */
export interface FetchRequest {
  signal?: AbortSignal;
  /** Extra request headers (the scrape `headers` option). */
  headers?: Record<string, string>;
  timeoutMs?: number;
  maxBodyBytes?: number;
  /** Verify TLS certificates. @default true */
  verifyTls?: boolean;
  accept?: string;
}

/** A fetched response with its body fully read (and decompressed). */
export interface FetchedResponse {
  /** The URL asked for. */
  requestedUrl: string;
  /** The URL after redirects. */
  url: string;
  status: number;
  headers: Record<string, string>;
  /** Lower-case MIME type without parameters, `""` when the server sent none. */
  contentType: string;
  body: Buffer;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
// The only headers that follow a redirect to another origin: content negotiation and caching hints.
// Any other caller-set header (Authorization, Cookie, X-Api-Key, any custom token) may carry a
// credential meant for the first origin, so it is dropped, as browsers drop Authorization.
const headersKeptAcrossOrigins = new Set(["user-agent", "accept", "accept-language", "accept-encoding", "cache-control", "pragma", "dnt"]);
const defaultAccept = "text/html,application/xhtml+xml,application/xml;q=0.9,text/plain;q=0.8,*/*;q=0.5";

/**
 * Fetches pages for the engine with its host protected: private targets refused (on the IP literal
 * and on the address DNS returns at connect time, for every redirect hop), redirects followed by
 * hand up to a bound, bodies capped while streaming, and one time budget for the whole request.
 */
export class SafeFetcher {
  readonly #options: SafeFetcherOptions;
  readonly #agents = new Map<boolean, { agent: Agent; dispatcher: Dispatcher }>();

  readonly #isBlocked: AddressBlocker;

  constructor(options: SafeFetcherOptions) {
    this.#options = options;
    this.#isBlocked = createAddressBlocker(options.allowPrivateNetwork, options.isBlockedAddress);
  }

  /** The refusal rule every outbound request follows (the browser's egress proxy uses it too). */
  get isBlocked(): AddressBlocker {
    return this.#isBlocked;
  }

  get options(): Readonly<SafeFetcherOptions> {
    return this.#options;
  }

  /** Fetches `url` with GET. Throws `FetchFailure` when no HTTP response could be obtained. */
  async fetch(url: string, request: FetchRequest = {}): Promise<FetchedResponse> {
    const timeoutMs = Math.min(request.timeoutMs ?? this.#options.timeoutMs, this.#options.timeoutMs);
    const maxBodyBytes = Math.min(request.maxBodyBytes ?? this.#options.maxBodyBytes, this.#options.maxBodyBytes);
    const deadline = new RequestDeadline(timeoutMs, request.signal);
    try {
      return await this.#fetch(url, request, deadline, timeoutMs, maxBodyBytes);
    } finally {
      deadline.dispose();
    }
  }

  async #fetch(url: string, request: FetchRequest, deadline: RequestDeadline, timeoutMs: number, maxBodyBytes: number): Promise<FetchedResponse> {
    const signal = deadline.signal;
    const dispatcher = this.#dispatcher(request.verifyTls ?? true);
    let headers = this.#headers(request);
    let current = url;
    const failure = (error: unknown, at: string): FetchFailure => {
      if (error instanceof FetchFailure) return error;
      if (request.signal?.aborted === true) return new FetchFailure("aborted", `Fetching ${at} was cancelled.`, { cause: error });
      if (deadline.timedOut) return new FetchFailure("timeout", `Timed out after ${timeoutMs} ms fetching ${at}.`, { cause: error });
      return classifyNetworkError(error, at);
    };

    for (let hop = 0; ; hop += 1) {
      const target = this.#checkTarget(current);
      let response: Dispatcher.ResponseData;
      try {
        response = await dispatcher.request({
          origin: target.origin,
          path: `${target.pathname}${target.search}`,
          method: "GET",
          headers,
          signal,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        });
      } catch (error) {
        throw failure(error, current);
      }
      const location = headerValue(response.headers.location);
      if (redirectStatuses.has(response.statusCode) && location !== undefined) {
        discard(response.body);
        if (hop >= this.#options.maxRedirects) {
          throw new FetchFailure("too-many-redirects", `Stopped after ${this.#options.maxRedirects} redirects fetching ${url}.`);
        }
        let next: URL;
        try {
          next = new URL(location, current);
        } catch (error) {
          throw new FetchFailure("connection", `${current} redirected to an invalid location "${location}".`, { cause: error });
        }
        if (next.origin !== target.origin) headers = onlyCrossOriginSafe(headers);
        current = next.href;
        continue;
      }
      const declaredLength = Number(headerValue(response.headers["content-length"]) ?? Number.NaN);
      const encoding = headerValue(response.headers["content-encoding"])?.trim().toLowerCase();
      if (declaredLength > maxBodyBytes) {
        discard(response.body);
        throw tooLarge(current, maxBodyBytes);
      }
      let body: Buffer;
      try {
        body = await readBounded(response.body, encoding, maxBodyBytes, current);
      } catch (error) {
        throw failure(error, current);
      }
      const flatHeaders = flattenHeaders(response.headers);
      return {
        requestedUrl: url,
        url: current,
        status: response.statusCode,
        headers: flatHeaders,
        contentType: (flatHeaders["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "",
        body,
      };
    }
  }

  /**
   * Sends `body` with POST to `url` (a webhook delivery) under the same address rules, and answers
   * the response status. Redirects are not followed (a 3xx is an answer, not a success) and the
   * response body is never read, so a receiver's size or its redirect target cannot matter.
   * Throws `FetchFailure` when no response came (refused address, DNS, timeout, connection).
   */
  async post(url: string, body: Buffer | string, request: { headers: Record<string, string>; timeoutMs: number; signal?: AbortSignal }): Promise<number> {
    const timeoutMs = Math.min(request.timeoutMs, this.#options.timeoutMs);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal === undefined ? timeout : AbortSignal.any([request.signal, timeout]);
    const target = this.#checkTarget(url);
    const headers: Record<string, string> = { "user-agent": this.#options.userAgent };
    for (const [name, value] of Object.entries(request.headers)) if (!isConnectionHeader(name)) headers[name.toLowerCase()] = value;
    try {
      const response = await this.#dispatcher(true).request({
        origin: target.origin,
        path: `${target.pathname}${target.search}`,
        method: "POST",
        headers,
        body,
        signal,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      discard(response.body);
      return response.statusCode;
    } catch (error) {
      if (error instanceof FetchFailure) throw error;
      if (request.signal?.aborted === true) throw new FetchFailure("aborted", `Sending to ${url} was cancelled.`, { cause: error });
      if (timeout.aborted) throw new FetchFailure("timeout", `Timed out after ${timeoutMs} ms sending to ${url}.`, { cause: error });
      throw classifyNetworkError(error, url);
    }
  }

  /** Closes the pooled connections. */
  async close(): Promise<void> {
    const agents = [...this.#agents.values()];
    this.#agents.clear();
    await Promise.all(agents.map(({ agent }) => agent.close()));
  }

  #checkTarget(url: string): URL {
    const target = parseHttpUrl(url, "fetched");
    // IP literals never go through DNS, so the connect-time hook would not see them.
    const literal = ipLiteralOf(target.hostname);
    if (literal !== undefined && this.#isBlocked(literal, literal)) {
      throw new FetchFailure("blocked-address", blockedMessage(url));
    }
    return target;
  }

  #headers(request: FetchRequest): Record<string, string> {
    const headers: Record<string, string> = {
      "user-agent": this.#options.userAgent,
      accept: request.accept ?? defaultAccept,
      "accept-language": "en-US,en;q=0.9",
      "accept-encoding": "gzip, deflate, br",
    };
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      const key = name.toLowerCase();
      // The scrape settings dropped these already (with a warning); other callers meet the same rule.
      if (!isConnectionHeader(key)) headers[key] = value;
    }
    return headers;
  }

  #dispatcher(verifyTls: boolean): Dispatcher {
    let entry = this.#agents.get(verifyTls);
    if (entry === undefined) {
      const agent = new Agent({
        connect: {
          lookup: createGuardedLookup(this.#options.resolver, this.#isBlocked),
          rejectUnauthorized: verifyTls,
          timeout: this.#options.timeoutMs,
        },
        headersTimeout: this.#options.timeoutMs,
        bodyTimeout: this.#options.timeoutMs,
        keepAliveTimeout: 4_000,
      });
      entry = { agent, dispatcher: agent };
      this.#agents.set(verifyTls, entry);
    }
    return entry.dispatcher;
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}

function onlyCrossOriginSafe(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => headersKeptAcrossOrigins.has(name)));
}
