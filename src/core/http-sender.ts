import type { Agent, Dispatcher } from "undici";
import type { FetchLike, UndiciDispatcher } from "./options.js";
import { isInstalled } from "./optional-peer.js";

/** One HTTP exchange, already fully read. */
export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
}

export interface RawRequest {
  /** `https://host:port` */
  origin: string;
  /** Path and query, e.g. `/v2/crawl/abc?skip=100`. */
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal?: AbortSignal | undefined;
  /** Per-attempt timeout, in milliseconds. */
  timeoutMs: number;
}

/** Sends one request; implementations differ only in the HTTP stack used. */
export interface HttpSender {
  send(request: RawRequest): Promise<RawResponse>;
  /**
   * The stack enforces `timeoutMs` itself (undici's header and body timers), so the transport
   * needs no timer and no AbortController of its own per attempt (bench P1/P2).
   */
  readonly enforcesTimeout: boolean;
}

let sharedAgent: Promise<Agent> | undefined;

/**
 * One keep-alive pool for every client that brings no dispatcher of its own. undici is loaded on
 * the first request, not at import: it is most of the package's cold-import time (bench P6).
 */
export function sharedDispatcher(): Promise<Agent> {
  sharedAgent ??= import("undici").then(({ Agent }) => new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 120_000 }));
  return sharedAgent;
}

/**
 * The transport when the user brings no `fetch`: undici's `dispatcher.request` (the fastest path)
 * when undici is installed — it is an optional peer, which webdata-engine brings — or given as a
 * `dispatcher`; otherwise the platform's `fetch` (Node's own built-in undici), so the toolkit alone
 * stays a small install (docs/packaging.md).
 */
export function defaultSender(dispatcher?: UndiciDispatcher): HttpSender {
  undiciInstalled ??= isInstalled("undici");
  return dispatcher !== undefined || undiciInstalled ? undiciSender(dispatcher) : fetchSender(globalThis.fetch);
}

let undiciInstalled: boolean | undefined;

/** undici's `dispatcher.request`: the fastest path, used by default when undici is installed. */
export function undiciSender(custom?: UndiciDispatcher): HttpSender {
  let dispatcher = custom as Dispatcher | undefined;
  const send = async (req: RawRequest): Promise<RawResponse> => {
    dispatcher ??= await sharedDispatcher();
    const res = await dispatcher.request({
      origin: req.origin,
      path: req.path,
      method: req.method as Dispatcher.HttpMethod,
      headers: req.headers,
      body: req.body,
      signal: req.signal,
      // undici's timers are the per-attempt timeout: time to the response headers, then the
      // longest pause between body chunks.
      headersTimeout: req.timeoutMs,
      bodyTimeout: req.timeoutMs,
    });
    const text = await res.body.text();
    // Only error handling reads the headers: build the Headers object on first access.
    let headers: Headers | undefined;
    return {
      status: res.statusCode,
      get headers() {
        headers ??= toHeaders(res.headers);
        return headers;
      },
      text,
    };
  };
  return { send, enforcesTimeout: true };
}

/** A user-supplied `fetch` (edge runtimes, instrumentation, tests with their own stack). */
export function fetchSender(fetchImpl: FetchLike, dispatcher?: UndiciDispatcher): HttpSender {
  const send = async (req: RawRequest): Promise<RawResponse> => {
    const init: RequestInit = {
      method: req.method,
      headers: req.headers,
      signal: req.signal,
      // As on the undici path: a 3xx is the server's answer, never followed (a followed 302 turns a
      // POST into a GET and carries the caller's headers, a gateway key among them, to another origin).
      redirect: "manual",
    };
    if (req.body !== undefined) init.body = req.body;
    // undici's fetch reads `dispatcher` from init; the DOM RequestInit type does not know it.
    if (dispatcher) (init as Record<string, unknown>).dispatcher = dispatcher;
    const res = await fetchImpl(req.origin + req.path, init);
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  return { send, enforcesTimeout: false };
}

function toHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
