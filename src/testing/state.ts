import type { BodyOf, OperationName } from "../server-kit/index.js";
import type { MockReply } from "./http-io.js";
import type { CrawlJob, PolledJob } from "./jobs.js";
import type { MockDocument, RecordedRequest } from "./types.js";

/** Browser session lifetime limits (docs/api.md §3.1). */
export const SESSION_TTL_MS = 600_000;
export const SESSION_IDLE_MS = 300_000;

/** A browser session, either bound to a scrape (`scrapeId`) or standalone (`POST /interact`). */
export interface BrowserSession {
  id: string;
  scrapeId: string | null;
  openedAt: number;
  lastActivityAt: number;
  ttlMs: number;
  idleMs: number;
  /** Destroyed by expiry or `mock.expireSession()`; interact calls answer 410. */
  destroyed: boolean;
  /** Stopped by DELETE; a second DELETE answers 404. */
  stopped: boolean;
  usedPrompt: boolean;
}

/** Everything the mock remembers between requests. `reset()` replaces it. */
export interface MockState {
  scrapes: Map<string, MockDocument>;
  /** Keyed by scrapeId for scrape-bound sessions, by session id for standalone ones. */
  sessions: Map<string, BrowserSession>;
  crawls: Map<string, CrawlJob>;
  crawlSeeds: string[];
  /** Batch scrape jobs run on the crawl job machinery. */
  batches: Map<string, CrawlJob>;
  batchSeeds: string[];
  extracts: Map<string, PolledJob>;
  extractSeeds: string[];
  agents: Map<string, PolledJob>;
  agentSeeds: string[];
  idempotencyKeys: Set<string>;
}

export function createState(): MockState {
  return {
    scrapes: new Map(),
    sessions: new Map(),
    crawls: new Map(),
    crawlSeeds: [],
    batches: new Map(),
    batchSeeds: [],
    extracts: new Map(),
    extractSeeds: [],
    agents: new Map(),
    agentSeeds: [],
    idempotencyKeys: new Set(),
  };
}

/** What a route handler can read. */
export interface MockContext {
  state: MockState;
  /** e.g. `"http://127.0.0.1:43123"`. */
  origin: string;
  now(): number;
  pageSize: number;
  maxSearchResults: number;
}

/**
 * What a route handler receives: the recorded request, except that `body` is the body the server kit
 * admitted — validated and typed by the operation's strict schema, like the engine's handlers get it,
 * without the `acceptFields` extras. Under `lenient` nothing was validated: `body` is the JSON object
 * as sent (`{}` when it was not an object), so handlers read it defensively.
 */
export interface MockRequest<Body = unknown> extends Omit<RecordedRequest, "body"> {
  body: Body;
}

/** Default handling of one route (auth, path ids, body limits and the schema have already passed). */
export type RouteHandler<N extends OperationName = OperationName> = (request: MockRequest<BodyOf<N>>, context: MockContext) => MockReply | Promise<MockReply>;

/** The mock's handlers by operation name, each typed with its operation's body. */
export type MockRouteTable = { readonly [N in OperationName]?: RouteHandler<N> };

/** True when the session can no longer be used (expired, destroyed or stopped). */
export function isSessionGone(session: BrowserSession, now: number): boolean {
  return (
    session.destroyed ||
    session.stopped ||
    now - session.openedAt >= session.ttlMs ||
    now - session.lastActivityAt >= session.idleMs
  );
}

/** ISO timestamp helper. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
