import type { RequestOptions } from "../core/options.js";
import type { Transport } from "../core/transport.js";
import { operations } from "../operations/index.js";
import { invoke } from "./invoke.js";
import type { ParamsOf, ResultOf } from "./operation-types.js";
import { PagedJob, type JobPagesOptions, type JobRunResult } from "./paged-job.js";
import { PagedJobs } from "./paged-jobs.js";
import { convertUserSchemas, type WithUserSchema } from "./user-schemas.js";

export type CrawlParams = ParamsOf<"crawl.start">;
export type CrawlStartResult = ResultOf<"crawl.start">;
export type CrawlStatus = ResultOf<"crawl.status">;
export type CrawlErrors = ResultOf<"crawl.errors">;
export type CrawlCancelResult = ResultOf<"crawl.cancel">;

/** Everything a finished crawl returned: all documents across all pages (each once), plus its counters. */
export type CrawlRunResult = JobRunResult<CrawlStatus>;

/** Options of `crawl.pages()`. */
export type CrawlPagesOptions = JobPagesOptions<CrawlStatus>;

/**
 * A crawl job: `pages()`, `errors()`, `status()`, `wait()`, `cancel()`, `collect()`. Disposing a
 * handle from `start()` cancels the crawl unless it ended or was `detach()`ed.
 */
export type CrawlJob = PagedJob<CrawlStatus, CrawlErrors, CrawlStartResult>;

/** `client.crawl`: start, watch, page through and cancel crawl jobs. */
export class CrawlJobs extends PagedJobs<CrawlStatus, CrawlErrors, CrawlCancelResult, CrawlStartResult> {
  constructor(transport: Transport, pollIntervalMs: number) {
    super(transport, pollIntervalMs, {
      kind: "crawl",
      statusPath: "/crawl",
      status: operations["crawl.status"],
      cancel: operations["crawl.cancel"],
      errors: operations["crawl.errors"],
    });
  }

  /**
   * Starts a crawl and returns its handle (`id`, `url`, `pages()`, `cancel()`, …). Always send an
   * explicit `limit` (the service defaults to 10,000 pages).
   */
  async start(params: WithUserSchema<CrawlParams>, options?: RequestOptions): Promise<CrawlJob> {
    const started = await invoke(this.transport, operations["crawl.start"], { params: convertUserSchemas(params), options });
    return new PagedJob(this, started.id, { url: started.url, started });
  }

  /**
   * Start + read every document. Aborting cancels the server-side job too; running out of
   * `maxWaitMs` does not. Any error that ends the read carries the documents received so far and
   * `{ jobId, skip }` to resume with `pages(jobId, { skip })` (see `interruptionOf`).
   */
  async run(params: WithUserSchema<CrawlParams>, options: CrawlPagesOptions = {}): Promise<CrawlRunResult> {
    const job = await this.start(params, options);
    return job.collect(options);
  }
}
