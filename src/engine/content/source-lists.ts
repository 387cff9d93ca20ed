import { elementText, linkDensity, listTags, type TreeNode } from "./content-tree.js";
import { neverArticleName } from "./content-signals.js";
import { betweenRunningText, followedByTextOrEnd, leadInBefore, ownLeadIn } from "./framed-blocks.js";
import { linksLeaveSite } from "./link-sites.js";
import type { ScanOutput } from "./scan-output.js";
import { readAlso } from "./chrome-phrases.js";
import { worldReadAlso } from "./world-chrome.js";

/**
 * A short list of links, most of them leaving the site, with running text right before and after
 * it, or announced by a lead-in or a heading of its own as the article's last block, is the story's
 * sources or further reading, whatever its wrapper is called ("links-list"): a blogroll or a partner
 * strip stands in a sidebar or a footer, not between two paragraphs, and a share list is named for
 * sharing (a name never given to article text) or links back to the page.
 */

/** Items a list of sources holds at most (more is an index or a directory). */
const SOURCES = 20;

/** Whether `node`, a list or a wrapper of one (`inner`), is such a list of sources (see above). */
export function isFramedSourceList(node: TreeNode, inner: TreeNode, output: ScanOutput, site: string): boolean {
  // A box that opens with its own lead-in ("Useful links:") announces the list after it.
  const own = listTags.has(inner.name) ? undefined : ownLeadIn(inner, output);
  const list = own?.block ?? inner;
  if (!listTags.has(list.name) || list.li < 2 || list.li > SOURCES || list.img > 0 || linkDensity(list) < 0.5) return false;
  if (neverArticleName(node.className) || neverArticleName(node.id) || neverArticleName(list.className)) return false;
  // Or a list the article announces with a lead-in, as its last block ("Useful links:" over a tutorial's
  // references); not a call to follow the site or to visit its partners ("Follow us:", "Our partner titles:").
  const lead = own?.lead ?? leadInBefore(node, output);
  const announced = lead !== undefined && !callsAway(elementText(lead, output)) && followedByTextOrEnd(node);
  return (own === undefined ? betweenRunningText(node) || announced : announced) && linksLeaveSite(list, output, site);
}

/** A lead-in or a heading that calls the reader elsewhere: to the site's channels or partners, or to other stories ("Related"). */
function callsAway(text: string): boolean {
  return callsToVisit.test(text) || readAlso.test(text) || worldReadAlso.test(text);
}

/** A lead-in that calls the reader to the site's channels or partners, not to the article's sources. */
const callsToVisit =
  /^(?:follow (?:us|the)|find us|share|folg(?:e|en sie) (?:uns|dem)|teilen|suivez|retrouvez-nous|partagez|síguenos|encuéntranos|comparte|seguici|siga-nos|segue-nos|condividi|obserwuj|udostępnij|volg ons|deel|(?:our|unsere|nos|nuestros|nossos|i nostri) (?:partner|socios|parceiros|partenaires))(?![\p{L}\d_])/iu;
