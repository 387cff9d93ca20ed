import { newId } from "../fixtures.js";
import { json } from "../http-io.js";
import {
  SESSION_IDLE_MS,
  SESSION_TTL_MS,
  iso,
  isSessionGone,
  type BrowserSession,
  type MockState,
  type RouteHandler,
} from "../state.js";
import type { MockDocument } from "../types.js";
import { plainBadRequest } from "../validation.js";

/** `POST /scrape/:id/interact` (docs/api.md §3.1): opens the session on first use, then reuses it. */
export const interact: RouteHandler<"interact"> = (request, context) => {
  const scrapeId = request.params["id"] ?? "";
  const document = context.state.scrapes.get(scrapeId);
  if (!document) return json(404, { success: false, error: "Job not found." });
  const body = request.body;
  // The schema already requires one of them; under `lenient` this is the service's own answer.
  if (typeof body.code !== "string" && typeof body.prompt !== "string") return plainBadRequest("Either 'code' or 'prompt' must be provided.");

  const now = context.now();
  let session = context.state.sessions.get(scrapeId);
  if (session && isSessionGone(session, now)) {
    session.destroyed = true;
    return json(410, { success: false, error: "Browser session has been destroyed." });
  }
  if (!session) {
    session = openSession(scrapeId, now, SESSION_TTL_MS, SESSION_IDLE_MS);
    context.state.sessions.set(scrapeId, session);
  }
  session.lastActivityAt = now;
  const code = typeof body.code === "string" && body.code.length > 0 ? body.code : undefined;
  const snapshot = pageSnapshot(document);
  const urls = liveUrls(session.id, true);
  if (code === undefined) {
    // The service runs `code` when both are sent; a prompt run only when code is absent.
    session.usedPrompt = true;
    const prompt = String(body.prompt);
    return json(200, {
      success: true,
      sessionId: session.id,
      ...urls,
      output: `Mock browser agent completed the task: ${prompt}`,
      stdout: "",
      result: snapshot,
      stderr: "",
      exitCode: 0,
      killed: false,
    });
  }
  const language = typeof body.language === "string" ? body.language : "node";
  return json(200, {
    success: true,
    sessionId: session.id,
    ...urls,
    stdout: `Ran ${code.length} characters of ${language} code.\n`,
    result: JSON.stringify({ url: document.metadata?.["url"], title: document.metadata?.["title"] }),
    stderr: "",
    exitCode: 0,
    killed: false,
  });
};

/** `DELETE /scrape/:id/interact` (docs/api.md §3.2): stops the session and bills its duration. */
export const stopInteract: RouteHandler<"stopInteraction"> = (request, context) => {
  const session = context.state.sessions.get(request.params["id"] ?? "");
  if (!session || session.stopped) return json(404, { success: false, error: "Browser session not found." });
  const now = context.now();
  const gone = isSessionGone(session, now);
  const endedAt = Math.min(now, session.openedAt + session.ttlMs, session.lastActivityAt + session.idleMs);
  session.stopped = true;
  const sessionDurationMs = Math.max(0, endedAt - session.openedAt);
  // Already destroyed by another path: the service leaves creditsBilled out.
  if (gone) return json(200, { success: true, sessionDurationMs });
  return json(200, { success: true, sessionDurationMs, creditsBilled: sessionCredits(session, sessionDurationMs), cleanupQueued: true });
};

/** `POST /interact`: the standalone browser alias (docs/api.md §3.3), not a prompt call. */
export const createBrowser: RouteHandler<"browser.create"> = (request, context) => {
  const body = request.body;
  const now = context.now();
  const ttlSeconds = typeof body.ttl === "number" ? body.ttl : 600;
  const idleSeconds = typeof body.activityTtl === "number" ? body.activityTtl : 300;
  const session = openSession(null, now, ttlSeconds * 1000, idleSeconds * 1000);
  context.state.sessions.set(session.id, session);
  return json(200, {
    success: true,
    id: session.id,
    ...liveUrls(session.id, body.streamWebView !== false),
    expiresAt: iso(now + ttlSeconds * 1000),
  });
};

/** Destroys (or pre-destroys) the session of a scrape so its next interact call answers 410. */
export function expireSession(state: MockState, scrapeId: string, now: number): void {
  const session = state.sessions.get(scrapeId) ?? openSession(scrapeId, now, SESSION_TTL_MS, SESSION_IDLE_MS);
  session.destroyed = true;
  state.sessions.set(scrapeId, session);
}

/** Ids of sessions still usable at `now` (scrapeId for scrape-bound ones). */
export function openSessionIds(state: MockState, now: number): string[] {
  return [...state.sessions.values()].filter((session) => !isSessionGone(session, now)).map((session) => session.scrapeId ?? session.id);
}

function openSession(scrapeId: string | null, now: number, ttlMs: number, idleMs: number): BrowserSession {
  return { id: newId(), scrapeId, openedAt: now, lastActivityAt: now, ttlMs, idleMs, destroyed: false, stopped: false, usedPrompt: false };
}

function liveUrls(sessionId: string, liveView: boolean): Record<string, string | null> {
  return {
    cdpUrl: `wss://browser.mock.test/cdp/${sessionId}`,
    liveViewUrl: liveView ? `https://liveview.mock.test/${sessionId}` : null,
    interactiveLiveViewUrl: liveView ? `https://liveview.mock.test/${sessionId}?interactive=true` : null,
  };
}

/** 7 credits/min with any prompt, 2 for code only; per second with a one-minute minimum (docs/api.md §3.1). */
function sessionCredits(session: BrowserSession, durationMs: number): number {
  const perMinute = session.usedPrompt ? 7 : 2;
  return Math.ceil((perMinute * Math.max(60_000, durationMs)) / 60_000);
}

function pageSnapshot(document: MockDocument): string {
  const title = String(document.metadata?.["title"] ?? "Page");
  return `- heading "${title}" [level=1]\n- paragraph: This is a mock page for ${String(document.metadata?.["url"] ?? "")}.\n- link "About"\n- link "Blog"`;
}
