/** Every route the mock serves, written as `"<METHOD> <path below /v2>"` with `:id` placeholders. */
export const MOCK_ROUTES = [
  "POST /search",
  "POST /scrape",
  "GET /scrape/:id",
  "POST /map",
  "POST /scrape/:id/interact",
  "DELETE /scrape/:id/interact",
  "POST /interact",
  "POST /crawl",
  "GET /crawl/:id",
  "DELETE /crawl/:id",
  "GET /crawl/:id/errors",
  "POST /crawl/params-preview",
  "POST /batch/scrape",
  "GET /batch/scrape/:id",
  "DELETE /batch/scrape/:id",
  "GET /batch/scrape/:id/errors",
  "POST /extract",
  "GET /extract/:id",
  "POST /agent",
  "GET /agent/:id",
  "DELETE /agent/:id",
  "POST /support/ask",
  "POST /support/docs-search",
  "GET /team/credit-usage",
  "GET /team/token-usage",
  "GET /team/queue-status",
  "GET /concurrency-check",
  "GET /crawl/active",
] as const;

/** A route key such as `"POST /scrape"` or `"GET /crawl/:id"`. */
export type MockRoute = (typeof MOCK_ROUTES)[number];

/** One request as the mock received it. */
export interface RecordedRequest {
  /** Upper-case HTTP method, e.g. `"POST"`. */
  method: string;
  /** Path as received, without the query string, e.g. `"/v2/crawl/0192…"`. */
  path: string;
  /** Query parameters (the last value wins when a name repeats). */
  query: Record<string, string>;
  /** Request headers with lower-case names; repeated headers are joined with `", "`. */
  headers: Record<string, string>;
  /** Parsed JSON body, the raw text when it is not valid JSON, or `undefined` when empty. */
  body: unknown;
  /** When the request arrived, in ms since the epoch (from the mock's clock). */
  at: number;
  /** The matched route key, or `null` for a path the mock does not serve. */
  route: MockRoute | null;
  /** Path parameters of the matched route, e.g. `{ id: "…" }`. */
  params: Record<string, string>;
}

/** A scripted body: JSON value, raw text, or a function of the recorded request. */
export type ScriptedBody = object | string | number | boolean | null | ((request: RecordedRequest) => unknown);

/** A one-shot answer queued with `mock.script()`. It replaces the route's whole handling, auth included. */
export interface ScriptedResponse {
  /** HTTP status. @default 200 */
  status?: number;
  /**
   * Response body. Objects are sent as JSON; a string is sent as-is (use it for invalid JSON or HTML).
   * A function receives the recorded request and returns the body.
   * @default `{"success":true}` for status < 400, otherwise `{"success":false,"error":"<status text>"}`
   */
  body?: ScriptedBody;
  /** Extra response headers, e.g. `{ "retry-after": "2" }`. */
  headers?: Record<string, string>;
  /** Wait this long before answering (or before resetting/truncating), in milliseconds. @default 0 */
  delayMs?: number;
  /** Destroy the socket without sending any response (a connection reset). */
  reset?: true;
  /** Send the headers and the first half of the body, then destroy the socket. */
  truncate?: true;
  /** Use this entry for this many consecutive requests. @default 1 */
  times?: number;
}

/** A scraped page as the service returns it (every field optional; unknown fields allowed). */
export interface MockDocument {
  markdown?: string;
  html?: string;
  rawHtml?: string;
  links?: string[];
  metadata?: Record<string, unknown>;
  [field: string]: unknown;
}

/** Options of `createMockServer()`. */
export interface MockServerOptions {
  /**
   * The key expected in `Authorization: Bearer <key>`. `null` accepts any bearer token or none.
   * @default "fc-test-key"
   */
  apiKey?: string | null;
  /**
   * Allow the service's keyless tier: `POST /search`, `POST /scrape` and the scrape-bound interact
   * routes answer without an `Authorization` header (a header that is sent is still checked).
   * @default true
   */
  keyless?: boolean;
  /** Crawl page size when the client sends no `limit` query parameter, in documents. @default 100 */
  pageSize?: number;
  /** Interface to bind. Keep it on loopback. @default "127.0.0.1" */
  host?: string;
  /** Port to bind; 0 picks a free one. @default 0 */
  port?: number;
  /** Clock used for sessions, job timestamps and `RecordedRequest.at`, in ms since the epoch. @default Date.now */
  now?: () => number;
  /** How many search results exist per source; `limit` asks for fewer. @default 10 */
  maxSearchResults?: number;
  /**
   * Skip the strict request schemas (the same ones the client and the local engine apply) and
   * accept any body the route can make sense of — for tests that script odd bodies on purpose.
   * Malformed JSON, auth and path ids are still checked. @default false
   */
  lenient?: boolean;
  /**
   * Top-level body fields a newer service knows beyond this package's schemas, per route (e.g.
   * `{ "POST /scrape": ["newField"] }`): accepted as they are, as a server of that version would,
   * for testing the client's `extraBody`. Any other unknown field is still a 400, as on the service.
   * @default {}
   */
  acceptFields?: Partial<Record<MockRoute, readonly string[]>>;
}

/** Seeds the next crawl job (see `mock.crawl()`). */
export interface MockCrawlOptions {
  /** Job id. @default a random UUID */
  id?: string;
  /** How many documents the crawl finds, or the documents themselves. @default 12 */
  documents?: number | MockDocument[];
  /** How many documents finish per status poll (a GET without `skip`); 0 never progresses. @default all */
  progressPerPoll?: number;
  /** Status once every document is done. @default "completed", or "failed" when `failWith` is set */
  finalStatus?: "completed" | "failed" | "cancelled";
  /** Error message of a failed crawl (implies `finalStatus: "failed"`). */
  failWith?: string;
  /** Origin used in `next` URLs, e.g. `"https://evil.example"` to test cross-origin cursors. @default the mock's origin */
  nextOrigin?: string;
  /** Misbehave: keep sending a `next` cursor (to an empty page) even after the last page. @default false */
  repeatNext?: boolean;
  /** Markdown size of each generated document, in bytes. @default about 200 */
  docBytes?: number;
  /** Start URL whose origin the generated pages use. @default the POSTed `url`, else "https://example.com" */
  url?: string;
  /** Entries returned by `GET /crawl/:id/errors`. @default [] */
  errors?: Array<Record<string, unknown>>;
  /** URLs returned as `robotsBlocked` by `GET /crawl/:id/errors`. @default [] */
  robotsBlocked?: string[];
  /** Largest JSON page the server sends before trimming (it always sends one document), in bytes. @default 10 MiB */
  maxPageBytes?: number;
}

/** Seeds the next extract or agent job. */
export interface MockJobOptions {
  /** Job id. @default a random UUID */
  id?: string;
  /** The status poll that first reports the final status (1 = the first poll). @default 1 */
  pollsToComplete?: number;
  /** Final status. @default "completed" */
  finalStatus?: "completed" | "failed" | "cancelled";
  /** Result data. @default derived from the request's schema, else from its prompt */
  data?: unknown;
  /** Credits reported once final. @default 15 (agent), 12 (extract) */
  creditsUsed?: number;
  /** Error message reported when `finalStatus` is "failed". @default "Job failed" */
  error?: string;
}

/** Seeds the next extract job (see `mock.extractJob()`). */
export interface MockExtractJobOptions extends MockJobOptions {
  /** Tokens reported once completed. @default creditsUsed × 15 */
  tokensUsed?: number;
}

/** Seeds the next agent job (see `mock.agentJob()`). */
export type MockAgentJobOptions = MockJobOptions;

/** A running mock server. */
export interface MockServer extends AsyncDisposable {
  /** Base URL including `/v2`, e.g. `"http://127.0.0.1:43123/v2"`. */
  readonly url: string;
  /** Origin without a path, e.g. `"http://127.0.0.1:43123"`. */
  readonly origin: string;
  /** The expected API key (`null` when any key is accepted). */
  readonly apiKey: string | null;
  /** Every request received since start or the last `reset()`, oldest first. */
  readonly requests: readonly RecordedRequest[];
  /** Ids of the open browser sessions (the scrapeId for scrape-bound sessions). */
  readonly sessions: readonly string[];
  /** Recorded requests that matched `route`. */
  requestsTo(route: MockRoute): RecordedRequest[];
  /** Queue one-shot responses for `route`; they are used in order, then the defaults resume. */
  script(route: MockRoute, ...responses: ScriptedResponse[]): void;
  /** Seed the crawl job that the next `POST /crawl` returns; its id also works right away. */
  crawl(options?: MockCrawlOptions): string;
  /**
   * Seed the batch scrape job that the next `POST /batch/scrape` returns (same options as a crawl;
   * without a seed the job holds one document per valid URL). Its id also works right away.
   */
  batchScrape(options?: MockCrawlOptions): string;
  /** Seed the extract job that the next `POST /extract` returns. */
  extractJob(options?: MockExtractJobOptions): string;
  /** Seed the agent job that the next `POST /agent` returns. */
  agentJob(options?: MockAgentJobOptions): string;
  /** Destroy a browser session now: its next interact call answers 410. */
  expireSession(scrapeId: string): void;
  /** Move the mock's clock forward (session ttl 600 s, idle timeout 300 s), in milliseconds. */
  advanceClock(ms: number): void;
  /** Forget scripts, recorded requests, scrapes, sessions and jobs. */
  reset(): void;
  /** Stop listening and drop open connections. */
  close(): Promise<void>;
}
