import { ContentEmitter, type Rewrite } from "./content-emit.js";
import { htmlText, inlineTags, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * An embedded social post whose script did not run is a `<blockquote>` holding the post's words and
 * the lines the platform prints around them: who shared it ("A post shared by … (@…)", "Posted by …
 * on …"), a "View this post on …" line, a sound's credit ("♬ original sound – …") and its author's
 * handle before its words, links whose text is only an address (an attached picture's short link).
 * The post's words are part of the story and stay; those lines go. A quote is told from a post by the
 * signature at its end: a quote without one is left as it is. A quoted tweet's own signature ("— Jane
 * Doe (@jdoe) March 3, 2024") is not one of these: readers' copies of a story keep it with the tweet.
 */

/** Longer than this (characters), a blockquote is a quoted passage, not a post. */
const POST = 1500;

const handle = String.raw`\(@[\p{L}\p{N}_.]{1,30}\)`;
/** A date or a time after a signature: a few words with a figure ("March 3, 2024", "3. März 2024 um 10:12"). */
const dated = String.raw`(?:\s+(?:on|am|le|el|il|em|w|op|в)\s+)?\s*[^()]{0,40}`;
/** "A post shared by Harbour Friends (@harbourfriends) on Mar 3, 2024", perhaps after "View this post on …". */
const sharedSignature = new RegExp(String.raw`^(?:.{0,60}\s)?\p{L}[^()!?.:;]{0,40}\s(?:by|von|par|por|da|door|przez|от)\s+[^()!?.:;]{1,50}${handle}${dated}$`, "u");
/** "Posted by Harbour Friends on Tuesday, March 3, 2024": a post's signature without a handle. */
const postedSignature = /^(?:posted by|gepostet von|publié par|publicado por|pubblicato da)\s+[^()!?.:;]{1,60}\s(?:on|am|le|el|il|em)\s+[^()]{1,40}\d[^()]{0,20}$/iu;
/** A line that sends the reader to the platform: "View this post on Instagram", "Watch on YouTube". */
const viewOn = /^(?:view|see|watch) (?:this (?:post|video|reel|photo) )?on \p{L}[\p{L}\p{N}]{1,15}$|^(?:diesen beitrag auf|voir cette publication sur|ver esta publicación en) \p{L}+(?: ansehen)?$/iu;
/** A link whose text is only an address ("pic.twitter.com/abc123", "https://t.co/x"). */
const addressLink = /<a\b[^>]*>\s*(?:https?:\/\/)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+\/[^\s<]*\s*<\/a>/giu;
/** A link whose text is a sound's credit ("♬ original sound - Harbour"). */
const soundLink = /<a\b[^>]*>\s*♬[^<]*<\/a>/gu;

/** A link that is only a handle, opening a block (after its start tags): the post's author. */
const openingHandle = /^((?:\s*<(?!a\b)[a-z][^>]*>)*)\s*<a\b[^>]*>\s*@[\p{L}\p{N}_.]{1,30}\s*<\/a>/iu;

/** What every signature holds somewhere in the quote's HTML. */
const mayBeSigned = /\(@|♬|posted by|gepostet von|publié par|publicado por|pubblicato da/iu;

function isSignature(text: string): boolean {
  return text.includes("(@") ? sharedSignature.test(text) : postedSignature.test(text);
}

/** Whether a line of a post is the platform's, not the post's. */
function isPlatformLine(text: string): boolean {
  return text === "" || isSignature(text) || viewOn.test(text);
}

/** Rewrites (into `rewrites`) each blockquote that is an embedded post: its words without the platform's lines. */
export function trimPostEmbeds(quotes: readonly TreeNode[], removed: Uint8Array | undefined, output: ScanOutput, rewrites: Map<TreeNode, Rewrite>): void {
  // Where the last quote read ends: a quote nested in it was read with it (a hostile page nests hundreds).
  let readTo = -1;
  for (const quote of quotes) {
    if (quote.openStart < readTo || quote.text === 0 || quote.text > POST || rewrites.has(quote)) continue;
    readTo = quote.closeStart;
    // Most quotes are quotes: without a handle, a sound's note or a "posted by", no part is written out.
    if (!mayBeSigned.test(output.between(quote.openEnd, quote.closeStart))) continue;
    const parts = partsOf(quote, removed, output, rewrites);
    const last = parts[parts.length - 1];
    // The signature ends the post: the loose line at the quote's own level, or its last block.
    const ownLine = htmlText(parts.filter((part) => !part.block && part.gone !== true).map((part) => part.html).join(" "));
    // A video post signs with its sound's credit, and opens with its author's handle.
    const sound = last !== undefined && last.html.includes("♬");
    const looseSignature = ownLine !== "" && isSignature(ownLine);
    const signed = looseSignature || (last !== undefined && last.block && isSignature(htmlText(last.html))) || sound;
    if (!signed) continue;
    let html = "";
    for (const part of parts) {
      // Loose text at the quote's own level is the post's words, unless it is the signature.
      if (part.gone === true || (!part.block && looseSignature)) continue;
      let kept = part.html.replace(addressLink, "").replace(soundLink, "");
      if (sound) kept = kept.replace(openingHandle, "$1");
      if (!isPlatformLine(htmlText(kept))) html += kept;
    }
    rewrites.set(quote, html === "" ? { kind: "drop" } : { kind: "html", html: `<blockquote>${html}</blockquote>` });
  }
}

interface Part {
  html: string;
  /** A block child (its own line), or loose text and inline elements at the quote's level. */
  block: boolean;
  /** Removed before this pass: not written out. */
  gone?: boolean;
}

/** The quote's children and the loose text between them, in order, as written out. */
function partsOf(quote: TreeNode, removed: Uint8Array | undefined, output: ScanOutput, rewrites: ReadonlyMap<TreeNode, Rewrite>): Part[] {
  const parts: Part[] = [];
  let from = quote.openEnd;
  for (const child of quote.children) {
    if (child.openStart > from) parts.push({ html: output.between(from, child.openStart), block: false });
    from = child.closeEnd;
    // A line already removed (the signature as a block of its own, `embed-lines.ts`) still signs the post.
    const gone = removed?.[child.index] === 1;
    const html = gone ? output.between(child.openStart, child.closeEnd) : new ContentEmitter(output, removed, rewrites).nodes([child]);
    parts.push({ html, block: !inlineTags.has(child.name), gone });
  }
  if (quote.closeStart > from) parts.push({ html: output.between(from, quote.closeStart), block: false });
  return parts;
}
