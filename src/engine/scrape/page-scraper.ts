import { randomUUID } from "node:crypto";
import type { HtmlToMarkdown } from "../content/html-to-markdown.js";
import { buildPageDocument, type ProcessedPage } from "../content/page-document.js";
import type { SafeFetcher } from "../fetch/safe-fetch.js";
import type { SearchIndex } from "../search/search-index.js";
import type { ScrapeSettings } from "./scrape-settings.js";

/**
 * Fetch + convert + index: the single path every page takes, whether it comes from scrape, crawl
 * or search. Each successfully converted page is added to the search index.
 */
export class PageScraper {
  constructor(
    private readonly fetcher: SafeFetcher,
    private readonly toMarkdown: HtmlToMarkdown,
    private readonly index: SearchIndex,
  ) {}

  /** Scrapes one page. Throws `FetchFailure` when no response could be obtained. */
  async scrape(url: string, settings: ScrapeSettings, signal?: AbortSignal): Promise<ProcessedPage> {
    const response = await this.fetcher.fetch(url, {
      signal,
      headers: settings.headers,
      timeoutMs: settings.timeoutMs,
      verifyTls: settings.verifyTls,
    });
    const page = buildPageDocument(response, settings, this.toMarkdown, randomUUID());
    const indexable = settings.storeInIndex !== false && page.unsupported === undefined && response.status < 400;
    if (indexable && page.indexText.content.trim() !== "") {
      this.index.add({ url: response.url, ...page.indexText });
    }
    return page;
  }
}
