import { isRecord } from "../core/is-record.js";

/** Why a successful result looks wrong. */
export interface Suspicion {
  /** Our code for it, e.g. `EMPTY_MARKDOWN`. */
  code: string;
  message: string;
}

/** Target statuses that mean "blocked or broken", not "this page does not exist". */
function isBlockedStatus(status: unknown): status is number {
  return typeof status === "number" && (status === 401 || status === 403 || status === 429 || status >= 500);
}

/** Markdown is expected when formats are left out (the default) or include "markdown". */
function wantsMarkdown(formats: unknown): boolean {
  if (!Array.isArray(formats)) return true;
  return formats.some((f) => f === "markdown" || (isRecord(f) && f.type === "markdown"));
}

/** A scrape whose target answered 401/403/429/5xx, or whose markdown is empty or near-empty. */
export function suspiciousScrape(params: unknown, document: unknown, minMarkdownChars: number): Suspicion | undefined {
  if (!isRecord(document)) return undefined;
  const metadata = isRecord(document.metadata) ? document.metadata : {};
  if (isBlockedStatus(metadata.statusCode)) {
    return { code: `TARGET_HTTP_${metadata.statusCode}`, message: `the target page answered HTTP ${metadata.statusCode}` };
  }
  if (!wantsMarkdown(isRecord(params) ? params.formats : undefined)) return undefined;
  const length = typeof document.markdown === "string" ? document.markdown.trim().length : 0;
  if (length === 0) return { code: "EMPTY_MARKDOWN", message: "the page's markdown is empty" };
  if (length < minMarkdownChars) return { code: "NEAR_EMPTY_MARKDOWN", message: `the page's markdown has only ${length} characters` };
  return undefined;
}

/** A map that found no links. */
export function suspiciousMap(result: unknown): Suspicion | undefined {
  const links = isRecord(result) ? result.links : undefined;
  return Array.isArray(links) && links.length === 0 ? { code: "EMPTY_MAP", message: "the map found 0 links" } : undefined;
}

/** A crawl that completed with 0 pages (`run` result: all documents). */
export function suspiciousCrawlRun(result: unknown): Suspicion | undefined {
  if (!isRecord(result) || result.status !== "completed") return undefined;
  return Array.isArray(result.data) && result.data.length === 0 ? emptyCrawl() : undefined;
}

/** A crawl status (from `wait`) that completed with 0 pages. */
export function suspiciousCrawlStatus(status: unknown): Suspicion | undefined {
  if (!isRecord(status) || status.status !== "completed") return undefined;
  const none = status.total === 0 || (status.total === undefined && Array.isArray(status.data) && status.data.length === 0);
  return none ? emptyCrawl() : undefined;
}

export function emptyCrawl(): Suspicion {
  return { code: "EMPTY_CRAWL", message: "the crawl completed with 0 pages" };
}
