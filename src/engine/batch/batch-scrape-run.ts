import { CrawlJob } from "../crawl/crawl-jobs.js";
import type { CrawlFrontier, FrontierEntry } from "../crawl/frontier.js";
import { FetchFailure } from "../fetch/fetch-failure.js";
import type { PageScraper } from "../scrape/page-scraper.js";
import type { ScrapeSettings } from "../scrape/scrape-settings.js";

/**
 * A batch scrape's queue: its fixed URL list, handed out in order. It is the crawl frontier of a
 * crawl that never discovers links, so a batch job is a `CrawlJob` (same status pages, errors,
 * cancel, retention) and its `total` is the list's length.
 */
export class BatchQueue implements CrawlFrontier {
  #next = 0;

  constructor(private urls: readonly string[]) {}

  async offer(): Promise<boolean> {
    return false;
  }

  async markSeen(): Promise<void> {}

  async take(): Promise<FrontierEntry | undefined> {
    const url = this.urls[this.#next];
    if (url === undefined) return undefined;
    this.#next += 1;
    return { url, depth: 0, external: false, discoveryOnly: false };
  }

  async pending(): Promise<number> {
    return this.urls.length - this.#next;
  }

  async close(): Promise<void> {
    this.urls = [];
    this.#next = 0;
  }
}

/** What a batch run needs. */
export interface BatchRunDeps {
  scraper: PageScraper;
  log: (line: string) => void;
}

/** A fetch failure's error code in `GET /batch/scrape/{id}/errors`. */
type FailureCode = (failure: FetchFailure) => string;

/** Scrapes every URL of the batch with `concurrency` workers, reporting each page into the job. */
export async function runBatchScrape(
  job: CrawlJob,
  queue: BatchQueue,
  settings: ScrapeSettings,
  concurrency: number,
  deps: BatchRunDeps,
  failureCode: FailureCode,
): Promise<void> {
  const signal = job.controller.signal;
  const worker = async (): Promise<void> => {
    for (let entry = await queue.take(); entry !== undefined && !signal.aborted; entry = await queue.take()) {
      job.pageAccepted();
      try {
        // No discovery links: a batch follows none.
        const page = await deps.scraper.scrapeForCrawl(entry.url, settings, 0, signal);
        if (signal.aborted) return;
        if (page.unsupported === undefined) {
          if (job.pageScraped(page.documentBytes, page.creditsUsed)) deps.scraper.credits.add(page.creditsUsed);
        } else job.pageFailed(entry.url, "SCRAPE_UNSUPPORTED_FILE_ERROR", page.unsupported);
      } catch (error) {
        if (signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        job.pageFailed(entry.url, error instanceof FetchFailure ? failureCode(error) : "UNKNOWN_ERROR", message);
        if (!(error instanceof FetchFailure)) deps.log(`batch scrape ${job.id}: unexpected error on ${entry.url}: ${message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}

/** A batch scrape job: a crawl job without the crawl's "only N results, check includePaths" hint. */
export class BatchJob extends CrawlJob {
  override warning(): string | undefined {
    const notes = [...this.startWarnings];
    const full = this.storageNote();
    if (full !== undefined) notes.push(full);
    if (this.errors.length > 0) notes.push(`${this.errors.length} URL(s) could not be scraped (listed by GET /batch/scrape/${this.id}/errors).`);
    return notes.length > 0 ? notes.join(" ") : undefined;
  }
}
