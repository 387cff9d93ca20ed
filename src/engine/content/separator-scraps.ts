import type { ArticleState } from "./content-cleanup.js";
import { ContentEmitter } from "./content-emit.js";
import { htmlText, inlineTags, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * A line that holds only the separators between its parts: its parts were removed (a post's meta line
 * of category links, each link gone as the menu's, leaves ", , ," in its box) or show nothing (empty
 * links, icons). The markdown would print a line of commas. Only the removed nodes' parents are read
 * here, and only when what is left in them is a few characters; `chrome-text.ts` asks the same of the
 * blocks it judges. A definition's dash ("—" for none) is a value, not a line.
 */

/** What is left in a parent (characters, `TreeNode.text`) to read at most: separators are short. */
const SCRAPS = 24;
/** Inline elements climbed at most from a removed part to its line. */
const INLINE_LEVELS = 2;
/** Only separators between parts of a line, and white space. */
const separatorsOnly = /^[\s,;|/·•–—-]+$/u;
/** Blocks a line of parts stands in (a formula's own elements, or an inline one, are no line). */
const lineTags = new Set(["p", "div", "li", "section", "footer", "header"]);

/** Whether a block of a line (its text) holds only separators: its parts were never there, or went. */
export function isSeparatorLine(node: TreeNode, text: string): boolean {
  // Most lines open with a letter: one look at the first character rules them out.
  return separatorStarts.has(text.charAt(0)) && lineTags.has(node.name) && separatorsOnly.test(text);
}

/** The characters `separatorsOnly` takes (white space aside: the texts read are trimmed). */
const separatorStarts = new Set([..."\t\n ,;|/·•–—-"]);

/** Removes each parent of a removed node that is left holding only separators. */
export function removeSeparatorScraps(state: ArticleState, output: ScanOutput): void {
  const seen = new Set<TreeNode>();
  const removed = state.removedNodes();
  for (let index = 0, count = removed.length; index < count; index++) {
    // The line is the first block above the removed part, through inline elements around it (`<li><a><span>Name</span>, </a></li>`).
    let parent = (removed[index] as TreeNode).parent;
    for (let level = 0; level < INLINE_LEVELS && parent !== null && inlineTags.has(parent.name); level++) parent = parent.parent;
    if (parent === null || seen.has(parent) || parent.text === 0 || parent.text > SCRAPS || parent.img > 0 || state.isRemoved(parent)) continue;
    seen.add(parent);
    if (isSeparatorLine(parent, htmlText(new ContentEmitter(output, state.removed, new Map()).inside(parent)))) state.remove(parent);
  }
}
