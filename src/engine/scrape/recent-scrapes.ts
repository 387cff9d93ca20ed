import type { PageDocument } from "../content/page-document.js";

/** Scrapes `GET /scrape/{id}` can return at most. */
const maxCount = 1000;
/** Characters of serialised documents they may hold together: a few huge pages must not pin the heap. */
const maxChars = 32 * 1024 * 1024;

function contentChars(document: PageDocument): number {
  return (document.markdown?.length ?? 0) + (document.html?.length ?? 0) + (document.rawHtml?.length ?? 0);
}

/**
 * The newest scrapes by `metadata.scrapeId`, oldest dropped first, bounded by count and by size.
 * Kept as JSON text: a document's metadata strings are cut from its page's source, so keeping the
 * objects kept every remembered page's whole HTML too, outside the size bound.
 */
export class RecentScrapes {
  readonly #documents = new Map<string, string>();
  #chars = 0;

  remember(document: PageDocument): void {
    const id = document.metadata.scrapeId;
    // Its content alone over the bound: not copied into a JSON text of that size just to be dropped.
    if (typeof id !== "string" || contentChars(document) > maxChars) return;
    const json = JSON.stringify(document);
    if (json.length > maxChars) return;
    this.#forget(id);
    this.#documents.set(id, json);
    this.#chars += json.length;
    while (this.#documents.size > maxCount || this.#chars > maxChars) this.#forget(this.#documents.keys().next().value!);
  }

  get(id: string): PageDocument | undefined {
    const json = this.#documents.get(id);
    return json === undefined ? undefined : (JSON.parse(json) as PageDocument);
  }

  #forget(id: string): void {
    const json = this.#documents.get(id);
    if (json === undefined) return;
    this.#documents.delete(id);
    this.#chars -= json.length;
  }
}
