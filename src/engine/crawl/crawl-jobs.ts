import { randomUUID } from "node:crypto";
import type { ResultJobView, StoredJob } from "../../server-kit/index.js";
import type { PageDocument } from "../content/page-document.js";
import type { CrawlReporter } from "./crawler.js";
import type { CrawlFrontier } from "./frontier.js";

/** Crawl job states, as the API reports them (API.md §4.2). */
export type CrawlJobStatus = "scraping" | "completed" | "cancelled" | "failed";

/** One entry of `GET /crawl/{id}/errors`. */
export interface CrawlErrorRecord {
  id: string;
  timestamp: string;
  url: string;
  code: string;
  error: string;
}

/** How long a finished crawl stays readable: the service keeps results 24 h. */
export const crawlRetentionMs = 24 * 60 * 60 * 1000;

/**
 * A crawl's state and results; the crawler reports into it. Status pages read it through the
 * server kit's `ResultJobView` (`readyCount()`/`read()`), so the storage can move to disk.
 */
export class CrawlJob implements CrawlReporter, ResultJobView<PageDocument>, StoredJob {
  readonly createdAt = new Date();
  expiresAt = new Date(this.createdAt.getTime() + crawlRetentionMs);
  completedAt: Date | undefined;
  status: CrawlJobStatus = "scraping";
  /** Set when the crawl failed as a whole. */
  error: string | undefined;
  readonly controller = new AbortController();
  readonly documents: PageDocument[] = [];
  readonly errors: CrawlErrorRecord[] = [];
  readonly robotsBlockedUrls: string[] = [];
  /** Pages taken for scraping (scraped, failed or in flight). */
  accepted = 0;
  /** Pages finished (scraped or failed). */
  finished = 0;

  constructor(
    readonly id: string,
    readonly startUrl: string,
    readonly limit: number,
    readonly frontier: CrawlFrontier,
    /** Notes from the start (e.g. a `limit` lowered to the engine's maximum), repeated in every status `warning`. */
    readonly startWarnings: readonly string[] = [],
  ) {}

  pageAccepted(): void {
    this.accepted += 1;
  }

  pageScraped(document: PageDocument): void {
    if (this.status !== "scraping") return;
    this.documents.push(document);
    this.finished += 1;
  }

  pageFailed(url: string, code: string, message: string): void {
    if (this.status !== "scraping") return;
    this.errors.push({ id: randomUUID(), timestamp: new Date().toISOString(), url, code, error: message });
    this.finished += 1;
  }

  robotsBlocked(url: string): void {
    if (this.status === "scraping") this.robotsBlockedUrls.push(url);
  }

  get isTerminal(): boolean {
    return this.status !== "scraping";
  }

  /** Pages finished, as the status reports them. */
  get completed(): number {
    return this.finished;
  }

  /** The engine bills nothing. */
  get creditsUsed(): number {
    return 0;
  }

  readyCount(): number {
    return this.documents.length;
  }

  read(skip: number, count: number): readonly PageDocument[] {
    return this.documents.slice(skip, skip + count);
  }

  /** `total` as the status reports it: while running, pages taken plus pages queued (capped by the limit). */
  async total(): Promise<number> {
    if (this.isTerminal) return this.accepted;
    const queued = await this.frontier.pending().catch(() => 0);
    return Math.min(this.limit, this.accepted + queued);
  }

  /** Stops the crawl; pages already scraped stay readable. Returns false when it had already ended. */
  cancel(): boolean {
    if (this.isTerminal) return false;
    this.status = "cancelled";
    this.#end();
    this.controller.abort();
    return true;
  }

  /** Records the end of the crawl run (`failure` when it stopped on an unexpected error). */
  finish(failure?: unknown): void {
    if (this.isTerminal) return;
    if (failure !== undefined) {
      this.status = "failed";
      this.error = `The crawl stopped on an unexpected error: ${failure instanceof Error ? failure.message : String(failure)}`;
    } else if (this.documents.length === 0 && this.errors.length > 0) {
      this.status = "failed";
      this.error = `No page could be scraped. First error (${this.errors[0]?.url}): ${this.errors[0]?.error}`;
    } else {
      this.status = "completed";
    }
    this.#end();
  }

  /** A hint for the caller when the result looks thin (mirrors the service's `warning`). */
  warning(): string | undefined {
    const notes: string[] = [...this.startWarnings];
    if (this.robotsBlockedUrls.length > 0) {
      notes.push(`${this.robotsBlockedUrls.length} URL(s) were blocked by robots.txt (listed by GET /crawl/${this.id}/errors).`);
    }
    if (this.status === "completed" && this.documents.length <= 1) {
      notes.push(
        `Only ${this.documents.length} result(s) found. If you expected more pages, check includePaths/excludePaths, ` +
          "try crawlEntireDomain: true (the crawl follows only paths below the start URL by default) or sitemap: \"include\".",
      );
    }
    return notes.length > 0 ? notes.join(" ") : undefined;
  }

  #end(): void {
    this.completedAt = new Date();
    this.expiresAt = new Date(this.completedAt.getTime() + crawlRetentionMs);
    void this.frontier.close().catch(() => {});
  }
}
