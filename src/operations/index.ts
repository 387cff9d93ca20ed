import {
  agentCancelOperation,
  agentStartOperation,
  agentStatusOperation,
} from "./agent.js";
import { crawlCancelOperation, crawlErrorsOperation, crawlStartOperation, crawlStatusOperation } from "./crawl.js";
import { extractCancelOperation, extractStartOperation, extractStatusOperation } from "./extract.js";
import { interactOperation, stopInteractionOperation } from "./interact.js";
import { mapOperation } from "./map.js";
import { scrapeGetOperation, scrapeOperation } from "./scrape.js";
import {
  batchScrapeCancelOperation,
  batchScrapeErrorsOperation,
  batchScrapeStartOperation,
  batchScrapeStatusOperation,
} from "./batch-scrape.js";
import { browserCreateOperation } from "./browser.js";
import { activeCrawlsOperation, crawlParamsPreviewOperation } from "./crawl-admin.js";
import { concurrencyOperation, creditUsageOperation, queueStatusOperation, tokenUsageOperation } from "./team.js";
import { searchOperation } from "./search.js";
import { supportAskOperation, supportDocsSearchOperation } from "./support.js";

export { defineOperation, type AuthMode, type OperationDefinition } from "./define.js";
export { field, openEnum, envelopeShape, type OpenEnum } from "./lenient.js";
export { describeHttpUrlProblem, describeWebUrlProblem, httpUrlSchema, webUrlSchema } from "./web-url.js";
export { agentWebhookEvents, crawlWebhookEvents, webhookSchema } from "./webhook.js";
export {
  isTerminalStatus,
  jobStatuses,
  pathIdSchema,
  terminalJobStatuses,
  type AgentStatus,
  type CrawlStatus,
  type ExtractStatus,
  type JobKind,
  type TerminalJobStatus,
} from "./job-status.js";
export {
  documentMetadataSchema,
  documentSchema,
  documentShape,
  type WebDocument,
  type WebDocumentMetadata,
} from "./document.js";
export {
  actionSchema,
  actionsSchema,
  MAX_ACTIONS,
  MAX_TOTAL_WAIT_MS,
  totalWaitMs,
  type ScrapeAction,
} from "./scrape-actions.js";
export {
  attributesFormatSchema,
  changeTrackingFormatSchema,
  formatName,
  highlightsFormatSchema,
  jsonFormatSchema,
  optionlessFormatNames,
  plainFormatNames,
  questionFormatSchema,
  queryFormatSchema,
  scrapeFormatSchema,
  screenshotFormatSchema,
  searchFormatSchema,
  searchPlainFormatNames,
  type PlainFormatName,
  type ScrapeFormat,
  type SearchFormat,
} from "./scrape-formats.js";
export {
  checkScrapeOptions,
  locationSchema,
  parsersSchema,
  scrapeOptionsSchema,
  scrapeOptionsShape,
  searchScrapeOptionsSchema,
  searchScrapeOptionsShape,
  type ScrapeOptions,
  type SearchScrapeOptions,
} from "./scrape-options.js";
export {
  imageResultSchema,
  newsResultSchema,
  searchOperation,
  searchRequestSchema,
  searchRequestShape,
  searchResponseSchema,
  webResultSchema,
  type ImageSearchResult,
  type NewsSearchResult,
  type SearchRequest,
  type SearchResponse,
  type WebSearchResult,
} from "./search.js";
export {
  scrapeGetOperation,
  scrapeOperation,
  scrapeRequestSchema,
  scrapeRequestShape,
  scrapeResponseSchema,
  type ScrapeRequest,
  type ScrapeResponse,
} from "./scrape.js";
export {
  mapLinkSchema,
  mapOperation,
  mapRequestSchema,
  mapResponseSchema,
  type MapLink,
  type MapRequest,
  type MapResponse,
} from "./map.js";
export {
  interactOperation,
  interactRequestSchema,
  interactRequestShape,
  interactResponseSchema,
  stopInteractionOperation,
  stopInteractionResponseSchema,
  type InteractRequest,
  type InteractResponse,
  type StopInteractionResponse,
} from "./interact.js";
export {
  crawlCancelOperation,
  crawlCancelResponseSchema,
  crawlErrorSchema,
  crawlErrorsOperation,
  crawlErrorsResponseSchema,
  crawlStartOperation,
  crawlStartRequestSchema,
  crawlStartRequestShape,
  crawlStartResponseSchema,
  crawlStatusOperation,
  crawlStatusResponseSchema,
  type CrawlCancelResponse,
  type CrawlError,
  type CrawlErrorsResponse,
  type CrawlStartRequest,
  type CrawlStartResponse,
  type CrawlStatusResponse,
} from "./crawl.js";
export {
  extractCancelOperation,
  extractStartOperation,
  extractStartRequestSchema,
  extractStartRequestShape,
  extractStartResponseSchema,
  extractStatusOperation,
  extractStatusResponseSchema,
  MAX_EXTRACT_URLS,
  EXTRACT_DEPRECATION,
  type ExtractStartRequest,
  type ExtractStartResponse,
  type ExtractStatusResponse,
} from "./extract.js";
export {
  agentCancelOperation,
  agentCancelResponseSchema,
  agentModels,
  agentStartOperation,
  agentStartRequestSchema,
  agentStartResponseSchema,
  agentStatusOperation,
  agentStatusResponseSchema,
  type AgentCancelResponse,
  type AgentStartRequest,
  type AgentStartResponse,
  type AgentStatusResponse,
} from "./agent.js";
export {
  supportAskOperation,
  supportAskRequestSchema,
  supportAskResponseSchema,
  supportDocsSearchOperation,
  supportDocsSearchRequestSchema,
  supportDocsSearchResponseSchema,
  type SupportAskRequest,
  type SupportAskResponse,
  type SupportDocsSearchRequest,
  type SupportDocsSearchResponse,
} from "./support.js";

export {
  batchScrapeCancelOperation,
  batchScrapeErrorsOperation,
  batchScrapeStartOperation,
  batchScrapeStartRequestSchema,
  batchScrapeStartRequestShape,
  batchScrapeStartResponseSchema,
  batchScrapeStatusOperation,
  batchScrapeStatusResponseSchema,
  type BatchScrapeStartRequest,
  type BatchScrapeStartResponse,
  type BatchScrapeStatusResponse,
} from "./batch-scrape.js";
export {
  browserCreateOperation,
  browserCreateRequestSchema,
  browserCreateResponseSchema,
  type BrowserCreateRequest,
  type BrowserCreateResponse,
} from "./browser.js";
export {
  activeCrawlSchema,
  activeCrawlsOperation,
  activeCrawlsResponseSchema,
  crawlParamsPreviewOperation,
  crawlParamsPreviewRequestSchema,
  crawlParamsPreviewResponseSchema,
  type ActiveCrawlsResponse,
  type CrawlParamsPreviewRequest,
  type CrawlParamsPreviewResponse,
} from "./crawl-admin.js";
export {
  concurrencyOperation,
  concurrencyResponseSchema,
  type ConcurrencyResponse,
  creditUsageOperation,
  creditUsageResponseSchema,
  queueStatusOperation,
  queueStatusResponseSchema,
  tokenUsageOperation,
  tokenUsageResponseSchema,
  type CreditUsageResponse,
  type QueueStatusResponse,
  type TokenUsageResponse,
} from "./team.js";

/**
 * Every v2 operation by name: the client, tools, self-healing and the engine read these. Written out as a type so the shipped `.d.ts` names each definition
 * (`typeof scrapeOperation`) instead of expanding every schema inline: an expansion spells zod's
 * types through the bare `"zod"` specifier, which is zod 3 for a zod 3.25 user (issue 12).
 */
export interface OperationTable {
  readonly search: typeof searchOperation;
  readonly scrape: typeof scrapeOperation;
  readonly "scrape.get": typeof scrapeGetOperation;
  readonly map: typeof mapOperation;
  readonly interact: typeof interactOperation;
  readonly stopInteraction: typeof stopInteractionOperation;
  readonly "browser.create": typeof browserCreateOperation;
  readonly "crawl.start": typeof crawlStartOperation;
  readonly "crawl.status": typeof crawlStatusOperation;
  readonly "crawl.cancel": typeof crawlCancelOperation;
  readonly "crawl.errors": typeof crawlErrorsOperation;
  readonly "crawl.active": typeof activeCrawlsOperation;
  readonly "crawl.paramsPreview": typeof crawlParamsPreviewOperation;
  readonly "batchScrape.start": typeof batchScrapeStartOperation;
  readonly "batchScrape.status": typeof batchScrapeStatusOperation;
  readonly "batchScrape.cancel": typeof batchScrapeCancelOperation;
  readonly "batchScrape.errors": typeof batchScrapeErrorsOperation;
  readonly "extract.start": typeof extractStartOperation;
  readonly "extract.status": typeof extractStatusOperation;
  readonly "extract.cancel": typeof extractCancelOperation;
  readonly "agent.start": typeof agentStartOperation;
  readonly "agent.status": typeof agentStatusOperation;
  readonly "agent.cancel": typeof agentCancelOperation;
  readonly "support.ask": typeof supportAskOperation;
  readonly "support.docsSearch": typeof supportDocsSearchOperation;
  readonly "team.creditUsage": typeof creditUsageOperation;
  readonly "team.tokenUsage": typeof tokenUsageOperation;
  readonly "team.queueStatus": typeof queueStatusOperation;
  readonly "team.concurrency": typeof concurrencyOperation;
}

export const operations: OperationTable = {
  search: searchOperation,
  scrape: scrapeOperation,
  "scrape.get": scrapeGetOperation,
  map: mapOperation,
  interact: interactOperation,
  stopInteraction: stopInteractionOperation,
  "browser.create": browserCreateOperation,
  "crawl.start": crawlStartOperation,
  "crawl.status": crawlStatusOperation,
  "crawl.cancel": crawlCancelOperation,
  "crawl.errors": crawlErrorsOperation,
  "crawl.active": activeCrawlsOperation,
  "crawl.paramsPreview": crawlParamsPreviewOperation,
  "batchScrape.start": batchScrapeStartOperation,
  "batchScrape.status": batchScrapeStatusOperation,
  "batchScrape.cancel": batchScrapeCancelOperation,
  "batchScrape.errors": batchScrapeErrorsOperation,
  "extract.start": extractStartOperation,
  "extract.status": extractStatusOperation,
  "extract.cancel": extractCancelOperation,
  "agent.start": agentStartOperation,
  "agent.status": agentStatusOperation,
  "agent.cancel": agentCancelOperation,
  "support.ask": supportAskOperation,
  "support.docsSearch": supportDocsSearchOperation,
  "team.creditUsage": creditUsageOperation,
  "team.tokenUsage": tokenUsageOperation,
  "team.queueStatus": queueStatusOperation,
  "team.concurrency": concurrencyOperation,
};

export type OperationName = keyof typeof operations;
