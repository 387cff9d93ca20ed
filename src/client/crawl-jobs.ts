import { InvalidArgumentError, JobFailedError, JobTimeoutError } from "../core/errors.js";
import type { RequestOptions, WaitOptions } from "../core/options.js";
import { walkPages } from "../core/pagination.js";
import type { Transport } from "../core/transport.js";
import type { WebDocument } from "../operations/document.js";
import { operations } from "../operations/index.js";
import { formatIssues, invoke } from "./invoke.js";
import { cancelOnAbort, TERMINAL_JOB_STATES, waitForJob } from "./job-wait.js";
import type { ParamsOf, ResultOf, Without } from "./operation-types.js";
import { convertUserSchemas, type WithUserSchema } from "./user-schemas.js";

export type CrawlParams = ParamsOf<"crawl.start">;
export type CrawlStartResult = ResultOf<"crawl.start">;
export type CrawlStatus = ResultOf<"crawl.status">;
export type CrawlErrors = ResultOf<"crawl.errors">;
export type CrawlCancelResult = ResultOf<"crawl.cancel">;

/** Everything a finished crawl returned: all documents across all pages, plus its counters. */
export type CrawlRunResult = Without<CrawlStatus, "data" | "next"> & {
  id: string;
  data: WebDocument[];
};

/** Options of `crawl.pages()`. */
export interface CrawlPagesOptions extends WaitOptions {
  /** Sees every status page's counters (progress bars, credit accounting). */
  onStatus?: ((status: CrawlStatus) => void) | undefined;
  /** Start at this document index: resuming never downloads the documents before it again. @default 0 */
  skip?: number | undefined;
  /**
   * Documents per status request (sent as `limit`, 1–1000). Smaller pages mean smaller transient
   * buffers while streaming; servers that ignore it send up to 100. @default the server's (100)
   */
  pageSize?: number | undefined;
}

/** `client.crawl`: start, watch, page through and cancel crawl jobs. */
export class CrawlJobs {
  constructor(
    private readonly transport: Transport,
    private readonly pollIntervalMs: number,
  ) {}

  /** Starts a crawl. Always send an explicit `limit` (the service defaults to 10,000 pages). */
  async start(params: WithUserSchema<CrawlParams>, options?: RequestOptions): Promise<CrawlStartResult> {
    return invoke(this.transport, operations["crawl.start"], { params: convertUserSchemas(params), options });
  }

  /** One status page. `skip`/`limit` page through results; `pages()` does that for you. */
  status(id: string, options?: RequestOptions & { skip?: number; limit?: number }): Promise<CrawlStatus> {
    return invoke(this.transport, operations["crawl.status"], {
      pathParams: { id },
      query: { skip: options?.skip, limit: options?.limit },
      options,
      acceptFailureBody: true,
    });
  }

  cancel(id: string, options?: RequestOptions): Promise<CrawlCancelResult> {
    return invoke(this.transport, operations["crawl.cancel"], { pathParams: { id }, options });
  }

  /** Pages that failed and URLs robots.txt blocked. */
  errors(id: string, options?: RequestOptions): Promise<CrawlErrors> {
    return invoke(this.transport, operations["crawl.errors"], { pathParams: { id }, options });
  }

  /** Polls until the crawl ends. Returns the final status (its first page of data only). */
  wait(id: string, options: WaitOptions = {}): Promise<CrawlStatus> {
    return waitForJob("crawl", id, () => this.status(id, options), options, this.pollIntervalMs);
  }

  /**
   * Every document of a running or finished crawl, as pages arrive, holding one page in memory.
   * `onStatus` sees each page's counters (progress bars, credit accounting).
   */
  pages(id: string, options: CrawlPagesOptions = {}): AsyncGenerator<WebDocument> {
    checkPaging(options);
    const statusUrl = new URL(this.transport.urlFor(`/crawl/${encodeURIComponent(id)}`));
    if (options.pageSize !== undefined) statusUrl.searchParams.set("limit", String(options.pageSize));
    return walkPages<WebDocument>({
      jobId: id,
      kind: "crawl",
      statusUrl: statusUrl.toString(),
      startOffset: options.skip,
      fetchPage: (url) =>
        invoke(this.transport, operations["crawl.status"], { pathParams: { id }, url, options, acceptFailureBody: true }),
      terminalStates: TERMINAL_JOB_STATES,
      intervalMs: options.pollIntervalMs ?? this.pollIntervalMs,
      maxWaitMs: options.maxWaitMs,
      signal: options.signal,
      onPage: options.onStatus as ((page: unknown) => void) | undefined,
    });
  }

  /**
   * Start + wait + collect. Aborting cancels the server-side job too; running out of `maxWaitMs`
   * does not (the `JobTimeoutError` carries the id so you can resume with `pages(id)`).
   */
  async run(params: WithUserSchema<CrawlParams>, options: CrawlPagesOptions = {}): Promise<CrawlRunResult> {
    const { id } = await this.start(params, options);
    const data: WebDocument[] = [];
    let last: CrawlStatus | undefined;
    const onStatus = (s: CrawlStatus) => {
      last = s;
      options.onStatus?.(s);
    };
    try {
      await cancelOnAbort(
        async () => {
          for await (const doc of this.pages(id, { ...options, onStatus })) data.push(doc);
        },
        () => this.cancel(id, { retry: 0, timeoutMs: 5_000 }),
      );
    } catch (error) {
      // Nothing lost: a failed (or timed-out) crawl's error carries every page collected so far.
      if (error instanceof JobFailedError) throw new JobFailedError(error.message, id, { ...(error.lastStatus as object), data });
      if (error instanceof JobTimeoutError) throw new JobTimeoutError(error.message, id, { ...(error.lastStatus as object), data });
      throw error;
    }
    const { data: _page, next: _next, ...counters } = last ?? ({} as CrawlStatus);
    return { ...counters, id, data };
  }
}

function checkPaging(options: CrawlPagesOptions): void {
  const bad = (name: string, value: unknown, min: number, max: number) =>
    value !== undefined && !(Number.isInteger(value) && (value as number) >= min && (value as number) <= max)
      ? [{ path: [name], message: `must be an integer from ${min} to ${max}` }]
      : [];
  const issues = [...bad("skip", options.skip, 0, Number.MAX_SAFE_INTEGER), ...bad("pageSize", options.pageSize, 1, 1000)];
  if (issues.length > 0) throw new InvalidArgumentError(`Invalid crawl.pages options: ${formatIssues(issues)}`, issues);
}
