import type { WebDataClient } from "../client.js";
import { lazyClient } from "../client/lazy-client.js";
import { attachDocuments } from "../client/job-interruption.js";
import { APIUserAbortError, JobFailedError } from "../core/errors.js";
import { DEFAULT_CONTENT_FORMAT, type LoadSummary, type WebDataLoaderOptions } from "./load-options.js";
import { planLoad, type LoaderPlan } from "./load-plan.js";
import type { LoadRun, LoadedDocument, RunSettings } from "./load-run.js";

/**
 * A planned load of web pages as plain `{ pageContent, metadata }` records (scrape, crawl, map or
 * search), framework-neutral: the LangChain loader and retriever, the CLI or any other caller
 * stream it. Options are checked in the constructor, before any request.
 */
export class DocumentLoad {
  #lastSummary: LoadSummary | undefined;
  /** Built on the first stream(): importing and constructing a load does not load the client stack. */
  readonly #client: () => Promise<WebDataClient>;
  readonly #plan: LoaderPlan;
  readonly #settings: RunSettings;
  readonly #signal: AbortSignal | undefined;

  /** Throws `InvalidArgumentError` for bad options, before any request is sent. */
  constructor(options: WebDataLoaderOptions, label = "WebDataLoader") {
    this.#plan = planLoad(options, label);
    this.#client = lazyClient(options);
    this.#signal = options.signal;
    this.#settings = {
      mode: options.mode,
      format: options.format ?? DEFAULT_CONTENT_FORMAT,
      maxPages: options.maxPages,
      includeErrorPages: options.includeErrorPages ?? false,
      extraMetadata: options.extraMetadata,
      onSkip: options.onSkip,
      onProgress: options.onProgress,
    };
  }

  /** What the most recent (or current) load did: counts, skipped pages, job id, how it ended. */
  get lastSummary(): LoadSummary | undefined {
    return this.#lastSummary;
  }

  /**
   * One record per page as pages arrive, holding about one result page in memory. Ends with
   * `lastSummary` filled in; stopping the iteration early cancels a crawl this load started.
   */
  async *stream(): AsyncGenerator<LoadedDocument, void, undefined> {
    const sources = await import("./load-sources.js");
    const client = await this.#client();
    const run = new sources.LoadRun(this.#settings);
    this.#lastSummary = run.summary;
    let finished = false;
    try {
      yield* this.#documents(sources, client, run);
      finished = true;
      run.end("completed");
    } catch (error) {
      run.end(error instanceof APIUserAbortError || this.#signal?.aborted ? "aborted" : "error");
      throw error;
    } finally {
      if (!finished) run.end("stopped");
    }
  }

  /**
   * Every record of the load, each passed through `wrap` (e.g. into a framework's document class).
   * Nothing is lost when the load stops early: the thrown error (a failed crawl, a lost connection,
   * a timeout, an abort) carries the documents that arrived, and for a crawl `{ jobId, skip }` to
   * resume from — read both with `interruptionOf(error)`. A failed crawl's `JobFailedError` also
   * keeps them in `lastStatus.documents`.
   */
  async collect<T>(wrap: (record: LoadedDocument) => T): Promise<T[]> {
    const documents: T[] = [];
    try {
      for await (const record of this.stream()) documents.push(wrap(record));
    } catch (error) {
      const summary = this.#lastSummary;
      const resume = summary?.jobId === undefined ? undefined : { jobId: summary.jobId, skip: summary.read };
      if (error instanceof JobFailedError) {
        throw attachDocuments(new JobFailedError(error.message, error.jobId, { ...(error.lastStatus as object), documents }), documents, resume);
      }
      throw attachDocuments(error, documents, resume);
    }
    return documents;
  }

  #documents(sources: typeof import("./load-sources.js"), client: WebDataClient, run: LoadRun): AsyncGenerator<LoadedDocument, void, undefined> {
    const { crawlDocuments, mapDocuments, scrapeDocuments, searchDocuments } = sources;
    const plan = this.#plan;
    const signal = this.#signal;
    switch (plan.mode) {
      case "scrape":
        return scrapeDocuments(client, plan, run, signal);
      case "crawl":
        return crawlDocuments(client, plan, run, signal);
      case "map":
        return mapDocuments(client, plan, run, signal);
      case "search":
        return searchDocuments(client, plan, run, signal);
    }
  }
}
