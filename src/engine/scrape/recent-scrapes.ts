import type { PageDocument } from "../content/page-document.js";

/** Scrapes `GET /scrape/{id}` can return at most. */
const maxCount = 1000;
/** Characters of content (markdown, html, rawHtml) they may hold together: a few huge pages must not pin the heap. */
const maxChars = 32 * 1024 * 1024;

function charsOf(document: PageDocument): number {
  return (document.markdown?.length ?? 0) + (document.html?.length ?? 0) + (document.rawHtml?.length ?? 0);
}

/** The newest scrapes by `metadata.scrapeId`, oldest dropped first, bounded by count and by size. */
export class RecentScrapes {
  readonly #documents = new Map<string, { document: PageDocument; chars: number }>();
  #chars = 0;

  remember(document: PageDocument): void {
    const id = document.metadata.scrapeId;
    const chars = charsOf(document);
    if (typeof id !== "string" || chars > maxChars) return;
    this.#documents.set(id, { document, chars });
    this.#chars += chars;
    while (this.#documents.size > maxCount || this.#chars > maxChars) {
      const [oldest, entry] = this.#documents.entries().next().value!;
      this.#documents.delete(oldest);
      this.#chars -= entry.chars;
    }
  }

  get(id: string): PageDocument | undefined {
    return this.#documents.get(id)?.document;
  }
}
