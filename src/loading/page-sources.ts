import type { ScrapeResult, WebDataClient } from "../client.js";
import { batchDocuments, startBatch } from "./batch-source.js";
import { runBounded } from "./bounded-concurrency.js";
import type { LoadedDocument, LoadRun } from "./load-run.js";
import type { LoaderPlan } from "./load-plan.js";
import type { LoaderScrapeOptions } from "./load-options.js";
import { isPageLevelFailure } from "./page-errors.js";

type Scraped = { url: string; page: ScrapeResult } | { url: string; error: unknown };

/** How a list of URLs is scraped. */
export interface ScrapeSpec {
  urls: readonly string[];
  scrapeOptions: LoaderScrapeOptions;
  concurrency: number;
  /** Use one batch scrape job when there are more URLs than `concurrency` and the server has batch scrape. */
  batch: boolean;
}

/**
 * Scrapes many URLs: as one batch scrape job when there are more URLs than `concurrency` and the
 * server supports it (a 404/501 falls back), else a few single scrapes at a time.
 */
export async function* scrapeDocuments(
  client: WebDataClient,
  spec: ScrapeSpec,
  run: LoadRun,
  signal: AbortSignal | undefined,
): AsyncGenerator<LoadedDocument, void, undefined> {
  const job = spec.batch && spec.urls.length > spec.concurrency ? await startBatch(client, spec.urls, spec.scrapeOptions, signal) : undefined;
  if (job) yield* batchDocuments(job, spec.urls, run, signal);
  else yield* scrapeEach(client, spec.urls, spec.scrapeOptions, spec.concurrency, run, signal);
}

/**
 * Scrapes `urls` a few at a time and yields documents in completion order. A failure that concerns
 * one page is reported as a skip; any other failure ends the load. Nothing is scraped past
 * `maxPages`: URLs never started are listed in the summary's `pending`.
 */
async function* scrapeEach(
  client: WebDataClient,
  urls: readonly string[],
  scrapeOptions: LoaderScrapeOptions,
  concurrency: number,
  run: LoadRun,
  signal: AbortSignal | undefined,
): AsyncGenerator<LoadedDocument, void, undefined> {
  const results = runBounded<string, Scraped>(urls, {
    concurrency,
    signal,
    canStart: (inFlight) => run.wants(inFlight),
    run: async (url, taskSignal) => {
      try {
        return { url, page: await client.scrape({ ...scrapeOptions, url }, { signal: taskSignal }) };
      } catch (error) {
        if (isPageLevelFailure(error)) return { url, error };
        throw error;
      }
    },
    onEnd: (notStarted) => run.summary.pending.push(...notStarted),
  });
  for await (const result of results) {
    if ("error" in result) {
      run.failed(result.url, result.error);
      continue;
    }
    const document = run.accept(result.page, { url: result.url });
    if (document === undefined) continue;
    yield document;
    if (run.full) {
      run.end("maxPages");
      return;
    }
  }
  run.end("completed");
}

/** A site's links, as link documents or (with `scrape`) as scraped pages. */
export async function* mapDocuments(
  client: WebDataClient,
  plan: Extract<LoaderPlan, { mode: "map" }>,
  run: LoadRun,
  signal: AbortSignal | undefined,
): AsyncGenerator<LoadedDocument, void, undefined> {
  const result = await client.map(plan.request, { signal });
  const links = result.links ?? [];
  run.summary.total = links.length;
  if (result.warning) run.warn(result.warning);
  if (plan.scrape) {
    const urls = links.map((link) => link.url);
    yield* scrapeDocuments(client, { urls, scrapeOptions: plan.scrapeOptions, concurrency: plan.concurrency, batch: plan.batch }, run, signal);
    return;
  }
  for (const [index, link] of links.entries()) {
    yield run.acceptLink(link);
    if (run.full) {
      run.summary.pending.push(...links.slice(index + 1).map((rest) => rest.url));
      run.end("maxPages");
      return;
    }
  }
  run.end("completed");
}

/**
 * Search results (web, then news) with their scraped content; images are never scraped. With
 * `snippets`, a result whose page has no content still comes back, as a snippet document.
 */
export async function* searchDocuments(
  client: WebDataClient,
  plan: Extract<LoaderPlan, { mode: "search" }>,
  run: LoadRun,
  signal: AbortSignal | undefined,
): AsyncGenerator<LoadedDocument, void, undefined> {
  const result = await client.search(plan.request, { signal });
  run.summary.creditsUsed = result.creditsUsed;
  if (result.warning) run.warn(result.warning);
  const seen = new Set<string>();
  const hits = [...(result.web ?? []), ...(result.news ?? [])].filter((hit) => !seen.has(hit.url) && seen.add(hit.url));
  run.summary.total = hits.length;
  for (const [index, hit] of hits.entries()) {
    const { description, snippet } = hit as { description?: string; snippet?: string };
    const document = run.accept(hit, { url: hit.url, title: hit.title, description: description ?? snippet }, plan.snippets);
    if (document === undefined) continue;
    yield document;
    if (run.full) {
      run.summary.pending.push(...hits.slice(index + 1).map((rest) => rest.url));
      run.end("maxPages");
      return;
    }
  }
  run.end("completed");
}
