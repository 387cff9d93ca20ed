/**
 * P13 — tool results within `maxOutputTokens` in real tokens. Renders every text of both content
 * corpora, crawl-like outputs and synthetic tables, JSON, link lists, code and CJK (bench/lib/
 * token-corpus.ts) as web_scrape and web_crawl do, at budgets of 1,000 and 4,000 tokens, with each
 * `tokenizer` setting and the old chars/4 estimate, and counts the model-facing text with
 * gpt-tokenizer's o200k and cl100k: real tokens ÷ budget at p50/p99 (goal p99 ≤ 1.00). Also the
 * cost of one render of a 40 KB result, and the two pure-JS tokenizer libraries side by side.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Tiktoken } from "js-tiktoken/lite";
import jsO200k from "js-tiktoken/ranks/o200k_base";
import { countTokens as cl100k } from "gpt-tokenizer/encoding/cl100k_base";
import { countTokens as o200k, encode as gptEncode } from "gpt-tokenizer/encoding/o200k_base";
import { counterFromFunction, fitWithMarker, type TokenCounter } from "../src/core/token-budget.js";
import { tokenCounterFor } from "../src/core/tokenizers.js";
import type { WebDocument } from "../src/operations/document.js";
import { markdownWindow } from "../src/tools/render.js";
import { renderCrawlPages } from "../src/tools/specs/crawl-render.js";
import { nowMs, runIfMain } from "./lib/main.js";
import { atMost, measurement, type BenchResult, type Check, type Measurement } from "./lib/result.js";
import { median, percentile } from "./lib/stats.js";
import { loadTokenCorpus, type TokenSample } from "./lib/token-corpus.js";

const BUDGETS = [1000, 4000];
const plain = { disallowedSpecial: new Set<string>() };
const real = { o200k: (t: string) => o200k(t, plain), cl100k: (t: string) => cl100k(t, plain) };
const MARKER = "\n[truncated: this result hit its size budget]";

/** The estimate before issue 28: 4 ASCII characters or 1 other character per token. */
const charsOver4 = counterFromFunction((text) => {
  let ascii = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 128) ascii++;
  return Math.ceil(ascii / 4) + (text.length - ascii);
});

/** The model-facing text of a web_scrape (one page) or web_crawl (pages in the sample) result, as run-tool makes it. */
function render(sample: TokenSample, budget: number, tokens: TokenCounter): string {
  if (sample.kind === "crawl") {
    const docs: WebDocument[] = sample.text.split(/\n\n(?=## Page \d+\n)/).map((page, i) => ({ markdown: page, metadata: { url: `https://site.example/${i}`, title: `Page ${i}` } }) as WebDocument);
    const text = `Crawl completed: ${docs.length} pages.\n\n${renderCrawlPages("job-1", docs, 0, budget - 80, false, tokens)}`;
    return fitWithMarker(text, budget, MARKER, tokens);
  }
  const header = `## ${sample.name}\nURL: https://site.example/${sample.name}`;
  const window = markdownWindow(sample.text, 0, budget - 8 - tokens.count(header), (n) => `call web_scrape with url="https://site.example/" and offset=${n} to read on`, tokens);
  return fitWithMarker(`${header}\n\n${window.text}`, budget, MARKER, tokens);
}

function installedBytes(pkg: string): number {
  const root = fileURLToPath(new URL(`../node_modules/${pkg}/`, import.meta.url));
  const walk = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? walk(join(dir, e.name)) : statSync(join(dir, e.name)).size), 0);
  return walk(root);
}

export async function run(): Promise<BenchResult> {
  const started = nowMs();
  const corpus = await loadTokenCorpus();
  const settings: Array<{ name: string; tokens: TokenCounter; against: Array<keyof typeof real> }> = [
    { name: "o200k", tokens: await tokenCounterFor("o200k"), against: ["o200k"] },
    { name: "cl100k", tokens: await tokenCounterFor("cl100k"), against: ["cl100k"] },
    { name: "conservative", tokens: await tokenCounterFor("conservative"), against: ["o200k", "cl100k"] },
    { name: "chars/4 (before)", tokens: charsOver4, against: ["o200k", "cl100k"] },
  ];
  const measurements: Measurement[] = [];
  const checks: Check[] = [];
  const notes: string[] = [];
  for (const budget of BUDGETS) {
    // Only texts that must be cut: longer than the budget in o200k tokens by a fifth.
    const cut = corpus.filter((s) => s.text.length > budget * 3 && real.o200k(s.text) > budget * 1.2);
    for (const setting of settings) {
      for (const encoding of setting.against) {
        const ratios = cut.map((s) => real[encoding](render(s, budget, setting.tokens)) / budget);
        const heldOut = cut.filter((s) => s.heldOut).map((s) => real[encoding](render(s, budget, setting.tokens)) / budget);
        const label = `${setting.name} → ${encoding}, budget ${budget}`;
        measurements.push({ ...measurement(`${label}: real tokens ÷ budget (p50; p95 in column)`, "×", ratios), median: median(ratios) });
        notes.push(`${label}: p50 ${median(ratios).toFixed(3)}, p99 ${percentile(ratios, 99).toFixed(3)}, max ${Math.max(...ratios).toFixed(3)} over ${ratios.length} texts (held-out third: p99 ${percentile(heldOut, 99).toFixed(3)})`);
        if (setting.name !== "chars/4 (before)") checks.push(atMost(`${label} p99`, percentile(ratios, 99), 1.0, "×", 3));
      }
    }
  }
  // Cost of one call's rendering for a 40 KB result at the default budget of 4,000 tokens.
  const big = corpus.filter((s) => s.text.length >= 40_000).slice(0, 40).map((s) => ({ ...s, text: s.text.slice(0, 40_000) }));
  for (const setting of settings.slice(0, 3)) {
    for (const s of big.slice(0, 5)) render(s, 4000, setting.tokens);
    const times = big.map((s) => {
      const t = nowMs();
      render(s, 4000, setting.tokens);
      return nowMs() - t;
    });
    measurements.push(measurement(`${setting.name}: one render of a 40 KB result, budget 4000`, "ms", times));
    checks.push(atMost(`${setting.name}: ms per call (40 KB)`, median(times), 1, " ms", 2));
  }
  // The two libraries: encoding 40 KB, and what each installs.
  const jsTiktoken = new Tiktoken(jsO200k);
  const text = big[0]?.text ?? "";
  for (const [name, encode] of [["gpt-tokenizer", (t: string) => gptEncode(t, plain)], ["js-tiktoken", (t: string) => jsTiktoken.encode(t)]] as const) {
    encode(text);
    const times = Array.from({ length: 8 }, () => {
      const t = nowMs();
      encode(text);
      return nowMs() - t;
    });
    measurements.push(measurement(`${name}: o200k encode of 40 KB`, "ms", times));
    notes.push(`${name}: installs ${(installedBytes(name) / 1e6).toFixed(1)} MB`);
  }
  return {
    id: "P13",
    title: "Tool results within maxOutputTokens in real tokens",
    workload: `${corpus.length} texts (readability and trafilatura pages as markdown, crawl-like joins, synthetic tables/JSON/links/code/CJK) rendered as web_scrape/web_crawl results at budgets ${BUDGETS.join(" and ")}`,
    runs: "one render per text and setting; cost: 5 warm-up renders, then 40 texts of 40 KB",
    measurements,
    checks,
    notes,
    durationMs: nowMs() - started,
  };
}

runIfMain(import.meta.url, run);
