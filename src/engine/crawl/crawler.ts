import { FetchFailure } from "../fetch/fetch-failure.js";
import type { SafeFetcher } from "../fetch/safe-fetch.js";
import type { PageScraper } from "../scrape/page-scraper.js";
import { settingsForPage, type ScrapeSettings } from "../scrape/scrape-settings.js";
import type { CrawlFrontier, FrontierEntry } from "./frontier.js";
import { frontierCapacity, maxLinksPerPage } from "./crawl-bounds.js";
import { HostGate } from "./host-gate.js";
import { RobotsCache } from "./robots.js";
import { collectSitemapUrls } from "./sitemap.js";
import { canonicalUrl, hasSkippedExtension, passesPathRules, placeOf, seenKey, type CrawlScope } from "./url-rules.js";

/** A crawl request, resolved to engine terms. */
export interface CrawlPlan {
  scope: CrawlScope;
  /** Most pages to scrape. */
  limit: number;
  maxDiscoveryDepth?: number | undefined;
  sitemap: "include" | "skip" | "only";
  /** Pause between requests to one host, in milliseconds (forces one request at a time). */
  delayMs: number;
  maxConcurrency: number;
  /** Honour robots.txt. @default true */
  respectRobots: boolean;
  /** User-agent token matched against robots.txt groups. */
  robotsUserAgent: string;
  scrape: ScrapeSettings;
}

/** Where the crawl reports what happens; the crawl job implements it. */
export interface CrawlReporter {
  /** A page was taken for scraping (counts toward `total` and `limit`). */
  pageAccepted(): void;
  /**
   * A page was scraped; its document comes as UTF-8 JSON, ready to store, with the credits the
   * service would bill for it. Returns whether it was kept (so billed).
   */
  pageScraped(documentBytes: Uint8Array, credits: number): boolean;
  pageFailed(url: string, code: string, message: string): void;
  robotsBlocked(url: string): void;
}

export interface CrawlDependencies {
  scraper: PageScraper;
  fetcher: SafeFetcher;
  frontier: CrawlFrontier;
  log: (line: string) => void;
}

// Sitemaps are hints: never let one swamp the crawl.
const maxSitemapFiles = 50;

const failureCodes: Record<FetchFailure["kind"], string> = {
  "blocked-address": "SCRAPE_BLOCKED_ADDRESS",
  dns: "SCRAPE_DNS_RESOLUTION_ERROR",
  timeout: "SCRAPE_TIMEOUT",
  aborted: "SCRAPE_CANCELLED",
  "too-large": "SCRAPE_CONTENT_TOO_LARGE",
  "too-many-redirects": "SCRAPE_TOO_MANY_REDIRECTS",
  tls: "SCRAPE_SSL_ERROR",
  connection: "SCRAPE_SITE_ERROR",
  "unsupported-url": "SCRAPE_UNSUPPORTED_URL",
  "unsupported-file": "SCRAPE_UNSUPPORTED_FILE_ERROR",
};

/**
 * Breadth-first crawl: seeds the frontier with the start URL (and the sitemap's URLs), then runs
 * `maxConcurrency` workers that take URLs in discovery order, check robots.txt, wait for the host
 * gate, scrape, and queue the page's in-scope links. Resolves when the frontier is drained, the
 * limit is reached, or `signal` aborts.
 */
export async function runCrawl(
  plan: CrawlPlan,
  deps: CrawlDependencies,
  reporter: CrawlReporter,
  signal: AbortSignal,
): Promise<void> {
  const { scope, limit } = plan;
  const robots = new RobotsCache(deps.fetcher, plan.robotsUserAgent, signal);
  const concurrency = plan.delayMs > 0 ? 1 : Math.max(1, plan.maxConcurrency);
  const gate = new HostGate(concurrency, plan.delayMs);
  let accepted = 0;
  let inFlight = 0;
  let wakeWorkers: (() => void)[] = [];
  const wake = () => {
    for (const resolve of wakeWorkers.splice(0)) resolve();
  };
  signal.addEventListener("abort", () => {
    wake();
    gate.wakeAll();
  });

  const offer = async (url: URL, depth: number, external: boolean, discoveryOnly = false): Promise<void> => {
    await deps.frontier.offer(seenKey(url, scope.deduplicateSimilarURLs), { url: url.href, depth, external, discoveryOnly });
  };

  /** Queues a discovered link if the crawl rules allow it. */
  const consider = async (link: string, depth: number): Promise<void> => {
    const url = canonicalUrl(link, scope.ignoreQueryParameters);
    if (url === undefined || hasSkippedExtension(url) || !passesPathRules(url, scope)) return;
    const place = placeOf(url, scope);
    if (place === "outside") return;
    // External homepages are skipped, as the service does.
    if (place === "external" && url.pathname === "/") return;
    await offer(url, depth, place === "external");
  };

  const start = canonicalUrl(scope.start, scope.ignoreQueryParameters) ?? scope.start;
  await offer(start, 0, false, !passesPathRules(start, scope));
  if (plan.sitemap !== "skip") {
    const rules = await robots.rulesFor(start);
    const sitemapUrls = await collectSitemapUrls(deps.fetcher, [...rules.sitemaps, `${start.origin}/sitemap.xml`], {
      maxUrls: frontierCapacity(limit),
      maxSitemaps: maxSitemapFiles,
      signal,
    });
    for (const url of sitemapUrls) await consider(url, 0);
  }

  const crawlEntry = async (entry: FrontierEntry): Promise<void> => {
    const url = new URL(entry.url);
    if (plan.respectRobots && !(await robots.rulesFor(url)).isAllowed(url.href)) {
      reporter.robotsBlocked(url.href);
      return;
    }
    if (!entry.discoveryOnly) {
      if (accepted >= limit) return;
      accepted += 1;
      reporter.pageAccepted();
    }
    let release: (() => void) | undefined;
    try {
      release = await gate.acquire(url.host, signal);
      const page = await deps.scraper.scrapeForCrawl(url.href, settingsForPage(plan.scrape, url, start), maxLinksPerPage, signal);
      if (signal.aborted) return;
      const finalUrl = canonicalUrl(page.finalUrl, scope.ignoreQueryParameters);
      if (finalUrl !== undefined) await deps.frontier.markSeen(seenKey(finalUrl, scope.deduplicateSimilarURLs));
      if (!entry.discoveryOnly) {
        if (page.unsupported === undefined) {
          if (reporter.pageScraped(page.documentBytes, page.creditsUsed)) deps.scraper.credits.add(page.creditsUsed);
        } else reporter.pageFailed(url.href, "SCRAPE_UNSUPPORTED_FILE_ERROR", page.unsupported);
      }
      const depth = entry.depth + 1;
      const followLinks =
        !entry.external && plan.sitemap !== "only" && (plan.maxDiscoveryDepth === undefined || depth <= plan.maxDiscoveryDepth);
      if (followLinks) for (const link of page.links) await consider(link, depth);
    } catch (error) {
      if (signal.aborted) return;
      if (!entry.discoveryOnly) {
        const failure = error instanceof FetchFailure ? error : undefined;
        const message = error instanceof Error ? error.message : String(error);
        reporter.pageFailed(url.href, failure === undefined ? "UNKNOWN_ERROR" : failureCodes[failure.kind], message);
      }
      if (!(error instanceof FetchFailure)) deps.log(`crawl: unexpected error on ${url.href}: ${String(error)}`);
    } finally {
      release?.();
    }
  };

  const worker = async (): Promise<void> => {
    while (!signal.aborted && accepted < limit) {
      const entry = await deps.frontier.take();
      if (entry === undefined) {
        if (inFlight === 0) return;
        await new Promise<void>((resolve) => wakeWorkers.push(resolve));
        continue;
      }
      inFlight += 1;
      try {
        await crawlEntry(entry);
      } finally {
        inFlight -= 1;
        wake();
      }
    }
  };

  await Promise.all(Array.from({ length: concurrency }, worker));
  wakeWorkers = [];
}
