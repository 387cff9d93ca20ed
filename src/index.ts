// First: on an unsupported Node this import fails with the version needed (docs/packaging.md).
import "./core/supported-node.js";
export { WebDataClient } from "./client.js";
export type {
  InteractParams,
  InteractResult,
  MapParams,
  MapResult,
  ScrapeParams,
  ScrapeResult,
  SearchParams,
  SearchResult,
  StopInteractionResult,
  CreditUsage,
  TokenUsage,
  QueueStatus,
} from "./client.js";
export type {
  CrawlCancelResult,
  CrawlErrors,
  CrawlJob,
  CrawlPagesOptions,
  CrawlParams,
  CrawlRunResult,
  CrawlStartResult,
  CrawlStatus,
} from "./client/crawl-jobs.js";
export type {
  BatchScrapeCancelResult,
  BatchScrapeErrors,
  BatchScrapeJob,
  BatchScrapePagesOptions,
  BatchScrapeParams,
  BatchScrapeRunResult,
  BatchScrapeStartResult,
  BatchScrapeStatus,
} from "./client/batch-scrape-jobs.js";
export type { ExtractJob, ExtractParams, ExtractStartResult, ExtractStatus } from "./client/extract-jobs.js";
export type { AgentCancelResult, AgentJob, AgentParams, AgentStartResult, AgentStatus } from "./client/agent-jobs.js";
export { JobHandle } from "./client/job-handle.js";
export type { JobEvent, JobEventKind, JobEventName, WebhookEvent } from "./client/job-events.js";
export { PagedJob, type JobPagesOptions, type JobRunResult, type PagedStatus } from "./client/paged-job.js";
export type { CrawlJobs } from "./client/crawl-jobs.js";
export type { BatchScrapeJobs } from "./client/batch-scrape-jobs.js";
export type { ExtractJobs } from "./client/extract-jobs.js";
export type { AgentJobs } from "./client/agent-jobs.js";
export type { Support } from "./client/support.js";
export type { ClientInput, WebDataClientSource } from "./client/client-source.js";
export { interruptionOf, type JobInterruption, type ResumePoint } from "./client/job-interruption.js";
export type { DocsSearchParams, DocsSearchResult, SupportAskParams, SupportAskResult } from "./client/support.js";
export type { OperationName, ParamsOf, ResultOf } from "./client/operation-types.js";
export type { WithUserSchema } from "./client/user-schemas.js";
export type { ExtraBody, JsonValue, WithExtraBody } from "./client/extra-body.js";
export type { ClientCall, ClientMiddleware, ClientMiddlewareFactory, NextCall } from "./client/middleware.js";
export { IncompleteJobError, type JobShortfall } from "./client/incomplete-job.js";
export {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  GoneError,
  InternalServerError,
  InvalidArgumentError,
  JobFailedError,
  JobTimeoutError,
  MissingApiKeyError,
  NotFoundError,
  PaymentRequiredError,
  PermissionDeniedError,
  RateLimitError,
  RequestTimeoutError,
  WebDataError,
} from "./core/errors.js";
export type { APIErrorInit, ArgumentIssue, NotFoundKind } from "./core/errors.js";
export { toJsonSchema, type JsonSchema, type SchemaInput } from "./core/json-schema.js";
export { verifyWebhook, WEBHOOK_SIGNATURE_HEADER, type WebhookBody } from "./core/webhook-signature.js";
export { extractTokensToCredits, TOKENS_PER_CREDIT } from "./core/credits.js";
export { buildMcpUrl, DEFAULT_MCP_URL, type McpUrl } from "./core/mcp-url.js";
export { DEFAULT_BASE_URL, type HealingCallSetting, type RequestOptions, type WaitOptions, type WebDataClientOptions, type FetchLike } from "./core/options.js";
export { DEFAULT_RETRY_POLICY, type OnRetry, type RetryPolicy } from "./core/retry.js";
export { VERSION } from "./core/version.js";
export type { WebDocument, WebDocumentMetadata } from "./operations/document.js";
export { createInteractSession, createSessionRegistry } from "./browser/index.js";
export type {
  InteractSession,
  InteractSessionOptions,
  InteractSessionState,
  ReopenReason,
  SessionCallOptions,
  SessionInteractParams,
  SessionInteractResult,
  SessionOpenResult,
  SessionRegistry,
  SessionRegistryOptions,
  SessionReopen,
  SessionScrapeOptions,
  SessionStopResult,
  SessionSwitch,
} from "./browser/index.js";
export { withSelfHealing, isSelfHealing, healingOf, PROTECTED_FIELDS } from "./healing/index.js";
export type {
  Confidence,
  ErrorSummary,
  HealableOperation,
  HealingCallOptions,
  HealingFailure,
  HealingOutcome,
  HealingRecord,
  HealingRequestOptions,
  HealingTrigger,
  HealingWaitOptions,
  RefusalReason,
  RefusedParameter,
  SelfHealingOptions,
} from "./healing/index.js";
