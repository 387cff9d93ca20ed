/**
 * Reduces markdown to the text a reader sees, for scoring: no image syntax, no URLs, no fences,
 * HTML comments or inline HTML tags (`<sup>`, `<sub>`, which converters keep as HTML), link text
 * kept even when it holds escaped brackets (`[\[1\]](#cite)`), and backslash escapes shown as the
 * characters they stand for (`snake\_case` reads "snake_case"). Fenced code is shown as written:
 * HTML in a code sample is text, not markup. Word tokens are all the score looks at, so other
 * punctuation may stay.
 */
export function markdownToText(markdown: string): string {
  // Odd parts are fenced code blocks (their fence lines dropped), even parts markdown.
  const parts = markdown.split(/^[ \t]*(?:```|~~~).*$/m);
  return parts.map((part, index) => (index % 2 === 1 ? part : proseToText(part))).join(" ");
}

function proseToText(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/!\[(?:\\.|[^\]\\])*\]\([^)]*\)/g, " ")
    .replace(/\[((?:\\.|[^\]\\])*)\]\((?:[^()\s]|\([^)]*\))*(?:\s+"[^"]*")?\)/g, "$1")
    .replace(/^\s*\[[^\]]+\]:\s+\S+.*$/gm, " ")
    .replace(/<(?:https?|mailto):[^>]*>/g, " ")
    .replace(/(?<!\\)<\/?(?:br|p|div|li|tr|td|th|table|ul|ol)\b[^>]*>/gi, " ")
    .replace(/(?<!\\)<\/?[a-zA-Z][\w-]*(?:\s[^<>]*)?>/g, "")
    .replace(/\\([!-/:-@[-`{-~])/g, "$1");
}
