import { loadOptional } from "../../core/optional-peer.js";
import { escapeHtml } from "./html-text.js";

/** ODF elements and the HTML they become (text:h takes its level from text:outline-level). */
const blocks: Record<string, string> = {
  "text:p": "p",
  "text:list": "ul",
  "text:list-item": "li",
  "table:table": "table",
  "table:table-row": "tr",
  "table:table-cell": "td",
  "text:a": "a",
};

/** Elements whose text is not part of the document's content. */
const skipped = new Set(["office:annotation", "text:note-citation", "text:tracked-changes", "office:forms"]);

/**
 * An ODT's content.xml to HTML, in one streaming pass of htmlparser2 (no tree, no recursion):
 * headings with their outline level, paragraphs, lists, tables and links of `office:text`.
 */
export async function odtContentToHtml(xml: string): Promise<string> {
  const { Parser } = await loadOptional("Converting ODT files", () => import("htmlparser2"));
  const out: string[] = [];
  const open: (string | undefined)[] = [];
  let inText = 0;
  let skipping = 0;
  let cellDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "office:text") inText += 1;
        if (inText === 0) return open.push(undefined);
        if (skipped.has(name) || skipping > 0) {
          skipping += 1;
          return open.push("skip");
        }
        if (name === "text:s") return out.push(" ".repeat(Math.min(Number(attributes["text:c"] ?? 1) || 1, 16))), open.push(undefined);
        if (name === "text:tab") return out.push(" "), open.push(undefined);
        if (name === "text:line-break") return out.push("<br>"), open.push(undefined);
        let tag = name === "text:h" ? `h${Math.min(Math.max(Number(attributes["text:outline-level"] ?? 1) || 1, 1), 6)}` : blocks[name];
        // A paragraph inside a table cell is the cell's text.
        if (tag === "p" && cellDepth > 0) tag = undefined;
        if (tag === "td") cellDepth += 1;
        if (tag === undefined) return open.push(undefined);
        const href = tag === "a" ? attributes["xlink:href"] : undefined;
        out.push(href === undefined ? `<${tag}>` : `<a href="${escapeHtml(href)}">`);
        open.push(tag);
      },
      ontext(text) {
        if (inText > 0 && skipping === 0) out.push(escapeHtml(text));
      },
      onclosetag(name) {
        const tag = open.pop();
        if (name === "office:text") inText -= 1;
        if (tag === "skip") skipping -= 1;
        else if (tag !== undefined) {
          if (tag === "td") cellDepth -= 1;
          out.push(`</${tag}>`);
        } else if (name === "text:p" && cellDepth > 0) out.push(" ");
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return out.join("");
}
