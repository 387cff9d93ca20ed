import type { MockReply } from "./http-io.js";
import type { CrawlJob, PolledJob } from "./jobs.js";
import type { MockDocument, RecordedRequest } from "./types.js";

/** Browser session lifetime limits (API.md §3.1). */
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

/** Default handling of one route (auth has already passed). */
export type RouteHandler = (request: RecordedRequest, context: MockContext) => MockReply | Promise<MockReply>;

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
