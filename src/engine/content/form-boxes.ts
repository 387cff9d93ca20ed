import type { ArticleState } from "./content-cleanup.js";
import type { TreeNode } from "./content-tree.js";

/**
 * The box around a form that went (a newsletter sign-up, a buy box, a comment form, a search): its
 * heading, labels, price and small print are left behind when only the form is removed. Going up
 * from the form, every block without running text and with little text is part of the box; the
 * highest of them goes. Only forms inside the article are followed, and never one of its top blocks.
 */

/** More text than this (characters), a block is more than a form's box. */
const BOX = 300;
/** A box may hold a line or two of small print ("Instant access to the full PDF."), not paragraphs. */
const SMALL_PRINT = 150;
/** A form deeper than this below the article's top blocks is treated as outside it (bounds the climb on hostile pages). */
const MAX_CLIMB = 64;
const never = new Set(["body", "html", "main", "table", "tbody", "thead", "tr", "td", "th", "pre", "code"]);

export function removeFormBoxes(article: readonly TreeNode[], state: ArticleState, total: number): void {
  const forms = state.removedNodes().filter((node) => node.name === "form");
  if (forms.length === 0) return;
  const tops = new Set(article);
  for (const form of forms) {
    let box: TreeNode | undefined;
    let inside = false;
    let climbing = true;
    let levels = 0;
    for (let up = form.parent; up !== null && levels < MAX_CLIMB; up = up.parent, levels++) {
      if (tops.has(up)) {
        inside = true;
        break;
      }
      // The box is the blocks right around the form: the first block with more in it ends it.
      // A block with a list of its own beside the form (a recipe's ingredients under its servings form) is content.
      climbing &&= up.prose <= SMALL_PRINT && up.text <= BOX && up.text < total * 0.5 && up.li <= form.li && !never.has(up.name);
      if (climbing) box = up;
    }
    if (inside && box !== undefined && !state.isRemoved(box)) state.remove(box);
  }
}
