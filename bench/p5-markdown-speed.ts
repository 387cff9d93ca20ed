/**
 * P5 — HTML → markdown throughput of the engine on a mixed corpus (small pages, an article, a docs
 * page, entities, deep nesting, a 2,000-row table, a ~1 MB page) vs turndown, plus a scaling fit
 * (time against size) to catch superlinear pages.
 */
import { loadMarkdownConverter } from "../src/engine/content/html-to-markdown.js";
import { quietProcess } from "./lib/cpu.js";
import { mixedCorpus } from "./lib/corpus.js";
import { isolatedContender, type IsolatedContender } from "./lib/isolated-contender.js";
import { nowMs, runIfMain } from "./lib/main.js";
import type { P5Converter } from "./lib/p5-converters.js";
import type { P5PassRequest, ScalingSlope } from "./lib/p5-pass-worker.js";
import { describeStages, stageTimes, type StageTimes } from "./lib/markdown-stages.js";
import { atLeast, atMost, measurement, type BenchResult } from "./lib/result.js";
import { alternateRounds, samplesOf } from "./lib/rounds.js";
import { median, pairedRatio } from "./lib/stats.js";

// The engine's scanner needs 3–4 passes before V8 fully optimises it; measure it warm.
const WARMUP = 4;
// Eleven: with five, consecutive runs at the same load gave pipeline/turndown anywhere from 4.6× to 6.0×.
const ROUNDS = 11;
const SCALING_REPEATS = 7;
/** A log-log slope above this means time grows faster than size. */
const MAX_SLOPE = 1.2;
/** A pass after a full collection keeps at least this share of a warm pass's speed. */
const MIN_AFTER_COLLECTION = 0.75;
const PIPELINE = "engine pipeline (scan, main content, markdown)";
const AFTER_COLLECTION = "engine pipeline, a full garbage collection before each pass";
const CONVERTER = "engine markdown step alone (mdream)";
const TURNDOWN = "turndown";

export async function run(): Promise<BenchResult> {
  const started = nowMs();
  const converter = await loadMarkdownConverter();
  const corpus = mixedCorpus();
  const corpusBytes = corpus.reduce((sum, page) => sum + page.bytes, 0);
  // Each contender in a thread (and V8 heap) of its own; the collected pipeline is a second engine.
  const threads: Array<[string, P5Converter, P5PassRequest | null]> = [
    [PIPELINE, "pipeline", null],
    [AFTER_COLLECTION, "pipeline", { collectFirst: true }],
    [CONVERTER, "mdream", null],
    [TURNDOWN, "turndown", null],
  ];
  const worker = new URL("./lib/p5-pass-worker.ts", import.meta.url);
  const contenders: IsolatedContender[] = [];
  let samples: Map<string, number[]>;
  const slopes = new Map<string, ScalingSlope[]>();
  try {
    for (const [name, contender, request] of threads) contenders.push(await isolatedContender(name, worker, { contender }, request));
    samples = await alternateRounds(contenders, { warmup: WARMUP, rounds: ROUNDS, beforeEach: () => quietProcess() });
    // Scaling in each contender's own thread too: in one shared heap, turndown's garbage made the
    // pipeline's 1 MB page look superlinear (a slope of 1.29 where alone it is 0.97–1.02).
    for (const contender of contenders) {
      if (contender.name === AFTER_COLLECTION) continue;
      const answer = await contender.ask({ scalingRepeats: SCALING_REPEATS } satisfies P5PassRequest);
      slopes.set(contender.name, answer.detail as ScalingSlope[]);
    }
  } finally {
    await Promise.all(contenders.map((contender) => contender.close()));
  }

  // Where the pipeline's time goes: the median of a few staged passes.
  const staged: StageTimes[] = Array.from({ length: 3 }, () => stageTimes(corpus, converter.convert));
  const stages = Object.fromEntries(
    Object.keys(staged[0] ?? {}).map((stage) => [stage, median(staged.map((t) => t[stage as keyof StageTimes]))]),
  ) as unknown as StageTimes;

  const worst = (name: string) => Math.max(...(slopes.get(name) ?? []).map((s) => s.slope));
  const describeSlopes = (name: string) => (slopes.get(name) ?? []).map((s) => `${s.family} ${s.slope.toFixed(2)}`).join(", ");

  const pipeline = measurement(PIPELINE, "MB/s", samplesOf(samples, PIPELINE), false);
  const alone = measurement(CONVERTER, "MB/s", samplesOf(samples, CONVERTER), false);
  const collected = measurement(AFTER_COLLECTION, "MB/s", samplesOf(samples, AFTER_COLLECTION), false);
  const td = measurement(TURNDOWN, "MB/s", samplesOf(samples, TURNDOWN), false);
  return {
    id: "P5",
    title: "HTML → markdown speed",
    workload:
      `one pass converts each page of a mixed corpus (${corpus.length} pages, ${(corpusBytes / 1024 / 1024).toFixed(2)} MB: 50 small crawl pages, ~47 KB article, docs page with a 300-link sidebar, ` +
      "entity-heavy text, divs nested 300 deep, a 2,000-row table, a ~1 MB article); value = corpus MB / pass time. " +
      "Scaling: the article, table and nesting families at 1/8, 1/4, 1/2 and full size, least time of 7 conversions each, in the contender's own thread, slope of log(time) vs log(bytes)",
    runs: `${WARMUP} warm-up passes, ${ROUNDS} measured passes per contender, rotating order; ratios are the median of each round's ratio; each contender in a worker thread of its own (its own V8 heap, so no side pays for another's garbage), no server involved`,
    measurements: [pipeline, collected, alone, td],
    checks: [
      // Issue 16: the whole scrape path (with main-content scoring on the scanner's tree) stays ≥ 5× turndown.
      atLeast("engine pipeline / turndown", pairedRatio(samplesOf(samples, PIPELINE), samplesOf(samples, TURNDOWN)), 5),
      // V8 drops a class's compiled code when a full collection finds no instance left (`held-shapes.ts`): 0.3 before the engine held them.
      atLeast("engine pipeline after a full collection / engine pipeline", pairedRatio(samplesOf(samples, AFTER_COLLECTION), samplesOf(samples, PIPELINE)), MIN_AFTER_COLLECTION),
      atLeast("markdown step alone / turndown", pairedRatio(samplesOf(samples, CONVERTER), samplesOf(samples, TURNDOWN)), 10),
      atMost("engine pipeline: worst time-vs-size slope", worst(PIPELINE), MAX_SLOPE, "", 2),
    ],
    notes: [
      `markdown step: mdream's ${converter.kind} build (the native binding ${converter.kind === "native" ? "is installed" : "is not installed on this machine; native is faster"})`,
      `engine pipeline time by stage: ${describeStages(stages)}`,
      `time-vs-size slopes (1 = linear): pipeline ${describeSlopes(PIPELINE)}; mdream ${describeSlopes(CONVERTER)}; turndown ${describeSlopes(TURNDOWN)}`,
    ],
    durationMs: nowMs() - started,
  };
}

runIfMain(import.meta.url, run);
