/**
 * P9 — a 10,000-page crawl kept for retention: an engine in its own process crawls the generated
 * 10,000-page site (own process), then its RSS is read (target ≤ 300 MB after completion) and every
 * page is read back through `GET /crawl/{id}` (following `next`), checking each URL arrives once.
 * BENCH_P9_PAGES overrides the size (for a quick look; the target is for 10,000).
 */
import { request } from "undici";
import { startEngineProcess } from "./lib/engine-process.js";
import { nowMs, runIfMain } from "./lib/main.js";
import { atMost, holds, measurement, type BenchResult } from "./lib/result.js";
import { startServerProcess } from "./lib/server-process.js";
import { describeBreakdown } from "./lib/memory-breakdown.js";

const PAGES = Number(process.env.BENCH_P9_PAGES ?? 10_000);
const CONCURRENCY = 8;
const MB = 1024 * 1024;
/** How long after completion the at-rest figure is read (issue 31: 10 s). */
const REST_MS = Number(process.env.BENCH_P9_REST_MS ?? 10_000);

async function getJson(url: string): Promise<Record<string, unknown>> {
  const response = await request(url, { headersTimeout: 120_000, bodyTimeout: 120_000 });
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
  return (await response.body.json()) as Record<string, unknown>;
}

export async function run(): Promise<BenchResult> {
  const started = nowMs();
  const site = await startServerProcess({ kind: "site", options: { pages: PAGES } });
  const engine = await startEngineProcess();
  try {
    const fresh = await engine.breakdown();
    const response = await request(`${engine.url}/crawl`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: `${site.origin}/`, limit: PAGES, maxConcurrency: CONCURRENCY }),
    });
    const start = (await response.body.json()) as { id: string; url: string };
    const crawlStarted = nowMs();
    let status: Record<string, unknown>;
    for (;;) {
      status = await getJson(`${start.url}?limit=1`);
      if (status.status !== "scraping") break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const crawlSeconds = (nowMs() - crawlStarted) / 1000;
    const afterCrawl = await engine.memory();
    const breakdownAfterCrawl = await engine.breakdown();
    // At rest: the engine as a user's process holds it once the work is on disk.
    await new Promise((resolve) => setTimeout(resolve, REST_MS));
    const atRest = await engine.breakdown();
    // BENCH_P9_SNAPSHOT=1: a heap snapshot of the engine at rest, for finding what it keeps.
    const snapshot = process.env.BENCH_P9_SNAPSHOT === "1" ? await engine.snapshot() : undefined;

    const readStarted = nowMs();
    const urls = new Set<string>();
    let documents = 0;
    let pages = 0;
    for (let next: string | undefined = start.url; next !== undefined; ) {
      const page = await getJson(next);
      pages += 1;
      const data = page.data as { metadata: { url: string }; markdown?: string }[];
      for (const document of data) {
        documents += 1;
        if (typeof document.markdown === "string" && document.markdown.length > 0) urls.add(document.metadata.url);
      }
      next = typeof page.next === "string" ? page.next : undefined;
      if (data.length === 0) break;
    }
    const readSeconds = (nowMs() - readStarted) / 1000;
    const afterRead = await engine.memory();
    const rss = afterCrawl.rssBytes / MB;
    const rest = atRest.rssBytes / MB;
    return {
      id: "P9",
      title: "10,000-page crawl kept for retention",
      workload:
        `engine in a child process crawls the generated ${PAGES}-page loopback site (own process), maxConcurrency ${CONCURRENCY}, markdown; ` +
        "results kept (SQLite on disk); then every page is read back through GET /crawl/{id} following next",
      runs: "1 crawl, 1 full read",
      measurements: [
        measurement("engine RSS after the crawl completed", "MB", [rss], false),
        measurement("fresh engine RSS (before the crawl)", "MB", [fresh.rssBytes / MB], false),
        measurement(`engine RSS ${REST_MS / 1000} s after the crawl (at rest)`, "MB", [rest], false),
        measurement("engine RSS after reading every page", "MB", [afterRead.rssBytes / MB], false),
        measurement("engine peak RSS", "MB", [afterRead.peakRssBytes / MB], false),
        measurement("crawl wall time", "s", [crawlSeconds], false),
        measurement("read-back wall time", "s", [readSeconds], false),
      ],
      checks: [
        atMost("engine RSS after completion", rss, 300, " MB", 0),
        atMost(`engine RSS at rest (${REST_MS / 1000} s after completion)`, rest, 200, " MB", 0),
        atMost(`engine RSS at rest, goal`, rest, 150, " MB", 0),
        holds(
          "every page readable through GET /crawl/{id}",
          status.status === "completed" && documents === PAGES && urls.size === PAGES,
          `${urls.size} unique of ${documents} read, status ${String(status.status)}`,
          `${PAGES} unique`,
        ),
      ],
      notes: [
        `${pages} status pages read`,
        `fresh engine: ${describeBreakdown(fresh)}`,
        `at completion: ${describeBreakdown(breakdownAfterCrawl)}`,
        `at rest (${REST_MS / 1000} s later): ${describeBreakdown(atRest)}`,
        ...(snapshot === undefined ? [] : [`heap snapshot at rest: ${snapshot}`]),
      ],
      durationMs: nowMs() - started,
    };
  } finally {
    await engine.close();
    await site.close();
  }
}

runIfMain(import.meta.url, run);
