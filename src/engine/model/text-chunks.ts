import { charsWithin, estimateTokens } from "../../core/token-budget.js";

/** One piece of a page's text that fits the model's window. */
export interface TextChunk {
  url: string;
  /** 1-based position of the chunk within its page, and how many the page has. */
  part: number;
  parts: number;
  text: string;
}

/**
 * Cuts a page's text into pieces of at most `maxTokens` (estimated), preferring paragraph and line
 * breaks, so a long page is read whole in several model calls rather than truncated.
 */
export function chunkText(url: string, text: string, maxTokens: number): TextChunk[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest !== "") {
    if (estimateTokens(rest) <= maxTokens) {
      pieces.push(rest);
      break;
    }
    const fit = Math.max(1, charsWithin(rest, maxTokens));
    const head = rest.slice(0, fit);
    const breakAt = Math.max(head.lastIndexOf("\n\n"), head.lastIndexOf("\n"));
    const cut = breakAt > fit * 0.6 ? breakAt : fit;
    pieces.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  return pieces.map((piece, index) => ({ url, part: index + 1, parts: pieces.length, text: piece }));
}
