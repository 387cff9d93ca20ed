import { elementText, listTags, NodeFlag, outermostBelow, siblingPosition, type TreeNode } from "./content-tree.js";
import { hrefOf, leaves, mostLinks, siteOf } from "./link-sites.js";
import { ideographCount } from "./ideographs.js";
import { readAlso } from "./chrome-phrases.js";
import { worldReadAlso } from "./world-chrome.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * A list of the article's topics under a heading ("See also", "Further reading", "References" over
 * "Tidal range", "Chart datum"): each item a link and little else. It belongs to the article it ends
 * when its links stay in the article's own part of the site (the first folder of its address: a
 * wiki's or a manual's pages on the subject). Under a heading that reads like a related box ("See
 * also", "Read more", "Mehr zum Thema"), its items must be names of a few words: a related box lists
 * other articles by their headlines, sentences of six words and more. Teaser cards add a picture and
 * an excerpt; tag and category lists point to index pages in folders of their own ("/tag/…").
 * Only short lists are read. A list kept so is marked (`NodeFlag.TopicList`) for the heading over it.
 */

/** Items of a list of names, at most. */
const ITEMS = 20;
/** A name is a few words: on average at most this many per item… */
const AVERAGE_WORDS = 5;
/** …and never more than this many in one. */
const MAX_WORDS = 8;
/** Nor longer than this (characters). */
const NAME = 60;
/** Words in `text`; in scripts written without spaces (`ideographs.ts`), two characters count as one more word. */
function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) + Math.floor(ideographCount(text) / 2);
}

/**
 * The first folder of a page's address, with its site ("wiki" of "/wiki/Tide_gauge"); the site's top
 * for a page there ("/tide-gauge"); "" for the home page.
 */
export function sectionOf(pageUrl: string): string {
  // The page's own address is asked once per extraction attempt: the last answer is kept.
  if (pageUrl === lastUrl) return lastSection;
  lastSection = readSection(pageUrl);
  lastUrl = pageUrl;
  return lastSection;
}

let lastUrl: string | undefined;
let lastSection = "";

function readSection(pageUrl: string): string {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return "";
  }
  const parts = url.pathname.split("/").filter((part) => part !== "");
  if (parts.length === 0) return "";
  return parts.length === 1 ? `${siteOf(pageUrl)}/` : `${siteOf(pageUrl)}/${(parts[0] as string).toLowerCase()}`;
}

/**
 * Whether most links below `list` go to pages in `section` (`sectionOf`) or out of the site: a
 * manual's "See also" mixes its own pages with outside references; a related box points to other
 * parts of the site.
 */
function linksInSection(list: TreeNode, output: ScanOutput, section: string): boolean {
  const site = section.slice(0, section.indexOf("/"));
  // Not through `sectionOf`'s cache: a link's address is a slice of the page, which the cache would keep alive.
  return mostLinks(list, output, (href) => readSection(href) === section || leaves(href, site));
}

/**
 * Whether `list` names topics of the article's part of the site (`section`, see `sectionOf`): marks it
 * (`NodeFlag.TopicList`) when it does.
 */
export function isTopicList(list: TreeNode, heading: TreeNode, output: ScanOutput, pageSection: string): boolean {
  if (keptAsTopics(list)) return true;
  if (pageSection === "" || !linkList(list)) return false;
  // A part read from the paragraphs' links needs names (below): those are read first, the links only then.
  const section = linksInSection(list, output, pageSection) ? pageSection : namesTopics(list, output) ? proseLinkSection(heading, output, pageSection) : "";
  if (section === "" || (section !== pageSection && !linksInSection(list, output, section))) return false;
  // Under a "read also" heading, a list of the site's pages is a related box unless its items are names;
  // so is any such list when the page's part is the whole site (posts at the top, "/post-name/"): its
  // folder then tells a topic from a "Recent posts" headline no more than the heading does. So is one
  // in a part read from the paragraphs' links, not the page's address ("Elsewhere in Politics"). The
  // heading's lead-in may be in any language ("热门文章", "Читайте также").
  if ((section.endsWith("/") || section !== pageSection || readsLikeLeadIn(elementText(heading, output))) && !namesTopics(list, output)) return false;
  list.flags |= NodeFlag.TopicList;
  return true;
}

/** Paragraphs read back from a heading for the part of the site its article links to, at most. */
const PROSE_LOOK = 40;
/** In-text links into one part of the site that make it the article's own, at least. */
const PROSE_LINKS = 3;

/**
 * The part of the site (`sectionOf`) the article's running text links to, read from the paragraphs
 * before `heading`: a wiki's "/wiki/…" pages are its part even when the page's own address does not
 * show it (a mirror, a copy saved as "/skerrow.html"). "" unless one part holds most of those links.
 */
function proseLinkSection(heading: TreeNode, output: ScanOutput, pageSection: string): string {
  const site = pageSection.slice(0, pageSection.indexOf("/"));
  const siblings = heading.parent?.children ?? [];
  const at = siblingPosition(heading);
  const counts = new Map<string, number>();
  let links = 0;
  for (let index = at - 1; index >= 0 && index >= at - PROSE_LOOK; index--) {
    const paragraph = siblings[index] as TreeNode;
    if (paragraph.name !== "p" || paragraph.link === 0) continue;
    for (const link of outermostBelow(paragraph, "a")) {
      const href = hrefOf(link, output);
      if (href === undefined || siteOf(href) !== site) continue;
      const section = readSection(href);
      links++;
      counts.set(section, (counts.get(section) ?? 0) + 1);
    }
  }
  for (const [section, count] of counts) if (count >= PROSE_LINKS && count * 2 > links) return section;
  return "";
}

function readsLikeLeadIn(text: string): boolean {
  return readAlso.test(text) || worldReadAlso.test(text);
}

/** Whether a list kept as a list of topics (`isTopicList`) is `node`. */
export function keptAsTopics(node: TreeNode): boolean {
  return (node.flags & NodeFlag.TopicList) !== 0;
}

/** A short list of links without pictures, every item with a link. */
function linkList(list: TreeNode): boolean {
  if (!listTags.has(list.name) || list.img > 0 || list.embed > 0 || list.li === 0 || list.li > ITEMS || list.link * 2 < list.text) return false;
  for (const item of list.children) if (item.text > 0 && (item.name !== "li" || item.link === 0)) return false;
  return true;
}

/** Whether the items of a link list (`linkList`) are names of a few words (see above). */
function namesTopics(list: TreeNode, output: ScanOutput): boolean {
  let items = 0;
  let words = 0;
  for (const item of list.children) {
    if (item.text === 0) continue;
    if (item.name !== "li" || item.link === 0 || item.text > NAME + 1) return false;
    const count = wordCount(elementText(item, output));
    if (count > MAX_WORDS) return false;
    words += count;
    items++;
  }
  return items > 0 && words <= items * AVERAGE_WORDS;
}
