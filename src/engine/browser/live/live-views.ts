import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Page } from "playwright-core";
import { applyLiveInput, type LiveInput } from "./live-input.js";
import { liveViewLimits } from "./live-view-limits.js";
import { Screencast, type ScreencastFrame } from "./screencast.js";

/** What a live view link may do. */
export type LiveAccess = "view" | "interact";

/** The two links of a session, as the interact response carries them (docs/api.md §3.1). */
export interface LiveViewUrls {
  liveViewUrl: string | null;
  interactiveLiveViewUrl: string | null;
}

/** Someone watching: gets each frame, and `end` once when the session ends. */
export interface LiveViewer {
  frame(frame: ScreencastFrame): void;
  end(): void;
}

/** How a request for a live view link is answered. */
export type LiveLookup =
  | { kind: "live"; access: LiveAccess; view: LiveView }
  | { kind: "ended" }
  | { kind: "refused" }
  | { kind: "unknown" };

interface Tokens {
  view: string;
  interact: string;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/** Compares a presented token with the session's, in time independent of where they differ. */
function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

function accessOf(tokens: Tokens, given: string): LiveAccess | undefined {
  // Both compared every time, so the answer's timing does not tell which one matched.
  const view = tokenMatches(given, tokens.view);
  const interact = tokenMatches(given, tokens.interact);
  return interact ? "interact" : view ? "view" : undefined;
}

/** `work`, or a rejection once `ms` passed (the work itself goes on; only the waiting stops). */
function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the page did not take it within ${ms / 1000} s`)), ms).unref();
  });
  work.catch(() => {});
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The live view of one session: its screencast, its viewers and its input queue. */
export class LiveView {
  readonly tokens: Tokens = { view: randomBytes(32).toString("base64url"), interact: randomBytes(32).toString("base64url") };
  readonly #page: Page;
  readonly #screencast: Screencast;
  readonly #viewers = new Set<LiveViewer>();
  readonly #onInput: () => void;
  #input: Promise<void> = Promise.resolve();
  #pending = 0;
  /** Set once the session ended: no more viewers or input. */
  ended = false;

  constructor(page: Page, onInput: () => void) {
    this.#page = page;
    this.#screencast = new Screencast(page);
    this.#onInput = onInput;
  }

  /** True when no viewer can be added (`maxViewers` watch, or the session ended). */
  get full(): boolean {
    return this.ended || this.#viewers.size >= liveViewLimits.maxViewers;
  }

  /** Adds a viewer (the latest frame is sent at once); undefined when `full`. Returns the function that removes it. */
  watch(viewer: LiveViewer): (() => void) | undefined {
    if (this.full) return undefined;
    this.#viewers.add(viewer);
    const stop = this.#screencast.subscribe((frame) => viewer.frame(frame));
    return () => {
      if (this.#viewers.delete(viewer)) stop();
    };
  }

  /** Queues one input event: "busy" when too many are waiting, "ended" after the session. Inputs apply one after another, in order. */
  input(input: LiveInput): Promise<void> | "busy" | "ended" {
    if (this.ended) return "ended";
    if (this.#pending >= liveViewLimits.maxPendingInput) return "busy";
    this.#pending += 1;
    this.#onInput();
    const size = this.#screencast.last ?? this.#page.viewportSize() ?? { width: 1280, height: 720 };
    const run = this.#input.then(() => withTimeout(applyLiveInput(this.#page, input, size), liveViewLimits.inputTimeoutMs));
    this.#input = run.catch(() => {}).finally(() => {
      this.#pending -= 1;
    });
    return run;
  }

  /** Ends every stream and the screencast. */
  async end(): Promise<void> {
    this.ended = true;
    const viewers = [...this.#viewers];
    this.#viewers.clear();
    for (const viewer of viewers) viewer.end();
    await this.#screencast.end();
  }
}

/**
 * The live views of the engine's interact sessions, by session id: each session gets two
 * unguessable capability tokens (view-only and interactive), because a browser tab opening the
 * link cannot send the API key. Ended sessions are remembered (bounded) so their links answer 410.
 */
export class LiveViews {
  /** The engine's `<origin>/v2`, set once it listens; links are built on it. */
  baseUrl = "";
  readonly #live = new Map<string, LiveView>();
  readonly #ended = new Map<string, Tokens>();

  /** Starts the live view of a session (no screencast runs until someone watches). */
  open(sessionId: string, page: Page, onInput: () => void): void {
    this.#live.set(sessionId, new LiveView(page, onInput));
  }

  /** The session's two links; null when it has none (ended, or the engine has no address yet). */
  urls(sessionId: string): LiveViewUrls {
    const view = this.#live.get(sessionId);
    if (view === undefined || this.baseUrl === "") return { liveViewUrl: null, interactiveLiveViewUrl: null };
    const base = `${this.baseUrl}/live/${encodeURIComponent(sessionId)}`;
    return { liveViewUrl: `${base}/${view.tokens.view}`, interactiveLiveViewUrl: `${base}/${view.tokens.interact}?interactive=true` };
  }

  /** Who a link is: its session's live view and the token's access, or why not. */
  lookup(sessionId: string, token: string): LiveLookup {
    const view = this.#live.get(sessionId);
    if (view !== undefined) {
      const access = accessOf(view.tokens, token);
      return access === undefined ? { kind: "refused" } : { kind: "live", access, view };
    }
    const ended = this.#ended.get(sessionId);
    if (ended === undefined) return { kind: "unknown" };
    return accessOf(ended, token) === undefined ? { kind: "refused" } : { kind: "ended" };
  }

  /** Ends a session's live view: its streams close and its links answer 410 from now on. */
  async end(sessionId: string): Promise<void> {
    const view = this.#live.get(sessionId);
    if (view === undefined) return;
    this.#live.delete(sessionId);
    this.#ended.set(sessionId, view.tokens);
    for (const oldest of [...this.#ended.keys()].slice(0, Math.max(0, this.#ended.size - liveViewLimits.maxEnded))) this.#ended.delete(oldest);
    await view.end();
  }
}
