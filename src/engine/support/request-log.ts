import { FetchFailure } from "../fetch/fetch-failure.js";
import type { PageScraper } from "../scrape/page-scraper.js";
import type { ScrapeSettings } from "../scrape/scrape-settings.js";

/** One page fetch as the engine saw it: what support ask reads to diagnose a failure. */
export interface RequestLogEntry {
  at: string;
  url: string;
  /** The final URL after redirects. */
  finalUrl?: string | undefined;
  /** The options that shape the fetch (no header values: they may hold credentials). */
  options: { timeoutMs?: number | undefined; waitForMs?: number | undefined; headerNames?: string[] | undefined; formats: string[]; onlyMainContent: boolean };
  durationMs: number;
  /** HTTP status of the target, when it answered. */
  statusCode?: number | undefined;
  contentType?: string | undefined;
  /** Size of the HTML the engine read, when it kept it (rawHtml format), in bytes. */
  bytes?: number | undefined;
  /** Length of the markdown produced, in characters. */
  textLength?: number | undefined;
  /** `fetch` (plain HTTP) or `browser` (rendered by Chromium). */
  fetchedWith?: string | undefined;
  /** Why no page came back: the fetch failure's kind and message. */
  error?: { kind: string; message: string } | undefined;
  /** Notes the scrape attached (e.g. "this page looks like an application shell"). */
  notes?: string[] | undefined;
}

/** Entries kept; the oldest go first. */
const maxEntries = 500;

/** Crawl requests remembered for support (by job id), so a question naming only the job can be diagnosed. */
const maxJobRequests = 200;

/** The engine's recent page fetches, newest last. Bounded, in memory, never holds header values or keys. */
export class RequestLog {
  readonly #entries: RequestLogEntry[] = [];
  readonly #jobRequests = new Map<string, Record<string, unknown>>();

  /** Remembers the parameters a job was started with (header values and webhooks left out: they may hold credentials). */
  recordJob(id: string, params: Record<string, unknown>): void {
    const { webhook: _webhook, scrapeOptions, ...rest } = params;
    const options = scrapeOptions as Record<string, unknown> | undefined;
    const safe = options === undefined ? rest : { ...rest, scrapeOptions: Object.fromEntries(Object.entries(options).filter(([key]) => key !== "headers")) };
    this.#jobRequests.set(id, safe);
    if (this.#jobRequests.size > maxJobRequests) this.#jobRequests.delete(this.#jobRequests.keys().next().value as string);
  }

  /** The parameters job `id` was started with, if the engine still remembers them. */
  jobRequest(id: string): Record<string, unknown> | undefined {
    return this.#jobRequests.get(id);
  }

  record(entry: RequestLogEntry): void {
    this.#entries.push(entry);
    if (this.#entries.length > maxEntries) this.#entries.splice(0, this.#entries.length - maxEntries);
  }

  /** The newest fetch of `url` (matching the asked or the final URL, ignoring a trailing slash). */
  latest(url: string): RequestLogEntry | undefined {
    const key = normal(url);
    for (let i = this.#entries.length - 1; i >= 0; i--) {
      const entry = this.#entries[i] as RequestLogEntry;
      if (normal(entry.url) === key || (entry.finalUrl !== undefined && normal(entry.finalUrl) === key)) return entry;
    }
    return undefined;
  }

  get size(): number {
    return this.#entries.length;
  }
}

function normal(url: string): string {
  return url.replace(/\/+$/, "").toLowerCase();
}

function optionsOf(settings: ScrapeSettings): RequestLogEntry["options"] {
  const browser = (settings as { browser?: { waitForMs?: number } }).browser;
  return {
    timeoutMs: settings.timeoutMs,
    waitForMs: browser?.waitForMs,
    headerNames: settings.headers === undefined ? undefined : Object.keys(settings.headers),
    formats: [...settings.formats],
    onlyMainContent: settings.onlyMainContent,
  };
}

function failureOf(error: unknown): { kind: string; message: string } {
  return error instanceof FetchFailure ? { kind: error.kind, message: error.message } : { kind: "error", message: error instanceof Error ? error.message : String(error) };
}

/**
 * Records every page the scraper fetches — for scrape, crawl, map, search, extract and agent alike,
 * since they all go through it — into `log`.
 */
export function logScrapes(scraper: PageScraper, log: RequestLog): void {
  const scrape = scraper.scrape.bind(scraper);
  scraper.scrape = async (url, settings, signal) => {
    const started = Date.now();
    const base = { at: new Date(started).toISOString(), url, options: optionsOf(settings) };
    try {
      const page = await scrape(url, settings, signal);
      const { metadata, markdown, rawHtml } = page.document;
      const notes = (page as { notes?: string[] }).notes;
      log.record({
        ...base,
        finalUrl: metadata.url,
        durationMs: Date.now() - started,
        statusCode: metadata.statusCode,
        contentType: metadata.contentType,
        bytes: rawHtml === undefined ? undefined : Buffer.byteLength(rawHtml),
        textLength: markdown?.trim().length,
        fetchedWith: typeof metadata.fetchedWith === "string" ? metadata.fetchedWith : "fetch",
        ...(notes !== undefined && notes.length > 0 ? { notes } : {}),
      });
      return page;
    } catch (error) {
      log.record({ ...base, durationMs: Date.now() - started, error: failureOf(error) });
      throw error;
    }
  };
  // Crawl and batch pages take the serialized path (documents go straight to disk): log them too.
  const scrapeForCrawl = scraper.scrapeForCrawl.bind(scraper);
  scraper.scrapeForCrawl = async (url, settings, maxLinks, signal) => {
    const started = Date.now();
    const base = { at: new Date(started).toISOString(), url, options: optionsOf(settings) };
    try {
      const page = await scrapeForCrawl(url, settings, maxLinks, signal);
      log.record({
        ...base,
        finalUrl: page.finalUrl,
        durationMs: Date.now() - started,
        statusCode: page.statusCode,
        contentType: page.contentType,
        textLength: page.markdownLength,
        fetchedWith: page.fetchedWith,
        ...(page.notes.length > 0 ? { notes: page.notes } : {}),
      });
      return page;
    } catch (error) {
      log.record({ ...base, durationMs: Date.now() - started, error: failureOf(error) });
      throw error;
    }
  };
}
