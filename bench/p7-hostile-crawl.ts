/**
 * P7 — hostile crawl: a loopback site whose every page carries 150,000 unique links, crawled with
 * `{limit:150, sitemap:"skip", maxConcurrency:2}` by an engine in its own process. Measures the
 * engine's peak RSS (kernel maxRSS, worker threads included) and probes `GET /crawl/{id}` every
 * 250 ms throughout (latency; any failure counts). Then the oversized-parameter starts
 * (`{limit:2, maxConcurrency:5000000}`, `limit: 1e12`) are timed.
 * BENCH_P7_LIMIT overrides the page limit (for a quick look; the target is for 150);
 * BENCH_ENGINE_OPTIONS (JSON) passes `createLocalEngine` options (the target is for the defaults).
 */
import { request } from "undici";
import { startEngineProcess } from "./lib/engine-process.js";
import { startHostileSite } from "./lib/hostile-site.js";
import { nowMs, runIfMain } from "./lib/main.js";
import { atMost, holds, measurement, type BenchResult } from "./lib/result.js";
import { describeBreakdown, type MemoryBreakdown } from "./lib/memory-breakdown.js";

const LIMIT = Number(process.env.BENCH_P7_LIMIT ?? 150);
const LINKS = 150_000;
const PROBE_EVERY_MS = 250;
const PROBE_TIMEOUT_MS = 10_000;
const MB = 1024 * 1024;

async function json(method: string, url: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await request(url, {
    method: method as "GET",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    headersTimeout: PROBE_TIMEOUT_MS,
    bodyTimeout: PROBE_TIMEOUT_MS,
  });
  return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown> };
}

export async function run(): Promise<BenchResult> {
  const started = nowMs();
  const site = await startHostileSite("link-farm", LINKS);
  const engine = await startEngineProcess(JSON.parse(process.env.BENCH_ENGINE_OPTIONS ?? "{}") as Record<string, unknown>);
  try {
    const baseline = await engine.memory();
    const start = await json("POST", `${engine.url}/crawl`, { url: `${site.origin}/`, limit: LIMIT, sitemap: "skip", maxConcurrency: 2 });
    if (start.status !== 200) throw new Error(`crawl start answered ${start.status}: ${JSON.stringify(start.body)}`);
    const statusUrl = String(start.body.url);
    const probes: number[] = [];
    let failedProbes = 0;
    let final: Record<string, unknown> = {};
    const crawlStarted = nowMs();
    // Where the memory is at the highest RSS sampled (a breakdown every 2 s, beside the probes).
    let highest: MemoryBreakdown | undefined;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const sample = await engine.breakdown();
        if (highest === undefined || sample.rssBytes > highest.rssBytes) highest = sample;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    })();
    for (;;) {
      const begin = nowMs();
      try {
        const probe = await json("GET", `${statusUrl}?limit=1`);
        probes.push(nowMs() - begin);
        if (probe.status !== 200) failedProbes += 1;
        final = probe.body;
        if (probe.body.status !== "scraping") break;
      } catch {
        failedProbes += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
    const crawlSeconds = (nowMs() - crawlStarted) / 1000;
    sampling = false;
    await sampler;
    const afterCrawl = await engine.memory();

    // Oversized parameters: each start must answer at once (clamped, with a warning); cancelled right away.
    const oversized: number[] = [];
    const warnings: string[] = [];
    for (const body of [
      { url: `${site.origin}/`, limit: 2, maxConcurrency: 5_000_000, sitemap: "skip" },
      { url: `${site.origin}/`, limit: 1e12, sitemap: "skip" },
    ]) {
      const begin = nowMs();
      const answer = await json("POST", `${engine.url}/crawl`, body);
      oversized.push(nowMs() - begin);
      warnings.push(`${answer.status}: ${String(answer.body.warning ?? answer.body.error)}`);
      if (answer.status === 200) await json("DELETE", String(answer.body.url));
    }

    const peak = afterCrawl.peakRssBytes / MB;
    const peakRss = measurement("engine peak RSS during the crawl", "MB", [peak], false);
    const probeLatency = measurement("GET /crawl/{id} probe latency", "ms", probes);
    const maxProbe = Math.max(...probes);
    return {
      id: "P7",
      title: "hostile crawl: bounded memory, status stays live",
      workload:
        `engine in a child process crawls a loopback site (own process) whose every page has ${LINKS.toLocaleString("en-US")} unique links ` +
        `(~${((LINKS * 33) / 1e6).toFixed(1)} MB of HTML), {limit:${LIMIT}, sitemap:"skip", maxConcurrency:2}; GET /crawl/{id}?limit=1 probed every ${PROBE_EVERY_MS} ms; ` +
        "then POST /crawl with {limit:2, maxConcurrency:5000000} and {limit:1e12}",
      runs: `1 crawl; ${probes.length} probes`,
      measurements: [
        peakRss,
        probeLatency,
        measurement("probe latency, worst", "ms", [maxProbe], false),
        measurement("crawl wall time", "s", [crawlSeconds], false),
        measurement("oversized-parameter start, slowest answer", "ms", [Math.max(...oversized)], false),
      ],
      checks: [
        atMost("engine peak RSS", peak, 400, " MB", 0),
        atMost("engine peak RSS, goal", peak, 300, " MB", 0),
        holds("every status probe answered 200", failedProbes === 0, `${failedProbes} failed`, "0 failed"),
        atMost("oversized-parameter start answer", Math.max(...oversized), 1000, " ms", 0),
      ],
      notes: [
        `final status ${String(final.status)}, ${String(final.completed)} page(s) completed, total ${String(final.total)}`,
        `engine RSS at start ${(baseline.rssBytes / MB).toFixed(0)} MB, after the crawl ${(afterCrawl.rssBytes / MB).toFixed(0)} MB (heap ${(afterCrawl.heapUsedBytes / MB).toFixed(0)} MB)`,
        `oversized starts: ${warnings.join(" | ")}`,
        ...(highest === undefined ? [] : [`at the highest sampled RSS: ${describeBreakdown(highest)}`]),
      ],
      durationMs: nowMs() - started,
    };
  } finally {
    await engine.close();
    await site.close();
  }
}

runIfMain(import.meta.url, run);
