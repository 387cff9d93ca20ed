import type { TokenCounter } from "../../core/token-budget.js";
import type { WebDocument } from "../../operations/document.js";
import { markdownWindow, pageHeader, renderList } from "../render.js";

/** Renders crawled pages with a per-page cap and a marker saying how to get the rest. */
export function renderCrawlPages(
  jobId: string,
  docs: readonly WebDocument[],
  firstIndex: number,
  maxTokens: number,
  moreAvailable: boolean,
  tokens: TokenCounter,
): string {
  const tailAt = (next: number) => `\n\n[truncated: showed pages ${firstIndex}–${next - 1}; call web_crawl_status with jobId="${jobId}" and offset=${next} for more]`;
  // The list leaves room for the marker, sized with the largest page number it can name.
  const list = renderList(docs, maxTokens - tokens.count(tailAt(firstIndex + docs.length)) - 1, (doc, i, each) => {
    const header = `[${firstIndex + i}] ${pageHeader(doc)}`;
    const body = markdownWindow(doc.markdown ?? "", 0, Math.max(30, each - tokens.count(header) - 2), () => "web_scrape its URL for the full page", tokens).text;
    return `${header}\n${body}`;
  }, 120, tokens);
  const nextIndex = firstIndex + list.shown;
  const hiddenHere = docs.length - list.shown;
  const tail =
    hiddenHere > 0 || moreAvailable
      ? tailAt(nextIndex)
      : "";
  return list.text + tail;
}
