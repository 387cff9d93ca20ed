import { load } from "cheerio/slim";
import type { HtmlToMarkdown } from "../../src/engine/content/html-to-markdown.js";
import { absolutizeReferences } from "../../src/engine/content/links.js";
import { filterContent } from "../../src/engine/content/main-content.js";
import { extractMetadata } from "../../src/engine/content/metadata.js";
import type { CorpusPage } from "./corpus.js";
import { nowMs } from "./main.js";

/** Where the engine pipeline spends its time, stage by stage (the steps of `buildPageDocument`). */
export interface StageTimes {
  parse: number;
  metadata: number;
  links: number;
  mainContent: number;
  markdown: number;
}

/** Milliseconds per stage for one pass over `corpus`, summed over pages. */
export function stageTimes(corpus: readonly CorpusPage[], toMarkdown: HtmlToMarkdown): StageTimes {
  const times: StageTimes = { parse: 0, metadata: 0, links: 0, mainContent: 0, markdown: 0 };
  for (const page of corpus) {
    let t = nowMs();
    const lap = (stage: keyof StageTimes) => {
      const now = nowMs();
      times[stage] += now - t;
      t = now;
    };
    const $ = load(page.html);
    lap("parse");
    extractMetadata($, "https://example.com/page");
    lap("metadata");
    absolutizeReferences($, "https://example.com/page", true);
    lap("links");
    const html = filterContent($, { onlyMainContent: true });
    lap("mainContent");
    toMarkdown(html);
    lap("markdown");
  }
  return times;
}

export function describeStages(times: StageTimes): string {
  const total = Object.values(times).reduce((sum, value) => sum + value, 0);
  const labels: Record<keyof StageTimes, string> = {
    parse: "cheerio parse",
    metadata: "metadata",
    links: "absolute links",
    mainContent: "main-content filter + serialise",
    markdown: "mdream",
  };
  return (Object.keys(labels) as Array<keyof StageTimes>)
    .map((stage) => `${labels[stage]} ${((times[stage] / total) * 100).toFixed(0)}%`)
    .join(", ");
}
