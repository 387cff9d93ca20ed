import { listTags, type TreeNode } from "./content-tree.js";

/** Levels from a removed block up to the list item it emptied (`<li><span><span class="date">`). */
const ITEM_LEVELS = 4;

const blank = (node: TreeNode) => node.text === 0 && node.img === 0 && node.embed === 0;

/** What `removeEmptiedItems` needs of the article's state. */
export interface Removals {
  removedNodes(): readonly TreeNode[];
  isRemoved(node: TreeNode): boolean;
  remove(node: TreeNode): void;
}

/**
 * A list item that had something in it and lost all of it to removals (a meta list's date and author)
 * goes, and its list when no item is left: the markdown would print a bare "-". So does a link that
 * lost all it held: it would print as "[](…)". Reads only the removed nodes' ancestors, not the tree.
 */
export function removeEmptiedItems(state: Removals): void {
  const removed = state.removedNodes();
  for (let index = 0, count = removed.length; index < count; index++) {
    let node = (removed[index] as TreeNode).parent;
    // A link on the way up that lost all it held (a previous-article link whose labels went) would print as "[](…)".
    let emptiedLink: TreeNode | undefined;
    for (let level = 0; node !== null && level < ITEM_LEVELS && node.name !== "li" && blank(node) && !state.isRemoved(node); level++) {
      // (Every part removed: a picture in a noscript beside its removed placeholder is not counted as one.)
      if (node.name === "a" && node.children.every((child) => state.isRemoved(child))) emptiedLink ??= node;
      node = node.parent;
    }
    if (node === null || node.name !== "li" || !blank(node) || state.isRemoved(node)) {
      if (emptiedLink !== undefined) state.remove(emptiedLink);
      continue;
    }
    const list = node.parent;
    state.remove(list !== null && listTags.has(list.name) && blank(list) && !state.isRemoved(list) ? list : node);
  }
}
