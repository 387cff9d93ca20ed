import type { z } from "zod/v4";
import type { crawlStartRequestSchema } from "../../operations/index.js";
import { clampToMaximum, maxCrawlConcurrency, maxCrawlLimit } from "../crawl/crawl-bounds.js";
import type { CrawlPlan } from "../crawl/crawler.js";
import { toScrapeSettings, withScheme, type ScrapeSettingsProblem } from "../scrape/scrape-settings.js";

export type CrawlRequest = z.output<typeof crawlStartRequestSchema>;

/** Pages a crawl scrapes when the request names no limit (the service's default). */
export const defaultCrawlLimit = 10_000;

/**
 * Turns a validated crawl request into a plan, or the problem that stops the local engine from
 * running it (formats it cannot produce); a model-driven prompt is ignored with a warning.
 */
export function planCrawl(
  request: CrawlRequest,
  defaults: { maxConcurrency: number; userAgent: string; model?: boolean },
): { plan: CrawlPlan; warnings: string[] } | { problem: ScrapeSettingsProblem } {
  // Known options the engine cannot honour are ignored with a warning, never refused (a drop-in for today's clients).
  const ignored: string[] = [];
  if (request.prompt !== undefined) {
    ignored.push("prompt is ignored: the local engine does not turn a prompt into crawl options; set them explicitly.");
  }
  const scrapeOptions = { ...request.scrapeOptions, zeroDataRetention: request.zeroDataRetention };
  const scrape = toScrapeSettings(scrapeOptions, ["markdown"], ["scrapeOptions"], { model: defaults.model === true });
  if ("problem" in scrape) return scrape;
  const delaySeconds = request.delay ?? 0;
  const limit = clampToMaximum(request.limit ?? defaultCrawlLimit, maxCrawlLimit, "limit");
  const concurrency = clampToMaximum(request.maxConcurrency ?? defaults.maxConcurrency, maxCrawlConcurrency, "maxConcurrency");
  const warnings = [...ignored, ...scrape.notes, limit.warning, concurrency.warning].filter((warning) => warning !== undefined);
  return {
    warnings,
    plan: {
      scope: {
        start: new URL(withScheme(request.url)),
        crawlEntireDomain: request.crawlEntireDomain ?? false,
        allowSubdomains: request.allowSubdomains ?? false,
        allowExternalLinks: request.allowExternalLinks ?? false,
        includePaths: (request.includePaths ?? []).map((pattern) => new RegExp(pattern)),
        excludePaths: (request.excludePaths ?? []).map((pattern) => new RegExp(pattern)),
        regexOnFullURL: request.regexOnFullURL ?? false,
        ignoreQueryParameters: request.ignoreQueryParameters ?? false,
        deduplicateSimilarURLs: request.deduplicateSimilarURLs ?? true,
      },
      limit: limit.value,
      maxDiscoveryDepth: request.maxDiscoveryDepth,
      sitemap: request.sitemap ?? "include",
      delayMs: Math.round(delaySeconds * 1000),
      maxConcurrency: concurrency.value,
      respectRobots: request.ignoreRobotsTxt !== true,
      robotsUserAgent: request.robotsUserAgent ?? defaults.userAgent,
      scrape: scrape.settings,
    },
  };
}
