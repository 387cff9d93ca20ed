import type { TreeNode } from "./content-tree.js";

/**
 * A semantic `<article>` that holds the page's headline (an `h1`): by HTML's own meaning a whole
 * story, however short. What lies beside it (comments, teasers, the column around it) is the
 * page's, even when it holds more prose than the story.
 */
export function isStoryArticle(node: TreeNode): boolean {
  if (node.name !== "article") return false;
  // In document order: the headline is near the start, so most stories are settled after a few nodes.
  const stack = [...node.children].reverse();
  while (stack.length > 0) {
    const child = stack.pop() as TreeNode;
    if (child.name === "h1") return true;
    for (let index = child.children.length - 1; index >= 0; index--) stack.push(child.children[index] as TreeNode);
  }
  return false;
}
