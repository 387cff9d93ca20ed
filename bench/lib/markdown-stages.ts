import { decodeBody } from "../../src/engine/content/decode-text.js";
import type { HtmlToMarkdown } from "../../src/engine/content/html-to-markdown.js";
import { readPage, type DocumentOptions } from "../../src/engine/content/page-document.js";
import type { CorpusPage } from "./corpus.js";
import { nowMs } from "./main.js";

/** Where the engine pipeline spends its time, stage by stage (the steps of `buildPageDocument`). */
export interface StageTimes {
  decode: number;
  scan: number;
  markdown: number;
}

// What the benchmark's pipeline asks for: markdown, main content only (no include/exclude tags).
const options: DocumentOptions = { formats: new Set(["markdown"]), onlyMainContent: true, removeBase64Images: true };

/** Milliseconds per stage for one pass over `corpus`, summed over pages. */
export function stageTimes(corpus: readonly CorpusPage[], toMarkdown: HtmlToMarkdown): StageTimes {
  const times: StageTimes = { decode: 0, scan: 0, markdown: 0 };
  const bodies = corpus.map((page) => Buffer.from(page.html));
  for (const body of bodies) {
    let t = nowMs();
    const lap = (stage: keyof StageTimes) => {
      const now = nowMs();
      times[stage] += now - t;
      t = now;
    };
    const html = decodeBody(body, "text/html; charset=utf-8", true);
    lap("decode");
    const page = readPage(html, "https://example.com/page", options);
    lap("scan");
    toMarkdown(page.contentHtml, page.markdownCuts);
    lap("markdown");
  }
  return times;
}

export function describeStages(times: StageTimes): string {
  const total = Object.values(times).reduce((sum, value) => sum + value, 0);
  const labels: Record<keyof StageTimes, string> = {
    decode: "decode bytes",
    scan: "scan + main content (one pass of the scanner building the content tree, then content scoring on it)",
    markdown: "mdream",
  };
  return (Object.keys(labels) as Array<keyof StageTimes>)
    .map((stage) => `${labels[stage]} ${((times[stage] / total) * 100).toFixed(0)}%`)
    .join(", ");
}
