// First: on an unsupported Node this import fails with the version needed (docs/packaging.md).
import "../../core/supported-node.js";
export { createWebDataTools, toolSetUsage, WebDataToolkit } from "./create-web-data-tools.js";
export * from "../../tools/public-types.js";
export type { ToolSetUsage } from "../../tools/tool-set-usage.js";
export { WebDataLoader } from "./loader.js";
export { WebDataRetriever, DEFAULT_RETRIEVER_K, type WebDataRetrieverOptions } from "./retriever.js";
export type {
  ContentFormat,
  CrawlLoaderOptions,
  CrawlResumeLoaderOptions,
  LoadProgress,
  LoadStatus,
  LoadSummary,
  LoaderCommonOptions,
  LoaderCrawlOptions,
  LoaderMode,
  LoaderScrapeOptions,
  MapLoaderOptions,
  ScrapeLoaderOptions,
  SearchLoaderOptions,
  SkippedPage,
  SkipReason,
  WebDataLoaderOptions,
} from "../../loading/load-options.js";
export type { FlatMetadata, FlatMetadataValue } from "../../loading/document-metadata.js";
export type { LoadedDocument } from "../../loading/load-run.js";
export { DocumentLoad } from "../../loading/document-load.js";
export { interruptionOf, type JobInterruption } from "../../client/job-interruption.js";
