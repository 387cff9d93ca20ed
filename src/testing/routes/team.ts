import { json } from "../http-io.js";
import { iso, type RouteHandler } from "../state.js";

/** Plan size the mock reports, in credits. */
const PLAN_CREDITS = 100_000;

/** `GET /team/credit-usage`: a static balance for the current calendar month. */
export const creditUsage: RouteHandler = (_request, context) => {
  const now = context.now();
  const start = new Date(now);
  start.setUTCDate(1);
  start.setUTCHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return json(200, {
    success: true,
    data: { remainingCredits: PLAN_CREDITS, planCredits: PLAN_CREDITS, billingPeriodStart: iso(start.getTime()), billingPeriodEnd: iso(end.getTime()) },
  });
};

/** `GET /team/token-usage`: a static extract-token balance for the current calendar month. */
export const tokenUsage: RouteHandler = (request, context) => {
  const credits = creditUsage(request, context) as { body: { data: Record<string, unknown> } };
  const { billingPeriodStart, billingPeriodEnd } = credits.body.data;
  return json(200, { success: true, data: { remainingTokens: PLAN_TOKENS, planTokens: PLAN_TOKENS, billingPeriodStart, billingPeriodEnd } });
};

/** `GET /team/queue-status`: the running crawl and batch jobs. */
export const queueStatus: RouteHandler = (_request, context) => {
  const running = runningJobs(context);
  return json(200, { success: true, jobsInQueue: running, activeJobsInQueue: running, waitingJobsInQueue: 0, maxConcurrency: MAX_CONCURRENCY, mostRecentSuccess: null });
};

/** `GET /concurrency-check`. */
export const concurrency: RouteHandler = (_request, context) =>
  json(200, { success: true, data: { concurrency: runningJobs(context), maxConcurrency: MAX_CONCURRENCY } });

/** `GET /crawl/active`: crawls still scraping. */
export const activeCrawls: RouteHandler = (_request, context) =>
  json(200, {
    success: true,
    crawls: [...context.state.crawls.values()]
      .filter((job) => job.status === "scraping" && !context.state.crawlSeeds.includes(job.id))
      .map((job) => ({ id: job.id, teamId: "mock-team", url: job.origin ?? "https://example.com", options: {} })),
  });

const PLAN_TOKENS = 1_500_000;
const MAX_CONCURRENCY = 50;

function runningJobs(context: Parameters<RouteHandler>[1]): number {
  const running = (jobs: Iterable<{ status: string }>) => [...jobs].filter((job) => job.status === "scraping").length;
  return running(context.state.crawls.values()) + running(context.state.batches.values());
}
