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

interface ClassFigures {
  prose: number;
  holders: number;
  open: number;
}

/** A class list's tokens (what splitting at white space and dropping empty strings gives, in one call). */
const classTokens = /\S+/g;

export function layoutClasses(content: TreeNode, chromeName: (name: string) => boolean): ReadonlySet<string> {
  const pageProse = content.prose;
  const layout = new Set<string>();
  if (pageProse === 0) return layout;
  // Per class: prose under its outermost holders (a block inside another with the same class is
  // counted once), how many blocks with prose carry it (a layout class is on several), and how many
  // of them are open. One record per name: one map lookup per token, not five.
  const figures = new Map<string, ClassFigures>();
  // Depth first without recursion (a hostile page may nest deeply): a node is entered, then left
  // once its children are done. Two parallel stacks (node, and the tokens to close when leaving
  // it, or undefined when entering): no object per visited node.
  const nodes: TreeNode[] = [content];
  const leaving: Array<readonly string[] | undefined> = [undefined];
  while (nodes.length > 0) {
    const node = nodes.pop() as TreeNode;
    const closing = leaving.pop();
    if (closing !== undefined) {
      for (const token of closing) (figures.get(token) as ClassFigures).open--;
      continue;
    }
    const tokens = node.className === "" ? noTokens : (node.className.match(classTokens) ?? noTokens);
    for (const token of tokens) {
      let figure = figures.get(token);
      if (figure === undefined) {
        figure = { prose: 0, holders: 0, open: 0 };
        figures.set(token, figure);
      }
      if (figure.open === 0) figure.prose += node.prose;
      figure.holders++;
      figure.open++;
    }
    // Leaving a node closes its tokens: one without any has nothing to close.
    if (tokens.length > 0) {
      nodes.push(node);
      leaving.push(tokens);
    }
    // Only blocks with paragraphs of running text count: the others (most of a page) are not visited.
    for (let index = node.children.length - 1; index >= 0; index--) {
      const child = node.children[index] as TreeNode;
      if (child.prose === 0) continue;
      nodes.push(child);
      leaving.push(undefined);
    }
  }
  for (const [token, figure] of figures) if (figure.prose >= pageProse * LAYOUT_SHARE && figure.holders >= 2 && chromeName(token)) layout.add(token);
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
