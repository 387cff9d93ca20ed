/**
 * P14 — rendering that waits for content: the fixture set of `test/helpers/render-fixtures.ts`
 * (text after timers, fetch chains, hydration, rAF/idle callbacks, a spinner, a live ticker, rendered
 * pages) loaded in the engine's Chromium, settled by the engine's wait (`waitForContent`) and, side by
 * side, by the wait it replaced (150 ms of network quiet after `load`, `waitForNetworkQuiet`).
 */
import type { Page } from "playwright-core";
import { BrowserHost } from "../src/engine/browser/browser-host.js";
import { resolveBrowserOptions } from "../src/engine/browser/browser-options.js";
import { prepareSettle, SETTLE_CAP_MS, trackRequests, waitForContent, waitForNetworkQuiet } from "../src/engine/browser/page-settle.js";
import { systemResolver } from "../src/engine/fetch/guarded-lookup.js";
import { renderFixtures, startRenderFixtureSite, type RenderFixture } from "../test/helpers/render-fixtures.js";
import { nowMs, runIfMain } from "./lib/main.js";
import { atLeast, atMost, measurement, type BenchResult } from "./lib/result.js";
import { median } from "./lib/stats.js";

const REPEATS = 20;
const CONCURRENCY = 4;
export type Mode = "new" | "old";

export interface Run {
  fixture: RenderFixture;
  mode: Mode;
  ok: boolean;
  settleMs: number;
}

/** One load: fresh context, `load`, then the mode's wait; whether the expected text (or, for a page without any, the empty verdict) came back. */
export async function loadOnce(host: BrowserHost, origin: string, fixture: RenderFixture, mode: Mode): Promise<Run> {
  const context = await host.newContext({});
  try {
    const page: Page = await context.newPage();
    const requests = trackRequests(page);
    if (mode === "new") await prepareSettle(page);
    await page.goto(`${origin}${fixture.path}`, { waitUntil: "load", timeout: 15_000 });
    const begin = nowMs();
    const settled = mode === "new" ? await waitForContent(page, requests, SETTLE_CAP_MS) : (await waitForNetworkQuiet(page, requests, 3_000), undefined);
    const settleMs = nowMs() - begin;
    // Visible text only: the fixtures' scripts hold the text they insert.
    const text = String(await page.evaluate("document.body.innerText"));
    const ok = fixture.expected !== undefined ? text.includes(fixture.expected) : settled?.hasContent === false;
    return { fixture, mode, ok, settleMs };
  } finally {
    await context.close().catch(() => {});
  }
}

/** Runs `tasks` with `CONCURRENCY` workers, in order. */
export async function pool<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

function row(runs: Run[], fixture: RenderFixture): string {
  const of = (mode: Mode) => runs.filter((run) => run.fixture === fixture && run.mode === mode);
  const rate = (list: Run[]) => `${list.filter((run) => run.ok).length}/${list.length}`;
  const ms = (list: Run[]) => median(list.map((run) => run.settleMs)).toFixed(0);
  const what = fixture.expected === undefined ? "empty → warned" : fixture.live === true ? "text (live)" : fixture.rendered === true ? "text (rendered)" : "text";
  const old = fixture.expected === undefined ? "— (no warning)" : rate(of("old"));
  return `| ${fixture.path} | ${what} | ${rate(of("new"))} | ${ms(of("new"))} | ${old} | ${ms(of("old"))} |`;
}

export async function run(): Promise<BenchResult> {
  const started = nowMs();
  const settings = resolveBrowserOptions("auto");
  if (settings === undefined) throw new Error("P14 needs a Chromium: install chromium-headless-shell or set WEBDATA_CHROMIUM");
  const site = await startRenderFixtureSite();
  const host = new BrowserHost({ settings, resolver: systemResolver, isBlocked: () => false, timeoutMs: 30_000, maxBodyBytes: 1 << 20, log: () => {} });
  try {
    await loadOnce(host, site.url, renderFixtures[0] as RenderFixture, "new");
    // Success rates: every fixture 20 times per mode, old and new interleaved, 4 pages at a time.
    const loaded = renderFixtures.filter((fixture) => fixture.rendered !== true);
    const tasks = loaded.flatMap((fixture) => Array.from({ length: REPEATS }, () => (["new", "old"] as const).map((mode) => () => loadOnce(host, site.url, fixture, mode))).flat());
    const runs = await pool(tasks, CONCURRENCY);
    // Added time on rendered pages: one page at a time (no neighbour's load in the timing), ABAB.
    const rendered = renderFixtures.filter((fixture) => fixture.rendered === true);
    for (const fixture of rendered) {
      for (let index = 0; index < REPEATS; index++) {
        for (const mode of index % 2 === 0 ? (["new", "old"] as const) : (["old", "new"] as const)) runs.push(await loadOnce(host, site.url, fixture, mode));
      }
    }
    const withText = runs.filter((entry) => entry.mode === "new" && entry.fixture.expected !== undefined);
    const rate = withText.filter((entry) => entry.ok).length / withText.length;
    const warned = runs.filter((entry) => entry.mode === "new" && entry.fixture.expected === undefined);
    const renderedNew = runs.filter((entry) => entry.mode === "new" && entry.fixture.rendered === true).map((entry) => entry.settleMs);
    const renderedOld = runs.filter((entry) => entry.mode === "old" && entry.fixture.rendered === true).map((entry) => entry.settleMs);
    const oldWithText = runs.filter((entry) => entry.mode === "old" && entry.fixture.expected !== undefined);
    const table = [
      "| page | should come back with | new: success | new: median wait after load (ms) | old: success | old: median wait (ms) |",
      "|---|---|---|---|---|---|",
      ...renderFixtures.map((fixture) => row(runs, fixture)),
    ];
    console.log(table.join("\n"));
    return {
      id: "P14",
      title: "render settle",
      workload:
        `${renderFixtures.length} loopback fixture pages (test/helpers/render-fixtures.ts), each loaded ${REPEATS}× per mode in a fresh context of the engine's Chromium: ` +
        `"new" = waitForContent (text present, DOM and network quiet 120 ms, cap ${SETTLE_CAP_MS} ms, 1.5 s once text shows), ` +
        `"old" = 150 ms network quiet after load (cap 3 s). Success: the expected text is in the DOM after the wait; for the spinner, the empty verdict.`,
      runs: `${REPEATS} loads per page and mode; shells at concurrency ${CONCURRENCY} (old/new interleaved), rendered pages one at a time ABAB`,
      measurements: [
        measurement("added wait on rendered pages, new", "ms", renderedNew),
        measurement("added wait on rendered pages, old", "ms", renderedOld),
      ],
      checks: [
        atLeast("pages with text within the cap that come back with it (new)", rate * 100, 100, " %", 1),
        atLeast("spinner runs that come back warned (new)", (warned.filter((entry) => entry.ok).length / warned.length) * 100, 100, " %", 1),
        atMost("median added wait on rendered pages (new)", median(renderedNew), 50, " ms", 1),
      ],
      notes: [
        `old wait, pages with text: ${oldWithText.filter((entry) => entry.ok).length}/${oldWithText.length} came back with it`,
        ...table,
      ],
      durationMs: nowMs() - started,
    };
  } finally {
    await host.close();
    await site.close();
  }
}

runIfMain(import.meta.url, run);
