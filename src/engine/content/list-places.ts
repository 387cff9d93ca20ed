import type { ArticleState } from "./content-cleanup.js";
import { siblingPosition, type TreeNode } from "./content-tree.js";

/**
 * What stands around a list among its siblings inside the article (`inArticleList`): the block with
 * text before it and the running text after it. Asked sibling by sibling, both were a scan of the
 * siblings per list: quadratic in a block of thousands of link lists (a hostile page). Here each
 * block's children are read about once per walk of `cleanArticle`. Exact within that walk: a
 * question comes from a block not yet passed (the walk goes in document order), and only blocks
 * already passed are removed meanwhile, so what stands after it is as it was when it was summed, and
 * what stands before it no longer changes.
 */

/** Text written straight into a block, not mostly links: a `div` used as a paragraph. */
export function ownText(node: TreeNode): number {
  return node.link * 2 < node.text ? node.inlineText : 0;
}

/** The last answer of `before` under one parent: the position asked and the block found before it. */
interface Before {
  position: number;
  block: TreeNode | undefined;
}

export class ListPlaces {
  private readonly after = new Map<TreeNode, Float64Array>();
  private readonly before = new Map<TreeNode, Before>();

  constructor(private readonly state: ArticleState) {}

  /** The nearest sibling before `node` that stands and has text. */
  blockBefore(node: TreeNode): TreeNode | undefined {
    const parent = node.parent;
    const position = siblingPosition(node);
    if (parent === null || position < 0) return undefined;
    const last = this.before.get(parent);
    // What stands before the last position asked no longer changes: the scan goes down to it only.
    const known = last !== undefined && last.position <= position ? last : undefined;
    let block: TreeNode | undefined;
    for (let index = position - 1; index >= (known?.position ?? 0) && block === undefined; index--) block = this.standing(parent.children[index] as TreeNode);
    block ??= known?.block;
    this.before.set(parent, { position, block });
    return block;
  }

  /** The running text after `node` among its siblings (paragraphs, or text written straight into blocks). */
  proseAfter(node: TreeNode): number {
    const parent = node.parent;
    if (parent === null) return 0;
    let sums = this.after.get(parent);
    if (sums === undefined) {
      const siblings = parent.children;
      sums = new Float64Array(siblings.length);
      let sum = 0;
      for (let index = siblings.length - 1; index >= 0; index--) {
        sums[index] = sum;
        const sibling = siblings[index] as TreeNode;
        if (!this.state.isRemoved(sibling)) sum += Math.max(sibling.prose, ownText(sibling));
      }
      this.after.set(parent, sums);
    }
    return sums[siblingPosition(node)] ?? 0;
  }

  private standing(sibling: TreeNode): TreeNode | undefined {
    return !this.state.isRemoved(sibling) && sibling.text > 0 ? sibling : undefined;
  }
}
