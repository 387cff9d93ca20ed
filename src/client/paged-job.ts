import { JobFailedError, JobTimeoutError } from "../core/errors.js";
import type { RequestOptions, WaitOptions } from "../core/options.js";
import type { WebDocument } from "../operations/document.js";
import { attachDocuments } from "./job-interruption.js";
import { pagedJobEvents, type JobEvent } from "./job-events.js";
import { JobHandle, type JobCalls, type JobHandleInit } from "./job-handle.js";
import type { Without } from "./operation-types.js";

/** The status shape of a job whose results come in pages (crawl, batch scrape). */
export interface PagedStatus {
  status?: string | undefined;
  next?: string | undefined;
  data?: WebDocument[] | undefined;
}

/** Options of `pages()` on a crawl or batch scrape. */
export interface JobPagesOptions<S = unknown> extends WaitOptions {
  /** Sees every status page's counters (progress bars, credit accounting). */
  onStatus?: ((status: S) => void) | undefined;
  /** Start at this document index: resuming never delivers the documents before it again. @default 0 */
  skip?: number | undefined;
  /**
   * Documents per status request (sent as `limit`, 1–1000). Smaller pages mean smaller transient
   * buffers while streaming; servers that ignore it send up to 100 (or everything). @default the server's (100)
   */
  pageSize?: number | undefined;
}

/** Everything a finished job returned: every document exactly once, plus the last status's counters. */
export type JobRunResult<S> = Without<S, "data" | "next"> & {
  id: string;
  data: WebDocument[];
};

/** By-id calls of a paged job kind. */
export interface PagedJobCalls<S, E> extends JobCalls<S> {
  pages(id: string, options?: JobPagesOptions<S>): AsyncGenerator<WebDocument>;
  errors(id: string, options?: RequestOptions): Promise<E>;
}

/** A crawl or batch scrape job: its pages, its failed URLs, and everything at once (`collect`). */
export class PagedJob<S extends PagedStatus, E, R = unknown> extends JobHandle<S, R> {
  readonly #calls: PagedJobCalls<S, E>;

  constructor(calls: PagedJobCalls<S, E>, id: string, init: JobHandleInit<R> = {}) {
    super(calls, id, init);
    this.#calls = calls;
  }

  /**
   * Every document of the job exactly once, as pages arrive (one page in memory), while it runs and
   * after it ends. An error that stops the read carries `{ jobId, skip }` (see `interruptionOf`).
   */
  pages(options: JobPagesOptions<S> = {}): AsyncGenerator<WebDocument> {
    return this.#calls.pages(this.id, { ...options, onStatus: (status) => (this.observe(status), options.onStatus?.(status)) });
  }

  /**
   * The job's events as its webhook would send them: `crawl.started` (or `batch_scrape.…`), one
   * `….page` per document (exactly once, as `pages()` delivers them), then `….completed` or
   * `….failed`. Polls the status, so it works on the service and the local engine alike.
   */
  override events(options: WaitOptions = {}): AsyncGenerator<JobEvent> {
    return pagedJobEvents(this.#calls.eventKind, this.id, { status: (o) => this.status(o), pages: (o) => this.pages(o) }, options);
  }

  /** Pages that failed and URLs robots.txt blocked. */
  errors(options?: RequestOptions): Promise<E> {
    return this.#calls.errors(this.id, options);
  }

  /**
   * Reads every document into memory. Aborting stops the job (see `stop()`); running out of
   * `maxWaitMs` does not. Any error that ends the read (the job failed, a timeout, a lost
   * connection, an abort) carries the documents received so far and where to resume:
   * `interruptionOf(error)` → `{ jobId, skip, documents }`.
   */
  async collect(options: JobPagesOptions<S> = {}): Promise<JobRunResult<S>> {
    const data: WebDocument[] = [];
    let last: S | undefined;
    const onStatus = (status: S) => {
      last = status;
      options.onStatus?.(status);
    };
    try {
      await this.stopOnAbort(async () => {
        for await (const doc of this.pages({ ...options, onStatus })) data.push(doc);
      });
    } catch (error) {
      const resume = { jobId: this.id, skip: (options.skip ?? 0) + data.length };
      // The failed/timed-out status also lists the documents (`lastStatus.data`), as it always did.
      if (error instanceof JobFailedError) {
        throw attachDocuments(new JobFailedError(error.message, this.id, { ...(error.lastStatus as object), data }), data, resume);
      }
      if (error instanceof JobTimeoutError) {
        throw attachDocuments(new JobTimeoutError(error.message, this.id, { ...(error.lastStatus as object), data }), data, resume);
      }
      throw attachDocuments(error, data, resume);
    }
    const { data: _page, next: _next, ...counters } = last ?? ({} as S);
    return { ...counters, id: this.id, data } as unknown as JobRunResult<S>;
  }
}
