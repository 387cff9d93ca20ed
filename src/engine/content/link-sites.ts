import { decodeText } from "./html-entities.js";
import type { TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * Which site a link goes to, to tell an article's sources (links out of the site: references,
 * downloads, the tools a post names) from the site's own teasers (links to its other articles).
 */

/** A ccTLD's second level that is not a site of its own ("co.uk", "com.au", "ne.jp"). */
const sharedSecondLevel = /^(?:co|com|net|org|gov|edu|ac|or|ne|go|gob|gouv|nic)$/;

/** The site of a URL: its host without "www." and subdomains (the last two labels, three under "co.uk"). "" when not http(s). */
export function siteOf(url: string): string {
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return "";
    host = parsed.hostname.toLowerCase();
  } catch {
    return "";
  }
  const labels = host.split(".");
  if (labels.length <= 2 || /^[\d.]+$/.test(host)) return host;
  const keep = (labels[labels.length - 1] as string).length === 2 && sharedSecondLevel.test(labels[labels.length - 2] as string) ? 3 : 2;
  return labels.slice(-keep).join(".");
}

const hrefAttribute = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** Whether most of the links below `node` (absolute, as the scanner wrote them) go to another site than `site`. */
export function linksLeaveSite(node: TreeNode, output: ScanOutput, site: string): boolean {
  if (site === "") return false;
  let links = 0;
  let away = 0;
  const stack = [...node.children];
  while (stack.length > 0) {
    const child = stack.pop() as TreeNode;
    if (child.name !== "a") {
      for (const grandchild of child.children) stack.push(grandchild);
      continue;
    }
    const match = hrefAttribute.exec(output.between(child.openStart, child.openEnd));
    if (match === null) continue;
    links++;
    const target = siteOf(decodeText(match[1] ?? match[2] ?? match[3] ?? ""));
    if (target !== "" && target !== site) away++;
  }
  return links > 0 && away * 2 > links;
}
