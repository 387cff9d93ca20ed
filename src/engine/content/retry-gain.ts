import type { ArticleState } from "./content-cleanup.js";
import { neverArticleName } from "./content-signals.js";
import { ContentTree, type TreeNode } from "./content-tree.js";
import { holdShapes } from "./held-shapes.js";
import { isStoryArticle } from "./story-article.js";

/**
 * What a retry (an attempt that removes less) really adds. The first attempt removes blocks whose
 * names never name article text (comments, sharing, related links); a retry that only wins on
 * length because it put those blocks back has found the page's chrome, not more of a short story.
 */

/** Containers the story's core is looked for in (not its paragraphs, headings or lists). */
const containers = new Set(["div", "section", "main", "article"]);
const NEARLY_ALL = 0.85;

/**
 * Where the first attempt's article really is: from its root down through containers, to the one
 * child that holds nearly all of the text, stopping at a story's own `<article>`. (A root climbs to
 * ancestors that hold little more than it once the named chrome is gone.)
 */
export function storyCore(root: TreeNode, state: ArticleState): TreeNode {
  let node = root;
  while (!isStoryArticle(node)) {
    let next: TreeNode | undefined;
    for (const child of node.children) {
      if (!state.isRemoved(child) && containers.has(child.name) && child.text >= node.text * NEARLY_ALL) next = child;
    }
    if (next === undefined) return node;
    node = next;
  }
  return node;
}

/**
 * The blocks `state` (the first attempt's) removed for names that never name article text: those
 * outside `core`, and those inside it that are lists of entries or one of them (a comment thread inside
 * the story's element). A block of running text inside the story stays out of it: its name may have lied.
 */
export function removedAsOutside(nodes: readonly TreeNode[], state: ArticleState, core: TreeNode): TreeNode[] {
  const out: TreeNode[] = [];
  const removed = state.removed;
  // Each parent's children are read once, however many of them were removed (20,000 named siblings).
  const entryParents = new Map<TreeNode, boolean>();
  const isEntry = (node: TreeNode): boolean => {
    const parent = node.parent;
    if (parent === null) return false;
    let repeats = entryParents.get(parent);
    if (repeats === undefined) entryParents.set(parent, (repeats = repeatsOneKind(parent)));
    return repeats;
  };
  for (let index = 0; index < removed.length; index++) {
    if (removed[index] !== 1) continue;
    const node = nodes[index] as TreeNode;
    if ((neverArticleName(node.className) || neverArticleName(node.id)) && (!within(node, core) || listOfEntries(node) || isEntry(node))) out.push(node);
  }
  return out;
}

/** Entries of a list: at least this many blocks of one tag and class. */
const ENTRIES = 3;

/** Whether the block is, or wraps, a run of entries of one kind (comments, cards), not running text (one entry: see its parent). */
function listOfEntries(node: TreeNode): boolean {
  if (repeatsOneKind(node)) return true;
  for (const child of node.children) if (child.text >= node.text / 2 && repeatsOneKind(child)) return true;
  return false;
}

function repeatsOneKind(node: TreeNode): boolean {
  const kinds = new Map<string, number>();
  for (const child of node.children) {
    if (child.text === 0 || child.name === "p") continue;
    const kind = `${child.name}.${child.className}`;
    const count = (kinds.get(kind) ?? 0) + 1;
    if (count >= ENTRIES) return true;
    kinds.set(kind, count);
  }
  return false;
}

function within(node: TreeNode, ancestor: TreeNode): boolean {
  for (let up = node.parent; up !== null; up = up.parent) if (up === ancestor) return true;
  return false;
}

/** The text of `blocks` that a retry's article (its top nodes, under its own state) keeps. */
export function keptText(blocks: readonly TreeNode[], article: readonly TreeNode[], state: ArticleState): number {
  if (blocks.length === 0) return 0;
  const tops = new Set(article);
  let text = 0;
  for (const block of blocks) {
    for (let up: TreeNode | null = block; up !== null; up = up.parent) {
      if (state.isRemoved(up)) break;
      if (tops.has(up)) {
        text += block.text;
        break;
      }
    }
  }
  return text;
}

/**
 * The text of a retry's article (its top nodes, under its own state) inside `story`, the story's own
 * `<article>` the first attempt found: a retry may put back what the first attempt wrongly removed
 * inside the story, not add the page around it.
 */
export function textInStory(story: TreeNode, article: readonly TreeNode[], state: ArticleState): number {
  const tops = new Set(article);
  for (let up: TreeNode | null = story; up !== null; up = up.parent) {
    if (state.isRemoved(up)) return 0;
    if (tops.has(up)) return story.text;
  }
  let text = 0;
  for (const top of article) if (within(top, story)) text += top.text;
  return text;
}

/** What the gain of an attempt is read from: its root, its top nodes (undefined: the whole page), its state and length. */
export interface AttemptResult {
  root: TreeNode | undefined;
  nodes: readonly TreeNode[] | undefined;
  state: ArticleState;
  length: number;
}

/** The gain of each attempt, once the first (short) attempt has been learnt from. */
export class RetryGains {
  /** What the first attempt removed for names that never name article text: a retry gains nothing by putting it back. */
  private outside: TreeNode[] | undefined;
  /** The story's own `<article>` the first attempt chose: a retry only gains what it adds inside it. */
  private story: TreeNode | undefined;

  constructor(
    private readonly nodes: readonly TreeNode[],
    private readonly content: TreeNode,
  ) {}

  /** Learns from the first attempt (later calls change nothing); call before its state is undone. */
  learn(first: AttemptResult): void {
    if (this.outside !== undefined) return;
    // No paragraph of running text kept: there is no story to protect, and what a retry puts back
    // may be the story itself (a live ticker whose entries are named like comments).
    if (keptProse(first.nodes ?? this.content.children, first.state) === 0) {
      this.outside = [];
      return;
    }
    const core = first.root === undefined ? this.content : storyCore(first.root, first.state);
    this.outside = removedAsOutside(this.nodes, first.state, core);
    if (isStoryArticle(core)) this.story = core;
  }

  /** The attempt's length, less what it only gained by putting back what the first attempt rightly removed. */
  of(attempt: AttemptResult): number {
    if (this.outside === undefined) return attempt.length;
    const tops = attempt.nodes ?? this.content.children;
    const story = this.story;
    const found = story === undefined ? attempt.length : textInStory(story, tops, attempt.state);
    return found - keptText(this.outside, story === undefined ? tops : [story], attempt.state);
  }
}

/** The running text (`prose`) the attempt's top nodes keep under its state. */
function keptProse(tops: readonly TreeNode[], state: ArticleState): number {
  let prose = 0;
  for (const node of tops) if (!state.isRemoved(node)) prose += node.prose;
  return prose;
}

// Keeps V8's compiled code for these classes across garbage collections (`held-shapes.ts`).
holdShapes(new RetryGains([], new ContentTree().root));
