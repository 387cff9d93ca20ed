import type { WebDocument } from "../operations/document.js";
import { clipText, conservativeTokens, type TokenCounter } from "../core/token-budget.js";

/** One metadata value as text (`title` and friends may be string arrays). */
export function textOf(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.filter((v) => typeof v === "string").join(", ") || undefined;
  return undefined;
}

/** URL of a document: final URL, else the one asked for. */
export function urlOf(doc: WebDocument): string {
  return textOf(doc.metadata?.url) ?? textOf(doc.metadata?.sourceURL) ?? "";
}

/** Header lines for a page: title, URL, status when not 200. */
export function pageHeader(doc: WebDocument): string {
  const title = textOf(doc.metadata?.title);
  const status = doc.metadata?.statusCode;
  const statusNote = typeof status === "number" && status !== 200 ? ` (HTTP ${status})` : "";
  return `${title ? `## ${title}\n` : ""}URL: ${urlOf(doc)}${statusNote}`;
}

/**
 * Renders items within `maxTokens`, giving each an even share (structure-aware: every item keeps
 * its header even when its body is cut). Items past what fits are counted, not shown.
 */
export function renderList<T>(
  items: readonly T[],
  maxTokens: number,
  renderItem: (item: T, index: number, budget: number) => string,
  minPerItem = 120,
  tokens: TokenCounter = conservativeTokens,
): { text: string; shown: number } {
  const perItem = Math.max(minPerItem, Math.floor(maxTokens / Math.max(1, items.length)));
  const parts: string[] = [];
  let used = 0;
  for (const [index, item] of items.entries()) {
    const part = renderItem(item, index, perItem);
    const cost = tokens.count(part) + 2;
    if (used + cost > maxTokens && parts.length > 0) break;
    parts.push(part);
    used += cost;
  }
  return { text: parts.join("\n\n"), shown: parts.length };
}

/** Head of a page's markdown within a budget, with a marker saying how to read on. */
export function markdownWindow(
  markdown: string,
  offset: number,
  maxTokens: number,
  more: (nextOffset: number) => string,
  tokens: TokenCounter = conservativeTokens,
): { text: string; nextOffset: number | undefined } {
  const rest = markdown.slice(offset);
  const markerAt = (next: number) => `\n\n[truncated: showed characters ${offset}–${next} of ${markdown.length}; ${more(next)}]`;
  // The marker counts too: sized with the longest offset it can name. One fit, no count of the
  // whole page (a tokenizer then reads only about the budget's worth of text).
  const clipped = clipText(rest, maxTokens - tokens.count(markerAt(markdown.length)) - 1, tokens);
  if (!clipped.truncated) return { text: rest, nextOffset: undefined };
  const nextOffset = offset + clipped.shown;
  const marker = markerAt(nextOffset);
  return { text: clipped.text + marker, nextOffset };
}

/** The first non-blank line of `text`, at most `max` characters (error details for the model). */
export function firstLine(text: string, max = 400): string {
  const line = text.split("\n").find((l) => l.trim() !== "") ?? text;
  return line.length > max ? `${line.slice(0, max)}…` : line;
}
