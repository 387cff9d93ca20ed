import { json } from "../../server-kit/index.js";
import type { EngineContext } from "./engine-context.js";
import type { EngineRouteTable } from "./engine-routes.js";

/**
 * The engine bills nothing; the usage routes answer in the SDK's shape and say so. The balance is
 * 99,999,999 — what the self-hosted server reports when it does not bill — never null (firecrawl-cli
 * formats the numbers and crashed on null) nor 0 (which reads as "out of credits").
 */
const UNMETERED = 99_999_999;
const noBilling = `The local engine does not bill: every operation is free (the balance of ${UNMETERED} means unmetered).`;

/** The credits this engine run reported (what the service would have billed), said in the warning. */
function reportedCredits(engine: EngineContext): string {
  return ` Its responses report the credits the hosted service would bill for the same work (not charged): ${engine.scraper.credits.total} so far in this engine run (data.localCreditsReported).`;
}

function runningJobs(engine: EngineContext): number {
  return engine.jobs.running().length + engine.batchJobs.running().length;
}

/** Team routes (SDK `getCreditUsage`, `getTokenUsage`, `getQueueStatus`, `getConcurrency`) and `GET /crawl/active`. */
export const teamRoutes: EngineRouteTable = {
  "team.creditUsage": ({ engine }) =>
    json(200, {
      success: true,
      data: {
        remainingCredits: UNMETERED,
        planCredits: UNMETERED,
        billingPeriodStart: null,
        billingPeriodEnd: null,
        // Not a service field: clients ignore it; the remaining balance stays unmetered (nothing is charged).
        localCreditsReported: engine.scraper.credits.total,
      },
      warning: noBilling + reportedCredits(engine),
    }),

  "team.tokenUsage": () =>
    json(200, {
      success: true,
      data: { remainingTokens: UNMETERED, planTokens: UNMETERED, billingPeriodStart: null, billingPeriodEnd: null },
      warning: noBilling,
    }),

  /** Crawl and batch jobs are the engine's queue: they run at once up to `maxConcurrentJobs`, the rest get a 429. */
  "team.queueStatus": ({ engine }) => {
    const running = runningJobs(engine);
    return json(200, {
      success: true,
      jobsInQueue: running,
      activeJobsInQueue: running,
      waitingJobsInQueue: 0,
      maxConcurrency: engine.maxConcurrentJobs,
      mostRecentSuccess: null,
    });
  },

  "team.concurrency": ({ engine }) =>
    json(200, { success: true, data: { concurrency: runningJobs(engine), maxConcurrency: engine.maxConcurrentJobs } }),

  /** `GET /crawl/active`: the crawls still running (SDK `getActiveCrawls`). */
  "crawl.active": ({ engine }) =>
    json(200, {
      success: true,
      crawls: engine.jobs.running().map((job) => ({ id: job.id, teamId: "local", url: job.startUrl, options: { limit: job.limit } })),
    }),
};
