import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { FetchFailure } from "../../fetch/fetch-failure.js";
import type { BrowserHost } from "../browser-host.js";
import type { CaptureStore } from "../capture-store.js";
import type { LiveViews } from "../live/live-views.js";
import { runActions } from "../page-actions.js";
import { navigate } from "../render-page.js";
import { runInteractCode, type CodeRunResult } from "./code-runner.js";
import type { ReplayStore } from "./replay-store.js";

/** What a code or prompt run answers, in the interact response's fields (docs/api.md §3.1). */
export interface InteractOutcome extends CodeRunResult {
  /** The agent's final answer (prompt runs only). */
  output?: string;
}

/** A live interact session: its page and a way to run untrusted code against it. */
export interface LiveSession {
  readonly id: string;
  readonly scrapeId: string;
  /** The Playwright page, for engine code (the model's prompt runner). Never hand it to untrusted code. */
  readonly page: Page;
  readonly openedAt: number;
  /** Runs interact code isolated from the engine (see `runInteractCode`). */
  runCode(code: string, timeoutMs: number): Promise<CodeRunResult>;
}

/** Runs a `prompt` on a session; set by the engine's model (without one, prompts answer 501). */
export type PromptRunner = (session: LiveSession, prompt: string, options: { timeoutMs: number }) => Promise<InteractOutcome>;

/** An HTTP answer of the interact routes. */
export interface InteractAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface InteractSessionsOptions {
  host: BrowserHost;
  replays: ReplayStore;
  captures: CaptureStore;
  /** Each session's live view (screencast links); ended with the session. */
  liveViews: LiveViews;
  maxSessions: number;
  ttlMs: number;
  idleMs: number;
  codeMemoryMb: number;
  /** Budget of the replay (load + waits + actions), in milliseconds. */
  replayTimeoutMs: number;
}

interface Session extends LiveSession {
  context: BrowserContext;
  lastActivityAt: number;
  usedPrompt: boolean;
  /** Calls on one session run one after the other. */
  queue: Promise<unknown>;
  timers: NodeJS.Timeout[];
}

type Slot = { state: "opening"; ready: Promise<Session | InteractAnswer> } | { state: "open"; session: Session } | { state: "destroyed"; openedAt: number; endedAt: number; stopped?: true };

/** Expired or stopped sessions remembered so their next call answers 410 rather than opening a new one. */
const maxTombstones = 1_000;

/**
 * What the service bills for a session when it stops (docs/api.md §3.1, §10): 7 credits per browser minute
 * if any prompt was used, 2 for code only, prorated per second with a one-minute minimum, rounded up.
 */
export function sessionCredits(usedPrompt: boolean, durationMs: number): number {
  const perMinute = usedPrompt ? 7 : 2;
  return Math.ceil((perMinute * Math.max(60_000, durationMs)) / 60_000);
}

const fail = (status: number, error: string): InteractAnswer => ({ status, body: { success: false, error } });

/**
 * The engine's interact sessions, one per scrape: opened by replaying the scrape, kept across calls,
 * closed on DELETE, after the TTL, after being idle, or with the engine.
 */
export class InteractSessions {
  readonly #options: InteractSessionsOptions;
  readonly #slots = new Map<string, Slot>();
  /** Set by the model layer to answer `prompt`; undefined → 501. */
  promptRunner: PromptRunner | undefined;

  constructor(options: InteractSessionsOptions) {
    this.#options = options;
  }

  /** Sessions open (or opening) now. */
  get openCount(): number {
    return [...this.#slots.values()].filter((slot) => slot.state !== "destroyed").length;
  }

  /** `POST /scrape/{scrapeId}/interact` with a validated body. */
  async interact(scrapeId: string, call: { code?: string | undefined; prompt?: string | undefined; language?: string | undefined; timeout?: number | undefined }): Promise<InteractAnswer> {
    // An open session answers whatever happened to the replay store since it opened.
    if (this.#slots.get(scrapeId) === undefined && this.#options.replays.get(scrapeId) === undefined) return fail(404, "Job not found.");
    if (call.code === undefined && this.promptRunner === undefined) {
      return fail(501, "Interact with a prompt needs a language model, and this local engine has none: start it with createLocalEngine({ model }) (or `webdata serve --model …`), or send `code` (Playwright, `page` is the page) instead.");
    }
    if (call.code !== undefined && call.language !== undefined && call.language !== "node") {
      return fail(400, `The local engine runs interact code in Node only (language "${call.language}" is not available); send node code where \`page\` is the Playwright Page.`);
    }
    const opened = await this.#session(scrapeId);
    if (!("queue" in opened)) return opened;
    const session = opened;
    const timeoutMs = (call.timeout ?? 30) * 1000;
    const run = session.queue.then(async (): Promise<InteractAnswer> => {
      if (this.#slots.get(scrapeId)?.state !== "open") return fail(410, "Browser session has been destroyed.");
      this.#touch(session);
      let outcome: InteractOutcome;
      if (call.code !== undefined) outcome = await session.runCode(call.code, timeoutMs);
      else {
        session.usedPrompt = true;
        outcome = await (this.promptRunner as PromptRunner)(session, call.prompt ?? "", { timeoutMs });
      }
      this.#touch(session);
      const success = outcome.exitCode === 0 && !outcome.killed;
      return {
        status: 200,
        body: {
          success,
          sessionId: session.id,
          // Raw CDP would be control of the whole browser (other sessions, downloads, around the egress guard): never offered.
          cdpUrl: null,
          ...this.#options.liveViews.urls(session.id),
          ...(outcome.output === undefined ? {} : { output: outcome.output }),
          stdout: outcome.stdout,
          result: outcome.result,
          stderr: outcome.stderr,
          exitCode: outcome.exitCode,
          killed: outcome.killed,
          ...(success ? {} : { error: outcome.stderr.trim() || "Execution failed" }),
        },
      };
    });
    session.queue = run.catch(() => undefined);
    return run;
  }

  /** `DELETE /scrape/{scrapeId}/interact`. */
  async stop(scrapeId: string): Promise<InteractAnswer> {
    let slot = this.#slots.get(scrapeId);
    if (slot?.state === "opening") {
      await slot.ready;
      slot = this.#slots.get(scrapeId);
    }
    if (slot === undefined) return fail(404, "Browser session not found.");
    // Stopped by an earlier DELETE: nothing left to stop. Expired: this DELETE is the first, without credits.
    if (slot.state === "destroyed" && slot.stopped === true) return fail(404, "Browser session not found.");
    if (slot.state === "destroyed") {
      this.#slots.set(scrapeId, { ...slot, stopped: true });
      return { status: 200, body: { success: true, sessionDurationMs: slot.endedAt - slot.openedAt } };
    }
    if (slot.state !== "open") return fail(404, "Browser session not found.");
    const durationMs = Date.now() - slot.session.openedAt;
    // Like the service, the scrapeId's session is over for good: later calls answer 410, a new scrape opens a new one.
    this.#slots.set(scrapeId, { state: "destroyed", openedAt: slot.session.openedAt, endedAt: Date.now(), stopped: true });
    this.#forgetOldTombstones();
    await this.#close(slot.session);
    // The engine charges nothing but reports the service's figure (docs/api.md §3.1, §10).
    return { status: 200, body: { success: true, sessionDurationMs: durationMs, creditsBilled: sessionCredits(slot.session.usedPrompt, durationMs) } };
  }

  /** Closes every session (engine shutdown). */
  async closeAll(): Promise<void> {
    const slots = [...this.#slots.values()];
    this.#slots.clear();
    await Promise.all(
      slots.map(async (slot) => {
        const session = slot.state === "open" ? slot.session : slot.state === "opening" ? await slot.ready : undefined;
        if (session !== undefined && "queue" in session) await this.#close(session);
      }),
    );
  }

  async #session(scrapeId: string): Promise<Session | InteractAnswer> {
    const slot = this.#slots.get(scrapeId);
    if (slot?.state === "open") return slot.session;
    if (slot?.state === "destroyed") return fail(410, "Browser session has been destroyed.");
    if (slot?.state === "opening") return slot.ready;
    if (this.openCount >= this.#options.maxSessions) {
      return fail(429, `Too many browser sessions are open (${this.#options.maxSessions}, createLocalEngine's browser.maxSessions). Stop one with DELETE /scrape/{scrapeId}/interact, or retry after 30s.`);
    }
    const ready = this.#open(scrapeId);
    this.#slots.set(scrapeId, { state: "opening", ready });
    const opened = await ready;
    if ("queue" in opened) {
      this.#slots.set(scrapeId, { state: "open", session: opened });
      this.#options.replays.pin(scrapeId);
    } else this.#slots.delete(scrapeId);
    return opened;
  }

  async #open(scrapeId: string): Promise<Session | InteractAnswer> {
    const replay = this.#options.replays.get(scrapeId);
    if (replay === undefined) return fail(404, "Job not found.");
    const { host, captures, replayTimeoutMs, codeMemoryMb } = this.#options;
    let context: BrowserContext | undefined;
    try {
      context = await host.newContext(replay.request);
      const page = await context.newPage();
      const deadline = Date.now() + replayTimeoutMs;
      await navigate(host, page, replay.url, replayTimeoutMs, { waitForMs: replay.request.waitForMs });
      if ((replay.request.waitForMs ?? 0) > 0) await page.waitForTimeout(replay.request.waitForMs ?? 0);
      if (replay.request.actions !== undefined) await runActions(page, replay.request.actions, (data, ext) => captures.save(data, ext), deadline);
      const now = Date.now();
      const session: Session = {
        id: randomUUID(),
        scrapeId,
        page,
        context,
        openedAt: now,
        lastActivityAt: now,
        usedPrompt: false,
        queue: Promise.resolve(),
        timers: [],
        runCode: (code, timeoutMs) => runInteractCode(page, code, { timeoutMs, memoryMb: codeMemoryMb }),
      };
      session.timers.push(setTimeout(() => void this.#expire(session), this.#options.ttlMs).unref());
      this.#touch(session);
      // Input from the interactive live view is activity too: it keeps the session from going idle.
      this.#options.liveViews.open(session.id, page, () => this.#touch(session));
      return session;
    } catch (error) {
      await context?.close().catch(() => {});
      const reason = error instanceof FetchFailure || error instanceof Error ? error.message.split("\n")[0] : String(error);
      return fail(409, `Replaying the scrape in the browser failed (${reason}). Please rerun the scrape.`);
    }
  }

  /** Marks activity and restarts the idle timer. */
  #touch(session: Session): void {
    session.lastActivityAt = Date.now();
    const [ttl, idle] = session.timers;
    if (idle !== undefined) clearTimeout(idle);
    session.timers = ttl === undefined ? [] : [ttl];
    session.timers.push(setTimeout(() => void this.#expire(session), this.#options.idleMs).unref());
  }

  async #expire(session: Session): Promise<void> {
    const slot = this.#slots.get(session.scrapeId);
    if (slot?.state !== "open" || slot.session !== session) return;
    this.#slots.set(session.scrapeId, { state: "destroyed", openedAt: session.openedAt, endedAt: Date.now() });
    this.#forgetOldTombstones();
    // Viewers learn at once that the session is over, not after the code still running on it.
    void this.#options.liveViews.end(session.id);
    await session.queue;
    await this.#close(session);
  }

  /** Expired sessions are remembered (for 410) up to a bound; the oldest are forgotten first. */
  #forgetOldTombstones(): void {
    const destroyed = [...this.#slots.entries()].filter(([, slot]) => slot.state === "destroyed");
    for (const [scrapeId] of destroyed.slice(0, Math.max(0, destroyed.length - maxTombstones))) this.#slots.delete(scrapeId);
  }

  async #close(session: Session): Promise<void> {
    this.#options.replays.unpin(session.scrapeId);
    for (const timer of session.timers) clearTimeout(timer);
    // Its streams end and its links answer 410 at once; not awaited: a page stuck in a loop may never
    // answer the screencast's last CDP call, and closing the context ends that call anyway.
    void this.#options.liveViews.end(session.id);
    await session.context.close().catch(() => {});
  }
}
