/**
 * One request's time budget as an abort signal that leaves nothing behind once the request ends.
 * `AbortSignal.timeout()` keeps its timer (and the signal, held by Node while it has listeners)
 * until the time runs out, and `AbortSignal.any()` registers each composite with its long-lived
 * parent: a 10,000-page crawl kept 10,000 pending timers, signals and 40,000 weak references
 * after it had finished (bench/README.md "Where the memory goes"). Here the timer is cleared and
 * the parent's listener removed by `dispose()`.
 */
export class RequestDeadline {
  readonly #controller = new AbortController();
  readonly #timer: NodeJS.Timeout;
  readonly #parent: AbortSignal | undefined;
  readonly #onParentAbort = () => this.#controller.abort(this.#parent?.reason);
  #timedOut = false;

  constructor(timeoutMs: number, parent?: AbortSignal) {
    this.#parent = parent;
    this.#timer = setTimeout(() => {
      this.#timedOut = true;
      this.#controller.abort(new DOMException("The request timed out.", "TimeoutError"));
    }, timeoutMs);
    // A pending request keeps the process alive by its socket, not by this timer.
    this.#timer.unref();
    if (parent?.aborted === true) this.#onParentAbort();
    else parent?.addEventListener("abort", this.#onParentAbort, { once: true });
  }

  /** Aborts when the time runs out or the parent signal aborts. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Whether the time ran out (as opposed to the parent aborting). */
  get timedOut(): boolean {
    return this.#timedOut;
  }

  /** Clears the timer and detaches from the parent; call when the request is over. */
  dispose(): void {
    clearTimeout(this.#timer);
    this.#parent?.removeEventListener("abort", this.#onParentAbort);
  }
}
