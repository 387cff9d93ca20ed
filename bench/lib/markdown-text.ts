/**
 * Reduces markdown to the text a reader sees, for scoring: no image syntax, no URLs, no fences or
 * HTML comments. Word tokens are all the score looks at, so other punctuation may stay.
 */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\((?:[^()\s]|\([^)]*\))*(?:\s+"[^"]*")?\)/g, "$1")
    .replace(/^\s*\[[^\]]+\]:\s+\S+.*$/gm, " ")
    .replace(/<(?:https?|mailto):[^>]*>/g, " ")
    .replace(/^\s*(?:```|~~~).*$/gm, " ");
}
