/**
 * One P5 contender in a worker thread of its own (`isolated-contender.ts`): on each message it
 * converts the whole mixed corpus once and answers its MB/s. `workerData.contender` names the converter;
 * a message `{ collectFirst: true }` makes a full garbage collection first, outside the timing.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { parentPort, workerData } from "node:worker_threads";
import { mixedCorpus } from "./corpus.js";
import type { RunAnswer } from "./isolated-contender.js";
import { nowMs } from "./main.js";
import { p5Converter, type P5Converter } from "./p5-converters.js";

export interface P5PassRequest {
  collectFirst?: boolean;
}

/** V8's full collection, made callable in this thread only when a run asks for it. */
function fullCollection(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

if (parentPort !== null) {
  const port = parentPort;
  const convert = await p5Converter((workerData as { contender: P5Converter }).contender);
  const corpus = mixedCorpus();
  const megabytes = corpus.reduce((sum, page) => sum + page.bytes, 0) / 1024 / 1024;
  let collect: (() => void) | undefined;
  port.on("message", (request: P5PassRequest | null) => {
    if (request?.collectFirst === true) (collect ??= fullCollection())();
    const start = nowMs();
    let out = 0;
    for (const page of corpus) out += convert(page.html).length;
    const seconds = (nowMs() - start) / 1000;
    port.postMessage(out === 0 ? "no output" : ({ value: megabytes / seconds } satisfies RunAnswer));
  });
  port.postMessage("ready");
}
