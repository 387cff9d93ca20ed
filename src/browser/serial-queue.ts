import { APIUserAbortError } from "../core/errors.js";

/**
 * Runs tasks one at a time, in call order (a promise-chain mutex). A waiter whose signal fires
 * before its turn leaves at once; the tasks queued behind it still wait for the one in front.
 */
export class SerialQueue {
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;

  /** Tasks queued or running. */
  get pending(): number {
    return this.waiting;
  }

  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(new APIUserAbortError(undefined, { cause: signal.reason }));
    const before = this.tail;
    let settleTurn!: () => void;
    // The chain only ever resolves, so one failed task never blocks the next.
    this.tail = new Promise<void>((resolve) => (settleTurn = resolve));
    this.waiting += 1;

    return new Promise<T>((resolve, reject) => {
      let left = false;
      const onAbort = () => {
        left = true;
        reject(new APIUserAbortError(undefined, { cause: signal?.reason }));
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      void before.then(async () => {
        signal?.removeEventListener("abort", onAbort);
        try {
          if (!left) resolve(await task());
        } catch (error) {
          reject(error);
        } finally {
          this.waiting -= 1;
          settleTurn();
        }
      });
    });
  }
}
