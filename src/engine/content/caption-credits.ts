import { ContentEmitter, type Rewrite } from "./content-emit.js";
import { htmlText, type TreeNode } from "./content-tree.js";
import { captionCredit } from "./chrome-phrases.js";
import { escapeText } from "./html-entities.js";
import type { ScanOutput } from "./scan-output.js";
import { isOnlyPictureNote } from "./picture-notes.js";

/**
 * A caption keeps what it says about the picture and loses the credit printed after it ("Klemmer
 * at the congress. Foto: GdP/Jane Doe", "… © agency / stock"): who took the photo is metadata
 * about the picture, not part of the article. The credit is recognised as a credit line on its own
 * is (`captionCredit`), only where it starts a later part of the caption, so a caption that mentions
 * a photo in a sentence stays whole. A caption that was only a credit, or only a note that the
 * picture illustrates ("Symbolbild", `picture-notes.ts`), goes.
 */

/** Longer than this (characters), the tail is a sentence about the picture, not a credit. */
const CREDIT = 100;
/** Longer than this, a "caption" is running text in a figure, left as it is. */
const CAPTION = 400;
/** Where a later part of a caption may start: after a space, a bracket or a separator. */
const partStart = /[\s([|/]/u;
/** What ends the caption's own words before a credit: a sentence's end, a separator, a bracket. */
const partEnd = /[.!?,;:|/([–—-]/u;
/** A third panel's label, which reads like the "(c)" of a copyright. */
const panelAfterB = /^\(c\)$/iu;
/** Separators, brackets and a comma left dangling at the end of what the caption says ("Jane Doe, photo: …"). */
const danglingEnd = /[\s,;:|/([–—-]+$/u;

/** Rewrites (into `rewrites`) each caption whose text ends with a photo credit. */
export function trimCaptionCredits(captions: readonly TreeNode[], removed: Uint8Array | undefined, output: ScanOutput, rewrites: Map<TreeNode, Rewrite>): void {
  // Where the last caption read ends: one inside it (invalid nesting) was read with it. Reading each
  // of a few hundred nested captions would read the innermost's text once per level.
  let readTo = -1;
  for (const caption of captions) {
    if (caption.openStart < readTo) continue;
    // A credit that links to the photographer or the source is a reference the caption keeps.
    if (caption.text === 0 || caption.text > CAPTION || caption.link > 0 || rewrites.has(caption)) continue;
    readTo = caption.closeStart;
    const text = htmlText(new ContentEmitter(output, removed, rewrites).inside(caption));
    // A caption that only says the picture illustrates ("Symbolbild") says nothing the reader needs.
    if (isOnlyPictureNote(text.trim())) {
      rewrites.set(caption, { kind: "drop" });
      continue;
    }
    const start = creditStart(text);
    if (start === undefined) continue;
    const kept = text.slice(0, start).replace(danglingEnd, "");
    // Nothing but punctuation before the credit: the caption was only a credit.
    if (!/[\p{L}\p{N}]/u.test(kept)) rewrites.set(caption, { kind: "drop" });
    else rewrites.set(caption, { kind: "html", html: `<${caption.name}>${escapeText(kept)}</${caption.name}>` });
  }
}

/** A caption's (or an alt's) text without the credit at its end, if it ends with one. */
export function withoutCredit(text: string): string {
  const start = creditStart(text);
  return start === undefined ? text : text.slice(0, start).replace(danglingEnd, "");
}

/**
 * `captionCredit` unanchored: one scan of a caption's tail finds whether a credit can start anywhere
 * in it. Most captions and alts have none, and then no position needs trying one by one.
 */
const creditAnywhere = new RegExp(captionCredit.source.replace(/(^|\|)\^/gu, "$1"), captionCredit.flags);

/** Where the credit at the end of a caption's text starts, if it ends with one. */
function creditStart(text: string): number | undefined {
  const from = Math.max(1, text.length - CREDIT);
  if (!creditAnywhere.test(text.slice(from))) return undefined;
  for (let index = from; index < text.length; index++) {
    const character = text.charAt(index);
    // A part starts at a word (or a "©") that follows a space, a bracket or a separator.
    if (!partStart.test(text.charAt(index - 1)) || character === " ") continue;
    // After the end of a sentence or a separator, or a "©" anywhere: "The source: a spring" is a sentence.
    if (character !== "©" && !partEnd.test(text.slice(0, index).trimEnd().slice(-1))) continue;
    // "(c)" after "(b)" labels the third panel of a figure ("(a) … (b) … (c) …"), not a copyright.
    if (character === "(" && panelAfterB.test(text.slice(index, index + 3)) && /\(b\)/iu.test(text.slice(0, index))) continue;
    if (captionCredit.test(text.slice(index))) return index;
  }
  return undefined;
}
