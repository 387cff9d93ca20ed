import type { ArticleState } from "./content-cleanup.js";
import { isByline, isDateline, photoCredit, readingTime, widgetText } from "./chrome-phrases.js";
import { elementText, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";
import { isHitCounter } from "./world-chrome.js";

/**
 * The article's facts written as a definition list ("Author / Anna Miller", "Published / 12 March",
 * "Photo / dpa"): each term and its description are read as the one line they stand for ("Photo:
 * dpa"), and a pair that reads as a byline, a date line, a photo credit, a reading time or a tag line
 * goes, as that line would. A description after another under one label ("Details" over the author,
 * the date and the hits) is read as its own line. A hit counter ("Zugriffe: 1234") goes only beside
 * such lines: a list of counts alone is a fact box. Only short lists of short terms are read; a list
 * left with no pair goes.
 */

/** A list longer than this (characters) is a glossary or a fact box, not the article's meta data. */
const LIST_MAX = 400;
/** A term longer than this is a word being defined, not a label. */
const TERM_MAX = 30;

/** Removes the meta pairs of the short definition list `dl`; whether the whole list went. */
export function removeMetaPairs(dl: TreeNode, state: ArticleState, output: ScanOutput): boolean {
  if (dl.text > LIST_MAX || dl.children.length > 24) return false;
  let kept = 0;
  const gone: TreeNode[] = [];
  // Hit counters and the terms left over them go only if a meta line went.
  const counts: TreeNode[] = [];
  // The term over the descriptions being read, its text, and whether it has any and all of them went.
  let term: TreeNode | undefined;
  let label = "";
  let described = false;
  let allGone = true;
  const closeGroup = () => {
    if (term !== undefined && described && allGone) counts.push(term);
    else if (term !== undefined) kept++;
    term = undefined;
  };
  for (const child of dl.children) {
    if (child.text === 0 || state.isRemoved(child)) continue;
    if (child.name === "dt") {
      closeGroup();
      if (child.text <= TERM_MAX) {
        term = child;
        label = elementText(child, output);
        described = false;
        allGone = true;
      } else kept++;
      continue;
    }
    if (child.name !== "dd" || term === undefined) {
      kept++;
      continue;
    }
    described = true;
    const text = elementText(child, output);
    // The pair read as one line ("Photo: dpa"), or a description alone under a shared label ("Details").
    if (metaLine(`${label}: ${text}`) || metaLine(text)) gone.push(child);
    else if (isHitCounter(`${label}: ${text}`) || isHitCounter(text)) counts.push(child);
    else {
      kept++;
      allGone = false;
    }
  }
  closeGroup();
  if (gone.length === 0) return false;
  gone.push(...counts);
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
