import type { CrawlJobs, CrawlStatus } from "../client/crawl-jobs.js";
import { JobFailedError } from "../core/errors.js";
import type { WaitOptions } from "../core/options.js";
import { isRecord } from "../core/is-record.js";
import type { WebDocument } from "../operations/document.js";
import { splitOptions, type HealingCallOptions } from "./call-options.js";
import { describeFailure, type Healer } from "./healer.js";
import { isDiagnosableError } from "./healing-policy.js";
import { attachHealing } from "./healing-record.js";
import { restartOptions, type StartedJobs } from "./healing-jobs.js";
import { emptyCrawl } from "./suspicious.js";

type PagesOptions = WaitOptions & { onStatus?: (status: CrawlStatus) => void } & HealingCallOptions;

/**
 * `crawl.pages(id)` that heals a crawl this client started: when the job ends `failed` (or
 * completes with 0 pages) it asks support, starts a NEW crawl with the fixed options and streams
 * that one's documents — skipping pages already delivered from the failed job. One attempt.
 */
export function healingCrawlPages(base: CrawlJobs, healer: Healer, started: StartedJobs) {
  return async function* pages(id: string, raw?: PagesOptions): AsyncGenerator<WebDocument> {
    const call = splitOptions<PagesOptions>(raw);
    const job = call.enabled && healer.covers("crawl") ? started.get(id) : undefined;
    if (!job) {
      yield* base.pages(id, call.options);
      return;
    }
    const delivered = new Set<string>();
    let last: CrawlStatus | undefined;
    let error: unknown;
    try {
      for await (const doc of base.pages(id, { ...call.options, onStatus: (s) => ((last = s), raw?.onStatus?.(s)) })) {
        delivered.add(documentKey(doc));
        yield doc;
      }
    } catch (caught) {
      error = caught;
    }
    const failed = error !== undefined;
    const empty = !failed && delivered.size === 0 && last?.status === "completed" && healer.policy.detectSuspiciousResults;
    // Only the job's own failure calls for a new crawl; a failed status poll (e.g. an expired id) does not.
    if ((failed && !(error instanceof JobFailedError && isDiagnosableError(error))) || (!failed && !empty)) {
      if (failed) throw error;
      return;
    }
    const suspicion = emptyCrawl();
    const failure = failed ? describeFailure(error) : { trigger: "suspicious_result" as const, message: suspicion.message, code: suspicion.code, jobId: id };
    const plan = await healer.plan({ operation: "crawl", params: job.params, failure, attempt: 1, signal: call.signal, rationale: call.rationale, callerDeadline: call.deadline });
    if (!plan?.params) {
      if (plan) {
        healer.report(plan.record);
        if (failed) attachHealing(error, plan.record);
      }
      if (failed) throw error;
      return;
    }
    const record = plan.record;
    record.retried = true;
    let fresh = 0;
    let finished = false;
    try {
      const { id: newId } = await base.start(plan.params as never, restartOptions(job.options));
      started.remember(newId, plan.params, job.options);
      record.retryJobId = newId;
      for await (const doc of base.pages(newId, { ...call.forRetry(), onStatus: (s) => ((last = s), raw?.onStatus?.(s)) })) {
        fresh += 1;
        if (!delivered.has(documentKey(doc))) yield doc;
      }
      healer.settleRetry(record, { ok: true, value: fresh }, { suspicious: (n) => (n === 0 && last?.status === "completed" ? suspicion : undefined) }, plan.params);
      finished = true;
    } catch (retryError) {
      healer.settleRetry(record, { ok: false, error: retryError }, {}, plan.params);
      finished = true;
      attachHealing(retryError, record);
      throw retryError;
    } finally {
      // The consumer may stop reading early: the documents it got came from the healed job.
      if (!finished) healer.settleRetry(record, { ok: true, value: fresh }, {}, plan.params);
      healer.report(record);
    }
  };
}

/** Identifies a page across the failed and the new crawl. */
function documentKey(doc: WebDocument): string {
  const metadata = isRecord(doc.metadata) ? doc.metadata : {};
  const url = metadata.sourceURL ?? metadata.url;
  return typeof url === "string" ? url : `#${Math.random()}`;
}
