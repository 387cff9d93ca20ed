import { Element, Text } from "domhandler";
import { descendants, detach, relink, replaceWith, unwrap } from "./content-dom.js";
import { isDataTable } from "./content-cleanup.js";

/**
 * Rewrites markup the markdown converter would get wrong into markup it gets right: code laid out
 * in tables (WordPress code plugins) becomes one fenced block, a `<tfoot>` moves after the body
 * rows, and layout tables become plain blocks instead of broken GFM tables.
 */
export function shapeForMarkdown(container: Element): void {
  const initialTables = descendants(container).filter((element) => element.name === "table");
  if (initialTables.length === 0) return;
  for (const table of initialTables) {
    if (table.parent === null) continue;
    if (isCodeTable(table)) replaceWith(table, [codeBlockOf(table)]);
  }
  // Innermost first, so an outer layout table sees its inner ones already resolved.
  const tables = descendants(container).filter((element) => element.name === "table");
  for (let index = tables.length - 1; index >= 0; index--) {
    const table = tables[index] as Element;
    if (isLayoutTable(table)) flattenTable(table);
    else moveFootToEnd(table);
  }
}

const gutterClass = /(?:^|[\s_-])(?:gutter|line-?numbers?|lines?|ln|numbers?)(?:$|[\s_-])/i;
const codeClass = /(?:^|[\s_-])(?:code|source|crayon|syntax)(?:$|[\s_-])/i;

function cellsOf(row: Element): Element[] {
  return row.children.filter((child): child is Element => child instanceof Element && (child.name === "td" || child.name === "th"));
}

function rowsOf(table: Element): Element[] {
  // Rows of this table only, not of tables nested in its cells.
  const rows: Element[] = [];
  const visit = (element: Element) => {
    for (const child of element.children) {
      if (!(child instanceof Element)) continue;
      if (child.name === "tr") rows.push(child);
      else if (child.name === "thead" || child.name === "tbody" || child.name === "tfoot") visit(child);
    }
  };
  visit(table);
  return rows;
}

/** A table holding one piece of code: a cell with a `<pre>` or a code-plugin cell, maybe a line-number gutter. */
function isCodeTable(table: Element): boolean {
  const rows = rowsOf(table);
  if (rows.length === 0 || rows.length > 2) return false;
  const cells = rows.flatMap(cellsOf);
  if (cells.length === 0 || cells.length > 3) return false;
  return cells.some((cell) => descendants(cell).some((element) => element.name === "pre") || codeClass.test(cell.attribs.class ?? ""));
}

function isGutter(cell: Element): boolean {
  return gutterClass.test(cell.attribs.class ?? "") || /^[\d\s]+$/.test(codeText(cell));
}

function codeBlockOf(table: Element): Element {
  const cells = rowsOf(table).flatMap(cellsOf).filter((cell) => !isGutter(cell));
  const codeCell = cells.find((cell) => descendants(cell).some((element) => element.name === "pre")) ?? cells.find((cell) => codeClass.test(cell.attribs.class ?? "")) ?? cells[cells.length - 1];
  const pre = codeCell === undefined ? undefined : (descendants(codeCell).find((element) => element.name === "pre") ?? codeCell);
  const text = pre === undefined ? "" : codeText(pre).replace(/\n+$/, "");
  const language = pre === undefined ? undefined : languageOf(pre);
  const code = new Element("code", language === undefined ? {} : { class: `language-${language}` }, [new Text(text)]);
  const block = new Element("pre", {}, [code]);
  relink(block.children, block);
  relink(code.children, code);
  return block;
}

/** The code's text: `<br>` and line `<div>`s become line breaks, entities decoded by the parser. */
export function codeText(root: Element): string {
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

const blockInCell = new Set(["table", "ul", "ol", "dl", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "form"]);

/** A table used to lay out the page (or a single cell of content): rows of different widths, block content in cells, one column. */
function isLayoutTable(table: Element): boolean {
  if (table.attribs.role === "presentation") return true;
  const rows = rowsOf(table);
  if (rows.length === 0) return true;
  let width = -1;
  for (const row of rows) {
    const cells = cellsOf(row);
    let span = 0;
    for (const cell of cells) {
      span += Math.max(1, Number.parseInt(cell.attribs.colspan ?? "1", 10) || 1);
      if (cellHasBlocks(cell)) return true;
    }
    if (width === -1) width = span;
    else if (span !== width && !isDataTable(table)) return true;
  }
  return width <= 1;
}

function cellHasBlocks(cell: Element): boolean {
  let paragraphs = 0;
  for (const element of descendants(cell)) {
    if (blockInCell.has(element.name)) return true;
    if (element.name === "p" || element.name === "div") paragraphs++;
  }
  return paragraphs > 1;
}

/** Turns a table into blocks: each of its cells a `<div>`, its rows and sections dissolved (nested tables untouched). */
function flattenTable(table: Element): void {
  for (const row of rowsOf(table)) {
    for (const cell of cellsOf(row)) cell.name = "div";
    row.name = "div";
  }
  for (const child of [...table.children]) {
    if (!(child instanceof Element)) continue;
    if (child.name === "colgroup" || child.name === "col") detach(child);
    else if (child.name === "thead" || child.name === "tbody" || child.name === "tfoot") unwrap(child);
    else if (child.name === "caption") child.name = "div";
  }
  table.name = "div";
}

/** A footer row group belongs after the body rows (HTML allows it first; the converter would take it as row 2). */
function moveFootToEnd(table: Element): void {
  const foot = table.children.find((child): child is Element => child instanceof Element && child.name === "tfoot");
  if (foot === undefined || table.children[table.children.length - 1] === foot) return;
  detach(foot);
  table.children.push(foot);
  relink(table.children, table);
}
