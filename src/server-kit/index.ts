export { checkBearer, KEY_REQUIRED_MESSAGE, type AuthSettings } from "./bearer-auth.js";
export {
  apiError,
  badRequest,
  bodyTooLarge,
  customIssue,
  defaultBodyFor,
  internalError,
  invalidJobId,
  invalidJson,
  methodNotAllowed,
  notImplemented,
  routeNotFound,
  searchBadRequest,
  type ApiIssue,
} from "./error-replies.js";
export { DEFAULT_PAGE_SIZE, jsonBytes, MAX_PAGE_BYTES, MAX_PAGE_LIMIT, readPaging, trimToBytes, type Paging } from "./job-paging.js";
export {
  isTerminalResultStatus,
  resultStatusPage,
  type ResultJobStatus,
  type ResultJobView,
  type StatusPageOptions,
} from "./job-status.js";
export { JOB_RETENTION_MS, MemoryJobStore, type JobStore, type StoredJob } from "./job-store.js";
export { publicBaseUrl, type PublicUrlSettings } from "./public-url.js";
export { EncodedJson, encodeBody, json, replyHeaders, sendReply, type Reply } from "./reply.js";
export { guardedListener, isClientGone, type GuardedHandler, type GuardedListenerOptions } from "./guarded-listener.js";
export {
  HttpGate,
  normalizeOrigin,
  splitHostHeader,
  type GateBinding,
  type HttpGateOptions,
} from "./http-gate.js";
export { DEFAULT_MAX_BODY_BYTES, parseJsonBody, readRawBody, RequestAbortedError, type ParsedBody, type RawBody } from "./request-body.js";
export { requestPath, safeDecode } from "./request-target.js";
export { admitBody, gateRequest, invalidBodyReply, toApiIssues, type BodyOutcome } from "./request-gate.js";
export { API_PREFIX, RouteMatcher, type BodyOf, type CompiledRoute, type OperationName, type RouteMatch, type RouteTable } from "./route-table.js";
