/**
 * One P10 contender run, in its own process (so its peak memory, Chromium included, is its own):
 * the engine's browser scrape through its REST API, or Crawlee's `PlaywrightCrawler`, on the same
 * URLs, Chromium and concurrency. Reports pages/s and how many pages came back with their text.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jsSiteMarker } from "./js-site.js";

/** The engine, or Crawlee whose handler waits for the article's selector (site-specific) or for network idle (generic). */
export type BrowserContender = "engine" | "crawlee-selector" | "crawlee-networkidle";

export interface ContenderTask {
  contender: BrowserContender;
  urls: string[];
  concurrency: number;
  executablePath: string;
}

export interface ContenderResult {
  pagesPerSecond: number;
  /** Pages whose rendered text came back. */
  ok: number;
  pages: number;
  elapsedMs: number;
  /** CPU time of the child's own Node process (Chromium not included), per page. */
  nodeCpuMsPerPage?: number;
}

const markerOf = (url: string) => jsSiteMarker(Number(/(\d+)$/.exec(url)?.[1]));

/** POST /v2/scrape for every URL, `concurrency` at a time, waitFor-less (the engine finds the shell and renders it). */
async function runEngine(task: ContenderTask): Promise<ContenderResult> {
  const { createLocalEngine } = await import("../../src/engine/index.js");
  const engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: task.executablePath, maxConcurrentPages: task.concurrency } });
  try {
    let next = 0;
    let ok = 0;
    const begin = performance.now();
    const worker = async () => {
      while (next < task.urls.length) {
        const url = task.urls[next++] as string;
        const response = await fetch(`${engine.url}/scrape`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ url, formats: ["markdown"] }) });
        const body = (await response.json()) as { data?: { markdown?: string; metadata?: { fetchedWith?: string } } };
        if (body.data?.metadata?.fetchedWith === "browser" && (body.data.markdown ?? "").includes(markerOf(url))) ok += 1;
      }
    };
    await Promise.all(Array.from({ length: task.concurrency }, worker));
    const elapsedMs = performance.now() - begin;
    return { pagesPerSecond: task.urls.length / (elapsedMs / 1000), ok, pages: task.urls.length, elapsedMs };
  } finally {
    await engine.close();
  }
}

/**
 * Crawlee as its docs set it up, at the same fixed concurrency, storage in memory (a temp dir for
 * anything it still writes), no retries. The handler waits for the page, then takes its HTML and text.
 * "selector" waits for `#root article`, which only a crawler written for this site knows (the engine
 * has to find out by itself): Crawlee's best case. "networkidle" is the generic wait a crawler of
 * unknown JavaScript pages uses (Playwright's 500 ms without requests).
 */
async function runCrawlee(task: ContenderTask): Promise<ContenderResult> {
  const storage = mkdtempSync(join(tmpdir(), "p10-crawlee-"));
  process.env["CRAWLEE_STORAGE_DIR"] = storage;
  const { chromium } = await import("playwright");
  const { Configuration, PlaywrightCrawler, log, LogLevel } = await import("@crawlee/playwright");
  log.setLevel(LogLevel.OFF);
  const config = new Configuration({ persistStorage: false, purgeOnStart: true, storageClientOptions: { localDataDirectory: storage } });
  let ok = 0;
  const results: { url: string; html: string; text: string }[] = [];
  const crawler = new PlaywrightCrawler(
    {
      launchContext: {
        launcher: chromium,
        launchOptions: { executablePath: task.executablePath, headless: true, args: process.getuid?.() === 0 ? ["--no-sandbox"] : [] },
      },
      minConcurrency: task.concurrency,
      maxConcurrency: task.concurrency,
      maxRequestRetries: 0,
      requestHandlerTimeoutSecs: 30,
      requestHandler: async ({ page, request }) => {
        if (task.contender === "crawlee-selector") await page.waitForSelector("#root article", { timeout: 10_000 });
        else await page.waitForLoadState("networkidle", { timeout: 10_000 });
        const html = await page.content();
        const text = await page.innerText("body");
        results.push({ url: request.url, html, text });
        if (text.includes(markerOf(request.url))) ok += 1;
      },
    },
    config,
  );
  try {
    const begin = performance.now();
    await crawler.run(task.urls);
    const elapsedMs = performance.now() - begin;
    return { pagesPerSecond: task.urls.length / (elapsedMs / 1000), ok, pages: task.urls.length, elapsedMs };
  } finally {
    await crawler.teardown().catch(() => {});
    rmSync(storage, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const task = JSON.parse(process.argv[2] ?? "{}") as ContenderTask;
  const result = task.contender === "engine" ? await runEngine(task) : await runCrawlee(task);
  const cpu = process.cpuUsage();
  result.nodeCpuMsPerPage = (cpu.user + cpu.system) / 1000 / result.pages;
  process.send?.({ type: "result", result }, () => process.exit(0));
}

if (process.send !== undefined) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
