import { ContentEmitter, type Rewrite } from "./content-emit.js";
import { NodeFlag, siblingPosition, type TreeNode } from "./content-tree.js";
import { decodeText } from "./html-entities.js";
import type { ScanOutput } from "./scan-output.js";
import { withoutCredit } from "./caption-credits.js";
import { attributeValue, valuePattern } from "./tag-attributes.js";

/**
 * One caption per picture: an image whose alt text says what the text right beside it says (its
 * caption, the headline of its card, a title over it) would print that text twice in the markdown
 * (`![caption](src)` over `*caption*`). The text beside it is what the reader sees, so the image
 * keeps its picture and loses the repeated alt text. Only kept text counts: an alt that repeats a
 * caption the article dropped stays.
 */

const altAttribute = /\salt\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i;
const altValue = valuePattern("alt");
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
/** Text beside a picture in a figure up to this long (characters) is read for opening with its alt (`opensWithAlt`): a caption's length. */
const CAPTION = 300;

/** Text as a comparison key: lower case, words only. */
function key(text: string): string {
  const lower = decodeText(text).toLowerCase();
  // Words between single spaces (most alts) are their own key: the replacement's result is built only when it changes something.
  return (notWordsAndSpaces.test(lower) ? lower.replace(notWords, " ") : lower).trim();
}

const notWords = /[^\p{L}\p{N}]+/gu;
/** What `notWords` would change: a character that is neither a letter, a digit nor a space, or two spaces. */
const notWordsAndSpaces = /[^\p{L}\p{N} ]| {2}/u;

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

/**
 * Rewrites (into `rewrites`) each of `images` whose alt text repeats kept text beside it, and drops
 * the title of the image, and of the link around it (a lightbox's), when that repeats it too: the
 * markdown prints a title beside the address (`![](src "caption")`), a caption once more.
 */
export function dropRepeatedAlts(images: readonly TreeNode[], removed: Uint8Array | undefined, output: ScanOutput, rewrites: Map<TreeNode, Rewrite>): void {
  // Each block's text is read once: only image and link tags are rewritten here, and tags are not its text.
  const texts = new Map<TreeNode, string>();
  const visibleText = (node: TreeNode) => {
    let text = texts.get(node);
    if (text === undefined) texts.set(node, (text = key(emitted(node, removed, output, rewrites).replace(/<[^>]*>/g, " "))));
    return text;
  };
  const repeated = (image: TreeNode, raw: string | undefined) => raw !== undefined && repeatsBeside(image, raw, removed, visibleText);
  for (const image of images) {
    if (rewrites.has(image)) continue;
    const tag = output.between(image.openStart, image.openEnd);
    let shown = tag;
    if (repeated(image, attributeValue(tag, altValue))) shown = shown.replace(altAttribute, ' alt=""');
    if (repeated(image, attributeValue(tag, titleValue))) shown = shown.replace(titleAttribute, "");
    if (shown !== tag) rewrites.set(image, { kind: "html", html: shown });
    const link = linkAround(image);
    if (link === undefined || rewrites.has(link)) continue;
    const linkTag = output.between(link.openStart, link.openEnd);
    if (repeated(image, attributeValue(linkTag, titleValue))) rewrites.set(link, { kind: "startTag", html: linkTag.replace(titleAttribute, "") });
  }
}

/**
 * The HTML `ContentEmitter` writes for `node`: for an element without children that is kept and
 * not rewritten (most text beside a picture), the output between its tags' ends as it is, without
 * an emitter and its joiner.
 */
function emitted(node: TreeNode, removed: Uint8Array | undefined, output: ScanOutput, rewrites: ReadonlyMap<TreeNode, Rewrite>): string {
  const plain = node.children.length === 0 && (node.flags & NodeFlag.Unwrap) === 0 && removed?.[node.index] !== 1 && !rewrites.has(node);
  return plain ? output.between(node.openStart, node.closeEnd) : new ContentEmitter(output, removed, rewrites).nodes([node]);
}

const titleAttribute = /\stitle\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i;
const titleValue = valuePattern("title");

/** The link around a picture (through frames without text: a `<picture>`, a `div`), if any. */
export function linkAround(image: TreeNode): TreeNode | undefined {
  let frame = image.parent;
  for (let climbed = 0; frame !== null && climbed < LEVELS && frame.text === 0; climbed++, frame = frame.parent) if (frame.name === "a") return frame;
  return undefined;
}

/** Whether `raw` (an alt or a title of `image`) says what kept text beside the picture says (see above). */
function repeatsBeside(image: TreeNode, raw: string, removed: Uint8Array | undefined, visibleText: (node: TreeNode) => string): boolean {
  const alt = key(raw);
  if (alt.length < MIN_ALT) return false;
  // An alt that is the caption plus its credit repeats the caption once the credit went (`caption-credits.ts`).
  const uncredited = raw.length > CREDITED_ALT ? raw : withoutCredit(raw);
  // Most alts have no credit: their bare key is the alt's, not built again.
  const bare = uncredited === raw ? alt : key(uncredited);
  const alsoBare = bare !== alt && bare.length >= MIN_ALT;
  // Text much longer or shorter than the alt (characters, with room for punctuation and spacing) cannot say the same.
  const longest = alt.length / SAME_SHARE + 20;
  const shortest = (alsoBare ? bare : alt).length * SAME_SHARE * 0.8;
  let branch = image;
  for (let level = 0, climbed = 0; level < LEVELS && climbed < CLIMB && branch.parent !== null; climbed++) {
    const around = branch.parent;
    if (around.text > branch.text) level++;
    // Inside a figure, its caption may go on after the alt's words (`opensWithAlt`): read up to a caption's length.
    const figure = around.name === "figure";
    const limit = figure ? Math.max(longest, CAPTION) : longest;
    const siblings = around.children;
    const at = siblingPosition(branch);
    for (let index = Math.max(0, at - NEIGHBOURS); index <= at + NEIGHBOURS && index < siblings.length; index++) {
      const child = siblings[index] as TreeNode;
      if (child === branch || child.text < shortest || child.text > limit || removed?.[child.index] === 1) continue;
      const visible = visibleText(child);
      if (sameText(alt, visible) || (figure && opensWithAlt(visible, alt)) || (alsoBare && sameText(bare, visible))) return true;
    }
    branch = around;
  }
  return false;
}
