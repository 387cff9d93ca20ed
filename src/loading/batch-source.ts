import type { WebDataClient } from "../client.js";
import type { BatchScrapeJob } from "../client/batch-scrape-jobs.js";
import { IncompleteJobError } from "../client/incomplete-job.js";
import { APIError, NotFoundError } from "../core/errors.js";
import { pageSource } from "./document-metadata.js";
import type { LoadedDocument, LoadRun } from "./load-run.js";
import type { LoaderScrapeOptions } from "./load-options.js";

/**
 * Starts a batch scrape of `urls`, or returns `undefined` when the server has no batch scrape
 * (404 or 501), so the caller scrapes the URLs one by one instead.
 */
export async function startBatch(
  client: WebDataClient,
  urls: readonly string[],
  scrapeOptions: LoaderScrapeOptions,
  signal: AbortSignal | undefined,
): Promise<BatchScrapeJob | undefined> {
  try {
    return await client.batchScrape.start({ ...scrapeOptions, urls: [...urls] }, { signal });
  } catch (error) {
    if (error instanceof NotFoundError || (error instanceof APIError && error.status === 501)) return undefined;
    throw error;
  }
}

/**
 * A batch job's pages as documents, each once, in the order the server finishes them. URLs the
 * server rejected and pages it could not scrape are reported as skips. Stopping early (`maxPages`,
 * abort, the consumer stops) cancels the job; URLs not delivered by then are listed as `pending`.
 */
export async function* batchDocuments(
  job: BatchScrapeJob,
  urls: readonly string[],
  run: LoadRun,
  signal: AbortSignal | undefined,
): AsyncGenerator<LoadedDocument, void, undefined> {
  run.summary.jobId = job.id;
  const delivered = new Set<string>();
  for (const url of job.started?.invalidURLs ?? []) {
    run.skip({ url, reason: "request-failed", message: "The server rejected this URL as invalid" });
  }
  try {
    try {
      for await (const page of job.pages({ signal, onStatus: (status) => run.jobStatus(status) })) {
        const url = pageSource(page);
        if (url !== undefined) delivered.add(url);
        const document = run.accept(page, { url });
        if (document === undefined) continue;
        yield document;
        if (run.full) {
          run.summary.pending.push(...urls.filter((candidate) => !delivered.has(candidate)));
          run.end("maxPages");
          return;
        }
      }
    } catch (error) {
      // The job ended, but its server could not deliver every page: say so, keep what came.
      if (!(error instanceof IncompleteJobError)) throw error;
      run.incomplete(error);
    }
    const report = await job.errors({ signal }).catch(() => undefined);
    for (const entry of report?.errors ?? []) {
      const message = [entry.code, entry.error].filter((part) => typeof part === "string" && part !== "").join(": ");
      run.skip({ url: entry.url ?? "(unknown URL)", reason: "request-failed", message: message || undefined });
    }
    run.end("completed");
  } finally {
    if (await job.stop()) run.summary.jobCancelled = true;
  }
}
