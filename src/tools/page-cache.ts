import type { WebDocument } from "../operations/document.js";

/**
 * Pages this tool set already fetched, so the model can read on (`offset`) without paying for a
 * new scrape. Small and LRU: it holds full documents.
 */
export class PageCache {
  private readonly pages = new Map<string, WebDocument>();
  constructor(private readonly maxEntries = 32) {}

  get(key: string): WebDocument | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  has(key: string): boolean {
    return this.pages.has(key);
  }

  set(key: string, page: WebDocument): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
  }
}
