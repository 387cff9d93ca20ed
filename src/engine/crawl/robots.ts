import { createRequire } from "node:module";
import type { SafeFetcher } from "../fetch/safe-fetch.js";

/** The rules of one origin's robots.txt. */
export interface RobotsRules {
  isAllowed(url: string): boolean;
  /** Sitemap URLs the file lists. */
  sitemaps: string[];
}

interface ParsedRobots {
  isAllowed(url: string, userAgent?: string): boolean | undefined;
  getSitemaps(): string[];
}

// robots-parser is CommonJS whose typings claim an ES default export; require() sidesteps the mismatch.
const robotsParser = createRequire(import.meta.url)("robots-parser") as (url: string, contents: string) => ParsedRobots;

const allowAll: RobotsRules = { isAllowed: () => true, sitemaps: [] };
const maxRobotsBytes = 512 * 1024;

/**
 * The product token robots.txt groups are matched against: "webdata-kit" for
 * "Mozilla/5.0 (compatible; webdata-kit/0.1; …)", else the text before the first "/".
 */
export function robotsToken(userAgent: string): string {
  const compatible = /compatible;\s*([^/;)\s]+)/i.exec(userAgent);
  return (compatible?.[1] ?? userAgent.split("/")[0] ?? userAgent).trim();
}

/**
 * robots.txt per origin, fetched once per crawl. A missing file (4xx) or an unreachable one allows
 * everything, as most crawlers do; a file that exists is honoured for the engine's user agent.
 */
export class RobotsCache {
  readonly #byOrigin = new Map<string, Promise<RobotsRules>>();

  constructor(
    private readonly fetcher: SafeFetcher,
    /** The crawler's user agent or its robots token. */
    private readonly userAgent: string,
    private readonly signal: AbortSignal,
  ) {}

  rulesFor(url: URL): Promise<RobotsRules> {
    let rules = this.#byOrigin.get(url.origin);
    if (rules === undefined) {
      rules = this.#load(url.origin);
      this.#byOrigin.set(url.origin, rules);
    }
    return rules;
  }

  async #load(origin: string): Promise<RobotsRules> {
    const robotsUrl = `${origin}/robots.txt`;
    let text: string;
    try {
      const response = await this.fetcher.fetch(robotsUrl, {
        signal: this.signal,
        maxBodyBytes: maxRobotsBytes,
        accept: "text/plain,*/*;q=0.5",
      });
      if (response.status >= 400) return allowAll;
      text = response.body.toString("utf8");
    } catch {
      return allowAll;
    }
    const parsed = robotsParser(robotsUrl, text);
    const token = robotsToken(this.userAgent);
    return {
      isAllowed: (url) => parsed.isAllowed(url, token) !== false,
      sitemaps: parsed.getSitemaps(),
    };
  }
}
