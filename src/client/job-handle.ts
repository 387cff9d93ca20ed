import { APIUserAbortError, JobFailedError } from "../core/errors.js";
import type { RequestOptions, WaitOptions } from "../core/options.js";
import { modelJobEvents, type JobEvent, type JobEventKind } from "./job-events.js";
import { TERMINAL_JOB_STATES } from "./job-wait.js";

/**
 * The one rule for stopping a job nobody will read any more (an abort, an early stop, a disposed
 * handle): a single quick attempt, whose failure never replaces the caller's own error.
 */
const STOP_REQUEST: RequestOptions = { retry: 0, timeoutMs: 5_000 };

/** The by-id calls a handle delegates to (the client's job namespace). */
export interface JobCalls<S> {
  status(id: string, options?: RequestOptions): Promise<S>;
  wait(id: string, options?: WaitOptions): Promise<S>;
  cancel?(id: string, options?: RequestOptions): Promise<unknown>;
  /** The prefix of this kind's event types (`crawl`, `batch_scrape`, `extract`, `agent`). */
  readonly eventKind: JobEventKind;
}

export interface JobHandleInit<R = unknown> {
  /** Status URL the server returned when the job started. */
  url?: string | undefined;
  /** The server's whole answer to the start request (e.g. `invalidURLs`, `threadId`, `warnings`). */
  started?: R | undefined;
  /** Keep the job running when the handle is disposed (true for handles attached by id). @default false */
  detached?: boolean | undefined;
}

/**
 * One server-side job (crawl, batch scrape, extract, agent), started by this client or attached
 * by id. A handle from `start()` owns its job: disposing it (`await using`, or
 * `[Symbol.asyncDispose]()`) cancels the job unless it already ended or was `detach()`ed, so an
 * interrupted program does not keep spending credits.
 *
 * ```ts
 * await using job = await client.crawl.start({ url, limit: 50 });
 * for await (const page of job.pages()) console.log(page.metadata?.url);
 * ```
 */
export class JobHandle<S extends { status?: string | undefined }, R = unknown> implements AsyncDisposable {
  readonly id: string;
  /** Status URL the server returned at start (absent for attached handles). */
  readonly url: string | undefined;
  /** The server's whole answer to the start request (absent for attached handles). */
  readonly started: R | undefined;
  readonly #calls: JobCalls<S>;
  #detached: boolean;
  #state: string | undefined;

  constructor(calls: JobCalls<S>, id: string, init: JobHandleInit<R> = {}) {
    this.#calls = calls;
    this.id = id;
    this.url = init.url;
    this.started = init.started;
    this.#detached = init.detached ?? false;
  }

  /** The job's last status seen through this handle (`scraping`, `completed`, …). */
  get state(): string | undefined {
    return this.#state;
  }

  /** True once this handle saw the job reach `completed`, `cancelled` or `failed`. */
  get ended(): boolean {
    return this.#state !== undefined && TERMINAL_JOB_STATES.has(this.#state);
  }

  /** True when disposing the handle leaves the job running. */
  get detached(): boolean {
    return this.#detached;
  }

  /** Keeps the job running after this handle is disposed (e.g. to hand its id to someone else). */
  detach(): this {
    this.#detached = true;
    return this;
  }

  /** The job's current status. */
  async status(options?: RequestOptions): Promise<S> {
    return this.observe(await this.#calls.status(this.id, options));
  }

  /** Polls until the job ends; a `failed` job throws `JobFailedError`. */
  async wait(options?: WaitOptions): Promise<S> {
    try {
      return this.observe(await this.#calls.wait(this.id, options));
    } catch (error) {
      if (error instanceof JobFailedError) this.#state = "failed";
      throw error;
    }
  }

  /**
   * The job's events as its webhook would send them (`extract.started`, `agent.completed`, …, see
   * `JobEvent`), from polling its status: the same on the service and the local engine, with no
   * receiver to run. Ends after the job's last event; a failed job is an event, not an error.
   *
   * ```ts
   * for await (const event of job.events()) if (event.type === "agent.completed") use(event.data[0]);
   * ```
   */
  events(options: WaitOptions = {}): AsyncGenerator<JobEvent> {
    return modelJobEvents(this.#calls.eventKind, this.id, { status: (o) => this.status(o), wait: (o) => this.wait(o) }, options);
  }

  /** Cancels the job on the server. Pages it already finished stay readable. */
  async cancel(options?: RequestOptions): Promise<unknown> {
    if (!this.#calls.cancel) throw new Error(`This job kind cannot be cancelled (job ${this.id}).`);
    const result = await this.#calls.cancel(this.id, options);
    this.#state = "cancelled";
    return result;
  }

  /**
   * Cancels the job unless it ended or the handle is detached: one quick attempt, errors ignored.
   * Returns whether a cancel was sent. `[Symbol.asyncDispose]` calls this.
   */
  async stop(): Promise<boolean> {
    if (this.#detached || this.ended || !this.#calls.cancel) return false;
    try {
      await this.cancel(STOP_REQUEST);
    } catch {
      // Best effort: the caller's own error (abort, failure) is what matters.
    }
    return true;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.stop();
  }

  /** Runs `work` on this job; when the caller aborts, stops the job (see `stop()`) before rethrowing. */
  async stopOnAbort<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof APIUserAbortError) await this.stop();
      throw error;
    }
  }

  /** Records a status this handle saw (subclasses feed page-walk statuses here). */
  protected observe<T extends { status?: string | undefined } | undefined>(status: T): T {
    if (status?.status !== undefined) this.#state = status.status;
    return status;
  }
}
