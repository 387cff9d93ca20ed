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
 * such lines: a list of counts alone is a fact box. A date pair stays when no other pair is a meta line and
 * at least two are facts (an event's "Date", "Time", "Place"). Only short lists of short terms are read; a list
 * left with no pair goes.
 */

/** A list longer than this (characters) is a glossary or a fact box, not the article's meta data. */
const LIST_MAX = 400;
/** A term longer than this is a word being defined, not a label. */
const TERM_MAX = 30;
/** Pairs of facts (not meta lines) beside a date that make it one of them ("Time", "Place" beside "Date"). */
const FACTS = 2;

/** Removes the meta pairs of the short definition list `dl`; whether the whole list went. */
export function removeMetaPairs(dl: TreeNode, state: ArticleState, output: ScanOutput): boolean {
  if (dl.text > LIST_MAX || dl.children.length > 24) return false;
  let kept = 0;
  // Descriptions that are no meta line: the facts a date may stand among.
  let facts = 0;
  const gone: TreeNode[] = [];
  // Hit counters and the terms left over them go only if a meta line went.
  const counts: TreeNode[] = [];
  // Dates go with the other meta lines; among facts alone they stay.
  const dates: TreeNode[] = [];
  // The term over the descriptions being read, its text, and whether it has any and all of them went.
  let term: TreeNode | undefined;
  let label = "";
  let described = false;
  let allGone = true;
  let datedOnly = true;
  const closeGroup = () => {
    // A term whose descriptions were all dates goes with them (or stays with them).
    if (term !== undefined && described && allGone) (datedOnly ? dates : counts).push(term);
    else if (term !== undefined) kept++;
    term = undefined;
  };
  // A forum post's profile panel: its user's counts and dates read as meta lines where two of its fields
  // stand (the list is counted once, at the first description that reads as a field).
  let profile: boolean | undefined;
  for (const child of dl.children) {
    if (child.text === 0 || state.isRemoved(child)) continue;
    if (child.name === "dt") {
      closeGroup();
      if (child.text <= TERM_MAX) {
        term = child;
        label = elementText(child, output);
        described = false;
        allGone = true;
        datedOnly = true;
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
    if (isDateline(text) && !isByline(`${label}: ${text}`)) dates.push(child);
    else if (metaLine(`${label}: ${text}`) || metaLine(text) || (profileField.test(text) && (profile ??= profileFields(dl, output) >= PROFILE_FIELDS))) {
      gone.push(child);
      datedOnly = false;
    } else if (isHitCounter(`${label}: ${text}`) || isHitCounter(text)) {
      counts.push(child);
      datedOnly = false;
    } else {
      kept++;
      facts++;
      allGone = false;
    }
  }
  closeGroup();
  // A date among facts ("Date" beside "Time" and "Place", nothing else of a meta line) is a fact too.
  if (dates.length > 0 && !(gone.length === 0 && counts.length === 0 && facts >= FACTS)) gone.push(...dates);
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

/**
 * A field of a forum user's profile beside their post, its label written into the description
 * ("Beiträge: 1626", "Registriert: 18.09.2008, 05:56", "Wohnort: Hagen", "Joined: Mar 2009").
 */
const profileField =
  /^(?:beiträge|posts|messages|mensajes|messaggi|posty|registriert|registered|joined|mitglied seit|member since|inscrit(?:e)? le|inscription|registrado|iscritto il|dołączył|wohnort|location|localisation|ubicación|località|lokalizacja|kontaktdaten|contact|kontakt|reputation|karma|likes|punkte|points|alter|age)\s*:(?:\s+\S.{0,60})?$/iu;
/** Profile fields in one list that make it a user's panel, not a fact box with a "Location". */
const PROFILE_FIELDS = 2;

function profileFields(dl: TreeNode, output: ScanOutput): number {
  let fields = 0;
  for (const child of dl.children) if (child.name === "dd" && child.text <= 80 && profileField.test(elementText(child, output))) fields++;
  return fields;
}
