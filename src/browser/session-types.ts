import type { InteractParams, InteractResult, ScrapeParams, ScrapeResult } from "../client.js";
import type { WithUserSchema } from "../client/user-schemas.js";

/** Scrape options used to open (and re-open) the page of a session; everything but `url`. */
export type SessionScrapeOptions = Omit<WithUserSchema<ScrapeParams>, "url">;

/** Options of `createInteractSession()`. */
export interface InteractSessionOptions {
  /** Page to open when `interact()` is called before `open()` and without a `url`. */
  url?: string | undefined;
  /**
   * Scrape options for opening the page (`waitFor`, `actions`, `profile`, `location`, …). The
   * service replays them when the browser starts, and they are reused on every re-open.
   * @default { formats: ["markdown"] } (the service's default)
   */
  scrapeOptions?: SessionScrapeOptions | undefined;
  /** Clock in milliseconds since the epoch; inject one in tests. @default Date.now */
  clock?: (() => number) | undefined;
  /** The service's total browser lifetime, in milliseconds. @default 600000 (10 min) */
  ttlMs?: number | undefined;
  /** The service's inactivity limit, in milliseconds. @default 300000 (5 min) */
  idleMs?: number | undefined;
}

/** Options of one session call. */
export interface SessionCallOptions {
  /** Cancels the call: waiting for its turn, and the HTTP request itself. */
  signal?: AbortSignal | undefined;
}

/** One browser step: `prompt` (natural language) or `code`, optionally on a (new) page `url`. */
export type SessionInteractParams = InteractParams & {
  /**
   * Page to work on. Opens it when no session is open; when it differs from the open page, the
   * old session is stopped first. Omit it to keep working where the session is.
   */
  url?: string | undefined;
};

/** Why a session was re-opened without being asked to. */
export type ReopenReason = "expired" | "gone" | "not-found" | "replay-unavailable";

/** Set on a result when the browser had to be re-opened: its earlier state is lost. */
export interface SessionReopen {
  reason: ReopenReason;
  /** The scrape id of the session that ended. */
  previousScrapeId: string;
  /** For the model: what happened, and that earlier steps must be redone. */
  note: string;
  /** The stop of the old session, when it was still running by the service's clock. */
  previousStop?: SessionStopResult | undefined;
}

/** The session that was stopped because another page was asked for. */
export interface SessionSwitch {
  previousUrl: string;
  previousScrapeId: string;
  stop: SessionStopResult;
}

/** What `interact()` returns: the service's result plus where it ran and what happened to the session. */
export type SessionInteractResult = InteractResult & {
  /** The page the session was opened on (not necessarily where the browser is now). */
  url: string;
  scrapeId: string;
  reopened?: SessionReopen | undefined;
  switched?: SessionSwitch | undefined;
};

/** What `open()` returns. */
export interface SessionOpenResult {
  url: string;
  scrapeId: string;
  /** True when that page was already open and nothing was sent. */
  reused: boolean;
  /** The scrape that opened the page (absent when reused). */
  document?: ScrapeResult | undefined;
  switched?: SessionSwitch | undefined;
}

/** What `stop()` returns. Calling it again, or on a never-opened session, is harmless. */
export interface SessionStopResult {
  /** True when this call ended an open session. */
  stopped: boolean;
  scrapeId?: string | undefined;
  /** Credits the service billed for the browser time (left out when it ended another way). */
  creditsBilled?: number | undefined;
  /** Browser time in milliseconds, as the service measured it. */
  sessionDurationMs?: number | undefined;
  /** True when the service had already ended the browser (404 on stop, or no browser was started). */
  alreadyEnded?: boolean | undefined;
}

/** A snapshot of the session, for display and for tools. Times are in ms since the epoch. */
export interface InteractSessionState {
  /** True while a page is open (a scrape id is held). */
  open: boolean;
  /** True while a call is running or queued. */
  busy: boolean;
  scrapeId?: string | undefined;
  /** The page the session opens (kept after `stop()`, so the next call can re-open it). */
  url?: string | undefined;
  liveViewUrl?: string | undefined;
  interactiveLiveViewUrl?: string | undefined;
  /** When the page was scraped. */
  openedAt?: number | undefined;
  /** When the last browser step finished. */
  lastActivityAt?: number | undefined;
  /** When the service will end the browser, by the local clock (absent before the first step). */
  expiresAt?: number | undefined;
}

/** One live browser session of the Web Data Service, opened by scraping a page. */
export interface InteractSession extends AsyncDisposable {
  readonly state: InteractSessionState;
  open(url: string, options?: SessionCallOptions): Promise<SessionOpenResult>;
  interact(params: SessionInteractParams, options?: SessionCallOptions): Promise<SessionInteractResult>;
  stop(options?: SessionCallOptions): Promise<SessionStopResult>;
}
