import type { ArticleState } from "./content-cleanup.js";
import { isByline, isDateline, photoCredit, readingTime, widgetText } from "./chrome-phrases.js";
import { elementText, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * The article's facts written as a definition list ("Author / Anna Miller", "Published / 12 March",
 * "Photo / dpa"): each term and its description are read as the one line they stand for ("Photo:
 * dpa"), and a pair that reads as a byline, a date line, a photo credit, a reading time or a tag line
 * goes, as that line would. Only short lists of short terms are read; a list left with no pair goes.
 */

/** A list longer than this (characters) is a glossary or a fact box, not the article's meta data. */
const LIST_MAX = 400;
/** A term longer than this is a word being defined, not a label. */
const TERM_MAX = 30;

/** Removes the meta pairs of the short definition list `dl`; whether the whole list went. */
export function removeMetaPairs(dl: TreeNode, state: ArticleState, output: ScanOutput): boolean {
  if (dl.text > LIST_MAX || dl.children.length > 24) return false;
  let kept = 0;
  let term: TreeNode | undefined;
  const gone: TreeNode[] = [];
  for (const child of dl.children) {
    if (child.text === 0 || state.isRemoved(child)) continue;
    if (child.name === "dt") {
      if (term !== undefined) kept++;
      term = child.text <= TERM_MAX ? child : undefined;
      if (term === undefined) kept++;
      continue;
    }
    if (term !== undefined && child.name === "dd" && metaLine(`${elementText(term, output)}: ${elementText(child, output)}`)) gone.push(term, child);
    else kept++;
    term = undefined;
  }
  if (term !== undefined) kept++;
  if (gone.length === 0) return false;
  if (kept === 0) {
    state.remove(dl);
    return true;
  }
  for (const node of gone) state.remove(node);
  return false;
}

function metaLine(line: string): boolean {
  return line.length <= 160 && (isByline(line) || isDateline(line) || photoCredit.test(line) || readingTime.test(line) || widgetText.test(line));
}
