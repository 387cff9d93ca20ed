import type { WebDataClient } from "../client.js";
import type { RequestOptions, WebDataClientOptions } from "../core/options.js";
import { splitOptions, type HealingCallOptions } from "./call-options.js";
import { Healer, HealingSession } from "./healer.js";
import { healingCrawlPages } from "./healing-crawl-pages.js";
import { healingJobs, StartedJobs } from "./healing-jobs.js";
import { resolvePolicy, type SelfHealingOptions } from "./healing-policy.js";
import type { HealableOperation } from "./healing-record.js";
import { suspiciousCrawlRun, suspiciousCrawlStatus, suspiciousMap, suspiciousScrape, type Suspicion } from "./suspicious.js";

const HEALING = Symbol.for("webdata-kit.self-healing");

interface HealingInternals {
  base: WebDataClient;
  healer: Healer;
}

/**
 * Wraps a client so that failed calls heal themselves: on an API error worth diagnosing, a job
 * that ended `failed`, or a result that looks wrong (empty markdown, a crawl with 0 pages), it asks
 * the service's support (`support.ask`) what to change, and retries once with the suggested
 * `fixParameters` when the answer is trustworthy and the fix is safe (see `SelfHealingOptions`).
 * The result — or the final error — carries a `healing` record (read it with `healingOf`).
 *
 * The returned object is a `WebDataClient` (it shares the original's connection pool and key), so
 * it works everywhere a client does: `createWebDataTools({ client: withSelfHealing(client) })`.
 * Per call, pass `{ healing: { rationale } }` or `{ healing: false }` in the options.
 *
 * ```ts
 * const client = withSelfHealing(new WebDataClient(), { rationale: "Collect pricing tables", onHeal: console.log });
 * const page = await client.scrape({ url: "https://example.com/pricing" });
 * ```
 */
export function withSelfHealing(client: WebDataClient, options: SelfHealingOptions = {}): WebDataClient {
  const base = internalsOf(client)?.base ?? client;
  return healingClient(new Healer(base, resolvePolicy(options), new HealingSession()));
}

/** True for a client returned by `withSelfHealing`. */
export function isSelfHealing(client: unknown): boolean {
  return internalsOf(client) !== undefined;
}

function internalsOf(client: unknown): HealingInternals | undefined {
  if (typeof client !== "object" || client === null) return undefined;
  return (client as Record<symbol, HealingInternals | undefined>)[HEALING];
}

function healingClient(healer: Healer): WebDataClient {
  const base = healer.client;
  const healed = Object.create(base) as WebDataClient;
  const single = <P, R>(
    operation: HealableOperation,
    call: (params: P, options: RequestOptions | undefined) => Promise<R>,
    suspicious?: (result: R, params: unknown) => Suspicion | undefined,
  ) =>
    async function (params: P, raw?: RequestOptions & HealingCallOptions): Promise<R> {
      const split = splitOptions(raw);
      if (!split.enabled) return call(params, split.options);
      return healer.heal({
        operation,
        params,
        first: () => call(params, split.options),
        retry: (fixed) => call(fixed as P, split.forRetry()),
        suspicious,
        signal: split.signal,
        rationale: split.rationale,
        callerDeadline: split.deadline,
      });
    };
  const minChars = healer.policy.minMarkdownChars;
  const crawlStarts = new StartedJobs();
  const crawl = healingJobs(base.crawl, healer, "crawl", { status: suspiciousCrawlStatus, run: suspiciousCrawlRun }, crawlStarts);
  Object.defineProperty(crawl, "pages", { value: healingCrawlPages(base.crawl, healer, crawlStarts) });
  Object.defineProperties(healed, {
    [HEALING]: { value: { base, healer } satisfies HealingInternals },
    search: { value: single("search", base.search.bind(base)) },
    scrape: { value: single("scrape", base.scrape.bind(base), (doc, params) => suspiciousScrape(params, doc, minChars)) },
    map: { value: single("map", base.map.bind(base), suspiciousMap) },
    // Only thrown errors heal: a run that failed in the browser may have had side effects.
    interact: {
      value: (scrapeId: string, params: Parameters<WebDataClient["interact"]>[1], options?: RequestOptions & HealingCallOptions) =>
        single("interact", (p: typeof params, o) => base.interact(scrapeId, p, o))(params, options),
    },
    crawl: { value: crawl },
    extract: { value: healingJobs(base.extract, healer, "extract", {}, new StartedJobs()) },
    agent: { value: healingJobs(base.agent, healer, "agent", {}, new StartedJobs()) },
    // Derived clients keep healing, in the same session (fingerprints, diagnosis count).
    withOptions: {
      value: (options: WebDataClientOptions) => healingClient(new Healer(base.withOptions(options), healer.policy, healer.session)),
    },
  });
  return healed;
}
