/**
 * Utility classes of CSS frameworks (Tailwind, Bootstrap) say how an element looks, not what it is:
 * "text-white", "text-center" and "text-muted" carry the word "text", "content-center" the word
 * "content", "columns-2" the word "columns", yet a site's banner or a byline wears them as much as
 * its story does. Such a token is no name (`content-signals.ts`). Only utilities whose property is
 * a word the names are read for are listed; "text-block" or "content-area" stay names.
 */
const colour = "(?:slate|gray|grey|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)(?:-\\d{2,3})?";
const theme = "(?:primary|secondary|tertiary|success|danger|warning|info|light|dark|muted|white|black)";
const textValue = [
  "xs", "sm", "base", "md", "lg", "[2-9]?xl", "left", "center", "right", "justify", "start", "end",
  "transparent", "current", "inherit", "reset", "body(?:-(?:secondary|tertiary|emphasis))?", "emphasis",
  "uppercase", "lowercase", "capitalize", "truncate", "nowrap", "wrap", "break", "balance", "pretty", "ellipsis", "clip",
  `(?:bg-)?${theme}`, colour, "\\[[^\\]]*\\]",
].join("|");
const utility = new RegExp(
  `^(?:text-(?:${textValue})(?:\\/\\d+)?|content-(?:center|start|end|between|around|evenly|baseline|stretch|normal|none)|columns-(?:\\d+|auto|[23]?xs|sm|md|lg|[2-7]?xl))$`,
);

/** Whether a class token is a framework's utility class that names nothing (see above), with or without a variant ("md:text-lg"). */
export function isUtilityClass(token: string): boolean {
  const bare = token.slice(token.lastIndexOf(":") + 1);
  return (bare.startsWith("text-") || bare.startsWith("content-") || bare.startsWith("columns-")) && utility.test(bare);
}
