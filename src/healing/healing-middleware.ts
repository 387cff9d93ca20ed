import type { WebDataClient } from "../client.js";
import type { CrawlJobs } from "../client/crawl-jobs.js";
import type { ClientCall, ClientMiddleware, NextCall } from "../client/middleware.js";
import { isRecord } from "../core/is-record.js";
import type { RequestOptions } from "../core/options.js";
import { splitOptions, type HealingCallOptions } from "./call-options.js";
import type { Healer } from "./healer.js";
import { healingCrawlPages } from "./healing-crawl-pages.js";
import { healingRun, healingStart, healingWait, StartedJobs, type HealingJobContext, type JobDetectors, type JobNamespace } from "./healing-jobs.js";
import type { HealableOperation } from "./healing-record.js";
import { suspiciousCrawlRun, suspiciousCrawlStatus, suspiciousMap, suspiciousScrape, type Suspicion } from "./suspicious.js";

/** Where a one-shot operation's params and options sit in its arguments. */
const SINGLE_CALLS: Record<string, { params: number; options: number }> = {
  search: { params: 0, options: 1 },
  scrape: { params: 0, options: 1 },
  map: { params: 0, options: 1 },
  // Only thrown errors heal: a run that failed in the browser may have had side effects.
  interact: { params: 1, options: 2 },
};

/** How a job kind's finished results are judged, beyond a thrown failure. */
const JOB_DETECTORS: Record<string, JobDetectors> = {
  crawl: { status: suspiciousCrawlStatus, run: suspiciousCrawlRun },
};

/**
 * Self-healing as client middleware. Every call passes through here: one-shot operations (search,
 * scrape, map, interact) and job calls (`start`, `wait`, `run` of every job namespace, and
 * `crawl.pages`) heal; every other call (status, cancel, support, …) runs as is, without its
 * per-call `healing` option. Whether an operation heals at all is the policy's `operations`.
 */
export function healingMiddleware(healer: Healer): ClientMiddleware {
  const base: WebDataClient = healer.client;
  const startedByKind = new Map<string, StartedJobs>();
  const jobContext = (kind: string, receiver: object): HealingJobContext => {
    let started = startedByKind.get(kind);
    if (!started) startedByKind.set(kind, (started = new StartedJobs()));
    const jobs = (base as unknown as Record<string, JobNamespace>)[kind] as JobNamespace;
    return { jobs, receiver, healer, operation: kind as HealableOperation, detectors: JOB_DETECTORS[kind] ?? {}, started };
  };

  return (call: ClientCall, next: NextCall): unknown => {
    const dot = call.method.lastIndexOf(".");
    const kind = call.method.slice(0, Math.max(dot, 0));
    const name = call.method.slice(dot + 1);
    const [first, second] = call.args as [never, never];
    const single = SINGLE_CALLS[call.method];
    if (single) return healSingle(healer, call, next, single, suspicionFor(call.method, healer));
    if (kind !== "" && !kind.includes(".")) {
      if (name === "start") return healingStart(jobContext(kind, call.receiver), first, second);
      if (name === "wait") return healingWait(jobContext(kind, call.receiver), first, second);
      if (name === "run") return healingRun(jobContext(kind, call.receiver), first, second);
      if (call.method === "crawl.pages") {
        const { started } = jobContext("crawl", call.receiver);
        return healingCrawlPages(base.crawl as CrawlJobs, healer, started)(first, second);
      }
    }
    return next(call.args.map((arg, i) => (i > 0 ? withoutHealing(arg) : arg)));
  };
}

/** A one-shot call: on a diagnosable failure (or a wrong-looking result) ask support, retry once fixed. */
function healSingle(
  healer: Healer,
  call: ClientCall,
  next: NextCall,
  at: { params: number; options: number },
  suspicious: ((result: unknown, params: unknown) => Suspicion | undefined) | undefined,
): Promise<unknown> {
  const split = splitOptions(call.args[at.options] as (RequestOptions & HealingCallOptions) | undefined);
  const params = call.args[at.params];
  const argsWith = (p: unknown, options: RequestOptions | undefined) => {
    const args = [...call.args];
    args[at.params] = p;
    args[at.options] = options;
    return args;
  };
  const run = (p: unknown, options: RequestOptions | undefined) => next(argsWith(p, options)) as Promise<unknown>;
  if (!split.enabled) return run(params, split.options);
  return healer.heal({
    operation: call.method as HealableOperation,
    params,
    first: () => run(params, split.options),
    retry: (fixed) => run(fixed, split.forRetry()),
    suspicious,
    signal: split.signal,
    rationale: split.rationale,
    callerDeadline: split.deadline,
  });
}

function suspicionFor(method: string, healer: Healer): ((result: unknown, params: unknown) => Suspicion | undefined) | undefined {
  if (method === "scrape") return (doc, params) => suspiciousScrape(params, doc, healer.policy.minMarkdownChars);
  if (method === "map") return (result) => suspiciousMap(result as never);
  return undefined;
}

/** Options as the client below takes them: the per-call `healing` setting is this layer's. */
function withoutHealing(arg: unknown): unknown {
  if (!isRecord(arg) || !("healing" in arg)) return arg;
  const { healing: _healing, ...rest } = arg;
  return rest;
}
