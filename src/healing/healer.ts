import { apiKeyForRedaction, type WebDataClient } from "../client.js";
import { APIError, APIUserAbortError, JobFailedError } from "../core/errors.js";
import { redactDeep, redactSecret } from "../core/redact.js";
import { isRecord } from "../core/is-record.js";
import { failureFingerprint } from "./fingerprint.js";
import { applyFix } from "./fix-parameters.js";
import { isDiagnosableError, MIN_DIAGNOSIS_MS, trustAnswer, type HealingPolicy } from "./healing-policy.js";
import { attachHealing, type ErrorSummary, type HealableOperation, type HealingFailure, type HealingRecord } from "./healing-record.js";
import { currentHealingScope } from "./healing-scope.js";
import { buildQuestion, redactParams } from "./question.js";
import type { Suspicion } from "./suspicious.js";

/** State shared by every call of one self-healing client (and the clients `withOptions` derives). */
export class HealingSession {
  private readonly seen = new Set<string>();
  diagnoses = 0;

  /** Records a fingerprint; false when it was already diagnosed. */
  claim(fingerprint: string): boolean {
    if (this.seen.has(fingerprint)) return false;
    if (this.seen.size >= 5_000) this.seen.clear();
    this.seen.add(fingerprint);
    this.diagnoses += 1;
    return true;
  }
}

/** One healable call: how to run it the first time, how to retry it with fixed parameters. */
export interface HealCall<R> {
  operation: HealableOperation;
  params: unknown;
  first(): Promise<R>;
  retry(params: Record<string, unknown>, attempt: RetryAttempt): Promise<R>;
  suspicious?: ((result: R, params: unknown) => Suspicion | undefined) | undefined;
  /** Narrows which errors of this call are diagnosed (the policy's hard rules always apply). */
  diagnosable?: ((error: unknown) => boolean) | undefined;
  signal?: AbortSignal | undefined;
  rationale?: string | undefined;
  /** The caller's own deadline (epoch ms) from `totalTimeoutMs` or `maxWaitMs`. */
  callerDeadline?: number | undefined;
}

export interface RetryAttempt {
  /** Tells the record which new job the retry started. */
  jobStarted(id: string): void;
}

/** A diagnosis and, when it is applicable, the fixed parameters to retry with. */
export interface HealingPlan {
  record: HealingRecord;
  params?: Record<string, unknown> | undefined;
}

type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/** Diagnoses failures with support ask and retries with trusted fixes, within the policy's bounds. */
export class Healer {
  constructor(
    readonly client: WebDataClient,
    readonly policy: HealingPolicy,
    readonly session: HealingSession,
  ) {}

  covers(operation: HealableOperation): boolean {
    return this.policy.operations.has(operation) && this.policy.maxAttemptsPerCall > 0;
  }

  /** Runs a call; on a diagnosable failure asks support and retries, at most `maxAttemptsPerCall` times. */
  async heal<R>(call: HealCall<R>): Promise<R> {
    let outcome = await settle(call.first());
    if (!this.covers(call.operation)) return unwrap(outcome);
    let params = call.params;
    let last: HealingRecord | undefined;
    for (let attempt = 1; attempt <= this.policy.maxAttemptsPerCall; attempt++) {
      const failure = this.failureOf(outcome, call, params);
      if (!failure) break;
      const plan = await this.plan({ ...call, params, failure, attempt });
      if (!plan) break;
      last = plan.record;
      if (!plan.params) {
        this.report(plan.record);
        break;
      }
      const record = plan.record;
      record.retried = true;
      params = plan.params;
      outcome = await settle(call.retry(plan.params, { jobStarted: (id) => (record.retryJobId = id) }));
      this.settleRetry(record, outcome, call, params);
      this.report(record);
      if (record.retrySucceeded) break;
    }
    if (last) attachHealing(outcome.ok ? outcome.value : outcome.error, last);
    return unwrap(outcome);
  }

  /** What went wrong, when it is worth a diagnosis (undiagnosable errors and fine results give undefined). */
  failureOf<R>(outcome: Outcome<R>, call: Pick<HealCall<R>, "suspicious" | "diagnosable">, params: unknown): HealingFailure | undefined {
    if (!outcome.ok) {
      const worth = isDiagnosableError(outcome.error) && (call.diagnosable?.(outcome.error) ?? true);
      return worth ? describeFailure(outcome.error) : undefined;
    }
    const suspicion = this.policy.detectSuspiciousResults ? call.suspicious?.(outcome.value, params) : undefined;
    return suspicion ? { trigger: "suspicious_result", message: suspicion.message, code: suspicion.code } : undefined;
  }

  /**
   * Asks support about one failure, if the policy allows (operation covered, session budget,
   * fingerprint not seen, time left), and decides what to apply. `undefined` when no question was
   * asked. A caller's abort during the question is rethrown.
   */
  async plan(input: {
    operation: HealableOperation;
    params: unknown;
    failure: HealingFailure;
    attempt: number;
    signal?: AbortSignal | undefined;
    rationale?: string | undefined;
    callerDeadline?: number | undefined;
  }): Promise<HealingPlan | undefined> {
    const { operation, failure, policy } = { ...input, policy: this.policy };
    if (!this.covers(operation) || !isRecord(input.params) || input.signal?.aborted) return undefined;
    if (policy.shouldDiagnose && !policy.shouldDiagnose(failure, operation)) return undefined;
    if (this.session.diagnoses >= policy.maxDiagnoses) return undefined;
    const budgetMs = Math.min(Date.now() + policy.maxHealingMs, input.callerDeadline ?? Infinity) - Date.now();
    if (budgetMs < MIN_DIAGNOSIS_MS) return undefined;
    const secret = apiKeyForRedaction(this.client);
    const redacted = redactParams(input.params, secret);
    if (!this.session.claim(failureFingerprint(operation, redacted, failure))) return undefined;

    const question = buildQuestion({ operation, redactedParams: redacted, failure, secret });
    // Per call (explicit) > the application's configured goal > the goal a tool saw in the conversation.
    const rationaleText = input.rationale ?? policy.rationale ?? currentHealingScope()?.rationale;
    const rationale = rationaleText ? redactSecret(rationaleText, secret).slice(0, 2000) : undefined;
    const record: HealingRecord = {
      operation,
      attempt: input.attempt,
      failure,
      question,
      rationale,
      applied: {},
      refused: [],
      outcome: "not_applied",
      retried: false,
      retrySucceeded: false,
      diagnosisMs: 0,
    };
    const started = Date.now();
    let answer: Awaited<ReturnType<WebDataClient["support"]["ask"]>>;
    try {
      answer = await this.client.support.ask(
        { question, ...(rationale ? { rationale } : {}), ...(failure.jobId ? { jobId: failure.jobId } : {}), context: contextOf(operation, failure) },
        { signal: input.signal, totalTimeoutMs: budgetMs, retry: policy.diagnosisRetries },
      );
    } catch (error) {
      if (error instanceof APIUserAbortError) throw error;
      record.diagnosisMs = Date.now() - started;
      record.outcome = "diagnosis_failed";
      record.diagnosisError = summarizeError(error, secret);
      record.reason = `support ask failed: ${record.diagnosisError.message}`;
      return { record };
    }
    record.diagnosisMs = Date.now() - started;
    // Whatever support echoes back, the record never carries the key.
    Object.assign(record, redactDeep({
      answer: answer.answer,
      confidence: answer.confidence,
      validation: answer.validation,
      supportRequestId: answer.requestId,
      suggested: answer.fixParameters ?? null,
    }, secret));
    const fixParameters = isRecord(answer.fixParameters) ? answer.fixParameters : {};
    if (Object.keys(fixParameters).length === 0) {
      record.reason = answer.error ? `support could not answer: ${answer.error}` : "support suggested no parameter change";
      return { record };
    }
    const fix = applyFix(operation, input.params, fixParameters, policy, secret);
    fix.refused = redactDeep(fix.refused, secret) as typeof fix.refused;
    const trust = trustAnswer(answer, policy);
    if (!trust.trusted) {
      record.refused = [
        ...Object.entries(fix.applied).map(([path, value]) => ({ path, value, reason: "untrusted" as const, detail: trust.reason })),
        ...fix.refused,
      ];
      record.reason = `not applied: ${trust.reason}`;
      return { record };
    }
    record.applied = fix.applied;
    record.refused = fix.refused;
    if (Object.keys(fix.applied).length === 0) {
      record.reason = "none of the suggested parameters could be applied";
      return { record };
    }
    return { record, params: fix.params };
  }

  /** Fills in how the retry went. */
  settleRetry<R>(record: HealingRecord, outcome: Outcome<R>, call: Pick<HealCall<R>, "suspicious">, params: unknown): void {
    const stillWrong = outcome.ok && this.policy.detectSuspiciousResults && call.suspicious?.(outcome.value, params) !== undefined;
    record.retrySucceeded = outcome.ok && !stillWrong;
    record.outcome = record.retrySucceeded ? "healed" : "retry_failed";
    if (!outcome.ok) {
      record.retryError = summarizeError(outcome.error, apiKeyForRedaction(this.client));
      if (!record.retryJobId && outcome.error instanceof JobFailedError) record.retryJobId = outcome.error.jobId;
    }
  }

  /** Hands a finished record to the current scope (tool calls) and to `onHeal`. */
  report(record: HealingRecord): void {
    currentHealingScope()?.records.push(record);
    try {
      this.policy.onHeal?.(record);
    } catch {
      // A failing observer must not change the call's outcome.
    }
  }
}

export async function settle<R>(promise: Promise<R>): Promise<Outcome<R>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error };
  }
}

function unwrap<R>(outcome: Outcome<R>): R {
  if (outcome.ok) return outcome.value;
  throw outcome.error;
}

export function describeFailure(error: unknown): HealingFailure {
  if (error instanceof JobFailedError) {
    const status = isRecord(error.lastStatus) ? error.lastStatus : {};
    return { trigger: "job_failed", message: error.message, jobId: error.jobId, code: typeof status.code === "string" ? status.code : undefined };
  }
  if (error instanceof APIError) return { trigger: "api_error", message: error.message, status: error.status, code: error.code };
  return { trigger: "api_error", message: error instanceof Error ? error.message : String(error) };
}

function summarizeError(error: unknown, secret: string | undefined): ErrorSummary {
  const message = redactSecret(error instanceof Error ? error.message : String(error), secret);
  return {
    name: error instanceof Error ? error.name : "Error",
    message: message.length > 500 ? `${message.slice(0, 500)}…` : message,
    status: error instanceof APIError ? error.status : undefined,
    code: error instanceof APIError ? error.code : undefined,
  };
}

function contextOf(operation: HealableOperation, failure: HealingFailure): Record<string, unknown> {
  const context: Record<string, unknown> = { client: "webdata-kit", operation, trigger: failure.trigger };
  if (failure.status !== undefined) context.status = failure.status;
  if (failure.code !== undefined) context.code = failure.code;
  if (failure.jobId !== undefined) context.jobId = failure.jobId;
  return context;
}

