import { isRecord } from "../core/is-record.js";

/** Operations the self-healing wrapper covers (job operations by their job kind). */
export const HEALABLE_OPERATIONS = ["search", "scrape", "map", "interact", "crawl", "extract", "agent"] as const;
export type HealableOperation = (typeof HEALABLE_OPERATIONS)[number];

/** What made the wrapper ask support: an API error, a job that ended `failed`, or a result that looks wrong. */
export type HealingTrigger = "api_error" | "job_failed" | "suspicious_result";

/**
 * How one healing attempt ended:
 * - `healed`: a fix was applied and the retry succeeded;
 * - `retry_failed`: a fix was applied, but the retry failed too (or still looked wrong);
 * - `not_applied`: support answered, but the answer was not trusted or had nothing applicable;
 * - `diagnosis_failed`: support ask itself failed or ran out of time; the original outcome stands.
 */
export type HealingOutcome = "healed" | "retry_failed" | "not_applied" | "diagnosis_failed";

/** The failure that was diagnosed. Never contains credentials. */
export interface HealingFailure {
  trigger: HealingTrigger;
  /** The error message, or what looked wrong about the result. */
  message: string;
  /** HTTP status of the API error. */
  status?: number | undefined;
  /** Machine-readable code: the service's (e.g. `SCRAPE_TIMEOUT`) or ours for suspicious results (e.g. `EMPTY_MARKDOWN`). */
  code?: string | undefined;
  /** The failed job's id (crawl, extract, agent). */
  jobId?: string | undefined;
}

/** Why one suggested parameter was not applied. */
export type RefusalReason =
  /** A target, webhook, header, credential, privacy or spend field: a fix may never change it. */
  | "protected"
  /** Not a parameter of this operation. */
  | "unknown"
  /** Known, but its value fails the operation's request schema. */
  | "invalid"
  /** Same value as the original call. */
  | "unchanged"
  /** The answer was not trusted (confidence too low, or validation failed). */
  | "untrusted";

export interface RefusedParameter {
  /** Dot path of the parameter, e.g. `scrapeOptions.waitFor`. */
  path: string;
  value: unknown;
  reason: RefusalReason;
  detail: string;
}

/** An error reduced to what a record needs (no stack, no body). */
export interface ErrorSummary {
  name: string;
  message: string;
  status?: number | undefined;
  code?: string | undefined;
}

/**
 * What the self-healing wrapper did about one failure: the question it asked, the answer, and what
 * it changed. Attached as `healing` to the result (or the thrown error) and passed to `onHeal`.
 */
export interface HealingRecord {
  operation: HealableOperation;
  /** 1 for the first healing attempt of a call. */
  attempt: number;
  failure: HealingFailure;
  /** The question sent to support ask (credentials redacted). */
  question: string;
  rationale?: string | undefined;
  answer?: string | undefined;
  confidence?: string | undefined;
  validation?: { tested?: boolean | undefined; result?: string | undefined; evidence?: string | undefined } | null | undefined;
  /** Support's request id, for follow-up with the service. */
  supportRequestId?: string | undefined;
  /** `fixParameters` as support sent them. */
  suggested?: Record<string, unknown> | null | undefined;
  /** Parameters the retry changed, by dot path (e.g. `{ "scrapeOptions.waitFor": 5000 }`). */
  applied: Record<string, unknown>;
  /** Suggested parameters that were not applied, and why. */
  refused: RefusedParameter[];
  outcome: HealingOutcome;
  /** Why nothing was applied, or why the diagnosis failed. */
  reason?: string | undefined;
  diagnosisError?: ErrorSummary | undefined;
  /** A retry with the fixed parameters was made. */
  retried: boolean;
  /** The retry succeeded and its result did not look wrong. */
  retrySucceeded: boolean;
  retryError?: ErrorSummary | undefined;
  /** Id of the new job a job retry started (crawl, extract, agent). */
  retryJobId?: string | undefined;
  /** Time spent asking support, in milliseconds. */
  diagnosisMs: number;
}

/** The healing record a result or an error carries, if any. */
export function healingOf(value: unknown): HealingRecord | undefined {
  if (!isRecord(value) && !(value instanceof Error)) return undefined;
  const record = (value as { healing?: unknown }).healing;
  return isRecord(record) && typeof record.outcome === "string" ? (record as unknown as HealingRecord) : undefined;
}

/** Sets `healing` on a result object or an error (primitives and frozen objects are left alone). */
export function attachHealing(target: unknown, record: HealingRecord): void {
  if ((typeof target !== "object" && typeof target !== "function") || target === null || Object.isFrozen(target)) return;
  try {
    (target as { healing?: HealingRecord }).healing = record;
  } catch {
    // A read-only result: the record still reaches onHeal.
  }
}
