import { once } from "node:events";
import { Worker } from "node:worker_threads";
import type { Contender } from "./rounds.js";

/** A contender that runs in a worker thread of its own; `close` ends the thread. */
export interface IsolatedContender extends Contender {
  close(): Promise<void>;
}

/**
 * A contender whose runs happen in a worker thread of its own, so in a V8 heap of its own: neither
 * side of a comparison pays for the other's garbage. Sharing one heap, turndown's garbage kept V8's
 * marking running through the engine's passes (P5's pipeline passes took about 1.5 times as long as
 * alone; with `--no-incremental-marking` they did not). The worker (`worker`) answers `ready` once
 * loaded, then one number per message: the value of one run, made with `request`.
 */
export async function isolatedContender(name: string, worker: URL, workerData: unknown, request: unknown = null): Promise<IsolatedContender> {
  const thread = new Worker(worker, { workerData });
  await once(thread, "message");
  return {
    name,
    async run(): Promise<number> {
      thread.postMessage(request);
      const [value] = (await once(thread, "message")) as [unknown];
      if (typeof value !== "number") throw new Error(`${name}: the worker answered ${String(value)}`);
      return value;
    },
    close: async () => {
      await thread.terminate();
    },
  };
}
