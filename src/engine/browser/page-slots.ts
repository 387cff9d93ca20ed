/** A counting semaphore: at most `size` holders at once, the rest wait in order (abortable). */
export class PageSlots {
  #free: number;
  readonly #waiting: { resolve: () => void; reject: (error: unknown) => void; signal: AbortSignal | undefined; onAbort: () => void }[] = [];

  constructor(size: number) {
    this.#free = size;
  }

  /** Runs `task` once a slot is free. */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.#acquire(signal);
    try {
      return await task();
    } finally {
      this.#release();
    }
  }

  #acquire(signal: AbortSignal | undefined): Promise<void> {
    signal?.throwIfAborted();
    if (this.#free > 0) {
      this.#free -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = {
        resolve,
        reject,
        signal,
        onAbort: () => {
          const index = this.#waiting.indexOf(entry);
          if (index >= 0) this.#waiting.splice(index, 1);
          reject(signal?.reason);
        },
      };
      signal?.addEventListener("abort", entry.onAbort, { once: true });
      this.#waiting.push(entry);
    });
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next === undefined) {
      this.#free += 1;
      return;
    }
    next.signal?.removeEventListener("abort", next.onAbort);
    next.resolve();
  }
}
