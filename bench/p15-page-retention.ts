/**
 * P15 — what a long-running engine keeps of pages it is done with. 300 distinct pages (~435 KB
 * each, 130 MB together, mostly a script), each with its own class names and a custom tag name,
 * go through the content pipeline; the last 100 documents are kept as `GET /scrape/{id}` keeps them. After a full
 * collection, the heap should hold the kept documents and the bounded caches, not the pages'
 * sources: a class name cut from a page and kept as a cache key held that whole page (132 MB here).
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { loadMarkdownConverter } from "../src/engine/content/html-to-markdown.js";
import { buildPageDocument } from "../src/engine/content/page-document.js";
import { RecentScrapes } from "../src/engine/scrape/recent-scrapes.js";
import { nowMs, runIfMain } from "./lib/main.js";
import { atMost, measurement, type BenchResult } from "./lib/result.js";

const PAGES = 300;
const MB = 1024 * 1024;
/** The kept documents are small (~5 KB each) and the caches bounded; the pages are 130 MB. */
const LIMIT_MB = 8;

function collector(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

function page(index: number): string {
  const paragraph = `<p>${"lorem ipsum dolor sit amet ".repeat(40)}</p>`;
  // Most of a real page's bytes are not its article: here a script the markdown never shows.
  const script = `<script>var state = "${"x".repeat(430 * 1024)}";</script>`;
  return (
    `<html><head><title>Page number ${index} of a site with distinct markup</title>${script}</head><body>` +
    `<div class="site-wrapper-${index}-layout sidebar"><widget-frame-${index}-x><article class="story-body-${index}-text">` +
    `<h1>Title ${index}</h1>${paragraph.repeat(4)}</article></widget-frame-${index}-x></div></body></html>`
  );
}

export async function run(): Promise<BenchResult> {
  const started = nowMs();
  const gc = collector();
  const converter = await loadMarkdownConverter();
  const recent = new RecentScrapes();
  let pageBytes = 0;
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let index = 0; index < PAGES; index++) {
    const html = page(index);
    pageBytes += html.length;
    const response = { requestedUrl: `https://example.com/${index}`, url: `https://example.com/${index}`, status: 200, headers: { "content-type": "text/html" }, contentType: "text/html", body: Buffer.from(html) };
    const built = buildPageDocument(response, { formats: new Set(["markdown", "links"]), onlyMainContent: true, removeBase64Images: true }, converter.convert, `scrape-${index}`);
    if (index >= PAGES - 100) recent.remember({ ...built.document, metadata: { ...built.document.metadata, scrapeId: `scrape-${index}` } });
  }
  gc();
  gc();
  const retainedMb = (process.memoryUsage().heapUsed - before) / MB;
  return {
    id: "P15",
    title: "Pages kept after they are done",
    workload: `${PAGES} distinct pages (${(pageBytes / MB).toFixed(0)} MB of HTML, own class and tag names each) through buildPageDocument; the last 100 documents kept as GET /scrape/{id} keeps them`,
    runs: "one pass, then two full collections; heap used after minus before",
    measurements: [measurement("heap retained", "MB", [retainedMb], false)],
    checks: [atMost("heap retained after 300 pages", retainedMb, LIMIT_MB, " MB", 1)],
    notes: ["before the fix, cache keys and kept documents' metadata were views into page sources: 129 MB retained (same run, code before)"],
    durationMs: nowMs() - started,
  };
}

runIfMain(import.meta.url, run);
