import { isDateline } from "./chrome-phrases.js";
import { elementText, NodeMemo, siblingPosition, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * A date standing alone is most often the article's dateline and goes. In a story's timeline, a live
 * blog or a day's schedule (a run of entries of one tag and class, each a date or a time and then what
 * happened) the date opens its entry and is the entry's: without it the events lose their years and
 * the updates their times. Only neighbours are read.
 */

/** Text (characters) after the date in its entry: what happened then (a schedule's "Talent-Apéro"), not a count beside it. */
const EVENT = 8;
/** Entries of the same shape either side, read at most, and how many make a run. */
const NEAR = 2;
const RUN = 2;

/** Wrappers around a date that hold only it (`<div class="time"><time>16:05</time></div>`), climbed at most. */
const WRAPPERS = 2;

/** Whether `date` opens an entry of a run of like entries with more text after it (a timeline's, a live blog's). */
export function opensDatedEntry(node: TreeNode): boolean {
  // A date alone in its wrapper is read as the wrapper: the entry is the wrapper's parent.
  let date = node;
  for (let level = 0; level < WRAPPERS && date.parent !== null && date.parent.text === date.text; level++) date = date.parent;
  const entry = date.parent;
  if (entry === null || entry.parent === null || entry.className === "" || entry.text < date.text + EVENT) return false;
  const first = entry.children.find((child) => child.text > 0);
  if (first !== date) return false;
  const siblings = entry.parent.children;
  const at = siblingPosition(entry);
  let twins = 0;
  for (let index = Math.max(0, at - NEAR); index <= Math.min(siblings.length - 1, at + NEAR); index++) {
    const sibling = siblings[index] as TreeNode;
    if (sibling !== entry && sibling.name === entry.name && sibling.className === entry.className && sibling.text > 0) twins++;
  }
  return twins >= RUN;
}

/** Items a list of dates holds at least to be a schedule (a meta list has a date or two). */
const SCHEDULE_ITEMS = 3;
/** Lists already read (each list once, however many of its items ask). */
const schedules = new NodeMemo<boolean>();

/**
 * Whether `node` is a list whose items are each a date or a time, or an item of one: a schedule's days
 * and hours ("Lundi : 8 h 30 – 16 h 30", "Mercredi : 8 h 30 – 12 h", …) or a list of dates, the
 * article's data, not a dateline.
 */
export function isSchedule(node: TreeNode, output: ScanOutput): boolean {
  const list = node.name === "li" ? node.parent : node;
  if (list === null || (list.name !== "ul" && list.name !== "ol")) return false;
  return schedules.of(list, () => listOfDates(list, output));
}

function listOfDates(list: TreeNode, output: ScanOutput): boolean {
  let dated = 0;
  for (const item of list.children) {
    if (item.text === 0) continue;
    if (item.name !== "li" || !isDateline(elementText(item, output))) return false;
    dated++;
  }
  return dated >= SCHEDULE_ITEMS;
}
