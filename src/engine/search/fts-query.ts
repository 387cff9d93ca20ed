/** Words of a free-text query (letters and digits), lower-cased, at most 32. */
export function queryTerms(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 32);
}

/**
 * FTS5 MATCH expressions for a free-text query, strictest first: all words, then any word.
 * Every term is quoted, so user text can never be read as FTS5 syntax (NEAR, column filters, `*`…).
 */
export function ftsExpressions(query: string): string[] {
  const terms = queryTerms(query).map((term) => `"${term}"`);
  if (terms.length === 0) return [];
  if (terms.length === 1) return [terms[0] as string];
  return [terms.join(" AND "), terms.join(" OR ")];
}
