/**
 * One P5 contender in a worker thread of its own (`isolated-contender.ts`): on each message it
 * converts the whole mixed corpus once and answers its MB/s. `workerData.contender` names the converter;
 * a message `{ collectFirst: true }` makes a full garbage collection first, outside the timing.
 * A message `{ scalingRepeats }` measures the scaling families instead (`ScalingSlope[]` as its detail).
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { parentPort, workerData } from "node:worker_threads";
import { mixedCorpus, scaledFamilies } from "./corpus.js";
import type { RunAnswer } from "./isolated-contender.js";
import { nowMs } from "./main.js";
import { p5Converter, p5Input, type P5Converter, type P5Input } from "./p5-converters.js";
import { logLogSlope } from "./stats.js";

export interface P5PassRequest {
  collectFirst?: boolean;
  /** Measure the scaling families, each page converted this many times (least time), instead of a pass. */
  scalingRepeats?: number;
}

/** A page family's slope of log(time) over log(bytes): 1 is linear. */
export interface ScalingSlope {
  family: string;
  slope: number;
}

/**
 * The least time of `repeats` conversions: the page's own cost. A median still carried whichever
 * collection the run before left due (the 2,000-row table's slope read 1.14–1.25 by medians of 9,
 * 1.04–1.15 by least times, in one thread); an algorithm that grows faster than its input shows in both.
 */
function leastTime(page: P5Input, convert: (page: P5Input) => string, repeats: number): number {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < repeats; i++) {
    const start = nowMs();
    convert(page);
    least = Math.min(least, nowMs() - start);
  }
  return least;
}

function scalingSlopes(convert: (page: P5Input) => string, repeats: number): ScalingSlope[] {
  return scaledFamilies().map(({ family, pages }) => ({
    family,
    slope: logLogSlope(pages.map((page) => ({ x: page.bytes, y: leastTime(p5Input(page.html), convert, repeats) }))),
  }));
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
  const inputs = corpus.map((page) => p5Input(page.html));
  const megabytes = corpus.reduce((sum, page) => sum + page.bytes, 0) / 1024 / 1024;
  let collect: (() => void) | undefined;
  port.on("message", (request: P5PassRequest | null) => {
    if (request?.scalingRepeats !== undefined) {
      port.postMessage({ value: 0, detail: scalingSlopes(convert, request.scalingRepeats) } satisfies RunAnswer);
      return;
    }
    if (request?.collectFirst === true) (collect ??= fullCollection())();
    const start = nowMs();
    let out = 0;
    for (const page of inputs) out += convert(page).length;
    const seconds = (nowMs() - start) / 1000;
    port.postMessage(out === 0 ? "no output" : ({ value: megabytes / seconds } satisfies RunAnswer));
  });
  port.postMessage("ready");
}
