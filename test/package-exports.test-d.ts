// Every type a user's annotations need, imported by name through package.json `exports` (tsc and
// vitest's typecheck resolve them with the `webdata-kit:source` condition, users get dist).
import { expectTypeOf, test } from "vitest";
import type {
  AgentJob,
  AgentJobs,
  AgentStatus,
  APIError,
  BatchScrapeJob,
  BatchScrapePagesOptions,
  ClientInput,
  CrawlJob,
  CrawlJobs,
  CrawlPagesOptions,
  CrawlRunResult,
  ExtractJob,
  HealingRecord,
  InteractSession,
  InteractSessionOptions,
  InvalidArgumentError,
  JobInterruption,
  MapResult,
  RequestOptions,
  ScrapeResult,
  SearchResult,
  SelfHealingOptions,
  SessionRegistry,
  SessionRegistryOptions,
  Support,
  WaitOptions,
  WebDataClientOptions,
  WebDataClientSource,
  WebDocument,
} from "webdata-kit";
import type {
  AgentToolOutput,
  CrawlToolOutput,
  ExtractToolOutput,
  InteractToolSettings,
  ScrapeToolOutput,
  ToolResult,
  ToolSetUsage,
  WaitingToolSettings,
  WebDataToolSet,
  WebDataToolsOptions,
} from "webdata-kit/ai";
import type {
  CrawlLoaderOptions,
  LoadedDocument,
  LoadSummary,
  ToolSetUsage as LangChainToolSetUsage,
  WebDataLoaderOptions,
  WebDataRetrieverOptions,
  InteractToolSettings as LangChainInteractToolSettings,
} from "webdata-kit/langchain";
import type { McpHttpHandler, McpHttpOptions, WebDataMcpServer, WebDataMcpServerOptions, InteractToolSettings as McpInteractToolSettings } from "webdata-kit/mcp";
import type { BrowserOptions, EngineBrowserOption, EngineCapabilities, LocalEngine, LocalEngineOptions } from "webdata-kit/engine";
import type { MockServer, MockServerOptions } from "webdata-kit/testing";
import { createWebDataTools, toolSetUsage } from "webdata-kit/ai";
import { WebDataToolkit } from "webdata-kit/langchain";
import { createLocalEngine } from "webdata-kit/engine";
import { createMockServer } from "webdata-kit/testing";
import { createWebDataMcpServer } from "webdata-kit/mcp";
import { WebDataClient, createInteractSession } from "webdata-kit";

test("the public functions' parameter and result types are exported by name", () => {
  expectTypeOf(createWebDataTools).parameter(0).toEqualTypeOf<WebDataToolsOptions | undefined>();
  expectTypeOf(createWebDataTools).returns.toEqualTypeOf<WebDataToolSet>();
  expectTypeOf(toolSetUsage).returns.toEqualTypeOf<ToolSetUsage>();
  expectTypeOf<WebDataToolkit["usage"]>().toEqualTypeOf<LangChainToolSetUsage>();
  expectTypeOf<NonNullable<WebDataToolsOptions["interact"]>>().toEqualTypeOf<InteractToolSettings>();
  expectTypeOf<LangChainInteractToolSettings>().toEqualTypeOf<McpInteractToolSettings>();
  expectTypeOf<WaitingToolSettings["maxWaitMs"]>().toEqualTypeOf<number | undefined>();
  expectTypeOf(createLocalEngine).parameter(0).toEqualTypeOf<LocalEngineOptions | undefined>();
  expectTypeOf(createLocalEngine).returns.resolves.toEqualTypeOf<LocalEngine>();
  expectTypeOf<LocalEngine["capabilities"]>().toEqualTypeOf<EngineCapabilities>();
  expectTypeOf<NonNullable<LocalEngineOptions["browser"]>>().toEqualTypeOf<EngineBrowserOption>();
  expectTypeOf<BrowserOptions>().toMatchTypeOf<EngineBrowserOption>();
  expectTypeOf(createMockServer).parameter(0).toEqualTypeOf<MockServerOptions | undefined>();
  expectTypeOf(createMockServer).returns.resolves.toEqualTypeOf<MockServer>();
  expectTypeOf(createWebDataMcpServer).parameter(0).toEqualTypeOf<WebDataMcpServerOptions | undefined>();
  expectTypeOf(createWebDataMcpServer).returns.toEqualTypeOf<WebDataMcpServer>();
  expectTypeOf(createInteractSession).parameter(0).toEqualTypeOf<ClientInput | undefined>();
  expectTypeOf(createInteractSession).parameter(1).toEqualTypeOf<InteractSessionOptions | undefined>();
  expectTypeOf(createInteractSession).returns.toEqualTypeOf<InteractSession>();
  expectTypeOf<WebDataClient["crawl"]>().toEqualTypeOf<CrawlJobs>();
  expectTypeOf<WebDataClient["agent"]>().toEqualTypeOf<AgentJobs>();
  expectTypeOf<WebDataClient["support"]>().toEqualTypeOf<Support>();
  expectTypeOf<WebDataClient["crawl"]["start"]>().returns.resolves.toEqualTypeOf<CrawlJob>();
  expectTypeOf<WebDataClient["crawl"]["run"]>().returns.resolves.toEqualTypeOf<CrawlRunResult>();
  expectTypeOf<WebDataClient["batchScrape"]["start"]>().returns.resolves.toEqualTypeOf<BatchScrapeJob>();
  expectTypeOf<WebDataClient["extract"]["start"]>().returns.resolves.toEqualTypeOf<ExtractJob>();
  expectTypeOf<WebDataClient["agent"]["start"]>().returns.resolves.toEqualTypeOf<AgentJob>();
  expectTypeOf<WebDataClient["scrape"]>().returns.resolves.toEqualTypeOf<ScrapeResult>();
  expectTypeOf<WebDataClient["search"]>().returns.resolves.toEqualTypeOf<SearchResult>();
  expectTypeOf<WebDataClient["map"]>().returns.resolves.toEqualTypeOf<MapResult>();
  expectTypeOf<CrawlJob["pages"]>().parameter(0).toEqualTypeOf<CrawlPagesOptions | undefined>();
  expectTypeOf<BatchScrapeJob["pages"]>().parameter(0).toEqualTypeOf<BatchScrapePagesOptions | undefined>();
  // The rest only need to resolve (a missing export fails the type check).
  expectTypeOf<
    [
      AgentStatus, APIError, HealingRecord, InvalidArgumentError, JobInterruption, RequestOptions, SelfHealingOptions, SessionRegistry,
      SessionRegistryOptions, WaitOptions, WebDataClientOptions, WebDataClientSource, WebDocument, AgentToolOutput, CrawlToolOutput,
      ExtractToolOutput, ScrapeToolOutput, ToolResult, CrawlLoaderOptions, LoadedDocument, LoadSummary, WebDataLoaderOptions,
      WebDataRetrieverOptions, McpHttpHandler, McpHttpOptions,
    ]
  >().not.toBeNever();
});
