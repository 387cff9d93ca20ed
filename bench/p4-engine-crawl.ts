/**
 * P4 — local engine crawl throughput on a generated 2,000-page site (served from a child process),
 * concurrency 8, markdown on; compared with Crawlee's CheerioCrawler on the same site, measured the
 * same way (wall time from start to last page, same concurrency, in-memory storage).
 */
import { CheerioCrawler, Configuration, log } from "@crawlee/cheerio";
import { request } from "undici";
import { WebDataClient } from "../src/client.js";
import { createLocalEngine, type LocalEngine } from "../src/engine/index.js";
import { nowMs, runIfMain } from "./lib/main.js";
import { atLeast, measurement, type BenchResult } from "./lib/result.js";
import { alternateRounds, samplesOf } from "./lib/rounds.js";
import { startServerProcess } from "./lib/server-process.js";
import { median } from "./lib/stats.js";

const PAGES = 2_000;
const CONCURRENCY = 8;
const WARMUP = 1;
const ROUNDS = 3;
const POLL_MS = 20;
const ENGINE = "webdata-kit engine crawl (markdown)";
const CRAWLEE = "Crawlee CheerioCrawler";

export async function run(): Promise<BenchResult> {
  const started = nowMs();
  log.setLevel(log.LEVELS.OFF);
  const site = await startServerProcess({ kind: "site", options: { pages: PAGES } });
  const engine = await createLocalEngine({ allowPrivateNetwork: true });
  const siteCpu = new Map<string, number[]>([[ENGINE, []], [CRAWLEE, []]]);
  try {
    const start = `${site.origin}/`;
    const pageBytes = await pageSize(`${site.origin}/page/${PAGES / 2}`);
    const timed = (name: string, crawl: () => Promise<number>) => ({
      name,
      run: async (round: number) => {
        const cpuBefore = (await site.stats()).cpuMicros;
        const begin = nowMs();
        const pages = await crawl();
        const seconds = (nowMs() - begin) / 1000;
        if (pages !== PAGES) throw new Error(`${name} crawled ${pages} pages, expected ${PAGES}`);
        if (round >= WARMUP) siteCpu.get(name)?.push(((await site.stats()).cpuMicros - cpuBefore) / pages);
        return pages / seconds;
      },
    });
    const samples = await alternateRounds([timed(ENGINE, () => engineCrawl(engine, start)), timed(CRAWLEE, () => crawleeCrawl(start))], {
      warmup: WARMUP,
      rounds: ROUNDS,
      beforeEach: async () => {
        await site.reset();
      },
    });
    const ours = measurement(ENGINE, "pages/s", samplesOf(samples, ENGINE), false);
    const crawlee = measurement(CRAWLEE, "pages/s", samplesOf(samples, CRAWLEE), false);
    return {
      id: "P4",
      title: "engine crawl throughput",
      workload:
        `crawl of a generated ${PAGES}-page loopback site (binary link tree, robots.txt, sitemap; ${pageBytes} bytes per page) served by a child process; ` +
        `concurrency ${CONCURRENCY}, limit ${PAGES}, robots.txt respected by both. Engine: POST /v2/crawl to an in-process local engine ` +
        `(markdown format, results indexed), timed from start until GET /crawl/{id} reports completed (polled every ${POLL_MS} ms). ` +
        "Crawlee: CheerioCrawler (min = max concurrency 8, in-memory storage, no retries) parsing each page, enqueueing links and pushing title + main text to its dataset",
      runs: `${WARMUP} warm-up crawl, ${ROUNDS} measured crawls per contender, alternating order; value = pages / wall time`,
      measurements: [ours, crawlee],
      checks: [atLeast("engine / Crawlee CheerioCrawler", ours.median / crawlee.median, 3)],
      notes: [
        `the engine converted HTML with mdream's ${engine.markdownEngine} build (native binding ${engine.markdownEngine === "native" ? "present" : "not installed here"})`,
        "Crawlee produces no markdown (text only), so it does less work per page than the engine; the ratio is conservative",
        `site CPU per page (median): engine ${median(siteCpu.get(ENGINE) ?? []).toFixed(0)} µs, Crawlee ${median(siteCpu.get(CRAWLEE) ?? []).toFixed(0)} µs`,
      ],
      durationMs: nowMs() - started,
    };
  } finally {
    await engine.close();
    await site.close();
  }
}

async function pageSize(url: string): Promise<number> {
  const res = await request(url);
  return (await res.body.arrayBuffer()).byteLength;
}

async function engineCrawl(engine: LocalEngine, start: string): Promise<number> {
  const client = new WebDataClient({ baseUrl: engine.url });
  const { id } = await client.crawl.start({ url: start, limit: PAGES, maxConcurrency: CONCURRENCY, scrapeOptions: { formats: ["markdown"] } });
  for (;;) {
    const status = await client.crawl.status(id, { limit: 1 });
    if (status.status !== "scraping") {
      if (status.status !== "completed") throw new Error(`engine crawl ended ${status.status}`);
      return status.completed ?? 0;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function crawleeCrawl(start: string): Promise<number> {
  // A fresh configuration per run: its own in-memory request queue and dataset, nothing on disk.
  const config = new Configuration({ persistStorage: false, purgeOnStart: true });
  let pages = 0;
  const crawler = new CheerioCrawler(
    {
      minConcurrency: CONCURRENCY,
      maxConcurrency: CONCURRENCY,
      maxRequestsPerCrawl: PAGES,
      maxRequestRetries: 0,
      respectRobotsTxtFile: true,
      async requestHandler({ $, enqueueLinks, pushData, request }) {
        pages++;
        await pushData({ url: request.loadedUrl, title: $("title").text(), text: $("main").text() });
        await enqueueLinks();
      },
    },
    config,
  );
  await crawler.run([start]);
  return pages;
}

runIfMain(import.meta.url, run);
