/** A page as the search index stores it. */
export interface IndexedPage {
  url: string;
  title: string;
  description: string;
  /** The page's markdown (or text). */
  content: string;
}

/**
 * Longest content the index keeps per page, in characters: enough to rank on, bounded on disk, and
 * a page's FTS insert (on the event loop) stays short: 512 K characters took ~80 ms on a loaded
 * 2-core machine, 128 K a quarter of that.
 */
export const maxIndexedContentChars = 128 * 1024;

/** One ranked result. */
export interface SearchHit {
  url: string;
  title: string;
  description: string;
  /** A short passage of the content around the matched words. */
  snippet: string;
}

/**
 * Full-text search over the pages the engine has fetched. Kept small so another store (a shared
 * database, a vector index) can replace the built-in SQLite one.
 */
export interface SearchIndex {
  /** Adds or replaces the page stored for `page.url`. May be buffered; `search` sees every earlier add. */
  add(page: IndexedPage): void;
  /** Best matches first. */
  search(query: string, limit: number): Promise<SearchHit[]>;
  /** Stored title/description of a URL, if indexed (used to label map results). */
  lookup(urls: readonly string[]): Promise<Map<string, { title: string; description: string }>>;
  /** Number of stored pages. */
  size(): Promise<number>;
  /** Gives back memory the index holds only for speed (SQLite's page cache); called when the engine is idle. */
  releaseMemory?(): void;
  close(): Promise<void>;
}
