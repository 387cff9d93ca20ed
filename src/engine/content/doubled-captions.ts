import type { Rewrite } from "./content-emit.js";
import { elementText, siblingPosition, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * A caption printed twice: picture widgets write the same caption in two blocks (a short and a long
 * one, one for small screens, one shown after a click), or once in the figure and again in a block
 * right after it. Within a picture's block or its caption, and right after the figure, a block whose
 * text is word for word the caption-sized block just before it is the same caption again and goes.
 * Texts are read only for neighbours of equal length, so each caption costs a few comparisons.
 */

/** Shorter than this (characters), equal neighbours are words ("Yes", "1:0"), not a caption printed twice. */
const MIN = 15;
/** Longer than this, the text is running text, not a caption. */
const MAX = 300;
/** At most this many text-free frames around a picture are climbed to its block. */
const FRAMES = 4;

/** Drops (into `rewrites`) the second print of each caption around `images` and in `captions`. */
export function dropDoubledCaptions(images: readonly TreeNode[], captions: readonly TreeNode[], removed: Uint8Array | undefined, output: ScanOutput, rewrites: Map<TreeNode, Rewrite>): void {
  const seen = new Set<TreeNode>();
  const judge = (container: TreeNode | null) => {
    if (container === null || seen.has(container) || container.text < MIN || container.text > MAX * 2 + 1) return;
    seen.add(container);
    const parts = dropRepeatedChildren(container, removed, output, rewrites);
    // A block holding the picture and one text block: that block may hold the two prints.
    if (parts.length === 1) judge(parts[0] as TreeNode);
  };
  for (const image of images) {
    let frame = image;
    for (let climbed = 0; climbed < FRAMES && frame.parent !== null && frame.parent.text === 0; climbed++) frame = frame.parent;
    if (frame.parent !== null && frame.parent.img === 1) judge(frame.parent);
  }
  for (const caption of captions) {
    judge(caption);
    const holder = caption.parent;
    if (holder !== null && holder.img > 0 && caption.text >= MIN && caption.text <= MAX) dropRepeatAfter(holder, caption, removed, output, rewrites);
  }
}

/** Drops each child that repeats the text of the child with text before it; the children with text left. */
function dropRepeatedChildren(container: TreeNode, removed: Uint8Array | undefined, output: ScanOutput, rewrites: Map<TreeNode, Rewrite>): TreeNode[] {
  const kept: TreeNode[] = [];
  let previous: TreeNode | undefined;
  for (const child of container.children) {
    if (child.text === 0 || removed?.[child.index] === 1 || rewrites.get(child)?.kind === "drop") continue;
    if (previous !== undefined && sameCaption(previous, child, output)) {
      rewrites.set(child, { kind: "drop" });
      continue;
    }
    kept.push(child);
    previous = child;
  }
  return kept;
}

/** Drops the block right after the figure `holder` when it says what the figure's `caption` says. */
function dropRepeatAfter(holder: TreeNode, caption: TreeNode, removed: Uint8Array | undefined, output: ScanOutput, rewrites: Map<TreeNode, Rewrite>): void {
  const siblings = holder.parent?.children;
  if (siblings === undefined) return;
  for (let index = siblingPosition(holder) + 1; index < siblings.length; index++) {
    const next = siblings[index] as TreeNode;
    if (removed?.[next.index] === 1 || (next.text === 0 && next.img === 0)) continue;
    if (next.img === 0 && next.link === 0 && sameCaption(caption, next, output)) rewrites.set(next, { kind: "drop" });
    return;
  }
}

function sameCaption(a: TreeNode, b: TreeNode, output: ScanOutput): boolean {
  if (a.text !== b.text || b.text < MIN || b.text > MAX || b.img > 0 || b.li > 0) return false;
  return elementText(a, output) === elementText(b, output);
}
