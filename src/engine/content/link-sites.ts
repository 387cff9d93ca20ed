import { decodeText } from "./html-entities.js";
import { PLAIN_HOST } from "./links.js";
import { outermostBelow, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";
import { attributeValue, valuePattern } from "./tag-attributes.js";

/**
 * Which site a link goes to, to tell an article's sources (links out of the site: references,
 * downloads, the tools a post names) from the site's own teasers (links to its other articles).
 */

/** A ccTLD's second level that is not a site of its own ("co.uk", "com.au", "ne.jp"). */
const sharedSecondLevel = /^(?:co|com|net|org|gov|edu|ac|or|ne|go|gob|gouv|nic)$/;

/** The host of an http(s) URL the parser keeps as it is (`PLAIN_HOST`), with no port or userinfo: parsing every link of a page costs more than this match. */
const plainHost = new RegExp(String.raw`^https?:\/\/(${PLAIN_HOST})(?:[/?#]|$)`);

/** The site of a URL: its host without "www." and subdomains (the last two labels, three under "co.uk"). "" when not http(s). */
export function siteOf(url: string): string {
  let host: string;
  const plain = plainHost.exec(url);
  if (plain !== null && !url.includes("xn--")) {
    host = plain[1] as string;
  } else {
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return "";
      host = parsed.hostname.toLowerCase();
    } catch {
      return "";
    }
  }
  const labels = host.split(".");
  if (labels.length <= 2 || /^[\d.]+$/.test(host)) return host;
  const keep = (labels[labels.length - 1] as string).length === 2 && sharedSecondLevel.test(labels[labels.length - 2] as string) ? 3 : 2;
  return labels.slice(-keep).join(".");
}

const hrefValue = valuePattern("href");

/** The decoded `href` of the link `link` (a node named "a"); undefined when it has none. */
export function hrefOf(link: TreeNode, output: ScanOutput): string | undefined {
  const href = attributeValue(output.between(link.openStart, link.openEnd), hrefValue);
  return href === undefined ? undefined : decodeText(href);
}

/** A document to download (a PDF, a spreadsheet, an archive), not a page of the site. */
const documentPath = /\.(?:pdf|docx?|xlsx?|pptx?|odt|ods|odp|rtf|csv|zip|epub)$/i;

/** Whether a link (absolute or relative) points to a document to download: its path, without query or fragment, ends in a document's extension. */
export function isDocumentLink(href: string): boolean {
  const end = href.search(/[?#]/);
  return documentPath.test(end === -1 ? href : href.slice(0, end));
}

/**
 * Whether a link leaves the site's pages: to another site, or to a document to download. A link to
 * another site that carries this site's address in its query is a share button ("?u=https://…"), not
 * a source.
 */
export function leaves(href: string, site: string): boolean {
  const target = siteOf(href);
  if (target === "") return false;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (target !== site) return !sharesSite(url.search, site);
  return documentPath.test(url.pathname);
}

function sharesSite(query: string, site: string): boolean {
  if (query === "") return false;
  let decoded = query;
  try {
    decoded = decodeURIComponent(query);
  } catch {
    // A malformed escape: read the query as it is.
  }
  return decoded.toLowerCase().includes(site);
}

/**
 * Whether most of the links below `node` (absolute, as the scanner wrote them) leave the pages of
 * `site`: to another site, or to documents to download.
 */
export function linksLeaveSite(node: TreeNode, output: ScanOutput, site: string): boolean {
  return site !== "" && mostLinks(node, output, (href) => leaves(href, site));
}

/** Whether more than half of the links below `node` (their decoded `href`s) pass `test`. */
export function mostLinks(node: TreeNode, output: ScanOutput, test: (href: string) => boolean): boolean {
  let links = 0;
  let passed = 0;
  for (const link of outermostBelow(node, "a")) {
    const href = hrefOf(link, output);
    if (href === undefined) continue;
    links++;
    if (test(href)) passed++;
  }
  return links > 0 && passed * 2 > links;
}
