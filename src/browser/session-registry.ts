import { InvalidArgumentError, WebDataError } from "../core/errors.js";
import { resolveClient, type ClientInput } from "../client/client-source.js";
import { checkOptions } from "../core/options-schema.js";
import { createInteractSession } from "./interact-session.js";
import { sessionRegistryOptionsSchema } from "./session-options-schema.js";
import type { InteractSession, InteractSessionOptions, SessionStopResult } from "./session-types.js";

/** Options of `createSessionRegistry()`. */
export interface SessionRegistryOptions {
  /**
   * Drop a session (and stop its browser) after this long without use, in milliseconds. The
   * service ends an idle browser after 5 min by itself; keeping the entry longer lets a
   * conversation come back and have its page re-opened. @default 900000 (15 min)
   */
  idleMs?: number | undefined;
  /**
   * Most sessions kept at once. Past it, the least recently used idle session is stopped; when
   * every session is busy, `get()` of a new key throws. @default 50
   */
  maxSessions?: number | undefined;
  /** Clock in milliseconds since the epoch, shared with the sessions. @default Date.now */
  clock?: (() => number) | undefined;
  /** Options of every session the registry creates (`url`, `scrapeOptions`, lifetimes). */
  sessionOptions?: Omit<InteractSessionOptions, "clock"> | undefined;
  /**
   * Also sweep idle sessions on a timer, in milliseconds. The timer is `unref()`ed (it never keeps
   * the process alive) and cleared by `closeAll()`. Without it, sweeping happens on each `get()`.
   * @default undefined (no timer)
   */
  sweepIntervalMs?: number | undefined;
  /** Told when stopping an evicted session failed (there is no caller to throw to). @default ignore */
  onEvictionError?: ((error: unknown, key: string) => void) | undefined;
}

/** Browser sessions keyed by the application's conversation (thread id, chat id, user id, …). */
export interface SessionRegistry extends AsyncDisposable {
  /** The session of `key`, created on first use. */
  get(key: string): InteractSession;
  has(key: string): boolean;
  /** Stops and forgets the session of `key` (a no-op result when there is none). */
  close(key: string, options?: { signal?: AbortSignal | undefined }): Promise<SessionStopResult>;
  /** Stops and forgets every session; throws an `AggregateError` if some could not be stopped. */
  closeAll(): Promise<void>;
  /** Keys with a session. */
  keys(): string[];
  readonly size: number;
  /** Stops and forgets sessions idle longer than `idleMs` now; returns their keys. */
  sweep(): string[];
}

interface Entry {
  session: InteractSession;
  lastUsedAt: number;
}

/**
 * One browser session per conversation, never one shared by every user of a tool set. Sessions
 * share one client; idle ones are swept lazily on `get()` (or by an optional timer).
 */
export function createSessionRegistry(client?: ClientInput, options: SessionRegistryOptions = {}): SessionRegistry {
  checkOptions(sessionRegistryOptionsSchema, options, "createSessionRegistry");
  const resolvedClient = resolveClient(client, "createSessionRegistry");
  const now = options.clock ?? Date.now;
  const idleMs = options.idleMs ?? 15 * 60_000;
  const maxSessions = options.maxSessions ?? 50;
  const sweepIntervalMs = options.sweepIntervalMs;
  const entries = new Map<string, Entry>();
  // Stops of evicted sessions still in flight; closeAll() waits for them too.
  const evicting = new Set<Promise<unknown>>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const lastUse = (entry: Entry) => Math.max(entry.lastUsedAt, entry.session.state.lastActivityAt ?? 0);

  const evict = (key: string, entry: Entry) => {
    entries.delete(key);
    const stopping = entry.session.stop().catch((error: unknown) => options.onEvictionError?.(error, key));
    evicting.add(stopping);
    void stopping.finally(() => evicting.delete(stopping));
  };

  const sweep = (): string[] => {
    const at = now();
    const swept: string[] = [];
    for (const [key, entry] of entries) {
      if (!entry.session.state.busy && at - lastUse(entry) >= idleMs) {
        evict(key, entry);
        swept.push(key);
      }
    }
    return swept;
  };

  const makeRoom = () => {
    let oldest: [string, Entry] | undefined;
    for (const pair of entries) {
      if (pair[1].session.state.busy) continue;
      if (!oldest || lastUse(pair[1]) < lastUse(oldest[1])) oldest = pair;
    }
    if (!oldest) {
      throw new WebDataError(`All ${maxSessions} browser sessions are busy (maxSessions); retry when one finishes, or raise maxSessions.`);
    }
    evict(...oldest);
  };

  const startTimer = () => {
    if (sweepIntervalMs === undefined || timer !== undefined) return;
    timer = setInterval(sweep, sweepIntervalMs);
    timer.unref();
  };

  const closeAll = async (): Promise<void> => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    const closing = [...entries.values()].map((entry) => entry.session.stop());
    entries.clear();
    const [results] = await Promise.all([Promise.allSettled(closing), Promise.all([...evicting])]);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failures.length > 0) {
      throw new AggregateError(failures.map((f) => f.reason), `${failures.length} browser session(s) could not be stopped`);
    }
  };

  return {
    get(key) {
      checkKey(key);
      sweep();
      let entry = entries.get(key);
      if (!entry) {
        if (entries.size >= maxSessions) makeRoom();
        entry = { session: createInteractSession(resolvedClient, { ...options.sessionOptions, clock: now }), lastUsedAt: now() };
        entries.set(key, entry);
        startTimer();
      }
      entry.lastUsedAt = now();
      return entry.session;
    },
    has(key) {
      return entries.has(key);
    },
    async close(key, closeOptions = {}) {
      const entry = entries.get(key);
      if (!entry) return { stopped: false };
      entries.delete(key);
      return entry.session.stop(closeOptions);
    },
    closeAll,
    keys() {
      return [...entries.keys()];
    },
    get size() {
      return entries.size;
    },
    sweep,
    [Symbol.asyncDispose]: closeAll,
  };
}

function checkKey(key: unknown): void {
  if (typeof key !== "string" || key === "") {
    throw new InvalidArgumentError("Session registry key must be a non-empty string (a thread or conversation id).", [
      { path: ["key"], message: "must be a non-empty string" },
    ]);
  }
}
