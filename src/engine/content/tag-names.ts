/**
 * The elements of HTML as string literals. The scanner reads a tag's name out of the page (a new
 * string) and describes each name once (`html-tag-rules.ts`); giving it the literal instead makes
 * every later `node.name === "p"` or set lookup, thousands per page in the content steps, compare
 * two identical interned strings (a pointer check) instead of two strings by their characters.
 */
const htmlElementNames = [
  "a", "abbr", "address", "area", "article", "aside", "audio", "b", "base", "bdi", "bdo", "blockquote", "body", "br",
  "button", "canvas", "caption", "center", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del", "details",
  "dfn", "dialog", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "font", "footer", "form", "h1",
  "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "i", "iframe", "img", "input", "ins", "kbd",
  "label", "legend", "li", "link", "main", "map", "mark", "menu", "meta", "meter", "nav", "noscript", "object", "ol",
  "optgroup", "option", "output", "p", "param", "picture", "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp",
  "script", "search", "section", "select", "slot", "small", "source", "span", "strong", "style", "sub", "summary", "sup",
  "svg", "math", "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr", "track",
  "u", "ul", "var", "video", "wbr",
];

const literals = new Map(htmlElementNames.map((name) => [name, name]));

/** `name` (lower case) as its literal when it names an HTML element, else as it is. */
export function literalTagName(name: string): string {
  return literals.get(name) ?? name;
}
