export { createWebDataTools, WebDataToolkit } from "./create-web-data-tools.js";
export type { WebDataToolsOptions, ToolSettings, WaitingToolSettings } from "../../tools/options.js";
export type { ModelFixableError, ToolName, ToolResult } from "../../tools/types.js";
export { TOOL_NAMES } from "../../tools/types.js";
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
} from "./loader-options.js";
export type { FlatMetadata, FlatMetadataValue } from "./document-metadata.js";
export type { ClientInput, WebDataClientSource } from "../../client/client-source.js";
