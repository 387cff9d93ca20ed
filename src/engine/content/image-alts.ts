import { ContentEmitter, type Rewrite } from "./content-emit.js";
import { siblingPosition, type TreeNode } from "./content-tree.js";
import { decodeText } from "./html-entities.js";
import type { ScanOutput } from "./scan-output.js";
import { withoutCredit } from "./caption-credits.js";

/**
 * One caption per picture: an image whose alt text says what the text right beside it says (its
 * caption, the headline of its card, a title over it) would print that text twice in the markdown
 * (`![caption](src)` over `*caption*`). The text beside it is what the reader sees, so the image
 * keeps its picture and loses the repeated alt text. Only kept text counts: an alt that repeats a
 * caption the article dropped stays.
 */

const altAttribute = /\salt\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i;
const altValue = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/**
 * How far up from the image "beside it" reaches: the figure, the link around the picture, the card.
 * A wrapper with no text of its own beside the image (a `<picture>`, the link around it, a `div`
 * frame) is not a level: a figure's caption is beside the image however many frames hold it.
 */
const LEVELS = 3;
/** At most this many wrappers are climbed in all (bounds the work on deeply framed pictures). */
const CLIMB = 8;
/** "Beside it": this many siblings either side at each level (bounds the work on pages of many pictures). */
const NEIGHBOURS = 2;
/** Longer than this (characters), an alt is not read for a credit (captions that long keep theirs). */
const CREDITED_ALT = 400;
/** Shorter alts (keys), such as a name, say too little to call a repeat. */
const MIN_ALT = 4;
/** One text may be this much shorter than the other and still say the same (a credit appended). */
const SAME_SHARE = 0.6;
/** Text beside a picture up to this long (characters) is read for opening with its alt (`opensWithAlt`): a caption's length. */
const CAPTION = 300;

/** Text as a comparison key: lower case, words only. */
function key(text: string): string {
  return decodeText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Whether two keys say the same: equal, or one holds the other and is not much longer. */
function sameText(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= long.length * SAME_SHARE && long.includes(short);
}

/**
 * Whether the text beside a picture opens with all its alt says, word for word, and goes on (the
 * caption with a credit or a second sentence after it): the alt adds nothing a reader of the caption
 * misses. An alt of one word may open any sentence: it takes two.
 */
function opensWithAlt(visible: string, alt: string): boolean {
  return alt.includes(" ") && visible.length > alt.length && visible.startsWith(`${alt} `);
}

/** Rewrites (into `rewrites`) each of `images` whose alt text repeats kept text beside it. */
export function dropRepeatedAlts(images: readonly TreeNode[], removed: Uint8Array | undefined, output: ScanOutput, rewrites: Map<TreeNode, Rewrite>): void {
  // Each block's text is read once: only image tags are rewritten here, and tags are not its text.
  const texts = new Map<TreeNode, string>();
  const visibleText = (node: TreeNode) => {
    let text = texts.get(node);
    if (text === undefined) texts.set(node, (text = key(new ContentEmitter(output, removed, rewrites).nodes([node]).replace(/<[^>]*>/g, " "))));
    return text;
  };
  for (const image of images) {
    if (rewrites.has(image)) continue;
    const tag = output.between(image.openStart, image.openEnd);
    const match = altValue.exec(tag);
    if (match === null) continue;
    const rawAlt = match[1] ?? match[2] ?? match[3] ?? "";
    const alt = key(rawAlt);
    if (alt.length < MIN_ALT) continue;
    // An alt that is the caption plus its credit repeats the caption once the credit went (`caption-credits.ts`).
    const bare = rawAlt.length > CREDITED_ALT ? alt : key(withoutCredit(rawAlt));
    const alsoBare = bare !== alt && bare.length >= MIN_ALT;
    // Text much longer or shorter than the alt (characters, with room for punctuation and spacing) cannot say the same.
    const longest = Math.max(alt.length / SAME_SHARE + 20, CAPTION);
    const shortest = (alsoBare ? bare : alt).length * SAME_SHARE * 0.8;
    let branch = image;
    let repeated = false;
    for (let level = 0, climbed = 0; level < LEVELS && climbed < CLIMB && !repeated && branch.parent !== null; climbed++) {
      const around = branch.parent;
      if (around.text > branch.text) level++;
      const siblings = around.children;
      const at = siblingPosition(branch);
      for (let index = Math.max(0, at - NEIGHBOURS); index <= at + NEIGHBOURS && index < siblings.length; index++) {
        const child = siblings[index] as TreeNode;
        if (child === branch || child.text < shortest || child.text > longest || removed?.[child.index] === 1) continue;
        const visible = visibleText(child);
        if (sameText(alt, visible) || opensWithAlt(visible, alt) || (alsoBare && sameText(bare, visible))) {
          repeated = true;
          break;
        }
      }
      branch = around;
    }
    if (repeated) rewrites.set(image, { kind: "html", html: tag.replace(altAttribute, ' alt=""') });
  }
}
