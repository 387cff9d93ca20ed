import type { JobStore } from "../../server-kit/index.js";
import type { CrawlJob } from "../crawl/crawl-jobs.js";
import { mapSite, type MapDependencies } from "../map/map-site.js";
import { withScheme } from "../scrape/scrape-settings.js";
import type { Diagnosis, Validation } from "./diagnosis.js";
import type { RequestLog } from "./request-log.js";
import { callSelf, replayable, type SelfAccess } from "./self-call.js";

export interface CrawlRuleDeps extends MapDependencies {
  jobs: JobStore<CrawlJob>;
  log: RequestLog;
  self: SelfAccess;
  signal?: AbortSignal | undefined;
}

/** Pages a validating re-run may crawl: enough to show the fix works, cheap enough to run at once. */
const validationLimit = 10;
/** Longest a validating crawl may run, in milliseconds. */
const validationBudgetMs = 30_000;

/** Runs a bounded crawl against this engine and counts its pages. */
async function crawlPages(deps: CrawlRuleDeps, params: Record<string, unknown>): Promise<{ pages: number; status: string; error?: string; id?: string }> {
  const limit = Math.min(typeof params.limit === "number" ? params.limit : validationLimit, validationLimit);
  const started = await callSelf(deps.self, "POST", "/crawl", { ...replayable(params), limit }, deps.signal);
  const id = started.body.id;
  if (started.status !== 200 || typeof id !== "string") return { pages: 0, status: "refused", error: String(started.body.error ?? `HTTP ${started.status}`) };
  const deadline = Date.now() + validationBudgetMs;
  for (;;) {
    const status = await callSelf(deps.self, "GET", `/crawl/${id}`, undefined, deps.signal);
    const state = String(status.body.status);
    if (state !== "scraping" || Date.now() > deadline) {
      if (state === "scraping") await callSelf(deps.self, "DELETE", `/crawl/${id}`, undefined).catch(() => undefined);
      return { pages: typeof status.body.total === "number" ? status.body.total : 0, status: state, id };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function crawlValidator(deps: CrawlRuleDeps, params: Record<string, unknown>, fix: Record<string, unknown>, before: number): () => Promise<Validation> {
  return async () => {
    const run = await crawlPages(deps, { ...params, ...fix });
    const change = Object.entries(fix).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(", ");
    if (run.error !== undefined) return { tested: true, result: "failure", evidence: `Re-ran the crawl with ${change}: refused (${run.error}).` };
    return {
      tested: true,
      result: run.pages > before ? "success" : "failure",
      evidence: `Re-ran the crawl with ${change} (limit ${validationLimit}): ${run.pages} page(s) instead of ${before}.`,
    };
  };
}

/** Patterns that might be what the caller meant, most likely first. */
function patternCandidates(pattern: string, origin: string): string[] {
  const out: string[] = [];
  const add = (candidate: string) => {
    if (candidate !== pattern && !out.includes(candidate)) out.push(candidate);
  };
  let path = pattern;
  if (/^(\^)?https?:\/\//i.test(path)) {
    path = path.replace(/^\^?https?:\/\/[^/]+/i, "");
    add(`^${path}`);
  }
  if (/^\^[^/]/.test(path)) add(`^/${path.slice(1)}`);
  if (/(^|[^.\]])\*/.test(path)) add(path.replace(/(^|[^.\]])\*/g, "$1.*"));
  if (path !== path.toLowerCase()) add(path.toLowerCase());
  if (path.endsWith("/")) add(path.slice(0, -1));
  void origin;
  return out;
}

function compiles(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}

/** A crawl that came back with too few pages: robots, includePaths that match nothing, or path scoping. */
export async function diagnoseCrawl(asked: { url: string | undefined; jobId: string | undefined; params: Record<string, unknown> | undefined }, deps: CrawlRuleDeps): Promise<Diagnosis> {
  const attempted: string[] = [];
  const job = asked.jobId === undefined ? undefined : deps.jobs.get(asked.jobId);
  const url = asked.url ?? job?.startUrl;
  // A URL the question garbled (`http://[::1`) cannot be crawled or mapped: say so instead of failing.
  if (url !== undefined && !URL.canParse(withScheme(url))) {
    return { rule: "unknown", answer: `Support could not read "${url}" as a URL: include the crawl's start URL exactly as sent, or the job id.`, fixParameters: null, blockedBy: "the URL in the question is not a valid URL", attempted, facts: {} };
  }
  if (url === undefined) {
    return { rule: "unknown", answer: "Support could not tell which crawl this is about: include the job id or the start URL.", fixParameters: null, blockedBy: "no crawl identified", attempted, facts: {} };
  }
  // The question's parameters win; without them, those the job was started with (the engine remembers them).
  const remembered = job === undefined ? undefined : deps.log.jobRequest(job.id);
  const params: Record<string, unknown> = { ...(asked.params ?? remembered ?? {}), url };
  let pages: number;
  let ran = job;
  if (job !== undefined) {
    attempted.push(`read crawl job ${job.id}`);
    pages = job.documentCount;
  } else {
    attempted.push("re-ran the crawl (bounded) to see what it finds");
    const rerun = await crawlPages(deps, params);
    pages = rerun.pages;
    ran = rerun.id === undefined ? undefined : deps.jobs.get(rerun.id);
  }
  if (ran !== undefined && ran.robotsBlockedUrls.length > 0 && pages <= 1) {
    return {
      rule: "robots",
      answer: `robots.txt of ${new URL(withScheme(url)).host} disallows ${ran.robotsBlockedUrls.length} of the pages the crawl found (e.g. ${ran.robotsBlockedUrls[0]}), so the engine skipped them. That is the site's choice; no parameter should override it without the owner's permission.`,
      fixParameters: null,
      blockedBy: "robots.txt",
      attempted,
      facts: { url, pages, robotsBlocked: ran.robotsBlockedUrls.slice(0, 10) },
    };
  }
  // The start page refused the engine (the request log has the status): no parameter fixes that.
  const startStatus = deps.log.latest(withScheme(url))?.statusCode;
  if ((startStatus === 401 || startStatus === 403) && pages <= 1) {
    return {
      rule: "blocked",
      answer: `The crawl's start page ${url} answered HTTP ${startStatus}: the site refuses this client, so there were no links to follow. No crawl parameter changes that; the site needs to allow the client (a login or an allow-list), or use another source.`,
      fixParameters: null,
      blockedBy: `the start page answered HTTP ${startStatus}`,
      attempted,
      facts: { url, pages, statusCode: startStatus },
    };
  }
  const facts: Record<string, unknown> = { url, pages, includePaths: params.includePaths, crawlEntireDomain: params.crawlEntireDomain };

  const includePaths = Array.isArray(params.includePaths) ? params.includePaths.filter((p): p is string => typeof p === "string") : [];
  if (includePaths.length > 0 && pages <= 1) {
    attempted.push("mapped the site to test includePaths against its URLs");
    const start = new URL(withScheme(url));
    // The site's URLs as a map sees them from its root and from the crawl's start page.
    const mapped = await Promise.all(
      [new URL(start.origin), start].map((from) =>
        mapSite({ start: from, sitemap: "include", includeSubdomains: false, ignoreQueryParameters: true, limit: 500 }, deps, deps.signal ?? new AbortController().signal).catch(() => []),
      ),
    );
    const urls = [...new Set(mapped.flat().map((link) => link.url))];
    const subjects = urls.map((link) => (params.regexOnFullURL === true ? link : new URL(link).pathname));
    const matching = (pattern: string) => {
      const regex = compiles(pattern);
      return regex === undefined ? 0 : subjects.filter((s) => regex.test(s)).length;
    };
    facts.siteUrls = subjects.length;
    if (includePaths.every((pattern) => matching(pattern) === 0) && subjects.length > 0) {
      const corrected = includePaths.map((pattern) => patternCandidates(pattern, start.origin).map((c) => ({ c, n: matching(c) })).sort((a, b) => b.n - a.n)[0]);
      const fixed = corrected.map((best, i) => (best !== undefined && best.n > 0 ? best.c : (includePaths[i] as string)));
      const found = corrected.reduce((sum, best) => sum + (best?.n ?? 0), 0);
      if (found > 0) {
        const fix: Record<string, unknown> = { includePaths: fixed };
        if (!fixed.some((p) => compiles(p)?.test(start.pathname))) fix.crawlEntireDomain = true;
        attempted.push(`re-ran the crawl with includePaths=${JSON.stringify(fixed)}`);
        return {
          rule: "include-paths",
          answer:
            `includePaths ${JSON.stringify(includePaths)} match none of the ${subjects.length} URLs of the site: they are regular expressions tested against the URL path (e.g. "/blog/post-1"). ` +
            `${JSON.stringify(fixed)} matches ${found} of them.`,
          fixParameters: fix,
          attempted,
          validate: crawlValidator(deps, params, fix, pages),
          facts,
        };
      }
      return { rule: "include-paths", answer: `includePaths ${JSON.stringify(includePaths)} match none of the ${subjects.length} URLs the site lists, and no close variant does either. Check them against the site's URLs (map the site).`, fixParameters: null, blockedBy: "includePaths match no URL", attempted, facts };
    }
  }

  const startPath = new URL(withScheme(url)).pathname;
  if (pages <= 1 && params.crawlEntireDomain !== true && startPath !== "/" && startPath !== "") {
    const fix = { crawlEntireDomain: true };
    attempted.push("re-ran the crawl with crawlEntireDomain=true");
    return {
      rule: "path-scope",
      answer:
        `The crawl started at ${startPath} and follows only links below that path by default, and the page links only elsewhere on the site, so it found ${pages} page(s). ` +
        "Let it follow the whole site: crawlEntireDomain true.",
      fixParameters: fix,
      attempted,
      validate: crawlValidator(deps, params, fix, pages),
      facts,
    };
  }
  return { rule: "crawl-unknown", answer: `The crawl of ${url} found ${pages} page(s); support found no rule that explains a shortfall.`, fixParameters: null, blockedBy: "no known cause", attempted, facts };
}
