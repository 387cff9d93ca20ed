import { AsyncLocalStorage } from "node:async_hooks";
import type { CallbackManagerForRetrieverRun } from "@langchain/core/callbacks/manager";
import { BaseRetriever, type BaseRetrieverInput } from "@langchain/core/retrievers";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { Document } from "@langchain/core/documents";
import type { WebDataClient } from "../../client.js";
import { z } from "zod/v4";
import { lazyValue } from "../../core/lazy-value.js";
import { checkOptions } from "../../core/options-schema.js";
import { anySignal } from "../../core/signals.js";
import type { WebDataClientSource } from "../../client/client-source.js";
import { lazyClient } from "../../client/lazy-client.js";
import { DocumentLoad } from "../../loading/document-load.js";
import type { LoaderCommonOptions, SearchLoaderOptions } from "../../loading/load-options.js";
import { planLoad } from "../../loading/load-plan.js";
import { retrieverOptionsShape } from "../../loading/load-options-schema.js";

/** Options of `WebDataRetriever`: a client or client options, search settings, and LangChain's retriever fields. */
export interface WebDataRetrieverOptions
  extends WebDataClientSource,
    BaseRetrieverInput,
    Pick<LoaderCommonOptions, "format" | "includeErrorPages" | "extraMetadata" | "onSkip" | "signal"> {
  /**
   * Search results to fetch and scrape per query, 1–100. Every result the service returns comes
   * back: one whose page could not be scraped (or is empty) becomes a snippet document — its title
   * and description, `metadata.contentKind: "snippet"`. @default 5
   */
  k?: number | undefined;
  /** Search filters: `sources`, `includeDomains`, `tbs`, `location`, … */
  searchOptions?: SearchLoaderOptions["searchOptions"];
  /** How each result is scraped; `formats` always includes `format`. */
  scrapeOptions?: SearchLoaderOptions["scrapeOptions"];
}

export const DEFAULT_RETRIEVER_K = 5;

/** The schema of `WebDataRetrieverOptions`: the search loader's settings plus LangChain's retriever fields. */
const retrieverOptionsSchema = lazyValue(() =>
  z.strictObject({
    ...retrieverOptionsShape(),
    callbacks: z.unknown().optional(),
    tags: z.array(z.string()).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    verbose: z.boolean().optional(),
  } satisfies Record<keyof WebDataRetrieverOptions, z.ZodType>),
);

/**
 * LangChain retriever over live web search: a query becomes the top `k` results as documents with
 * their page content (markdown by default) and flat metadata (`source`, `title`, …).
 *
 * ```ts
 * const retriever = new WebDataRetriever({ k: 3 });
 * const docs = await retriever.invoke("what is retrieval-augmented generation");
 * ```
 * The call is cancelled by `signal` (constructor) or by the `signal`/`timeout` of the call's config.
 */
export class WebDataRetriever extends BaseRetriever {
  static override lc_name(): string {
    return "WebDataRetriever";
  }

  override lc_namespace = ["webdata_kit", "retrievers"];
  readonly k: number;
  /** Built on the first query (the client stack is imported then); its options are checked here. */
  readonly #client: () => Promise<WebDataClient>;
  private readonly search: Omit<SearchLoaderOptions, "query" | keyof WebDataClientSource>;
  // LangChain does not hand the call's signal to `_getRelevantDocuments`; carry it per call.
  private readonly callSignal = new AsyncLocalStorage<AbortSignal | undefined>();

  /** Throws `InvalidArgumentError` for bad options, before any request is sent. */
  constructor(options: WebDataRetrieverOptions = {}) {
    checkOptions(retrieverOptionsSchema(), options, "WebDataRetriever");
    const { callbacks, tags, metadata, verbose } = options;
    // Only LangChain's own fields go to the base class: its kwargs must never hold an API key.
    super({ callbacks, tags, metadata, verbose });
    this.k = options.k ?? DEFAULT_RETRIEVER_K;
    this.search = {
      mode: "search",
      limit: this.k,
      format: options.format,
      includeErrorPages: options.includeErrorPages,
      extraMetadata: options.extraMetadata,
      onSkip: options.onSkip,
      signal: options.signal,
      searchOptions: options.searchOptions,
      scrapeOptions: options.scrapeOptions,
      snippets: true,
    };
    planLoad({ ...this.search, query: "validation" }, "WebDataRetriever");
    this.#client = lazyClient(options);
  }

  override invoke(input: string, options?: RunnableConfig): Promise<Document[]> {
    const timeout = options?.timeout === undefined ? undefined : AbortSignal.timeout(options.timeout);
    return this.callSignal.run(anySignal(options?.signal, timeout), () => super.invoke(input, options));
  }

  override async _getRelevantDocuments(query: string, _runManager?: CallbackManagerForRetrieverRun): Promise<Document[]> {
    const signal = anySignal(this.search.signal, this.callSignal.getStore());
    const load = new DocumentLoad({ ...this.search, query, signal, client: await this.#client() });
    // Imported on the first query: building a retriever does not need LangChain's documents module (issue 31).
    const { Document } = await import("@langchain/core/documents");
    const documents = await load.collect((record) => new Document(record));
    return documents.slice(0, this.k);
  }
}
