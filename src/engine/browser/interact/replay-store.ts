import type { BrowserPageRequest } from "../render-page.js";

/** What an interact session replays: the scrape's URL and its browser steps (API.md §3.1). */
export interface ScrapeReplay {
  url: string;
  request: BrowserPageRequest;
  at: number;
}

const keepMs = 24 * 60 * 60 * 1000;
const maxEntries = 10_000;

/** The replay context of recent scrapes by scrapeId: bounded in count and kept 24 hours. */
export class ReplayStore {
  readonly #entries = new Map<string, ScrapeReplay>();

  remember(scrapeId: string, url: string, request: BrowserPageRequest): void {
    this.#entries.set(scrapeId, { url, request, at: Date.now() });
    if (this.#entries.size > maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  get(scrapeId: string): ScrapeReplay | undefined {
    const entry = this.#entries.get(scrapeId);
    if (entry !== undefined && Date.now() - entry.at > keepMs) {
      this.#entries.delete(scrapeId);
      return undefined;
    }
    return entry;
  }
}
