/**
 * trafilatura's evaluation score (its corpus README): the output reduced to reader text with white
 * space collapsed; a `with` snippet found is a true positive, missed a false negative; a `without`
 * snippet found is a false positive, absent a true negative. Counts are summed over pages.
 */

export interface SnippetCounts {
  tp: number;
  fn: number;
  fp: number;
  tn: number;
}

export interface SnippetScore extends SnippetCounts {
  precision: number;
  recall: number;
  f1: number;
  pages: number;
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** One page's counts, plus the snippets that went wrong (for diagnosis). */
export function scoreSnippets(text: string, must: readonly string[], mustNot: readonly string[]): SnippetCounts & { missed: string[]; kept: string[] } {
  const haystack = collapse(text);
  const missed = must.filter((snippet) => !haystack.includes(collapse(snippet)));
  const kept = mustNot.filter((snippet) => haystack.includes(collapse(snippet)));
  return { tp: must.length - missed.length, fn: missed.length, fp: kept.length, tn: mustNot.length - kept.length, missed, kept };
}

export function sumSnippets(pages: readonly SnippetCounts[]): SnippetScore {
  const sum = { tp: 0, fn: 0, fp: 0, tn: 0 };
  for (const page of pages) {
    sum.tp += page.tp;
    sum.fn += page.fn;
    sum.fp += page.fp;
    sum.tn += page.tn;
  }
  const precision = sum.tp + sum.fp === 0 ? 0 : sum.tp / (sum.tp + sum.fp);
  const recall = sum.tp + sum.fn === 0 ? 0 : sum.tp / (sum.tp + sum.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { ...sum, precision, recall, f1, pages: pages.length };
}
