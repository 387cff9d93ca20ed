export { DocumentLoad } from "./document-load.js";
export type { LoadedDocument } from "./load-run.js";
export { documentMetadata, flatValue, pageSource, type FlatMetadata, type FlatMetadataValue, type PageContext } from "./document-metadata.js";
export {
  DEFAULT_CONTENT_FORMAT,
  DEFAULT_LOADER_CRAWL_LIMIT,
  DEFAULT_SCRAPE_CONCURRENCY,
  type ContentFormat,
  type CrawlLoaderOptions,
  type CrawlResumeLoaderOptions,
  type LoadProgress,
  type LoadStatus,
  type LoadSummary,
  type LoaderCommonOptions,
  type LoaderCrawlOptions,
  type LoaderMode,
  type LoaderScrapeOptions,
  type MapLoaderOptions,
  type ScrapeLoaderOptions,
  type SearchLoaderOptions,
  type SkippedPage,
  type SkipReason,
  type WebDataLoaderOptions,
} from "./load-options.js";
