/**
 * P8 — a fair event loop: latency of a small scrape while the engine processes a 10 MB page. The
 * engine runs in its own process; the site (a ~10 MB article at /big, a 2 KB page at /small) in
 * another. A loop keeps one /big scrape in flight the whole time, while small scrapes are sent one
 * after another; their latency is the measurement (p99 target ≤ 100 ms). A baseline without the
 * big page comes first.
 */
import { request } from "undici";
import { startEngineProcess } from "./lib/engine-process.js";
import { startHostileSite } from "./lib/hostile-site.js";
import { nowMs, runIfMain } from "./lib/main.js";
import { atMost, measurement, type BenchResult } from "./lib/result.js";
import { percentile } from "./lib/stats.js";

const SAMPLES = Number(process.env.BENCH_P8_SAMPLES ?? 300);
const BASELINE_SAMPLES = 50;
const GAP_MS = 10;

async function scrape(engineUrl: string, url: string): Promise<{ status: number; bytes: number }> {
  const response = await request(`${engineUrl}/scrape`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url, formats: ["markdown"] }),
    headersTimeout: 300_000,
    bodyTimeout: 300_000,
  });
  const body = await response.body.arrayBuffer();
  return { status: response.statusCode, bytes: body.byteLength };
}

async function smallLatencies(engineUrl: string, url: string, count: number, keepGoing: () => boolean = () => true): Promise<number[]> {
  const samples: number[] = [];
  while (samples.length < count && keepGoing()) {
    const begin = nowMs();
    const { status } = await scrape(engineUrl, url);
    if (status !== 200) throw new Error(`small scrape answered ${status}`);
    samples.push(nowMs() - begin);
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  return samples;
}

export async function run(): Promise<BenchResult> {
  const started = nowMs();
  const site = await startHostileSite("big-page");
  const engine = await startEngineProcess();
  try {
    const small = `${site.origin}/small`;
    await smallLatencies(engine.url, small, 10);
    const baseline = await smallLatencies(engine.url, small, BASELINE_SAMPLES);

    let bigDone = 0;
    let bigRunning = true;
    let bigResponseBytes = 0;
    const bigLoop = (async () => {
      while (bigRunning) {
        const { status, bytes } = await scrape(engine.url, `${site.origin}/big`);
        if (status !== 200) throw new Error(`big scrape answered ${status}`);
        bigResponseBytes = bytes;
        bigDone += 1;
      }
    })();
    // Let the first big page reach the engine before measuring.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const loaded = await smallLatencies(engine.url, small, SAMPLES);
    bigRunning = false;
    await bigLoop;
    const memory = await engine.memory();

    const p99 = percentile(loaded, 99);
    return {
      id: "P8",
      title: "fair event loop: small scrapes beside a 10 MB page",
      workload:
        `engine in a child process; one POST /scrape of a ${(site.bigBytes / 1e6).toFixed(1)} MB HTML page always in flight (markdown), ` +
        `while small scrapes (2 KB page) are sent one after another with ${GAP_MS} ms gaps; site in its own process`,
      runs: `${BASELINE_SAMPLES} baseline small scrapes, then ${loaded.length} small scrapes during ${bigDone} big-page scrapes`,
      measurements: [
        measurement("small scrape, engine idle", "ms", baseline),
        measurement("small scrape while a 10 MB page is processed", "ms", loaded),
        measurement("small scrape while a 10 MB page is processed, p99", "ms", [p99], false),
      ],
      checks: [atMost("p99 small-scrape latency beside the 10 MB page", p99, 100, " ms", 0)],
      notes: [
        `${bigDone} big page(s) finished during the measurement (response ${(bigResponseBytes / 1e6).toFixed(1)} MB each)`,
        `engine peak RSS ${(memory.peakRssBytes / 1048576).toFixed(0)} MB`,
      ],
      durationMs: nowMs() - started,
    };
  } finally {
    await engine.close();
    await site.close();
  }
}

runIfMain(import.meta.url, run);
