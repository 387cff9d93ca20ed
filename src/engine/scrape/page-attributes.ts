import type { AttributesFormat } from "./page-formats.js";

/** Values kept per selector: a page with more matches is cut, with a note. */
export const maxAttributeValues = 1000;

/** One entry of `data.attributes` (docs/api.md §2.3). */
export interface AttributeValues {
  selector: string;
  attribute: string;
  values: string[];
}

/**
 * The `attributes` format: for each `{selector, attribute}`, the attribute's value on every element
 * the CSS selector matches in the page's HTML, in document order (elements without it are skipped).
 * The HTML parser and selector engine load on first use: most scrapes never ask for this.
 */
export async function pageAttributes(html: string, format: AttributesFormat): Promise<{ attributes: AttributeValues[]; notes: string[] }> {
  const [{ parseDocument }, { select }] = await Promise.all([import("htmlparser2"), import("cheerio-select")]);
  const root = parseDocument(html);
  const notes: string[] = [];
  const attributes = format.selectors.map(({ selector, attribute }) => {
    const values: string[] = [];
    for (const element of select(selector, root)) {
      const value = element.attribs[attribute];
      if (value === undefined) continue;
      if (values.length === maxAttributeValues) {
        notes.push(`attributes: "${selector}" matched more than ${maxAttributeValues} elements with ${attribute}; the first ${maxAttributeValues} are kept.`);
        break;
      }
      values.push(value);
    }
    return { selector, attribute, values };
  });
  return { attributes, notes };
}
