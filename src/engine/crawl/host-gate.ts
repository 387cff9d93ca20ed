import { setTimeout as sleep } from "node:timers/promises";

interface HostState {
  active: number;
  waiting: (() => void)[];
  /** Earliest time (ms) the next request to this host may start. */
  nextStartAt: number;
}

/**
 * Politeness per host: at most `maxPerHost` requests at a time, and with a delay, requests start at
 * least `delayMs` apart. A crawl holds one gate, so other hosts (subdomains, external links) each
 * get their own allowance.
 */
export class HostGate {
  readonly #hosts = new Map<string, HostState>();

  constructor(
    private readonly maxPerHost: number,
    private readonly delayMs: number,
  ) {}

  /** Waits for a slot on `host`; call the returned function when the request is done. Rejects on abort. */
  async acquire(host: string, signal: AbortSignal): Promise<() => void> {
    let state = this.#hosts.get(host);
    if (state === undefined) {
      state = { active: 0, waiting: [], nextStartAt: 0 };
      this.#hosts.set(host, state);
    }
    while (state.active >= this.maxPerHost) {
      await new Promise<void>((resolve) => state.waiting.push(resolve));
      signal.throwIfAborted();
    }
    state.active += 1;
    if (this.delayMs > 0) {
      const now = Date.now();
      const startAt = Math.max(now, state.nextStartAt);
      state.nextStartAt = startAt + this.delayMs;
      if (startAt > now) {
        try {
          await sleep(startAt - now, undefined, { signal });
        } catch (error) {
          this.#release(state);
          throw error;
        }
      }
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#release(state);
    };
  }

  /** Wakes every waiter so aborted crawls can unwind. */
  wakeAll(): void {
    for (const state of this.#hosts.values()) {
      for (const wake of state.waiting.splice(0)) wake();
    }
  }

  #release(state: HostState): void {
    state.active -= 1;
    state.waiting.shift()?.();
  }
}
