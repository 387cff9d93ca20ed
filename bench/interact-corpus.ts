/**
 * The interact corpus report (issue 26): the share of real-world Playwright snippets
 * (test/engine-browser/fixtures/interact-corpus.ts) that run unchanged as interact code against the
 * engine, the rest refused with a stated safety reason. `npx tsx bench/interact-corpus.ts`.
 */
import { createLocalEngine } from "../src/engine/index.js";
import { findChromium } from "../src/engine/browser/find-chromium.js";
import { corpusReport, runCorpus } from "../test/engine-browser/fixtures/corpus-runner.js";
import { startCorpusSite } from "../test/engine-browser/fixtures/corpus-site.js";
import { nowMs, runIfMain } from "./lib/main.js";
import { atLeast, holds, type BenchResult } from "./lib/result.js";

export async function run(): Promise<BenchResult> {
  const started = nowMs();
  const chromium = await findChromium();
  if (chromium === undefined) throw new Error("No Chromium found: set WEBDATA_CHROMIUM.");
  const site = await startCorpusSite();
  const engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromium.executablePath } });
  try {
    const post = async <T>(path: string, body: unknown): Promise<T> =>
      (await (await fetch(`${engine.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json()) as T;
    const scraped = await post<{ data: { metadata: { scrapeId: string } } }>("/scrape", { url: `${site.url}/` });
    const outcomes = await runCorpus((code) => post<{ result?: string | null; stderr?: string | null; exitCode?: number | null }>(`/scrape/${scraped.data.metadata.scrapeId}/interact`, { code, timeout: 20 }), site.url);
    const ran = outcomes.filter((outcome) => outcome.verdict === "ran").length;
    const failed = outcomes.filter((outcome) => outcome.verdict === "failed");
    return {
      id: "interact-corpus",
      title: "interact code that runs unchanged",
      workload: `${outcomes.length} snippets (Playwright docs idioms, the service's interact examples, model-written scripts) run as interact code on a loopback site`,
      runs: "each snippet once, from the shop page, one at a time",
      measurements: [],
      checks: [
        atLeast("snippets that run unchanged", (100 * ran) / outcomes.length, 95, " %", 1),
        holds("the rest refused with a stated safety reason", failed.length === 0, `${failed.length} failed`, "0 failed"),
      ],
      notes: [corpusReport(outcomes), ...failed.map((outcome) => `failed: ${outcome.snippet.name}: ${outcome.stderr.slice(0, 200)}`)],
      durationMs: nowMs() - started,
    };
  } finally {
    await engine.close();
    await site.close();
  }
}

runIfMain(import.meta.url, run);
