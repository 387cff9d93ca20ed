import type { TreeNode } from "./content-tree.js";

/**
 * Captions written without `<figcaption>`: a block that holds only a picture (in its frames: a link,
 * a `<picture>`, a `div`) and, after it, one short text is a figure in all but its tag, and that text
 * is the picture's caption. Its credit is then trimmed like a figcaption's (`caption-credits.ts`).
 */

/** At most this many text-free frames around a picture are climbed. */
const FRAMES = 4;
/** Longer than this (characters), the text after a picture is the story going on, not its caption. */
const CAPTION = 200;
const captionTags = new Set(["div", "span", "p", "small", "em", "i"]);

/** The caption of each of `images` that stands in a figure-like block, in the images' order. */
export function pictureCaptions(images: readonly TreeNode[], removed: Uint8Array | undefined): TreeNode[] {
  const captions: TreeNode[] = [];
  for (const image of images) {
    let frame = image;
    for (let climbed = 0; climbed < FRAMES && frame.parent !== null && frame.parent.text === 0; climbed++) frame = frame.parent;
    const block = frame.parent;
    if (block === null || block.text === 0 || block.text > CAPTION || block.img !== 1) continue;
    // The block holds the picture's frame and, after it, the one element with text: the caption.
    const parts = block.children.filter((child) => child.text > 0 && removed?.[child.index] !== 1);
    const caption = parts[0];
    if (parts.length !== 1 || caption === undefined || caption.index < frame.index || caption.text !== block.text) continue;
    if (!captionTags.has(caption.name) || caption.p > 0 || caption.li > 0) continue;
    captions.push(caption);
  }
  return captions;
}
