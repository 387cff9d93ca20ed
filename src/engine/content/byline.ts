import { descendantsOf, elementText, NodeFlag, type ContentTree, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * The author line a page shows in its body ("By Jane Doe"), for pages whose head names no author:
 * the first visible element marked `rel="author"` or `itemprop="author"`, or whose class or id
 * says byline or author, with a short text (the `itemprop="name"` inside it when it has one).
 * Read from the content tree, so no second parse.
 */

/** Longer than this, the element is a bio or an article, not an author line. */
const MAX_BYLINE = 100;
const bylineName = /byline|author|dateline|writtenby/i;

export function bylineOf(tree: ContentTree, output: ScanOutput): string | undefined {
  // Only an element with a class, an id or an author mark can be named as the byline.
  for (const node of tree.named) {
    if (node.text === 0 || node.text > MAX_BYLINE + 20) continue;
    const named = (node.flags & NodeFlag.Author) !== 0 || (node.className !== "" && bylineName.test(node.className)) || (node.id !== "" && bylineName.test(node.id));
    if (!named || hiddenFromReaders(node)) continue;
    const text = elementText(descendantsOf(node).find((inner) => (inner.flags & NodeFlag.ItemName) !== 0) ?? node, output);
    if (text.length > 0 && text.length < MAX_BYLINE) return text;
  }
  return undefined;
}

function hiddenFromReaders(node: TreeNode): boolean {
  for (let current: TreeNode | null = node; current !== null; current = current.parent) {
    if ((current.flags & (NodeFlag.Hidden | NodeFlag.AriaHidden)) !== 0) return true;
  }
  return false;
}
