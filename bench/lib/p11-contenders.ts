import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import TurndownService from "turndown";
import { gfm } from "turndown-plugin-gfm";
import type { HtmlToMarkdown } from "../../src/engine/content/html-to-markdown.js";
import { parseContent, textOf } from "../../src/engine/content/content-dom.js";
import { buildPageDocument } from "../../src/engine/content/page-document.js";
import { markdownToText } from "./markdown-text.js";

/**
 * What a contender makes of a page: its markdown (or, for Readability, its text) and the metadata
 * it found. Reduced to reader text for scoring by `readerText`, outside the contender's timed work.
 */
export interface Extraction {
  markdown?: string;
  text?: string;
  metadata?: Record<string, unknown>;
}

/** The text a page is scored on: the extraction's text, or its markdown reduced to reader text (`markdown-text.ts`). */
export function readerText(extraction: Extraction | undefined): string {
  return extraction?.text ?? markdownToText(extraction?.markdown ?? "");
}

/**
 * `body`: the page as the bytes a fetch gives the engine, made before a timed pass (encoding the
 * page is the harness's work; decoding it stays the engine's). Without it the engine encodes `html`.
 */
export type Extractor = (html: string, url: string, body?: Buffer) => Extraction;

/** The engine's scrape path minus the network: buildPageDocument with the defaults. */
export function engineExtractor(toMarkdown: HtmlToMarkdown): Extractor {
  return (html, url, body = Buffer.from(html)) => {
    const response = {
      requestedUrl: url,
      url,
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8" },
      contentType: "text/html",
      body,
    };
    const page = buildPageDocument(response, { formats: new Set(["markdown"]), onlyMainContent: true, removeBase64Images: true }, toMarkdown, "p11");
    return { markdown: page.document.markdown ?? "", metadata: page.document.metadata };
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
  return (html) => ({ markdown: service.turndown(html) });
}

/** The expected text of a corpus page: the text of its expected HTML. */
export function expectedText(expectedHtml: string): string {
  return textOf(parseContent(expectedHtml));
}
