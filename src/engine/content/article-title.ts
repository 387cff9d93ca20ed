import type { ArticleState } from "./content-cleanup.js";
import { headingLevel, inlineTags, linkDensity, siblingPosition, type ContentTree, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";
import { pageTitle } from "./page-title.js";
import { isSummary } from "./summary-lists.js";

/**
 * The article's title when it stands outside the chosen blocks: the page's title (`page-title.ts`)
 * before the article and close to it in the tree (a wiki's heading over the block of its text, a
 * story's headline in a box above the body). Its nearest common ancestor with the article's first
 * block is at most a few levels above that block and is not the page's body: a site's banner sits at
 * the top of the page, beside the whole layout, not beside the article; and what the title's branch
 * holds beside it is not mostly links (a banner's menu). The standfirst right under such a title (a
 * subtitle set as a heading or a paragraph beside it, outside the article's blocks) comes with it,
 * and so does a summary list under them ("Key points", "Das Wichtigste in Kürze", "Claves").
 */

/** Levels above the article's first block where the title's and the article's branches may meet. */
const NEAR = 4;

/** `article` with the page's title before it, when the title stands outside it (see above); else `article`. */
export function withTitle(article: TreeNode[], tree: ContentTree, state: ArticleState, output: ScanOutput): TreeNode[] {
  const title = pageTitle(tree, output, state.pageUrl);
  if (title === undefined) return article;
  // Blocks before the title may only be a lead taken from the title's own `<header>` (`withLead`: a
  // teaser set over the headline); the article's first block after the title is where it stands.
  const at = article.findIndex((block) => block.index > title.index);
  const first = article[at];
  if (first === undefined || !article.slice(0, at).every((block) => besideInHeader(block, title))) return article;
  // Not removed with a block around it. (Before the article's first block in document order, it is
  // inside none of the article's blocks: a block's descendants come after it.)
  for (let up: TreeNode | null = title; up !== null; up = up.parent) if (state.isRemoved(up)) return article;
  let meet: TreeNode | null = first.parent;
  for (let level = 0; meet !== null && level < NEAR && !holds(meet, title); level++) meet = meet.parent;
  if (meet === null || meet.name === "body" || meet.name === "html" || meet.parent === null || !holds(meet, title)) return article;
  // The title's own branch below that ancestor adds a line or a lead beside it, not a menu (a site's
  // banner: its name in an `h1` over the navigation). A link or two shorter than the title (a forum
  // thread's category badge) is no menu.
  let branch = title;
  while (branch.parent !== null && branch.parent !== meet) branch = branch.parent;
  const added = branch.text - title.text;
  const links = branch.link - title.link;
  if (added > 0 && links * 2 > added && links > title.text) return article;
  // The standfirst and the summary under it, when the article's blocks start after them (`leadsUnder`).
  return [...article.slice(0, at), title, ...leadsUnder(title, state, first), ...article.slice(at)];
}

/** A class name word of a byline or a post's data ("article-author", "post-meta", "entry-date"). */
const bylineName = /(?:^|[\s_-])(?:author|authors|byline|meta|date|dateline|time|autor|auteur|firma)(?:$|[\s_-])/iu;

/** A standfirst this long (characters) at least: a sentence, not a kicker or a date. */
const STANDFIRST = 60;

/**
 * The blocks right after the title (its next siblings with text, not removed; before the article's
 * `first` block and holding none of it, when given): a standfirst, a heading or a paragraph of
 * running text under the headline (`<h2 class="subtitle">`, `<p class="standfirst">`), then a
 * summary list (`summary-lists.ts`).
 */
export function leadsUnder(title: TreeNode, state: ArticleState, first?: TreeNode): TreeNode[] {
  const leads: TreeNode[] = [];
  const siblings = title.parent?.children ?? [];
  for (let index = siblingPosition(title) + 1; index < siblings.length; index++) {
    const sibling = siblings[index] as TreeNode;
    if (sibling.text === 0) continue;
    if ((first !== undefined && (sibling.index >= first.index || holds(sibling, first))) || state.isRemoved(sibling)) break;
    if (leads.length === 0 && isStandfirst(sibling)) leads.push(sibling);
    else {
      if (isSummary(sibling)) leads.push(sibling);
      break;
    }
  }
  return leads;
}

function isStandfirst(wrapper: TreeNode): boolean {
  // A paragraph in a box of its own (`<div class="standfirst"><p>…`) is that paragraph.
  const only = wrapper.children.length === 1 ? wrapper.children[0] : undefined;
  const block = only !== undefined && only.text === wrapper.text ? only : wrapper;
  const shaped = (headingLevel(block) >= 2 || block.name === "p" || block.name === "div") && block.children.every((child) => inlineTags.has(child.name));
  // Not a line named as the author's or the post's data ("article-author": a byline with its date).
  return shaped && block.text >= STANDFIRST && linkDensity(block) < 0.3 && block.img === 0 && !bylineName.test(wrapper.className) && !bylineName.test(block.className);
}

/** Whether `block` (before the title, not around it) and the title stand in one `<header>`. */
function besideInHeader(block: TreeNode, title: TreeNode): boolean {
  if (holds(block, title)) return false;
  for (let up = block.parent; up !== null; up = up.parent) if (up.name === "header") return holds(up, title);
  return false;
}

/** Whether `node` is an ancestor of `other` (its subtree holds `other`'s index). */
function holds(node: TreeNode, other: TreeNode): boolean {
  return node.index < other.index && other.index < node.end;
}
