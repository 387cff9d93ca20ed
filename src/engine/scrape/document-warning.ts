/**
 * A page's own notes as the document's `warning` (docs/api.md §2.3: a Document may carry one), for
 * the pages of crawl, batch and search results, where the response's top-level `warning` speaks for
 * the whole job rather than for one page.
 */
export function pageWarning(notes: readonly string[]): string | undefined {
  const unique = [...new Set(notes)];
  return unique.length > 0 ? unique.join(" ") : undefined;
}

const closingBrace = 0x7d;

/**
 * Adds `warning` to a document stored as JSON bytes, without parsing it again (a crawl page can be
 * megabytes): the object's closing brace becomes `,"warning":"…"}`. A document always has
 * `metadata`, so the object is never empty.
 */
export function withWarningBytes(documentBytes: Uint8Array, warning: string | undefined): Uint8Array {
  if (warning === undefined) return documentBytes;
  let end = documentBytes.length - 1;
  while (end >= 0 && documentBytes[end] !== closingBrace) end -= 1;
  if (end <= 0) return documentBytes;
  return Buffer.concat([documentBytes.subarray(0, end), Buffer.from(`,"warning":${JSON.stringify(warning)}}`, "utf8")]);
}
