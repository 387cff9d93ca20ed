/**
 * Reduces markdown to the text a reader sees, for scoring: no image syntax, no URLs (`<…>`
 * destinations too), no fences, HTML comments or inline HTML tags (`<sup>`, `<sub>`, which converters
 * keep as HTML), link text kept even when it holds escaped brackets (`[\[1\]](#cite)`), and backslash
 * escapes shown as the characters they stand for (`snake\_case` reads "snake_case"), autolinks as
 * their address. Fenced code is shown as written (CommonMark fences: up to three spaces of indent,
 * closed by the same character at least as long): HTML in a code sample is text, not markup; inline
 * code spans read as their content, without the backticks.
 * Emphasis markers go too (`**bold**` reads "bold"): the trafilatura set's snippets are plain text
 * matched as substrings, and a bold phrase inside a sentence would split it. Other punctuation
 * (list bullets, heading marks at the start of a line) may stay: word tokens are all the shingle
 * score looks at, and a snippet never spans two blocks.
 */
export function markdownToText(markdown: string): string {
  const out: string[] = [];
  let prose: string[] = [];
  let fence: string | undefined; // the open fence's characters ("```", "~~~~", …)
  for (const line of markdown.split("\n")) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    // A backtick fence's info string holds no backtick ("```inline```" is a code span).
    const opensFence = marker !== undefined && !(marker.startsWith("`") && line.slice(line.indexOf(marker) + marker.length).includes("`"));
    if (fence === undefined && opensFence) {
      out.push(proseToText(prose.join("\n")));
      prose = [];
      fence = marker;
    } else if (fence !== undefined && marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) {
      // Closed by the same character, at least as many, and nothing else on the line.
      fence = undefined;
    } else if (fence !== undefined) {
      out.push(line);
    } else {
      prose.push(line);
    }
  }
  out.push(proseToText(prose.join("\n")));
  return out.join("\n");
}

function proseToText(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/!\[(?:\\.|[^\]\\])*\]\((?:<[^>]*>|[^)]*)\)/g, " ")
    .replace(/\[((?:\\.|[^\]\\])*)\]\((?:<[^>]*>|(?:[^()\s]|\([^)]*\))*)(?:\s+"[^"]*")?\)/g, "$1")
    .replace(/^\s*\[[^\]]+\]:\s+\S+.*$/gm, " ")
    // An autolink shows its address: that is its text.
    .replace(/<((?:https?|mailto):[^>\s]*)>/g, "$1")
    // A code span shows its content without the backticks around it.
    .replace(/(?<![`\\])(`+)(?!`)([^\n]*?[^`\n])\1(?!`)/g, "$2")
    .replace(/(?<!\\)<\/?(?:br|p|div|li|tr|td|th|table|ul|ol)\b[^>]*>/gi, " ")
    .replace(/(?<!\\)<\/?[a-zA-Z][\w-]*(?:\s[^<>]*)?>/g, "")
    // Emphasis: runs of unescaped `*` or `_` against a word (not a bullet "* ", not snake_case).
    .replace(/(?<![\\*])\*+(?=[^\s*])|(?<=[^\s\\*])\*+/g, "")
    .replace(/(?<![\\\p{L}\p{N}_])_{1,3}(?=[^\s_])|(?<=[^\s\\_])_{1,3}(?![\p{L}\p{N}_])/gu, "")
    .replace(/\\([!-/:-@[-`{-~])/g, "$1");
}
