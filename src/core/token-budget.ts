/**
 * Token estimate without a tokenizer: about 4 characters per token for ASCII text, one token per
 * other character (CJK, emoji). Errs high, which is the safe side for a context budget.
 */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let other = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 128) ascii++;
    else other++;
  }
  return Math.ceil(ascii / 4) + other;
}

/** Characters that fit in `maxTokens` from the start of `text` (never splits a surrogate pair). */
export function charsWithin(text: string, maxTokens: number): number {
  if (estimateTokens(text) <= maxTokens) return text.length;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (estimateTokens(text.slice(0, mid)) <= maxTokens) low = mid;
    else high = mid - 1;
  }
  const code = text.charCodeAt(low - 1);
  return code >= 0xd800 && code <= 0xdbff ? low - 1 : low;
}

export interface Clipped {
  text: string;
  /** Characters of the input shown. */
  shown: number;
  truncated: boolean;
}

/** Head of `text` within `maxTokens`, cut at a paragraph or line break when one is near. */
export function clipText(text: string, maxTokens: number): Clipped {
  const fit = charsWithin(text, Math.max(0, maxTokens));
  if (fit >= text.length) return { text, shown: text.length, truncated: false };
  const head = text.slice(0, fit);
  const breakAt = Math.max(head.lastIndexOf("\n\n"), head.lastIndexOf("\n"));
  const cut = breakAt > fit * 0.8 ? breakAt : fit;
  return { text: text.slice(0, cut).trimEnd(), shown: cut, truncated: true };
}
