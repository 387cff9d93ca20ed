import { Element, Text } from "domhandler";
import { descendants, parseContent, relink, renderContent } from "./content-dom.js";

/**
 * Code laid out in a table (WordPress code plugins: a line-number gutter cell and a code cell)
 * as one `<pre><code>` block. Rare, so it works on a small DOM of just the table.
 */

const gutterClass = /(?:^|[\s_-])(?:gutter|line-?numbers?|lines?|ln|numbers?)(?:$|[\s_-])/i;
/** Class names of a cell that holds code. */
export const codeClass = /(?:^|[\s_-])(?:code|source|crayon|syntax)(?:$|[\s_-])/i;

function cellsOf(table: Element): Element[] {
  return descendants(table).filter((element) => element.name === "td" || element.name === "th");
}

function isGutter(cell: Element): boolean {
  return gutterClass.test(cell.attribs.class ?? "") || /^[\d\s]+$/.test(codeText(cell));
}

/** The HTML of one code block holding the code of `tableHtml`. */
export function codeBlockHtml(tableHtml: string): string {
  const document = parseContent(tableHtml);
  const table = descendants(document).find((element) => element.name === "table");
  const cells = table === undefined ? [] : cellsOf(table).filter((cell) => !isGutter(cell));
  const codeCell = cells.find((cell) => descendants(cell).some((element) => element.name === "pre")) ?? cells.find((cell) => codeClass.test(cell.attribs.class ?? "")) ?? cells[cells.length - 1];
  const pre = codeCell === undefined ? undefined : (descendants(codeCell).find((element) => element.name === "pre") ?? codeCell);
  const text = pre === undefined ? "" : codeText(pre).replace(/\n+$/, "");
  const language = pre === undefined ? undefined : languageOf(pre);
  const code = new Element("code", language === undefined ? {} : { class: `language-${language}` }, [new Text(text)]);
  const block = new Element("pre", {}, [code]);
  relink(block.children, block);
  relink(code.children, code);
  return renderContent(block);
}

/** The code's text: `<br>` and line `<div>`s become line breaks, entities decoded by the parser. */
function codeText(root: Element): string {
  const parts: string[] = [];
  const stack: Array<Element | Text | "\n"> = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Element | Text | "\n";
    if (node === "\n") {
      if (parts.length > 0 && !parts[parts.length - 1]?.endsWith("\n")) parts.push("\n");
    } else if (node instanceof Text) {
      parts.push(node.data);
    } else if (node.name === "br") {
      parts.push("\n");
    } else {
      const block = node !== root && (node.name === "div" || node.name === "p" || node.name === "li" || node.name === "tr");
      if (block) stack.push("\n");
      for (let index = node.children.length - 1; index >= 0; index--) {
        const child = node.children[index];
        if (child instanceof Element || child instanceof Text) stack.push(child);
      }
    }
  }
  return parts.join("");
}

const brushLanguage = /(?:brush|lang(?:uage)?)\s*[:-]\s*([\w+#-]+)/i;
const languageClass = /(?:^|\s)(?:language|lang)-([\w+#-]+)/i;

function languageOf(pre: Element): string | undefined {
  for (const element of [pre, ...descendants(pre)]) {
    const className = element.attribs.class ?? "";
    const match = languageClass.exec(className) ?? brushLanguage.exec(className);
    if (match?.[1] !== undefined) return match[1].toLowerCase();
    const data = element.attribs["data-lang"] ?? element.attribs["data-language"];
    if (data !== undefined && /^[\w+#-]+$/.test(data)) return data.toLowerCase();
  }
  return undefined;
}
