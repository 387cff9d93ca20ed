import type { RawBody } from "../server-kit/index.js";
import { checkOptions } from "../core/options-schema.js";
import { mockServerOptionsSchema } from "./mock-options-schema.js";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { admitBody, gateRequest, guardedListener, HttpGate, internalError, parseJsonBody, readRawBody, type Reply } from "../server-kit/index.js";
import { sendReply } from "./http-io.js";
import { createCrawlJob, createPolledJob } from "./jobs.js";
import { assertMockRoute, matchMockRoute, mockRouteKey } from "./router.js";
import { expireSession, openSessionIds } from "./routes/interact.js";
import { ScriptQueue, sendScripted } from "./scripting.js";
import { createState, type MockContext } from "./state.js";
import type {
  MockAgentJobOptions,
  MockCrawlOptions,
  MockExtractJobOptions,
  MockRoute,
  MockServer,
  MockServerOptions,
  RecordedRequest,
  ScriptedResponse,
} from "./types.js";

/** The key the mock expects when no `apiKey` option is given. */
export const DEFAULT_MOCK_API_KEY = "fc-test-key";

/** Largest request body the mock reads, in bytes (keeps a runaway test from eating memory). */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

/**
 * Starts a scriptable Web Data Service v2 server on loopback (port 0 by default).
 *
 * Every route answers with realistic, deterministic defaults; `script()` replaces single answers
 * (errors, delays, resets, truncated bodies), and every request is recorded.
 *
 * @example
 * await using mock = await createMockServer();
 * const client = new WebDataClient({ apiKey: mock.apiKey, baseUrl: mock.url });
 */
export async function createMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  checkOptions(mockServerOptionsSchema, options, "createMockServer");
  const apiKey = options.apiKey === undefined ? DEFAULT_MOCK_API_KEY : options.apiKey;
  const keyless = options.keyless ?? true;
  const lenient = options.lenient ?? false;
  const acceptFields = options.acceptFields ?? {};
  const pageSize = options.pageSize ?? 100;
  const maxSearchResults = options.maxSearchResults ?? 10;
  const baseClock = options.now ?? Date.now;
  let clockOffset = 0;
  const now = (): number => baseClock() + clockOffset;

  let state = createState();
  let requests: RecordedRequest[] = [];
  const scripts = new ScriptQueue();
  const lifetime = new AbortController();
  let origin = "";

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = (req.method ?? "GET").toUpperCase();
    const target = new URL(req.url ?? "/", origin);
    const raw = await readRawBody(req, MAX_BODY_BYTES);
    const parsed = parseJsonBody(raw.text);
    const match = matchMockRoute(method, target.pathname);
    const route = match.kind === "route" ? mockRouteKey(match.route.operation) : null;
    const recorded: RecordedRequest = {
      method,
      path: target.pathname,
      query: Object.fromEntries(target.searchParams),
      headers: flattenHeaders(req.headers),
      body: parsed.ok ? parsed.value : parsed.text,
      at: now(),
      route,
      // Route keys write every path parameter as `:id`, and so do the recorded params.
      params: match.kind === "route" ? Object.fromEntries(Object.values(match.params).map((value) => ["id", value])) : {},
    };
    requests.push(recorded);

    const scripted = route === null ? undefined : scripts.take(route);
    if (scripted) return sendScripted(res, scripted, recorded, lifetime.signal);
    sendReply(res, await defaultReply(recorded, match, req.headers.authorization, raw));
  };

  // The server kit's order, as on the engine: auth, 404/405, path id, body limit, JSON, schema.
  const defaultReply = (request: RecordedRequest, match: ReturnType<typeof matchMockRoute>, authorization: string | undefined, raw: RawBody): Reply | Promise<Reply> => {
    const refused = gateRequest(match, { method: request.method, path: request.path, authorization }, { apiKey, keyless });
    if (refused !== null || match.kind !== "route") return refused ?? internalError();
    const schema = lenient ? null : match.route.operation.request;
    const extraKeys = acceptFields[mockRouteKey(match.route.operation)] ?? [];
    const admitted = admitBody(match.route.name, raw, MAX_BODY_BYTES, schema, extraKeys);
    if (!admitted.ok) return admitted.reply;
    const context: MockContext = { state, origin, now, pageSize, maxSearchResults };
    // The routes get the validated body, without the accepted extra fields (`requests` keeps both as sent).
    const body = lenient && !isPlainObject(admitted.value) ? {} : withoutKeys(admitted.value, extraKeys);
    return match.route.handler({ ...request, body: body as never }, context);
  };

  // The engine's gate (Host, Origin, JSON bodies) in front: a page in the test's browser cannot drive the mock either.
  const gate = new HttpGate();
  const server = createServer(guardedListener(gate, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A handler bug must surface in the test as a 500, not hang the client.
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      sendReply(res, internalError(`Mock server error: ${message}`));
    });
  }, { log: () => {} }));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  gate.bind({ address: address.address, port: address.port });
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  origin = `http://${host}:${address.port}`;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      lifetime.abort();
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return closing;
  };

  const mock: MockServer = {
    url: `${origin}/v2`,
    origin,
    apiKey,
    get requests() {
      return requests.slice();
    },
    get sessions() {
      return openSessionIds(state, now());
    },
    requestsTo(route: MockRoute) {
      assertMockRoute(route);
      return requests.filter((request) => request.route === route);
    },
    script(route: MockRoute, ...responses: ScriptedResponse[]) {
      assertMockRoute(route);
      scripts.add(route, responses);
    },
    crawl(crawlOptions: MockCrawlOptions = {}) {
      validateCrawlOptions(crawlOptions);
      const job = createCrawlJob(crawlOptions, now());
      state.crawls.set(job.id, job);
      state.crawlSeeds.push(job.id);
      return job.id;
    },
    batchScrape(batchOptions: MockCrawlOptions = {}) {
      validateCrawlOptions(batchOptions);
      const job = createCrawlJob(batchOptions, now());
      state.batches.set(job.id, job);
      state.batchSeeds.push(job.id);
      return job.id;
    },
    extractJob(jobOptions: MockExtractJobOptions = {}) {
      const job = createPolledJob(jobOptions, now());
      state.extracts.set(job.id, job);
      state.extractSeeds.push(job.id);
      return job.id;
    },
    agentJob(jobOptions: MockAgentJobOptions = {}) {
      const job = createPolledJob(jobOptions, now());
      state.agents.set(job.id, job);
      state.agentSeeds.push(job.id);
      return job.id;
    },
    expireSession(scrapeId: string) {
      expireSession(state, scrapeId, now());
    },
    advanceClock(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`advanceClock(ms): ms must be a non-negative number, got ${ms}`);
      clockOffset += ms;
    },
    reset() {
      scripts.clear();
      requests = [];
      state = createState();
    },
    close,
    [Symbol.asyncDispose]: close,
  };
  return mock;
}

function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}

function validateCrawlOptions(options: MockCrawlOptions): void {
  const { documents, progressPerPoll, docBytes } = options;
  if (typeof documents === "number" && (!Number.isInteger(documents) || documents < 0)) {
    throw new RangeError(`mock.crawl(): documents must be a non-negative integer or an array, got ${documents}`);
  }
  if (progressPerPoll !== undefined && !(progressPerPoll >= 0)) {
    throw new RangeError(`mock.crawl(): progressPerPoll must be >= 0, got ${progressPerPoll}`);
  }
  if (docBytes !== undefined && (!Number.isInteger(docBytes) || docBytes < 0)) {
    throw new RangeError(`mock.crawl(): docBytes must be a non-negative integer, got ${docBytes}`);
  }
  if (options.url !== undefined && !URL.canParse(options.url)) {
    throw new TypeError(`mock.crawl(): url must be an absolute URL, got ${options.url}`);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function withoutKeys(body: unknown, keys: readonly string[]): unknown {
  if (keys.length === 0 || !isPlainObject(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !keys.includes(key)));
}
