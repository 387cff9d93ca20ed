import { beforeAll } from "vitest";
import { loadMarkdownConverter, type HtmlToMarkdown } from "../../src/engine/content/html-to-markdown.js";
import { readPage, type DocumentOptions } from "../../src/engine/content/page-document.js";

/**
 * The main-content rule tests' common set-up: neutral sentences no phrase list knows, and the
 * markdown of a page's main content (readPage, then the markdown converter).
 */

const mainContent: DocumentOptions = { formats: new Set(["markdown"]), onlyMainContent: true, removeBase64Images: true };

export const sentence = (topic: string, n: number) =>
  `The ${topic} paragraph number ${n} tells, in plain words and with enough detail, how the ferry crossed the bay every morning before the bridge was built.`;
export const paragraphs = (topic: string, count: number) => Array.from({ length: count }, (_, n) => `<p>${sentence(topic, n)}</p>`).join("");

/** A page with a menu and a footer around `story`. */
export const storyPage = (story: string) =>
  "<html><head><title>Ferry</title></head><body>" +
  '<nav><a href="/">Home</a> <a href="/harbour">Harbour life</a> <a href="/boats">Boats</a></nav>' +
  `<div class="layout"><div class="story">${story}</div></div>` +
  '<footer><a href="/about">About us</a> <a href="/legal">Legal notice</a></footer></body></html>';

/** Loads the converter before the file's tests; returns the main content's markdown of a page served at `pageUrl`. */
export function mainContentMarkdown(pageUrl: string): (html: string) => string {
  const convert = pageMarkdown(pageUrl);
  return (html) => convert(html, true);
}

/** Loads the converter before the file's tests; returns the markdown of a page served at `pageUrl`: its main content, or the whole page. */
export function pageMarkdown(pageUrl: string): (html: string, onlyMainContent: boolean) => string {
  let toMarkdown: HtmlToMarkdown | undefined;
  beforeAll(async () => {
    toMarkdown = (await loadMarkdownConverter()).convert;
  });
  return (html, onlyMainContent) => {
    if (toMarkdown === undefined) throw new Error("the converter loads in beforeAll");
    return toMarkdown(readPage(html, pageUrl, { ...mainContent, onlyMainContent }).contentHtml);
  };
}
