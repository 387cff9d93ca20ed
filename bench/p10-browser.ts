/**
 * P10 — the engine's browser: side by side with Crawlee's `PlaywrightCrawler` on a loopback site of
 * client-rendered pages (same Chromium, same concurrency, each run in its own process: pages/s, peak
 * RSS and CPU of the whole process tree), the render fixture set's success rate and added time
 * (P14's loads), then scrape throughput through Chromium vs the fetch path, browser launch time, and
 * memory per open interact session.
 */
import { createLocalEngine, type LocalEngine } from "../src/engine/index.js";
import { BrowserHost } from "../src/engine/browser/browser-host.js";
import { resolveBrowserOptions } from "../src/engine/browser/browser-options.js";
import { SETTLE_CAP_MS } from "../src/engine/browser/page-settle.js";
import { systemResolver } from "../src/engine/fetch/guarded-lookup.js";
import { renderFixtures, startRenderFixtureSite, type RenderFixture } from "../test/helpers/render-fixtures.js";
import type { BrowserContender } from "./lib/browser-contender-child.js";
import { runContender, type ContenderRun } from "./lib/browser-contenders.js";
import { startJsSite } from "./lib/js-site.js";
import { nowMs, runIfMain } from "./lib/main.js";
import { treePssMb } from "./lib/process-tree.js";
import { atLeast, atMost, formatNumber, measurement, type BenchResult, type Check, type Measurement } from "./lib/result.js";
import { alternateRounds, samplesOf } from "./lib/rounds.js";
import { startServerProcess } from "./lib/server-process.js";
import { median } from "./lib/stats.js";
import { loadOnce, pool, type Run } from "./p14-render-settle.js";

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

const SIDE_PAGES = 60;
const SIDE_ROUNDS = 5;
const FIXTURE_REPEATS = 20;
const sides: { contender: BrowserContender; name: string }[] = [
  { contender: "engine", name: "engine: POST /v2/scrape, waitFor-less (finds the shell, renders, settles)" },
  { contender: "crawlee-selector", name: "Crawlee PlaywrightCrawler, waits for the article selector (site-specific)" },
  { contender: "crawlee-networkidle", name: "Crawlee PlaywrightCrawler, waits for networkidle (generic)" },
];

/** The side-by-side part: every contender once per round, rotating, each run in a fresh process. */
async function sideBySide(executablePath: string): Promise<{ measurements: Measurement[]; checks: Check[]; notes: string[] }> {
  const site = await startJsSite();
  try {
    const urls = Array.from({ length: SIDE_PAGES }, (_, index) => `${site.origin}/app/${index + 1}`);
    const runs = new Map<BrowserContender, ContenderRun[]>(sides.map((side) => [side.contender, []]));
    const samples = await alternateRounds(
      sides.map((side) => ({
        name: side.contender,
        run: async (round) => {
          const result = await runContender({ contender: side.contender, urls, concurrency: CONCURRENCY, executablePath });
          if (result.ok !== result.pages) throw new Error(`${side.contender}: only ${result.ok}/${result.pages} pages came back with their text`);
          if (round >= WARMUP) runs.get(side.contender)?.push(result);
          return result.pagesPerSecond;
        },
      })),
      { warmup: WARMUP, rounds: SIDE_ROUNDS },
    );
    const of = (contender: BrowserContender) => runs.get(contender) ?? [];
    const pick = (contender: BrowserContender, field: "peakRssMb" | "cpuMsPerPage") => of(contender).map((entry) => entry[field]);
    const measurements = sides.flatMap((side) => [
      measurement(side.name, "pages/s", samplesOf(samples, side.contender), false),
      measurement(`${side.contender}: peak RSS of the process tree`, "MB", pick(side.contender, "peakRssMb"), false),
      measurement(`${side.contender}: CPU per page (process tree)`, "ms", pick(side.contender, "cpuMsPerPage"), false),
    ]);
    // Ratios per round (the sides of a round ran back to back), then their median.
    const perRound = (a: BrowserContender, b: BrowserContender, field: "pagesPerSecond" | "peakRssMb") =>
      median(of(a).map((entry, index) => entry[field] / ((of(b)[index] as ContenderRun)[field] || Number.NaN)));
    const checks = [
      atLeast("engine / Crawlee (networkidle) pages/s", perRound("engine", "crawlee-networkidle", "pagesPerSecond"), 1),
      atMost("engine / Crawlee (networkidle) peak RSS", perRound("engine", "crawlee-networkidle", "peakRssMb"), 1),
      atLeast("engine / Crawlee (selector) pages/s", perRound("engine", "crawlee-selector", "pagesPerSecond"), 1),
      atMost("engine / Crawlee (selector) peak RSS", perRound("engine", "crawlee-selector", "peakRssMb"), 1),
    ];
    const row = (side: (typeof sides)[number]) => {
      const m = (field: "pagesPerSecond" | "peakRssMb" | "cpuMsPerPage" | "nodeCpuMsPerPage") => formatNumber(median(of(side.contender).map((entry) => entry[field] ?? Number.NaN)), 1);
      return `| ${side.name} | ${m("pagesPerSecond")} | ${m("peakRssMb")} | ${m("cpuMsPerPage")} | ${m("nodeCpuMsPerPage")} |`;
    };
    const table = [
      "| contender | pages/s | peak RSS, process tree (MB) | CPU per page, tree (ms) | of which Node (ms) |",
      "|---|---:|---:|---:|---:|",
      ...sides.map(row),
    ];
    return { measurements, checks, notes: table };
  } finally {
    await site.close();
  }
}

/** The render fixture set through the engine's settle wait (P14's loads, "new" only): success rate and added wait on rendered pages. */
async function fixtureSet(host: BrowserHost): Promise<{ measurements: Measurement[]; checks: Check[] }> {
  const site = await startRenderFixtureSite();
  try {
    await loadOnce(host, site.url, renderFixtures[0] as RenderFixture, "new");
    const shells = renderFixtures.filter((fixture) => fixture.rendered !== true);
    const runs: Run[] = await pool(
      shells.flatMap((fixture) => Array.from({ length: FIXTURE_REPEATS }, () => () => loadOnce(host, site.url, fixture, "new"))),
      CONCURRENCY,
    );
    const rendered: number[] = [];
    for (const fixture of renderFixtures.filter((entry) => entry.rendered === true)) {
      for (let index = 0; index < FIXTURE_REPEATS; index++) rendered.push((await loadOnce(host, site.url, fixture, "new")).settleMs);
    }
    const withText = runs.filter((entry) => entry.fixture.expected !== undefined);
    const empty = runs.filter((entry) => entry.fixture.expected === undefined);
    return {
      measurements: [measurement("fixture set: added wait after load on rendered pages", "ms", rendered)],
      checks: [
        atLeast("fixture pages with text within the cap that come back with it", (withText.filter((entry) => entry.ok).length / withText.length) * 100, 100, " %", 1),
        atLeast("fixture pages never showing text that come back warned", (empty.filter((entry) => entry.ok).length / empty.length) * 100, 100, " %", 1),
        atMost("fixture set: median added wait on rendered pages", median(rendered), 50, " ms", 1),
      ],
    };
  } finally {
    await site.close();
  }
}

export async function run(): Promise<BenchResult> {
  const started = nowMs();
  const settings = resolveBrowserOptions("auto");
  if (settings === undefined) throw new Error("P10 needs a Chromium: install chromium-headless-shell or set WEBDATA_CHROMIUM");
  const side = await sideBySide(settings.chromium.executablePath);
  console.log(side.notes.join("\n"));
  const fixtureHost = new BrowserHost({ settings, resolver: systemResolver, isBlocked: () => false, timeoutMs: 30_000, maxBodyBytes: 1 << 20, log: () => {} });
  const fixtures = await fixtureSet(fixtureHost).finally(() => fixtureHost.close());
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
    const before = treePssMb(process.pid);
    for (const id of ids) await post(`${engine.url}/scrape/${id}/interact`, { code: "await page.title()" });
    const after = treePssMb(process.pid);
    for (const id of ids) await fetch(`${engine.url}/scrape/${id}/interact`, { method: "DELETE" });
    const perSession = measurement("memory per open interact session (PSS, engine + Chromium tree)", "MB", [(after - before) / SESSIONS], false);
    const ratio = browser.median / fetchPath.median;
    return {
      id: "P10",
      title: "engine browser",
      workload:
        `Side by side: ${SIDE_PAGES} client-rendered pages of a loopback site (empty #root, a fetch of the item's JSON, then the article rendered; bench/lib/js-site.ts), ` +
        `concurrency ${CONCURRENCY}, the same Chromium (${settings.chromium.executablePath}); each run in a fresh child process (bench/lib/browser-contender-child.ts), ` +
        "launch included; peak RSS = sum of RSS over the child and every process under it (Chromium, renderers), sampled every 50 ms from /proc; " +
        "CPU = the child tree's CPU time (reaped children's times). Every page must come back with its text. " +
        `Fixture set: test/helpers/render-fixtures.ts loaded ${FIXTURE_REPEATS}× each with the engine's settle wait (cap ${SETTLE_CAP_MS} ms), as P14 does. ` +
        `Then: ${PAGES} pages of the generated loopback site (child process) scraped through POST /v2/scrape at concurrency ${CONCURRENCY}: ` +
        "with waitFor: 1 (forces Chromium: fresh context, load, settle, DOM → same content pipeline) vs the fetch path (undici). " +
        `Launch: ${LAUNCHES} cold launches of the engine's Chromium behind its egress proxy. Memory: ${SESSIONS} interact sessions opened on one warm browser.`,
      runs:
        `side by side: ${WARMUP} warm-up + ${SIDE_ROUNDS} measured rounds, the 3 contenders rotating; fixtures ${FIXTURE_REPEATS} loads per page; ` +
        `browser vs fetch: ${WARMUP} warm-up round + ${ROUNDS} measured rounds per contender, alternating; launch ${LAUNCHES} samples; memory 1 sample of ${SESSIONS} sessions`,
      measurements: [...side.measurements, ...fixtures.measurements, browser, fetchPath, launch, perSession],
      checks: [...side.checks, ...fixtures.checks],
      notes: [
        ...side.notes,
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
