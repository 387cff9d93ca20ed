import { withoutCredit } from "./caption-credits.js";
import { headingTags, type TreeNode } from "./content-tree.js";
import { isFigureBlock } from "./figure-blocks.js";

/**
 * A picture's caption set as a heading: an `<h2>` inside a `<figure>` or its `<figcaption>`, or inside
 * a figure in all but its tag (one picture and one block of text, `figure-blocks.ts`), whose text ends
 * with a photo credit ("Ein Kippmoment in der Stadt: die Brücke im Nebel. Bild: Anna Berger"). It
 * names no section of the story: the markdown would print a caption as a title. A heading in a figure
 * without a credit (a chart's title over the chart) stays.
 */

/** Longer than this (characters), a heading is not a caption. */
const CAPTION = 300;

/** Whether `node` may be such a heading, by its place alone (the text is read only then). */
export function mayBeCaptionHeading(node: TreeNode): boolean {
  const parent = node.parent;
  if (parent === null || !headingTags.has(node.name) || node.img > 0 || node.text > CAPTION) return false;
  return parent.name === "figure" || parent.name === "figcaption" || isFigureBlock(parent);
}

/** Whether such a heading's `text` ends with a photo credit. */
export function isCaptionHeading(text: string): boolean {
  return withoutCredit(text) !== text;
}
