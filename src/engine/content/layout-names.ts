import type { TreeNode } from "./content-tree.js";

/**
 * Class names a page uses for its layout, not for what a block is: a name carried by several
 * blocks that together hold at least two fifths of the page's paragraphs of running text. Page
 * builders put one name on every block ("elementor-widget-container" around the story's text and
 * around the sidebar's boxes alike), so its chrome word ("widget") says nothing about either. Only
 * names whose words usually mean chrome are read this way (`chromeName`): an article word keeps its
 * weight, and names that never name article text (comments, related links) stay chrome however
 * much text they hold.
 */
const LAYOUT_SHARE = 0.4;
const noTokens: readonly string[] = [];
/** A class list's tokens (what splitting at white space and dropping empty strings gives, in one call). */
const classTokens = /\S+/g;

export function layoutClasses(content: TreeNode, chromeName: (name: string) => boolean): ReadonlySet<string> {
  const pageProse = content.prose;
  const layout = new Set<string>();
  if (pageProse === 0) return layout;
  // Prose under each class's outermost holders (a block inside another with the same class is
  // counted once), and how many blocks with prose carry it: a layout class is on several.
  const prose = new Map<string, number>();
  const holders = new Map<string, number>();
  const open = new Map<string, number>();
  // Depth first without recursion (a hostile page may nest deeply): a node is entered, then left
  // once its children are done. Two parallel stacks (node, and the tokens to close when leaving
  // it, or undefined when entering): no object per visited node.
  const nodes: TreeNode[] = [content];
  const leaving: Array<readonly string[] | undefined> = [undefined];
  while (nodes.length > 0) {
    const node = nodes.pop() as TreeNode;
    const closing = leaving.pop();
    if (closing !== undefined) {
      for (const token of closing) open.set(token, (open.get(token) as number) - 1);
      continue;
    }
    const tokens = node.className.match(classTokens) ?? noTokens;
    for (const token of tokens) {
      const depth = open.get(token) ?? 0;
      if (depth === 0) prose.set(token, (prose.get(token) ?? 0) + node.prose);
      holders.set(token, (holders.get(token) ?? 0) + 1);
      open.set(token, depth + 1);
    }
    nodes.push(node);
    leaving.push(tokens);
    // Only blocks with paragraphs of running text count: the others (most of a page) are not visited.
    for (let index = node.children.length - 1; index >= 0; index--) {
      const child = node.children[index] as TreeNode;
      if (child.prose === 0) continue;
      nodes.push(child);
      leaving.push(undefined);
    }
  }
  for (const [token, amount] of prose) if (amount >= pageProse * LAYOUT_SHARE && (holders.get(token) as number) >= 2 && chromeName(token)) layout.add(token);
  return layout;
}

/** `className` without the page's layout classes. */
export function withoutLayout(className: string, layout: ReadonlySet<string>): string {
  if (layout.size === 0 || className === "") return className;
  return className
    .split(/\s+/)
    .filter((token) => token !== "" && !layout.has(token))
    .join(" ");
}
