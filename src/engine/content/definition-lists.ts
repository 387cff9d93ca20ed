import type { Rewrite } from "./content-emit.js";
import type { TreeNode } from "./content-tree.js";

/**
 * A definition list in markdown: markdown has none, and the converter prints `<dl>` as raw HTML, links
 * and all (`<dl><dt><a href="…">r23</a></dt>`). Each term prints as a bold line over its definition
 * ("**Opening**", then "07:30"); the list and its definitions as plain blocks.
 */

const asTerm: Rewrite = { kind: "rename", name: "strong" };
const asBlock: Rewrite = { kind: "rename", name: "div" };

/** The rewrites of one `<dl>`, into `rewrites`: its terms and definitions, also inside the `<div>` groups HTML allows. */
export function shapeDefinitionList(list: TreeNode, rewrites: Map<TreeNode, Rewrite>): void {
  rewrites.set(list, asBlock);
  for (const child of list.children) {
    if (child.name === "div") for (const item of child.children) shapeItem(item, rewrites);
    else shapeItem(child, rewrites);
  }
}

function shapeItem(item: TreeNode, rewrites: Map<TreeNode, Rewrite>): void {
  if (item.name === "dt") rewrites.set(item, asTerm);
  else if (item.name === "dd") rewrites.set(item, asBlock);
}
