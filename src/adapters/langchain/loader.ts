import { BaseDocumentLoader } from "@langchain/core/document_loaders/base";
import type { Document } from "@langchain/core/documents";
import type { WebDataClient } from "../../client.js";
import { APIUserAbortError, JobFailedError } from "../../core/errors.js";
import { clientFrom } from "../../client/client-source.js";
import { crawlDocuments } from "./crawl-source.js";
import { LoadRun, type RunSettings } from "./load-run.js";
import { DEFAULT_CONTENT_FORMAT, type LoadSummary, type WebDataLoaderOptions } from "./loader-options.js";
import { planLoad, type LoaderPlan } from "./loader-plan.js";
import { mapDocuments, scrapeDocuments, searchDocuments } from "./page-sources.js";

/**
 * LangChain document loader for web pages: scrape URLs, crawl a site (or read a running crawl by
 * its job id), map a site, or search the web — one `Document` per page, streamed by `lazyLoad()`.
 *
 * `pageContent` is the page's markdown (see `format`); `metadata` holds flat values only (`source`,
 * `url`, `sourceURL`, `title`, `description`, `language`, `statusCode`, `scrapeId`, `jobId`, …), so
 * documents go straight into splitters and vector stores. Pages that are empty or failed are
 * skipped and reported (`onSkip`, `lastSummary`), never dropped silently.
 *
 * ```ts
 * const loader = new WebDataLoader({ mode: "crawl", url: "https://docs.example.com", limit: 200 });
 * for await (const doc of loader.lazyLoad()) await store.addDocuments([doc]);
 * console.log(loader.lastSummary); // { status: "completed", yielded, skipped, jobId, … }
 * ```
 */
export class WebDataLoader extends BaseDocumentLoader {
  /** What the most recent (or current) load did: counts, skipped pages, job id, how it ended. */
  lastSummary: LoadSummary | undefined;
  private readonly client: WebDataClient;
  private readonly plan: LoaderPlan;
  private readonly settings: RunSettings;
  private readonly signal: AbortSignal | undefined;

  /** Throws `InvalidArgumentError` for bad options, before any request is sent. */
  constructor(options: WebDataLoaderOptions) {
    super();
    this.plan = planLoad(options);
    this.client = clientFrom(options);
    this.signal = options.signal;
    this.settings = {
      mode: options.mode,
      format: options.format ?? DEFAULT_CONTENT_FORMAT,
      maxPages: options.maxPages,
      includeErrorPages: options.includeErrorPages ?? false,
      extraMetadata: options.extraMetadata,
      onSkip: options.onSkip,
      onProgress: options.onProgress,
    };
  }

  /**
   * Yields one document per page as pages arrive, holding about one result page in memory. Ends
   * with `lastSummary` filled in; stopping the iteration early cancels a crawl the loader started.
   */
  async *lazyLoad(): AsyncGenerator<Document, void, undefined> {
    const run = new LoadRun(this.settings);
    this.lastSummary = run.summary;
    let finished = false;
    try {
      yield* this.documents(run);
      finished = true;
      run.end("completed");
    } catch (error) {
      run.end(error instanceof APIUserAbortError || this.signal?.aborted ? "aborted" : "error");
      throw error;
    } finally {
      if (!finished) run.end("stopped");
    }
  }

  /**
   * Every document of the load (see `lazyLoad()` for streaming). When a crawl fails on the server,
   * the `JobFailedError` carries the documents that arrived before it (`lastStatus.documents`).
   */
  async load(): Promise<Document[]> {
    const documents: Document[] = [];
    try {
      for await (const document of this.lazyLoad()) documents.push(document);
    } catch (error) {
      if (error instanceof JobFailedError) {
        throw new JobFailedError(error.message, error.jobId, { ...(error.lastStatus as object), documents });
      }
      throw error;
    }
    return documents;
  }

  private documents(run: LoadRun): AsyncGenerator<Document, void, undefined> {
    const { client, plan, signal } = this;
    switch (plan.mode) {
      case "scrape":
        return scrapeDocuments(client, plan.urls, plan.scrapeOptions, plan.concurrency, run, signal);
      case "crawl":
        return crawlDocuments(client, plan, run, signal);
      case "map":
        return mapDocuments(client, plan, run, signal);
      case "search":
        return searchDocuments(client, plan, run, signal);
    }
  }
}
