import { keepsAndDrops } from "./judge8-pages.js";
import { storyText } from "./judge10p-pages.js";
import { mainContentMarkdown } from "./main-content-markdown.js";

/**
 * A news page whose story (judge10p's four harbour paragraphs in one language) holds a block of the
 * test's own after its second paragraph: the shape the embed, credit and label fixtures share.
 */

const markdownOf = mainContentMarkdown("https://example.com/news/2024/harbour-plan-42");

/** A news page in `language` whose story's column holds `between` after its second paragraph. */
export function storyColumn(language: string, between: string): string {
  const p = (n: number) => `<p>${storyText(language, n)}</p>`;
  return (
    `<!doctype html><html lang="${language}"><head><title>Harbour</title></head><body>` +
    '<header><a href="/">Logo</a><nav><ul><li><a href="/politics">Politics</a></li><li><a href="/city">City</a></li></ul></nav></header>' +
    `<main><article><h1>The harbour plan</h1><div class="article-body">${p(0)}${p(1)}${between}${p(2)}${p(3)}</div></article></main>` +
    '<footer><a href="/imprint">Imprint</a></footer></body></html>'
  );
}

/** The main-content markdown of `storyColumn(language, between)`. */
export function storyMarkdown(language: string, between: string): string {
  return markdownOf(storyColumn(language, between));
}

/** Checks the story's four paragraphs come once and in order, `kept` between them, none of `gone`; the markdown. */
export function keepsStory(language: string, between: string, gone: readonly string[], kept: readonly string[] = []): string {
  const markdown = storyMarkdown(language, between);
  const parts = [0, 1, 2, 3].map((n) => storyText(language, n));
  keepsAndDrops(markdown, [...parts.slice(0, 2), ...kept, ...parts.slice(2)], gone);
  return markdown;
}
