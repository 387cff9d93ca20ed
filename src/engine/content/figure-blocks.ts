import type { TreeNode } from "./content-tree.js";

/**
 * A figure in all but its tag: a block of one picture, not inside a link, and one short text beside
 * it (`<div class="image-wrapper"><img><div class="caption">… held at the <a>archive</a>.</div></div>`).
 * Its caption may cite a source with a link, as a `<figure>`'s may; a teaser card's picture links to
 * the story it announces.
 */

/** Longer than this (raw characters), the text beside a picture is more than its caption. */
const CAPTION = 300;
/** Frames (a `<picture>`, a `div`, a `span`) read around the picture, at most. */
const FRAMES = 4;

/**
 * Whether `node` holds one unlinked picture and one block of text beside it (see above).
 * @param removed the extraction's removed nodes, when known: a part already removed (the picture's credit) is not beside it
 */
export function isFigureBlock(node: TreeNode, removed?: Uint8Array): boolean {
  if (node.img !== 1 || node.text === 0 || node.text > CAPTION || node.name === "a") return false;
  let texts = 0;
  let frame: TreeNode | undefined;
  for (const child of node.children) {
    if (removed?.[child.index] === 1) continue;
    if (child.text > 0) {
      if (++texts > 1 || child.img > 0) return false;
    } else if (child.img > 0 || child.name === "img") frame = child;
  }
  return texts === 1 && frame !== undefined && unlinked(frame);
}

/** Whether the picture's frame holds no link (only frames without text, a few levels deep). */
function unlinked(frame: TreeNode): boolean {
  let node: TreeNode | undefined = frame;
  for (let depth = 0; node !== undefined && depth < FRAMES; depth++) {
    if (node.name === "a") return false;
    if (node.name === "img") return true;
    node = node.children.find((child) => child.img > 0 || child.name === "img");
  }
  return node !== undefined && node.name === "img";
}
