/**
 * Reduces markdown to the text a reader sees, for scoring: no image syntax, no URLs, no fences,
 * HTML comments or inline HTML tags (`<sup>`, `<sub>`, which converters keep as HTML), link text
 * kept even when it holds escaped brackets (`[\[1\]](#cite)`), and backslash escapes shown as the
 * characters they stand for (`snake\_case` reads "snake_case"). Word tokens are all the score looks
 * at, so other punctuation may stay.
 */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/!\[(?:\\.|[^\]\\])*\]\([^)]*\)/g, " ")
    .replace(/\[((?:\\.|[^\]\\])*)\]\((?:[^()\s]|\([^)]*\))*(?:\s+"[^"]*")?\)/g, "$1")
    .replace(/^\s*\[[^\]]+\]:\s+\S+.*$/gm, " ")
    .replace(/<(?:https?|mailto):[^>]*>/g, " ")
    .replace(/(?<!\\)<\/?(?:br|p|div|li|tr|td|th|table|ul|ol)\b[^>]*>/gi, " ")
    .replace(/(?<!\\)<\/?[a-zA-Z][\w-]*(?:\s[^<>]*)?>/g, "")
    .replace(/^\s*(?:```|~~~).*$/gm, " ")
    .replace(/\\([!-/:-@[-`{-~])/g, "$1");
}
