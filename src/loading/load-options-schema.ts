import { z } from "zod/v4";
import { clientSourceShape, paramsOption } from "../client/params-option.js";
import { lazyValue } from "../core/lazy-value.js";
import { optionTypes as t } from "../core/options-schema.js";
import { crawlStartRequestShape } from "../operations/crawl.js";
import { mapRequestShape } from "../operations/map.js";
import { scrapeRequestShape } from "../operations/scrape.js";
import { scrapeOptionsShape, searchScrapeOptionsShape } from "../operations/scrape-options.js";
import { searchRequestShape } from "../operations/search.js";
import type {
  CrawlLoaderOptions,
  CrawlResumeLoaderOptions,
  LoaderCommonOptions,
  LoaderMode,
  MapLoaderOptions,
  ScrapeLoaderOptions,
  SearchLoaderOptions,
} from "./load-options.js";

/** Most scrapes in flight at once a load may ask for. */
export const MAX_LOAD_CONCURRENCY = 100;

// `satisfies Record<keyof …>` keeps each schema and its documented interface in step (tsc fails otherwise).
// Each schema is built on first use (`lazyValue`): constructing a loader checks its options, an import does not.
const commonShape = lazyValue(
  () =>
    ({
      ...clientSourceShape(),
      format: z.enum(["markdown", "html", "rawHtml", "summary"]).optional(),
      maxPages: t.positiveInt(),
      signal: t.signal(),
      onProgress: t.fn(),
      onSkip: t.fn(),
      includeErrorPages: z.boolean().optional(),
      extraMetadata: z.union([z.literal("all"), z.array(z.string())]).optional(),
    }) satisfies Record<keyof LoaderCommonOptions, z.ZodType>,
);

const concurrency = () => z.int().min(1).max(MAX_LOAD_CONCURRENCY).optional();
const crawlWaitShape = () => ({ maxWaitMs: t.positive(), onTimeout: z.enum(["return", "throw"]).optional() });
const urls = () => z.union([z.string(), z.array(z.string()).min(1, "must be a URL or a non-empty list of URLs")]);

const scrapeSchema = lazyValue(() =>
  z.strictObject({
    ...commonShape(),
    mode: z.literal("scrape"),
    urls: urls(),
    scrapeOptions: paramsOption(scrapeRequestShape(), ["url"]),
    concurrency: concurrency(),
    batch: z.boolean().optional(),
  } satisfies Record<keyof ScrapeLoaderOptions, z.ZodType>),
);

const crawlSchema = lazyValue(() =>
  z.strictObject({
    ...commonShape(),
    ...crawlWaitShape(),
    mode: z.literal("crawl"),
    url: z.string(),
    jobId: z.undefined().optional(),
    limit: t.positiveInt(),
    crawlOptions: paramsOption(crawlStartRequestShape(), ["url", "limit", "scrapeOptions"]),
    scrapeOptions: paramsOption(scrapeOptionsShape(), [], { body: false }),
  } satisfies Record<keyof CrawlLoaderOptions, z.ZodType>),
);

const crawlResumeSchema = lazyValue(() =>
  z.strictObject({
    ...commonShape(),
    ...crawlWaitShape(),
    mode: z.literal("crawl"),
    jobId: z.string(),
    url: z.undefined().optional(),
    skip: t.nonNegativeInt(),
  } satisfies Record<keyof CrawlResumeLoaderOptions, z.ZodType>),
);

const mapSchema = lazyValue(() =>
  z.strictObject({
    ...commonShape(),
    mode: z.literal("map"),
    url: z.string(),
    mapOptions: paramsOption(mapRequestShape(), ["url"]),
    scrape: z.boolean().optional(),
    scrapeOptions: paramsOption(scrapeRequestShape(), ["url"]),
    concurrency: concurrency(),
    batch: z.boolean().optional(),
  } satisfies Record<keyof MapLoaderOptions, z.ZodType>),
);

const searchShape = lazyValue(
  () =>
    ({
      ...commonShape(),
      mode: z.literal("search"),
      query: z.string(),
      limit: z.int().min(1).max(100).optional(),
      searchOptions: paramsOption(searchRequestShape(), ["query", "limit", "scrapeOptions"]),
      scrapeOptions: paramsOption(searchScrapeOptionsShape(), [], { body: false }),
      snippets: z.boolean().optional(),
    }) satisfies Record<keyof SearchLoaderOptions, z.ZodType>,
);

const searchSchema = lazyValue(() => z.strictObject(searchShape()));

/** What every options object needs first: a mode (checked alone, so its error is about the mode). */
export const loaderModeSchema = lazyValue(() => z.looseObject({ mode: z.enum(["scrape", "crawl", "map", "search"] satisfies LoaderMode[]) }));

/**
 * The schema of one mode's `WebDataLoaderOptions` (crawl: starting a job, or reading one by
 * `jobId`), so an option of another mode is reported as unknown here.
 */
export function loaderOptionsSchema(options: { mode: LoaderMode; jobId?: unknown }): z.ZodType {
  switch (options.mode) {
    case "scrape":
      return scrapeSchema();
    case "crawl":
      return options.jobId === undefined ? crawlSchema() : crawlResumeSchema();
    case "map":
      return mapSchema();
    case "search":
      return searchSchema();
  }
}

/** The schema of `WebDataRetrieverOptions`: search settings plus LangChain's retriever fields. */
export const retrieverOptionsShape = lazyValue(() => {
  const common = commonShape();
  const search = searchShape();
  return {
    ...clientSourceShape(),
    format: common.format,
    includeErrorPages: common.includeErrorPages,
    extraMetadata: common.extraMetadata,
    onSkip: common.onSkip,
    signal: common.signal,
    k: z.int("must be a whole number from 1 to 100").min(1, "must be a whole number from 1 to 100").max(100, "must be a whole number from 1 to 100").optional(),
    searchOptions: search.searchOptions,
    scrapeOptions: search.scrapeOptions,
  };
});
