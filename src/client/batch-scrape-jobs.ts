import type { RequestOptions } from "../core/options.js";
import type { Transport } from "../core/transport.js";
import { operations } from "../operations/index.js";
import { invoke } from "./invoke.js";
import type { ParamsOf, ResultOf } from "./operation-types.js";
import { PagedJob, type JobPagesOptions, type JobRunResult } from "./paged-job.js";
import { PagedJobs } from "./paged-jobs.js";
import { convertUserSchemas, type WithUserSchema } from "./user-schemas.js";

export type BatchScrapeParams = ParamsOf<"batchScrape.start">;
export type BatchScrapeStartResult = ResultOf<"batchScrape.start">;
export type BatchScrapeStatus = ResultOf<"batchScrape.status">;
export type BatchScrapeErrors = ResultOf<"batchScrape.errors">;
export type BatchScrapeCancelResult = ResultOf<"batchScrape.cancel">;
/** Every page of a finished batch (each once), plus its counters. */
export type BatchScrapeRunResult = JobRunResult<BatchScrapeStatus>;
export type BatchScrapePagesOptions = JobPagesOptions<BatchScrapeStatus>;

/**
 * A batch scrape job: `pages()`, `errors()`, `status()`, `wait()`, `cancel()`, `collect()`; `started`
 * holds `invalidURLs`. Disposing a handle from `start()` cancels the batch unless it ended or was `detach()`ed.
 */
export type BatchScrapeJob = PagedJob<BatchScrapeStatus, BatchScrapeErrors, BatchScrapeStartResult>;

/**
 * `client.batchScrape`: scrape many URLs as one server-side job (docs/api.md §4.5), paged exactly like
 * a crawl. Scrape options sit at the top level next to `urls`, not under `scrapeOptions`.
 */
export class BatchScrapeJobs extends PagedJobs<BatchScrapeStatus, BatchScrapeErrors, BatchScrapeCancelResult, BatchScrapeStartResult> {
  constructor(transport: Transport, pollIntervalMs: number) {
    super(transport, pollIntervalMs, {
      kind: "batch scrape",
      statusPath: "/batch/scrape",
      status: operations["batchScrape.status"],
      cancel: operations["batchScrape.cancel"],
      errors: operations["batchScrape.errors"],
    });
  }

  /** Starts a batch and returns its handle; `started.invalidURLs` lists URLs the server skipped. */
  async start(params: WithUserSchema<BatchScrapeParams>, options?: RequestOptions): Promise<BatchScrapeJob> {
    const started = await invoke(this.transport, operations["batchScrape.start"], { params: convertUserSchemas(params), options });
    return new PagedJob(this, started.id, { url: started.url, started });
  }

  /**
   * Start + read every page. Aborting cancels the batch too. Any error that ends the read carries
   * the pages received so far and `{ jobId, skip }` (see `interruptionOf`).
   */
  async run(params: WithUserSchema<BatchScrapeParams>, options: BatchScrapePagesOptions = {}): Promise<BatchScrapeRunResult> {
    const job = await this.start(params, options);
    return job.collect(options);
  }
}
