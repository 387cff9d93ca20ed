import type { Rewrite } from "./content-emit.js";
import { elementText, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * One caption per picture: a figure's image whose alt text says what its caption says would print
 * the caption twice in the markdown (`![caption](src)` over `*caption*`). The caption is what the
 * reader sees, so the image keeps its picture and loses the repeated alt text.
 */

/** A class that names a caption itself (not the box around a captioned image, "wp-caption"). */
const captionClass = /(?:^|\s)(?:caption|wp-caption-text|caption-text|(?:figure|image|img|photo)[-_]caption)(?:$|\s)/i;

/** A caption block: `<figcaption>`, or the caption paragraph of a captioned-image box (`wp-caption-text`). */
export function isCaption(node: TreeNode): boolean {
  return node.name === "figcaption" || (node.name !== "img" && captionClass.test(node.className));
}

const altAttribute = /\salt\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i;
const altValue = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** Text as a comparison key: lower case, words only. */
function key(text: string): string {
  return text
    .toLowerCase()
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Whether two texts say the same: equal, or one holds the other and is not much longer. */
function sameText(alt: string, caption: string): boolean {
  if (alt === "" || caption === "") return false;
  if (alt === caption) return true;
  const [short, long] = alt.length < caption.length ? [alt, caption] : [caption, alt];
  return short.length >= long.length * 0.6 && long.includes(short);
}

/** Rewrites (into `rewrites`) each image beside one of `captions` whose alt text repeats the caption. */
export function dropRepeatedAlts(captions: readonly TreeNode[], removed: Uint8Array | undefined, output: ScanOutput, rewrites: Map<TreeNode, Rewrite>): void {
  for (const caption of captions) {
    const box = caption.parent;
    if (box === null) continue;
    const text = key(elementText(caption, output));
    const stack = box.children.filter((child) => child !== caption);
    while (stack.length > 0) {
      const node = stack.pop() as TreeNode;
      if (removed?.[node.index] === 1 || rewrites.has(node)) continue;
      if (node.name !== "img") {
        if (!isCaption(node)) stack.push(...node.children);
        continue;
      }
      const tag = output.between(node.openStart, node.openEnd);
      const match = altValue.exec(tag);
      if (match !== null && sameText(key(match[1] ?? match[2] ?? match[3] ?? ""), text)) {
        rewrites.set(node, { kind: "html", html: tag.replace(altAttribute, ' alt=""') });
      }
    }
  }
}
