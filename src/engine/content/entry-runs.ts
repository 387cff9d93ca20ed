import type { TreeNode } from "./content-tree.js";

/**
 * A run of entries: a block whose text is mostly in short blocks of one kind (tag and class), each
 * with a link of its own (a reply, a permalink, the poster's page). A comment thread, a forum's
 * replies, a feed: whatever the block is called ("thread", "list", "stream"), it is not more of the
 * story beside it, even when its entries hold sentences. A story's own sections are longer, and do
 * not each carry a link. Reads the block's children only.
 */

/** Entries of one kind, at least. */
const ENTRIES = 4;
/** An entry is short: a name, a post of a few lines, a link or two. */
const ENTRY = 500;
/** Share of the block's text in the entries. */
const MOSTLY = 0.7;

export function isEntryRun(block: TreeNode): boolean {
  const children = block.children;
  if (children.length < ENTRIES) return false;
  const counts = new Map<string, { entries: number; linked: number; text: number }>();
  for (const child of children) {
    if (child.text === 0 || child.text > ENTRY || child.name === "p") continue;
    const kind = `${child.name} ${child.className}`;
    let count = counts.get(kind);
    if (count === undefined) counts.set(kind, (count = { entries: 0, linked: 0, text: 0 }));
    count.entries++;
    count.text += child.text;
    if (child.link > 0) count.linked++;
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
