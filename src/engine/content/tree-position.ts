import type { TreeNode } from "./content-tree.js";

/**
 * Where `node` stands among its parent's children (-1 for the root). Children are in document
 * order, so their `index` rises: a binary search, where `indexOf` would read through a wide
 * parent's children for each of them (an article of 3,000 blocks, one look per picture in it).
 */
export function childPosition(node: TreeNode): number {
  const siblings = node.parent?.children;
  if (siblings === undefined) return -1;
  let low = 0;
  let high = siblings.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const index = (siblings[middle] as TreeNode).index;
    if (index === node.index) return middle;
    if (index < node.index) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
