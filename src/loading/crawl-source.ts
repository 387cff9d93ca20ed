import type { WebDataClient } from "../client.js";
import { IncompleteJobError } from "../client/incomplete-job.js";
import { APIUserAbortError, JobFailedError, JobTimeoutError } from "../core/errors.js";
import type { LoadedDocument, LoadRun } from "./load-run.js";
import type { LoaderPlan } from "./load-plan.js";

type CrawlPlan = Extract<LoaderPlan, { mode: "crawl" }>;


/**
 * Documents per status request while streaming. Smaller than the service's 100 so each response
 * stays a modest buffer that V8 collects young, instead of megabyte strings that pile up in old
 * space until a full GC (bench P3).
 */
const CRAWL_PAGE_SIZE = 25;

/**
 * A crawl's documents as its pages arrive (one result page in memory at a time). A job this load
 * started is cancelled when the load stops before the job ends — except on a timeout, where the
 * job keeps running so its pages can still be read later.
 */
export async function* crawlDocuments(
  client: WebDataClient,
  plan: CrawlPlan,
  run: LoadRun,
  signal: AbortSignal | undefined,
): AsyncGenerator<LoadedDocument, void, undefined> {
  const owned = "start" in plan;
  const job = owned ? await client.crawl.start(plan.start, { signal }) : client.crawl.attach(plan.jobId);
  const jobId = job.id;
  const skip = owned ? 0 : plan.skip;
  run.summary.jobId = jobId;
  run.startAt(skip);
  try {
    const pages = job.pages({
      signal,
      skip,
      pageSize: CRAWL_PAGE_SIZE,
      maxWaitMs: plan.maxWaitMs,
      onStatus: (status) => run.jobStatus(status),
    });
    try {
      for await (const page of pages) {
        const document = run.accept(page, { jobId });
        if (document === undefined) continue;
        yield document;
        if (run.full) {
          run.end("maxPages");
          return;
        }
      }
    } catch (error) {
      // The crawl ended, but its server could not deliver every document: say so, keep what came.
      if (!(error instanceof IncompleteJobError)) throw error;
      run.incomplete(error);
    }
    job.detach();
    await reportCrawlErrors(client, jobId, run, signal);
    if (owned && run.summary.total !== undefined && run.summary.total >= plan.limit) {
      run.warn(`The crawl reached its limit of ${plan.limit} pages; the site may have more. Pass a higher \`limit\` to load them.`);
    }
    run.end("completed");
  } catch (error) {
    if (error instanceof JobTimeoutError) {
      job.detach();
      run.end("timedOut", resumeHint(jobId, run.summary.read));
      if (plan.onTimeout === "return") return;
    } else if (error instanceof JobFailedError) {
      run.end("failed", `Crawl job ${jobId} failed on the server; ${run.summary.yielded} documents arrived before it did.`);
      await reportCrawlErrors(client, jobId, run, signal).catch(() => undefined);
    }
    throw error;
  } finally {
    // Our own job, stopped early (maxPages, abort, the consumer stopped): nobody will read the rest.
    if (await job.stop()) run.summary.jobCancelled = true;
  }
}

function resumeHint(jobId: string, read: number): string {
  return (
    `Crawl job ${jobId} is still running; nothing is lost. Continue with ` +
    `new WebDataLoader({ mode: "crawl", jobId: "${jobId}", skip: ${read} }).`
  );
}

/** The pages the crawl could not scrape and the URLs robots.txt blocked, as skips. */
async function reportCrawlErrors(client: WebDataClient, jobId: string, run: LoadRun, signal: AbortSignal | undefined): Promise<void> {
  try {
    const report = await client.crawl.errors(jobId, { signal });
    for (const entry of report.errors ?? []) {
      const message = [entry.code, entry.error].filter((part) => typeof part === "string" && part !== "").join(": ");
      run.skip({ url: entry.url ?? "(unknown URL)", reason: "crawl-error", message: message || undefined });
    }
    for (const url of report.robotsBlocked ?? []) run.skip({ url, reason: "robots-blocked" });
  } catch (error) {
    if (error instanceof APIUserAbortError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    run.warn(`Could not read the crawl's failed pages (GET /crawl/${jobId}/errors): ${reason}`);
  }
}
