export { createWebDataTools, toolSetUsage, WebDataToolkit } from "./create-web-data-tools.js";
export type { InteractToolSettings, ToolSettings, WaitingToolSettings, WebDataToolsOptions } from "../../tools/options.js";
export type { ToolSetUsage } from "../../tools/tool-set-usage.js";
export type { ModelFixableError, ToolName, ToolResult } from "../../tools/types.js";
export type { AgentToolOutput } from "../../tools/specs/web-agent.js";
export type { CrawlToolOutput } from "../../tools/specs/web-crawl.js";
export type { ExtractToolOutput } from "../../tools/specs/web-extract.js";
export type { ScrapeToolOutput } from "../../tools/specs/web-scrape.js";
export type { ClientInput, WebDataClientSource } from "../../client/client-source.js";
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
} from "../../loading/load-options.js";
export type { FlatMetadata, FlatMetadataValue } from "../../loading/document-metadata.js";
export type { LoadedDocument } from "../../loading/load-run.js";
export { DocumentLoad } from "../../loading/document-load.js";
export { interruptionOf, type JobInterruption } from "../../client/job-interruption.js";
