/**
 * The article-extraction score used in the literature (and described in the corpus README): word
 * tokens, 4-word shingles counted on both sides, per-page tp/fp/fn normalised to sum to 1,
 * precision and recall averaged over pages, F1 as the harmonic mean of the two averages.
 */

const WORD = /[\p{L}\p{N}\p{M}_]+/gu;
const SHINGLE = 4;

/** Word tokens of a text (Unicode letters, digits, marks; underscores at the ends dropped). */
export function wordTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const token = match[0].replace(/^_+|_+$/g, "");
    if (token !== "") tokens.push(token);
  }
  return tokens;
}

function shingleCounts(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  // A text shorter than one shingle counts as one shingle of what it has.
  const windows = tokens.length >= SHINGLE ? tokens.length - SHINGLE + 1 : tokens.length > 0 ? 1 : 0;
  for (let index = 0; index < windows; index++) {
    const key = tokens.slice(index, index + SHINGLE).join(" ");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** One page's normalised precision and recall. */
export interface PageScore {
  precision: number;
  recall: number;
}

/** Scores an extracted text against the expected text. */
export function scorePage(extracted: string, expected: string): PageScore {
  const got = shingleCounts(wordTokens(extracted));
  const want = shingleCounts(wordTokens(expected));
  let tp = 0;
  let predicted = 0;
  let wanted = 0;
  for (const count of got.values()) predicted += count;
  for (const [key, count] of want) {
    wanted += count;
    tp += Math.min(count, got.get(key) ?? 0);
  }
  const fp = predicted - tp;
  const fn = wanted - tp;
  // Both empty: a perfect (empty) answer.
  if (tp + fp + fn === 0) return { precision: 1, recall: 1 };
  return { precision: tp + fp === 0 ? 0 : tp / (tp + fp), recall: tp + fn === 0 ? 0 : tp / (tp + fn) };
}

/** Mean precision and recall over pages, and F1 of the two means. */
export interface CorpusScore {
  precision: number;
  recall: number;
  f1: number;
  pages: number;
}

export function scoreCorpus(scores: readonly PageScore[]): CorpusScore {
  const n = scores.length;
  const precision = n === 0 ? 0 : scores.reduce((sum, s) => sum + s.precision, 0) / n;
  const recall = n === 0 ? 0 : scores.reduce((sum, s) => sum + s.recall, 0) / n;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, pages: n };
}
