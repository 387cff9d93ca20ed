import type { z } from "zod/v4";
import { InvalidArgumentError } from "../core/errors.js";
import type { RequestOptions, WaitOptions } from "../core/options.js";
import type { Transport } from "../core/transport.js";
import type { OperationDefinition } from "../operations/define.js";
import type { WebDocument } from "../operations/document.js";
import { formatIssues, invoke } from "./invoke.js";
import { walkPages } from "./job-pages.js";
import { TERMINAL_JOB_STATES, waitForJob } from "./job-wait.js";
import { PagedJob, type JobPagesOptions, type PagedJobCalls, type PagedStatus } from "./paged-job.js";

type Op<R> = OperationDefinition<z.ZodType, z.ZodType<R>>;

/** The wire operations of one paged job kind. */
export interface PagedJobOperations<S, E, C> {
  /** "crawl", "batch scrape": for messages. */
  kind: string;
  /** Status route below the base URL, without the id, e.g. `/crawl`. */
  statusPath: string;
  status: Op<S>;
  cancel: Op<C>;
  errors: Op<E>;
}

/**
 * The by-id calls every paged job kind shares (crawl, batch scrape): status, cancel, errors,
 * wait, exactly-once `pages`, and `attach` for a handle on a job started elsewhere.
 */
export class PagedJobs<S extends PagedStatus & { completed?: number | undefined }, E, C, R = unknown> implements PagedJobCalls<S, E> {
  constructor(
    protected readonly transport: Transport,
    protected readonly pollIntervalMs: number,
    ops: PagedJobOperations<S, E, C>,
  ) {
    this.#ops = ops;
  }

  /** `crawl` or `batch_scrape`: the prefix of this kind's event types. */
  get eventKind(): "crawl" | "batch_scrape" {
    return this.#ops.kind === "crawl" ? "crawl" : "batch_scrape";
  }

  // #private: the operation schemas (and zod's caches) would otherwise fill every util.inspect of a client.
  readonly #ops: PagedJobOperations<S, E, C>;

  /**
   * A handle on an existing job, e.g. one started by another process. It does not cancel the job
   * when disposed unless `{ detached: false }` is passed.
   */
  attach(id: string, init: { detached?: boolean | undefined } = {}): PagedJob<S, E, R> {
    return new PagedJob<S, E, R>(this, id, { detached: init.detached ?? true });
  }

  /** One status page. `skip`/`limit` page through results; `pages()` does that for you. */
  status(id: string, options?: RequestOptions & { skip?: number; limit?: number }): Promise<S> {
    return invoke(this.transport, this.#ops.status, {
      pathParams: { id },
      query: { skip: options?.skip, limit: options?.limit },
      options,
      acceptFailureBody: true,
    });
  }

  /** Cancels the job. Pages already finished stay readable. */
  cancel(id: string, options?: RequestOptions): Promise<C> {
    return invoke(this.transport, this.#ops.cancel, { pathParams: { id }, options });
  }

  /** Pages that failed (and, for crawls, URLs robots.txt blocked). */
  errors(id: string, options?: RequestOptions): Promise<E> {
    return invoke(this.transport, this.#ops.errors, { pathParams: { id }, options });
  }

  /** Polls until the job ends. Returns the final status (its first page of data only). */
  wait(id: string, options: WaitOptions = {}): Promise<S> {
    return waitForJob(this.#ops.kind, id, () => this.status(id, options), options, this.pollIntervalMs);
  }

  /**
   * Every document of a running or finished job exactly once, as pages arrive, holding one page in
   * memory — also on servers that ignore `skip`/`limit` and repeat documents (see `walkPages`).
   * When a finished job delivered fewer documents than its `completed` (a capped status page on a
   * server that ignores `skip`), it throws `IncompleteJobError` after the last document it could get.
   */
  pages(id: string, options: JobPagesOptions<S> = {}): AsyncGenerator<WebDocument> {
    checkPaging(this.#ops.kind, options);
    const statusUrl = new URL(this.transport.urlFor(`${this.#ops.statusPath}/${encodeURIComponent(id)}`));
    if (options.pageSize !== undefined) statusUrl.searchParams.set("limit", String(options.pageSize));
    return walkPages<WebDocument>({
      jobId: id,
      kind: this.#ops.kind,
      statusUrl: statusUrl.toString(),
      startOffset: options.skip,
      fetchPage: (url) => invoke(this.transport, this.#ops.status, { pathParams: { id }, url, options, acceptFailureBody: true }),
      keyOf: documentKey,
      terminalStates: TERMINAL_JOB_STATES,
      intervalMs: options.pollIntervalMs ?? this.pollIntervalMs,
      maxWaitMs: options.maxWaitMs,
      signal: options.signal,
      onPage: options.onStatus as ((page: unknown) => void) | undefined,
      countFailed: async () => {
        const report = (await this.errors(id, options)) as { errors?: unknown };
        return Array.isArray(report.errors) ? report.errors.length : undefined;
      },
    });
  }
}

/** What identifies a document within a job: its `scrapeId`, else the URL it was asked for. */
export function documentKey(doc: WebDocument): string | undefined {
  const meta = doc.metadata;
  if (!meta) return undefined;
  for (const value of [meta.scrapeId, meta.sourceURL, meta.url]) {
    if (typeof value === "string" && value !== "") return value;
  }
  return undefined;
}

function checkPaging(kind: string, options: { skip?: number | undefined; pageSize?: number | undefined }): void {
  const bad = (name: string, value: unknown, min: number, max: number) =>
    value !== undefined && !(Number.isInteger(value) && (value as number) >= min && (value as number) <= max)
      ? [{ path: [name], message: `must be an integer from ${min} to ${max}` }]
      : [];
  const issues = [...bad("skip", options.skip, 0, Number.MAX_SAFE_INTEGER), ...bad("pageSize", options.pageSize, 1, 1000)];
  if (issues.length > 0) throw new InvalidArgumentError(`Invalid ${kind}.pages options: ${formatIssues(issues)}`, issues);
}
