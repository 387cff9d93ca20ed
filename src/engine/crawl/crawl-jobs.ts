import { randomUUID } from "node:crypto";
import { releaseNow } from "../../core/release-buffer.js";
import type { ResultJobView, StoredJob } from "../../server-kit/index.js";
import type { PageDocument } from "../content/page-document.js";
import { JobEvents } from "../events/job-events.js";
import type { CrawlReporter } from "./crawler.js";
import type { CrawlFrontier } from "./frontier.js";
import type { CrawlResultStore } from "./result-store.js";

/** `robotsBlocked` URLs listed per crawl; beyond this they are only counted. */
const maxRobotsBlockedListed = 10_000;

/** Crawl job states, as the API reports them (docs/api.md §4.2). */
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
 * A crawl's state; the crawler reports into it. Documents go to the result store (on disk), so the
 * job itself holds counters only; status pages read them back with `readyCount()`/`read()`.
 */
export class CrawlJob implements CrawlReporter, ResultJobView<PageDocument>, StoredJob {
  readonly createdAt = new Date();
  expiresAt = new Date(this.createdAt.getTime() + crawlRetentionMs);
  completedAt: Date | undefined;
  status: CrawlJobStatus = "scraping";
  /** Set when the crawl failed as a whole. */
  error: string | undefined;
  readonly controller = new AbortController();
  /** Started, page and end events, for the job's webhook and WebSocket watchers. */
  readonly events = new JobEvents();
  readonly errors: CrawlErrorRecord[] = [];
  readonly robotsBlockedUrls: string[] = [];
  /** robots.txt refusals, listed or not. */
  robotsBlockedCount = 0;
  /** Set when the result store's budget stopped the crawl. */
  #storageFull = false;
  /** Pages taken for scraping (scraped, failed or in flight). */
  accepted = 0;
  /** Pages finished (scraped or failed). */
  finished = 0;
  /** Credits the service would bill for the stored pages (docs/api.md §10; not charged). */
  #credits = 0;

  constructor(
    readonly id: string,
    readonly startUrl: string,
    readonly limit: number,
    readonly frontier: CrawlFrontier,
    readonly results: CrawlResultStore,
    /** Notes from the start (e.g. a `limit` lowered to the engine's maximum), repeated in every status `warning`. */
    readonly startWarnings: readonly string[] = [],
  ) {}

  pageAccepted(): void {
    this.accepted += 1;
  }

  /** Stores a scraped page; false when it was not kept (the job ended, or storage is full). */
  pageScraped(documentBytes: Uint8Array, credits = 0): boolean {
    if (this.status !== "scraping" || this.#storageFull) return false;
    if (!this.results.append(this.id, documentBytes)) {
      // No room even after evicting finished crawls: stop here, keep what is stored.
      this.#storageFull = true;
      this.controller.abort();
      return false;
    }
    this.finished += 1;
    this.#credits += credits;
    const watched = this.events.listening;
    this.events.emit({ type: "page", documentBytes });
    // Stored (the store keeps a copy) and nobody else holds it: freed now, not at a later GC (bench P7).
    if (!watched) releaseNow(documentBytes);
    return true;
  }

  /** Documents stored so far. */
  get documentCount(): number {
    return this.results.count(this.id);
  }

  readyCount(): number {
    return this.documentCount;
  }

  read(skip: number, count: number): PageDocument[] {
    return this.results.read(this.id, skip, count);
  }

  /** Documents as stored (UTF-8 JSON), at most `maxBytes` of them (at least one). */
  readEncoded(skip: number, count: number, maxBytes: number): Uint8Array[] {
    return this.results.readEncoded(this.id, skip, count, maxBytes);
  }

  /** The result store deleted this job's documents (size budget or retention): it now reads as expired. */
  expire(): void {
    this.expiresAt = new Date(0);
  }

  pageFailed(url: string, code: string, message: string): void {
    if (this.status !== "scraping") return;
    this.errors.push({ id: randomUUID(), timestamp: new Date().toISOString(), url, code, error: message });
    this.finished += 1;
  }

  robotsBlocked(url: string): void {
    if (this.status !== "scraping") return;
    this.robotsBlockedCount += 1;
    if (this.robotsBlockedUrls.length < maxRobotsBlockedListed) this.robotsBlockedUrls.push(url);
  }

  get isTerminal(): boolean {
    return this.status !== "scraping";
  }

  /** Pages finished, as the status reports them. */
  get completed(): number {
    return this.finished;
  }

  /** What the service would bill for the pages stored so far (a crawl or batch bills per page); not charged. */
  get creditsUsed(): number {
    return this.#credits;
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
    } else if (this.documentCount === 0 && this.errors.length > 0) {
      this.status = "failed";
      this.error = `No page could be scraped. First error (${this.errors[0]?.url}): ${this.errors[0]?.error}`;
    } else {
      this.status = "completed";
    }
    this.#end();
  }

  /** Why the job stopped early, when the result store's budget stopped it. */
  storageNote(): string | undefined {
    if (!this.#storageFull) return undefined;
    return (
      `The job stopped after ${this.documentCount} page(s): the local engine's result storage is full (maxResultBytes). ` +
      "Finished jobs were already evicted to make room; raise maxResultBytes or run fewer large jobs at once."
    );
  }

  /** A hint for the caller when the result looks thin (mirrors the service's `warning`). */
  warning(): string | undefined {
    const notes: string[] = [...this.startWarnings];
    const full = this.storageNote();
    if (full !== undefined) notes.push(full);
    if (this.robotsBlockedCount > 0) {
      notes.push(`${this.robotsBlockedCount} URL(s) were blocked by robots.txt (listed by GET /crawl/${this.id}/errors).`);
    }
    if (this.status === "completed" && this.documentCount <= 1) {
      notes.push(
        `Only ${this.documentCount} result(s) found. If you expected more pages, check includePaths/excludePaths, ` +
          "try crawlEntireDomain: true (the crawl follows only paths below the start URL by default) or sitemap: \"include\".",
      );
    }
    return notes.length > 0 ? notes.join(" ") : undefined;
  }

  #end(): void {
    this.completedAt = new Date();
    this.expiresAt = new Date(this.completedAt.getTime() + crawlRetentionMs);
    this.results.finish(this.id);
    void this.frontier.close().catch(() => {});
    if (this.status === "completed") this.events.emit({ type: "completed" });
    else if (this.status === "failed") this.events.emit({ type: "failed", error: this.error ?? "The job failed." });
    else this.events.emit({ type: "cancelled" });
  }
}
