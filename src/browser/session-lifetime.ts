import { ConflictError, GoneError, NotFoundError } from "../core/errors.js";
import { isRecord } from "../core/is-record.js";
import type { ReopenReason, SessionReopen, SessionStopResult } from "./session-types.js";

/** The service's browser lifetimes (docs/api.md §3.1). */
export const SERVICE_TTL_MS = 600_000;
export const SERVICE_IDLE_MS = 300_000;

/** What the session knows about the page it holds open. */
export interface LivePage {
  scrapeId: string;
  /** When the scrape returned. */
  openedAt: number;
  /** When the first browser step was sent: the service starts the browser then, not at scrape time. */
  browserStartedAt?: number | undefined;
  lastActivityAt?: number | undefined;
  liveViewUrl?: string | undefined;
  interactiveLiveViewUrl?: string | undefined;
}

/** When the service will end this page's browser, or undefined when no browser was started yet. */
export function browserExpiresAt(page: LivePage, ttlMs: number, idleMs: number): number | undefined {
  if (page.browserStartedAt === undefined) return undefined;
  const lastActivity = page.lastActivityAt ?? page.browserStartedAt;
  return Math.min(page.browserStartedAt + ttlMs, lastActivity + idleMs);
}

/**
 * The answers that mean "this scrape's browser is no more, a new scrape will fix it": 410
 * destroyed, 404 unknown scrape, 409 replay context unavailable. A 409 profile conflict is not one.
 */
export function reopenReasonOf(error: unknown): ReopenReason | undefined {
  if (error instanceof GoneError) return "gone";
  if (error instanceof NotFoundError) return "not-found";
  if (error instanceof ConflictError && /replay|rerun the scrape/i.test(serverText(error.body) ?? error.message)) {
    return "replay-unavailable";
  }
  return undefined;
}

const WHY: Record<ReopenReason, string> = {
  expired: "had reached the service's time limits (10 min in total, 5 min idle)",
  gone: "had been closed by the service",
  "not-found": "was no longer known to the service",
  "replay-unavailable": "could not be restored by the service",
};

/** The result note: browser state is lost, so the model knows to redo earlier steps. */
export function describeReopen(
  reason: ReopenReason,
  previousScrapeId: string,
  url: string,
  previousStop?: SessionStopResult,
): SessionReopen {
  const note =
    `The browser session ${WHY[reason]}, so it was re-opened by loading ${url} again. ` +
    "Everything done in the old session (navigation, logins, form input, opened menus) is lost: redo the earlier steps this task still needs.";
  return previousStop ? { reason, previousScrapeId, note, previousStop } : { reason, previousScrapeId, note };
}

/** Two URLs name the same page (`https://a.com` and `https://a.com/` do). */
export function sameUrl(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  return normaliseUrl(a) === normaliseUrl(b);
}

function normaliseUrl(url: string): string {
  const trimmed = url.trim();
  return URL.canParse(trimmed) ? new URL(trimmed).href : trimmed;
}

function serverText(body: unknown): string | undefined {
  return isRecord(body) && typeof body.error === "string" ? body.error : undefined;
}
