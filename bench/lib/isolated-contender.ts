import { once } from "node:events";
import { Worker } from "node:worker_threads";
import type { Contender } from "./rounds.js";

/** What a contender's worker answers for one run: its measured value, and what the run made. */
export interface RunAnswer {
  value: number;
  detail?: unknown;
}

/** A contender that runs in a worker thread of its own; `close` ends the thread. */
export interface IsolatedContender extends Contender {
  /** One message other than the run's `request` (a side measurement), answered by the worker. */
  ask(message: unknown): Promise<RunAnswer>;
  close(): Promise<void>;
}

/**
 * A contender whose runs happen in a worker thread of its own, so in a V8 heap of its own: neither
 * side of a comparison pays for the other's garbage. Sharing one heap, turndown's garbage kept V8's
 * marking running through the engine's passes (P5's pipeline passes took about 1.5 times as long as
 * alone; with `--no-incremental-marking` they did not). The worker (`worker`) answers `ready` once
 * loaded, then one `RunAnswer` per message: one run, made with `request`; its `detail` goes to `onDetail`.
 */
export async function isolatedContender(
  name: string,
  worker: URL,
  workerData: unknown,
  request: unknown = null,
  onDetail: (detail: unknown) => void = () => undefined,
): Promise<IsolatedContender> {
  const thread = new Worker(worker, { workerData });
  await once(thread, "message");
  const ask = async (message: unknown): Promise<RunAnswer> => {
    thread.postMessage(message);
    const [answer] = (await once(thread, "message")) as [RunAnswer | string];
    if (typeof answer !== "object") throw new Error(`${name}: the worker answered ${answer}`);
    return answer;
  };
  return {
    name,
    ask,
    async run(): Promise<number> {
      const answer = await ask(request);
      onDetail(answer.detail);
      return answer.value;
    },
    close: async () => {
      await thread.terminate();
    },
  };
}
