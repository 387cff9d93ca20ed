import { JobFailedError } from "../core/errors.js";
import type { RequestOptions, WaitOptions } from "../core/options.js";
import { splitOptions, type HealingCallOptions } from "./call-options.js";
import type { Healer } from "./healer.js";
import type { HealableOperation } from "./healing-record.js";
import type { Suspicion } from "./suspicious.js";

/** The job calls every job namespace has (crawl, extract, agent). */
export interface JobNamespace {
  start(params: never, options?: RequestOptions): Promise<{ id: string }>;
  wait(id: string, options?: WaitOptions): Promise<unknown>;
  run(params: never, options?: WaitOptions): Promise<unknown>;
}

/** How to judge a job's results, per kind. */
export interface JobDetectors {
  /** A final status (from `wait`) that looks wrong. */
  status?: ((status: unknown) => Suspicion | undefined) | undefined;
  /** A `run` result that looks wrong. */
  run?: ((result: unknown) => Suspicion | undefined) | undefined;
}

interface StartedJob {
  params: Record<string, unknown>;
  options: RequestOptions | undefined;
}

/**
 * Jobs this client started, so a later `wait`/`pages` failure knows the parameters to fix.
 * Bounded: the oldest are forgotten first.
 */
export class StartedJobs {
  private readonly jobs = new Map<string, StartedJob>();
  constructor(private readonly max = 500) {}

  remember(id: string, params: unknown, options: RequestOptions | undefined): void {
    if (typeof params !== "object" || params === null) return;
    this.jobs.delete(id);
    this.jobs.set(id, { params: params as Record<string, unknown>, options });
    if (this.jobs.size > this.max) this.jobs.delete(this.jobs.keys().next().value as string);
  }

  /** How the job was started (a repeat of the same failure is not diagnosed twice: see the fingerprint). */
  get(id: string): StartedJob | undefined {
    return this.jobs.get(id);
  }
}

/** Options for starting a replacement job: the original start's, without its idempotency key. */
export function restartOptions(options: RequestOptions | undefined): RequestOptions | undefined {
  if (!options) return undefined;
  const { idempotencyKey: _key, ...rest } = options;
  return rest;
}

/** One job namespace of the client below the healing middleware, and what healing knows about it. */
export interface HealingJobContext {
  jobs: JobNamespace;
  /** The namespace as callers see it (healing in front): handles `start` returns call back through it. */
  receiver: object;
  healer: Healer;
  operation: HealableOperation;
  detectors: JobDetectors;
  started: StartedJobs;
}

/** `start` that heals: a start that fails is retried with the fix. */
export async function healingStart(ctx: HealingJobContext, params: Record<string, unknown>, raw?: RequestOptions & HealingCallOptions) {
  const { jobs, healer, operation, started } = ctx;
  const call = splitOptions(raw);
  const run = async (p: Record<string, unknown>, options: RequestOptions | undefined) => {
    // Called on the healing namespace, so the job handle it returns reads through healing too.
    const result = await jobs.start.call(ctx.receiver, p as never, options);
    started.remember(result.id, p, call.options);
    return result;
  };
  if (!call.enabled) return run(params, call.options);
  return healer.heal({
    operation,
    params,
    first: () => run(params, call.options),
    retry: (p) => run(p, call.forRetry()),
    signal: call.signal,
    rationale: call.rationale,
    callerDeadline: call.deadline,
  });
}

/**
 * `wait` that heals a job this client started: a job that ends `failed` (or completes with
 * nothing) is replaced by a NEW job started with the fixed parameters, and the question names the
 * failed job's id.
 */
export async function healingWait(ctx: HealingJobContext, id: string, raw?: WaitOptions & HealingCallOptions) {
  const { jobs, healer, operation, started, detectors } = ctx;
  const call = splitOptions(raw);
  const job = call.enabled ? started.get(id) : undefined;
  if (!job) return jobs.wait(id, call.options);
  return healer.heal({
    operation,
    params: job.params,
    first: () => jobs.wait(id, call.options),
    async retry(p, attempt) {
      const { id: newId } = await jobs.start(p as never, restartOptions(job.options));
      started.remember(newId, p, job.options);
      attempt.jobStarted(newId);
      return jobs.wait(newId, call.forRetry());
    },
    suspicious: detectors.status,
    // Only the job's own failure calls for a new job; a failed status poll (e.g. an expired id) does not.
    diagnosable: (error) => error instanceof JobFailedError,
    signal: call.signal,
    rationale: call.rationale,
    callerDeadline: call.deadline,
  });
}

/** `run` (start + wait) that heals: a failed or empty run is run again with the fix. */
export async function healingRun(ctx: HealingJobContext, params: Record<string, unknown>, raw?: WaitOptions & HealingCallOptions) {
  const { jobs, healer, operation, detectors } = ctx;
  const call = splitOptions(raw);
  if (!call.enabled) return jobs.run(params as never, call.options);
  return healer.heal({
    operation,
    params,
    first: () => jobs.run(params as never, call.options),
    async retry(p, attempt) {
      const result = await jobs.run(p as never, call.forRetry());
      const id = (result as { id?: unknown }).id;
      if (typeof id === "string") attempt.jobStarted(id);
      return result;
    },
    suspicious: detectors.run,
    signal: call.signal,
    rationale: call.rationale,
    callerDeadline: call.deadline,
  });
}
