import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import TurndownService from "turndown";
import { gfm } from "turndown-plugin-gfm";
import type { HtmlToMarkdown } from "../../src/engine/content/html-to-markdown.js";
import { parseContent, textOf } from "../../src/engine/content/content-dom.js";
import { buildPageDocument } from "../../src/engine/content/page-document.js";
import { markdownToText } from "./markdown-text.js";

/** What a contender makes of a page: the text to score, plus the metadata it found. */
export interface Extraction {
  text: string;
  metadata?: Record<string, unknown>;
}

export type Extractor = (html: string, url: string) => Extraction;

/** The engine's scrape path minus the network: buildPageDocument with the defaults, markdown reduced to text. */
export function engineExtractor(toMarkdown: HtmlToMarkdown): Extractor {
  return (html, url) => {
    const response = {
      requestedUrl: url,
      url,
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8" },
      contentType: "text/html",
      body: Buffer.from(html),
    };
    const page = buildPageDocument(response, { formats: new Set(["markdown"]), onlyMainContent: true, removeBase64Images: true }, toMarkdown, "p11");
    return { text: markdownToText(page.document.markdown ?? ""), metadata: page.document.metadata };
  };
}

/** Readability.js on a linkedom document: its article's text. */
export function readabilityExtractor(): Extractor {
  return (html) => {
    const { document } = parseHTML(html);
    const article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0]).parse();
    return {
      text: article?.textContent ?? "",
      metadata: article === null ? {} : { title: article.title, byline: article.byline, excerpt: article.excerpt, lang: article.lang },
    };
  };
}

/** turndown with the GFM plugin on the whole page (no main-content step): the speed baseline. */
export function turndownExtractor(): Extractor {
  const service = new TurndownService({ codeBlockStyle: "fenced", headingStyle: "atx" });
  service.use(gfm);
  service.remove(["script", "style", "noscript", "template"]);
  return (html) => ({ text: markdownToText(service.turndown(html)) });
}

/** The expected text of a corpus page: the text of its expected HTML. */
export function expectedText(expectedHtml: string): string {
  return textOf(parseContent(expectedHtml));
}
