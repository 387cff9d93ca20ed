/**
 * P10 — the engine's browser: scrape throughput through Chromium vs the fetch path on the same
 * loopback site (concurrency 4), browser launch time, and memory per open interact session.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createLocalEngine, type LocalEngine } from "../src/engine/index.js";
import { BrowserHost } from "../src/engine/browser/browser-host.js";
import { resolveBrowserOptions } from "../src/engine/browser/browser-options.js";
import { systemResolver } from "../src/engine/fetch/guarded-lookup.js";
import { nowMs, runIfMain } from "./lib/main.js";
import { measurement, type BenchResult } from "./lib/result.js";
import { alternateRounds, samplesOf } from "./lib/rounds.js";
import { startServerProcess } from "./lib/server-process.js";
import { median } from "./lib/stats.js";

const PAGES = 40;
const CONCURRENCY = 4;
const WARMUP = 1;
const ROUNDS = 5;
const LAUNCHES = 5;
const SESSIONS = 5;
const BROWSER = "browser scrape (Chromium, waitFor: 1)";
const FETCH = "fetch-path scrape";

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const json = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

/** Scrapes every URL with `CONCURRENCY` workers; returns pages per second. */
async function scrapeAll(engine: LocalEngine, urls: string[], extra: Record<string, unknown>): Promise<number> {
  let next = 0;
  const begin = nowMs();
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++] as string;
      await post(`${engine.url}/scrape`, { url, formats: ["markdown"], ...extra });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return urls.length / ((nowMs() - begin) / 1000);
}

/** Proportional set size (shared pages split fairly) of this process and all its descendants, in MB. */
function treePssMb(): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let kb = 0;
  for (const pid of tree) {
    try {
      kb += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1] ?? 0);
    } catch {
      // Gone, or not readable.
    }
  }
  return kb / 1024;
}

export async function run(): Promise<BenchResult> {
  const started = nowMs();
  const settings = resolveBrowserOptions("auto");
  if (settings === undefined) throw new Error("P10 needs a Chromium: install chromium-headless-shell or set WEBDATA_CHROMIUM");
  const site = await startServerProcess({ kind: "site", options: { pages: PAGES } });
  const engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: settings.chromium.executablePath, maxConcurrentPages: CONCURRENCY, maxSessions: SESSIONS } });
  try {
    const urls = Array.from({ length: PAGES }, (_, index) => `${site.origin}/page/${index + 1}`);
    const samples = await alternateRounds(
      [
        { name: BROWSER, run: () => scrapeAll(engine, urls, { waitFor: 1 }) },
        { name: FETCH, run: () => scrapeAll(engine, urls, {}) },
      ],
      { warmup: WARMUP, rounds: ROUNDS, beforeEach: () => site.reset() },
    );
    const browser = measurement(BROWSER, "pages/s", samplesOf(samples, BROWSER), false);
    const fetchPath = measurement(FETCH, "pages/s", samplesOf(samples, FETCH), false);

    // Launch: a cold Chromium (plus the egress proxy) per sample, as the engine starts it on first use.
    const launches: number[] = [];
    for (let index = 0; index < LAUNCHES; index++) {
      const host = new BrowserHost({ settings, resolver: systemResolver, isBlocked: () => false, timeoutMs: 30_000, maxBodyBytes: 1 << 20, log: () => {} });
      const begin = nowMs();
      await host.browser();
      launches.push(nowMs() - begin);
      await host.close();
    }
    const launch = measurement("browser launch (cold Chromium + egress proxy)", "ms", launches, false);

    // Memory: open sessions one by one (each a context + page replaying a scrape), PSS of the whole process tree.
    const ids: string[] = [];
    for (let index = 0; index < SESSIONS; index++) {
      const scraped = await post(`${engine.url}/scrape`, { url: urls[index] });
      ids.push(String((scraped["data"] as { metadata: { scrapeId: string } }).metadata.scrapeId));
    }
    const before = treePssMb();
    for (const id of ids) await post(`${engine.url}/scrape/${id}/interact`, { code: "await page.title()" });
    const after = treePssMb();
    for (const id of ids) await fetch(`${engine.url}/scrape/${id}/interact`, { method: "DELETE" });
    const perSession = measurement("memory per open interact session (PSS, engine + Chromium tree)", "MB", [(after - before) / SESSIONS], false);
    const ratio = browser.median / fetchPath.median;
    return {
      id: "P10",
      title: "engine browser",
      workload:
        `${PAGES} pages of the generated loopback site (child process) scraped through POST /v2/scrape at concurrency ${CONCURRENCY}: ` +
        "with waitFor: 1 (forces Chromium: fresh context, load, settle, DOM → same content pipeline) vs the fetch path (undici). " +
        `Launch: ${LAUNCHES} cold launches of the engine's Chromium behind its egress proxy. Memory: ${SESSIONS} interact sessions opened on one warm browser.`,
      runs: `${WARMUP} warm-up round + ${ROUNDS} measured rounds per contender, alternating; launch ${LAUNCHES} samples; memory 1 sample of ${SESSIONS} sessions`,
      measurements: [browser, fetchPath, launch, perSession],
      checks: [],
      notes: [
        `browser / fetch path throughput: ${ratio.toFixed(3)}× (${(1 / ratio).toFixed(1)}× slower); report only, no target in the issue`,
        `Chromium ${engine.capabilities.browser?.version ?? "?"} at ${settings.chromium.executablePath}; launch median ${median(launches).toFixed(0)} ms`,
        "PSS counts shared pages fairly between processes; one session = one browser context + one renderer process",
      ],
      durationMs: nowMs() - started,
    };
  } finally {
    await engine.close();
    await site.close();
  }
}

runIfMain(import.meta.url, run);
