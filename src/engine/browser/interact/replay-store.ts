import type { BrowserPageRequest } from "../render-page.js";

/** What an interact session replays: the scrape's URL and its browser steps (docs/api.md §3.1). */
export interface ScrapeReplay {
  url: string;
  request: BrowserPageRequest;
  at: number;
}

const keepMs = 24 * 60 * 60 * 1000;

/**
 * The replay context of recent scrapes by scrapeId: bounded in count and kept 24 hours, except the
 * scrapes whose interact session is open (`pin`): those stay until the session ends (`unpin`), so a
 * flood of newer scrapes never takes a live session away.
 */
export class ReplayStore {
  readonly #entries = new Map<string, ScrapeReplay>();
  readonly #pinned = new Set<string>();
  readonly #maxEntries: number;

  /** @param maxEntries how many scrapes are remembered, open sessions not counted (default 10,000) */
  constructor(maxEntries = 10_000) {
    this.#maxEntries = maxEntries;
  }

  remember(scrapeId: string, url: string, request: BrowserPageRequest): void {
    this.#entries.set(scrapeId, { url, request, at: Date.now() });
    // Map order is insertion order: the oldest unpinned entries go first.
    for (const key of this.#entries.keys()) {
      if (this.#entries.size - this.#pinned.size <= this.#maxEntries) break;
      if (!this.#pinned.has(key)) this.#entries.delete(key);
    }
  }

  get(scrapeId: string): ScrapeReplay | undefined {
    const entry = this.#entries.get(scrapeId);
    if (entry !== undefined && !this.#pinned.has(scrapeId) && Date.now() - entry.at > keepMs) {
      this.#entries.delete(scrapeId);
      return undefined;
    }
    return entry;
  }

  /** Keeps `scrapeId` while its interact session is open (it is known: the session was opened from it). */
  pin(scrapeId: string): void {
    if (this.#entries.has(scrapeId)) this.#pinned.add(scrapeId);
  }

  /** The session ended: the scrape is an ordinary entry again. */
  unpin(scrapeId: string): void {
    this.#pinned.delete(scrapeId);
  }
}
