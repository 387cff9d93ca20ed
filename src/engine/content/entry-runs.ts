import { TreeKind, type TreeNode } from "./content-tree.js";
import { holdShapes } from "./held-shapes.js";

/**
 * A run of entries: a block whose text is mostly in short blocks of one kind (tag and class), most
 * with a link of their own (a reply, a permalink, the poster's page) or with the poster's name set
 * apart from the text. A comment thread, a forum's replies, a feed: whatever the block is called
 * ("thread", "list", "stream"), it is not more of the story beside it, even when its entries hold
 * sentences. A story's own sections are longer or carry headings (the tips of a list article).
 * Reads the block's children.
 */

/** Entries of one kind, at least. */
const ENTRIES = 4;
/** An entry is short: a name, a post of a few lines, a link or two. */
const ENTRY = 500;
/** Share of the block's text in the entries. */
const MOSTLY = 0.7;

function holdsHeading(entry: TreeNode): boolean {
  return (entry.below & TreeKind.Heading) !== 0;
}

function partsWithText(entry: TreeNode): number {
  let parts = 0;
  for (const child of entry.children) if (child.text > 0) parts++;
  return parts;
}

export function isEntryRun(block: TreeNode): boolean {
  const children = block.children;
  if (children.length < ENTRIES) return false;
  const counts = new Map<string, { entries: number; linked: number; text: number }>();
  for (const child of children) {
    if (child.text === 0 || child.text > ENTRY || child.name === "p") continue;
    const kind = `${child.name} ${child.className}`;
    let count = counts.get(kind);
    if (count === undefined) counts.set(kind, (count = { entries: 0, linked: 0, text: 0 }));
    // An entry with a heading is a section or a card (a tip of a list article), not a reply.
    if (holdsHeading(child)) continue;
    count.entries++;
    count.text += child.text;
    // A reply carries a link (reply, permalink, the poster's page) or sets its poster's name apart from its text.
    if (child.link > 0 || partsWithText(child) >= 2) count.linked++;
  }
  for (const count of counts.values()) {
    if (count.entries >= ENTRIES && count.linked * 4 >= count.entries * 3 && count.text >= block.text * MOSTLY) return true;
  }
  return false;
}

/** `isEntryRun` answers per block, each block's children read once. */
export class EntryRuns {
  private readonly known = new Map<TreeNode, boolean>();

  holds(block: TreeNode): boolean {
    let answer = this.known.get(block);
    if (answer === undefined) this.known.set(block, (answer = isEntryRun(block)));
    return answer;
  }
}

// Keeps V8's compiled code for these classes across garbage collections (`held-shapes.ts`).
holdShapes(new EntryRuns());
