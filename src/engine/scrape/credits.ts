/**
 * What the hosted service would bill for the same work (docs/api.md §10), so `maxCredits`, cost
 * estimates and the credit fields of responses behave on the engine as they will in production.
 * The engine charges nothing: every API reply carries `X-Credits-Charged: false`.
 *
 * It sits in scrape/ because the page credit is produced where a page is scraped, and every other
 * user (crawl, batch, map, search, the routes) sits above it.
 */

/** Response header on every engine API reply: the credits reported are an estimate, nothing was charged. */
export const creditsChargedHeader = "x-credits-charged";

/** A scraped page, base price. */
const pageBase = 1;
/** Surcharge of the `json` format (an LLM pass). */
const jsonSurcharge = 4;
/** Surcharge of zero data retention. */
const zeroDataRetentionSurcharge = 1;
/** One parsed PDF page. */
const perPdfPage = 1;
/** X/Twitter URLs are billed at a flat rate. */
const xFlatRate = 30;
/** Search: credits per started block of ten results. */
const searchPerTen = 2;
/** Map: one call. */
const mapCall = 1;

/** What decides the price of one scraped page. */
export interface PageCreditFacts {
  /** The URL asked for. */
  url: string;
  /** The requested formats (strings or `{ type }` objects), as sent. */
  formats?: readonly unknown[] | undefined;
  zeroDataRetention?: boolean | undefined;
  /** PDF pages parsed. */
  pdfPages?: number | undefined;
}

function formatName(entry: unknown): string | undefined {
  if (typeof entry === "string") return entry;
  const type = (entry as { type?: unknown } | null)?.type;
  return typeof type === "string" ? type : undefined;
}

function isXUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return ["x.com", "twitter.com"].some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * Credits of one scraped page: 1, +4 with the json format, +1 per parsed PDF page, +1 with zero
 * data retention; X/Twitter pages a flat 30. A target's 403/404 is still a scraped page (billed);
 * browser rendering, actions and the enhanced proxy cost nothing extra.
 */
export function pageCredits(facts: PageCreditFacts): number {
  if (isXUrl(facts.url)) return xFlatRate;
  let credits = pageBase;
  if ((facts.formats ?? []).some((entry) => formatName(entry) === "json")) credits += jsonSurcharge;
  if (facts.pdfPages !== undefined && facts.pdfPages > 0) credits += perPdfPage * facts.pdfPages;
  if (facts.zeroDataRetention === true) credits += zeroDataRetentionSurcharge;
  return credits;
}

/** Credits of the PDF pages parsed for one page (on top of its `pageCredits`). */
export function pdfPageCredits(pages: number): number {
  return pages > 0 ? perPdfPage * pages : 0;
}

/** Credits of a search: 2 per started ten results, plus the credits of each scraped result. */
export function searchCredits(results: number, scrapedPageCredits: number): number {
  return Math.ceil(Math.max(0, results) / 10) * searchPerTen + scrapedPageCredits;
}

/** Credits of a map call (the service reports none; it bills 1). */
export function mapCredits(): number {
  return mapCall;
}

/** Reads `metadata.creditsUsed` of a document the engine built (0 when absent: a failed page). */
export function documentCredits(document: { metadata?: unknown }): number {
  const credits = (document.metadata as { creditsUsed?: unknown } | undefined)?.creditsUsed;
  return typeof credits === "number" && Number.isFinite(credits) && credits > 0 ? credits : 0;
}

/**
 * Credits reported during this engine's run (an estimate of what the service would have billed):
 * `GET /team/credit-usage` shows the total.
 */
export class CreditTally {
  #total = 0;

  add(credits: number): void {
    if (Number.isFinite(credits) && credits > 0) this.#total += credits;
  }

  get total(): number {
    return this.#total;
  }
}
