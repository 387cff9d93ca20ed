import { BaseDocumentLoader } from "@langchain/core/document_loaders/base";
import type { Document } from "@langchain/core/documents";
import { DocumentLoad } from "../../loading/document-load.js";
import type { LoadSummary, WebDataLoaderOptions } from "../../loading/load-options.js";

/**
 * LangChain document loader for web pages: scrape URLs, crawl a site (or read a running crawl by
 * its job id), map a site, or search the web — one `Document` per page, streamed by `lazyLoad()`.
 *
 * `pageContent` is the page's markdown (see `format`); `metadata` holds flat values only (`source`,
 * `url`, `sourceURL`, `title`, `description`, `language`, `statusCode`, `scrapeId`, `jobId`, …), so
 * documents go straight into splitters and vector stores. Pages that are empty or failed are
 * skipped and reported (`onSkip`, `lastSummary`), never dropped silently. A crawl delivers every
 * page once, also from servers whose paging repeats itself.
 *
 * ```ts
 * const loader = new WebDataLoader({ mode: "crawl", url: "https://docs.example.com", limit: 200 });
 * for await (const doc of loader.lazyLoad()) await store.addDocuments([doc]);
 * console.log(loader.lastSummary); // { status: "completed", yielded, skipped, jobId, … }
 * ```
 */
export class WebDataLoader extends BaseDocumentLoader {
  readonly #load: DocumentLoad;

  /** Throws `InvalidArgumentError` for bad options, before any request is sent. */
  constructor(options: WebDataLoaderOptions) {
    super();
    this.#load = new DocumentLoad(options);
  }

  /** What the most recent (or current) load did: counts, skipped pages, job id, how it ended. */
  get lastSummary(): LoadSummary | undefined {
    return this.#load.lastSummary;
  }

  /**
   * Yields one document per page as pages arrive, holding about one result page in memory. Ends
   * with `lastSummary` filled in; stopping the iteration early cancels a crawl the loader started.
   */
  async *lazyLoad(): AsyncGenerator<Document, void, undefined> {
    const { Document } = await documents();
    for await (const record of this.#load.stream()) yield new Document(record);
  }

  /**
   * Every document of the load (see `lazyLoad()` for streaming). When the load stops early (a
   * failed crawl, a lost connection, a timeout, an abort), the error carries the documents that
   * arrived and, for a crawl, `{ jobId, skip }` to resume: `interruptionOf(error)`.
   */
  async load(): Promise<Document[]> {
    const { Document } = await documents();
    return this.#load.collect((record) => new Document(record));
  }
}

/** LangChain's `Document`, imported on the first load: building a loader does not need the documents module (issue 31). */
function documents(): Promise<typeof import("@langchain/core/documents")> {
  return import("@langchain/core/documents");
}
