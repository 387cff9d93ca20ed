import {
  APIConnectionError,
  APIError,
  APIUserAbortError,
  InvalidArgumentError,
  JobFailedError,
  JobTimeoutError,
  MissingApiKeyError,
} from "../core/errors.js";
import { z } from "zod/v4";
import { checkOptions, optionTypes as t } from "../core/options-schema.js";
import { HEALABLE_OPERATIONS, type HealableOperation, type HealingFailure, type HealingRecord } from "./healing-record.js";

export type Confidence = "low" | "medium" | "high";

/** Options of `withSelfHealing` (and of `selfHealing` in the tool sets). Strict by default. */
export interface SelfHealingOptions {
  /** What the application (or its user) is trying to achieve; sent to support as `rationale` (≤2000 chars). */
  rationale?: string | undefined;
  /** Lowest support `confidence` whose fix is applied. @default "medium" */
  minConfidence?: Confidence | undefined;
  /** Apply only fixes support tested successfully (`validation.tested` and `result: "success"`). @default false */
  requireTestedFix?: boolean | undefined;
  /** Healing attempts (diagnosis + retry) per call. @default 1 */
  maxAttemptsPerCall?: number | undefined;
  /**
   * Time healing may spend diagnosing one failure, in milliseconds, counted from the failure. Support
   * answers in 15–30 s, at most 65 s. The caller's own `totalTimeoutMs`/`maxWaitMs` caps it too.
   * @default 90000
   */
  maxHealingMs?: number | undefined;
  /** Most support questions in this wrapper's lifetime (a looping agent cannot ask forever). @default 20 */
  maxDiagnoses?: number | undefined;
  /** Retries of the support ask itself on 502/503/504 (same idempotency key). @default 1 */
  diagnosisRetries?: number | undefined;
  /** Operations to heal. @default every one: search, scrape, map, interact, crawl, extract, agent */
  operations?: readonly HealableOperation[] | undefined;
  /**
   * Treat wrong-looking successes as failures: empty or near-empty scrape markdown, a blocked target
   * (HTTP 401/403/429/5xx), a crawl with 0 pages, a map with 0 links. @default true
   */
  detectSuspiciousResults?: boolean | undefined;
  /** Scrape markdown shorter than this (trimmed) counts as near-empty, in characters. @default 40 */
  minMarkdownChars?: number | undefined;
  /** More parameter paths a fix may never change, e.g. `["scrapeOptions.location"]`. */
  protectedFields?: readonly string[] | undefined;
  /** Narrows which failures are diagnosed (401, 402, 429, aborts and budget timeouts never are). */
  shouldDiagnose?: ((failure: HealingFailure, operation: HealableOperation) => boolean) | undefined;
  /** Called with every healing record (applied or not). Exceptions it throws are ignored. */
  onHeal?: ((record: HealingRecord) => void) | undefined;
}

/** `SelfHealingOptions` with every default applied. */
export interface HealingPolicy {
  rationale: string | undefined;
  minConfidence: Confidence;
  requireTestedFix: boolean;
  maxAttemptsPerCall: number;
  maxHealingMs: number;
  maxDiagnoses: number;
  diagnosisRetries: number;
  operations: ReadonlySet<HealableOperation>;
  detectSuspiciousResults: boolean;
  minMarkdownChars: number;
  protectedFields: readonly string[];
  shouldDiagnose: SelfHealingOptions["shouldDiagnose"];
  onHeal: SelfHealingOptions["onHeal"];
}

export const DEFAULT_MAX_HEALING_MS = 90_000;
/** Below this much time left, a diagnosis is not started (it could not finish). */
export const MIN_DIAGNOSIS_MS = 1_000;

/** The schema of `SelfHealingOptions`. */
export const selfHealingOptionsSchema = z.lazy(() =>
  z.strictObject({
    rationale: z.string().max(2000).optional(),
    minConfidence: z.enum(["low", "medium", "high"]).optional(),
    requireTestedFix: z.boolean().optional(),
    maxAttemptsPerCall: z.number().int().nonnegative().optional(),
    maxHealingMs: t.positive(),
    maxDiagnoses: z.number().int().nonnegative().optional(),
    diagnosisRetries: z.number().int().nonnegative().optional(),
    operations: z.array(z.enum(HEALABLE_OPERATIONS)).optional(),
    detectSuspiciousResults: z.boolean().optional(),
    minMarkdownChars: z.number().int().nonnegative().optional(),
    protectedFields: z.array(z.string()).optional(),
    shouldDiagnose: t.fn(),
    onHeal: t.fn(),
  }),
);

export function resolvePolicy(options: SelfHealingOptions = {}): HealingPolicy {
  checkOptions(selfHealingOptionsSchema, options, "self-healing");
  return {
    rationale: options.rationale,
    minConfidence: options.minConfidence ?? "medium",
    requireTestedFix: options.requireTestedFix ?? false,
    maxAttemptsPerCall: Math.max(0, Math.floor(options.maxAttemptsPerCall ?? 1)),
    maxHealingMs: options.maxHealingMs ?? DEFAULT_MAX_HEALING_MS,
    maxDiagnoses: options.maxDiagnoses ?? 20,
    diagnosisRetries: options.diagnosisRetries ?? 1,
    operations: new Set(options.operations ?? ["search", "scrape", "map", "interact", "crawl", "extract", "agent"]),
    detectSuspiciousResults: options.detectSuspiciousResults ?? true,
    minMarkdownChars: options.minMarkdownChars ?? 40,
    protectedFields: options.protectedFields ?? [],
    shouldDiagnose: options.shouldDiagnose,
    onHeal: options.onHeal,
  };
}

const CONFIDENCE_RANK: Record<string, number> = { low: 0, medium: 1, high: 2 };

/** Whether support's answer may be applied automatically; otherwise the reason it may not. */
export function trustAnswer(
  answer: { confidence?: unknown; validation?: { tested?: unknown; result?: unknown } | null | undefined },
  policy: HealingPolicy,
): { trusted: true } | { trusted: false; reason: string } {
  const confidence = typeof answer.confidence === "string" ? answer.confidence : "unknown";
  if ((CONFIDENCE_RANK[confidence] ?? -1) < CONFIDENCE_RANK[policy.minConfidence]!) {
    return { trusted: false, reason: `confidence "${confidence}" is below "${policy.minConfidence}"` };
  }
  if (answer.validation?.result === "failure") return { trusted: false, reason: "support's own test of the fix failed" };
  if (policy.requireTestedFix && !(answer.validation?.tested === true && answer.validation.result === "success")) {
    return { trusted: false, reason: "the fix was not tested successfully by support" };
  }
  return { trusted: true };
}

/** Statuses no parameter can fix: auth, credits, rate limit, busy/destroyed resources, upstream outage. */
const UNFIXABLE_STATUSES = new Set([401, 402, 409, 410, 429, 502, 503]);

/**
 * Whether an error is worth asking support about. Never: auth (401), credits (402), rate limits,
 * aborts, the caller's own time budgets, missing keys, network failures, and arguments our own
 * schemas rejected before sending.
 */
export function isDiagnosableError(error: unknown): boolean {
  if (
    error instanceof APIUserAbortError ||
    error instanceof MissingApiKeyError ||
    error instanceof InvalidArgumentError ||
    error instanceof JobTimeoutError ||
    error instanceof APIConnectionError
  ) {
    return false;
  }
  if (error instanceof JobFailedError) return true;
  return error instanceof APIError && !UNFIXABLE_STATUSES.has(error.status);
}

/**
 * Fields a fix may never change, for every operation: the target (`url`, `urls`, `query`,
 * `prompt`, interact `code`), where results go (`webhook`), what is sent to the target (`headers`),
 * the caller's schema and formats (the app depends on the result shape), privacy and enterprise
 * settings, persistent browser state, threads, and anything that widens the crawl beyond the site.
 */
export const PROTECTED_FIELDS: readonly string[] = [
  "url",
  "urls",
  "query",
  "prompt",
  "code",
  "language",
  "webhook",
  "headers",
  "schema",
  "systemPrompt",
  "formats",
  "origin",
  "integration",
  "zeroDataRetention",
  "redactPII",
  "profile",
  "threatProtection",
  "auditMetadata",
  "enterprise",
  "threadId",
  "exchange",
  "mode",
  "allowExternalLinks",
  "enableWebSearch",
  "ignoreRobotsTxt",
  "robotsUserAgent",
  "includeDomains",
  "excludeDomains",
  "agent",
];

/** A key that names a secret anywhere in a path is never changed by a fix (and redacted in questions). */
export const CREDENTIAL_KEY = /api[-_]?key|apikey|token|secret|passw|auth|cookie|credential|session|signature|bearer|private[-_]?key/i;

/**
 * Spend caps a fix may only lower. A missing value counts as the service's default (docs/api.md): a crawl
 * without `limit` may crawl 10000 pages, an agent without `maxCredits` may spend 2500 credits.
 */
export const SPEND_CAPS: Partial<Record<HealableOperation, Record<string, number>>> = {
  crawl: { limit: 10_000 },
  search: { limit: 10 },
  map: { limit: 5_000 },
  agent: { maxCredits: 2_500 },
  extract: { limit: 0 },
};

/** Browser actions a fix may add: waiting, scrolling, clicking and capturing — never typing or running code. */
export const SAFE_ACTION_TYPES: ReadonlySet<string> = new Set(["wait", "scroll", "click", "press", "scrape", "screenshot", "pdf"]);
