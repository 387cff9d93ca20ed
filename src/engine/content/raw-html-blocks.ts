import type { Rewrite } from "./content-emit.js";
import { inlineTags, type TreeNode } from "./content-tree.js";

/**
 * Blocks the markdown converter prints as raw HTML, links and all: a definition list
 * (`<dl><dt><a href="…">r23</a></dt>`), an FAQ's `<details>` and `<summary>`, an `<address>`. Markdown
 * has none of them: a term prints as a bold line over its definition ("**Opening**", then "07:30"), a
 * summary as a bold line over what it opens ("**Can I bring a bike?**", then the answer), the rest
 * as plain blocks.
 */

const bold: Rewrite = { kind: "rename", name: "strong" };
const block: Rewrite = { kind: "rename", name: "div" };
const unwrap: Rewrite = { kind: "unwrap" };

/** The rewrites of one element named in `rawHtmlBlockTags` (`content-tree.ts`), into `rewrites`. */
export function shapeRawHtmlBlock(node: TreeNode, rewrites: Map<TreeNode, Rewrite>): void {
  if (node.name === "summary") rewrites.set(node, holdsBlocks(node) ? unwrap : bold);
  else {
    rewrites.set(node, block);
    // A definition list's terms and definitions, also inside the `<div>` groups HTML allows.
    if (node.name === "dl") for (const child of node.children) for (const item of child.name === "div" ? child.children : [child]) shapeListItem(item, rewrites);
  }
}

function shapeListItem(item: TreeNode, rewrites: Map<TreeNode, Rewrite>): void {
  if (item.name === "dt") rewrites.set(item, holdsBlocks(item) ? block : bold);
  else if (item.name === "dd") rewrites.set(item, block);
}

/** Whether an element holds a block with something in it (a heading in a summary): bold around it would print a "#" inside the line. */
function holdsBlocks(node: TreeNode): boolean {
  return node.children.some((child) => !inlineTags.has(child.name) && (child.text > 0 || child.img > 0));
}
