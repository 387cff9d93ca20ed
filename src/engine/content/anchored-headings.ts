import { chromeOnlyName } from "./content-signals.js";
import { headingTags, type TreeNode } from "./content-tree.js";
import { hrefOf } from "./link-sites.js";
import { withoutFragment } from "./links.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * A heading that carries a link to its own anchor (a permalink: `<h2 id="v240">2.4.0<a href="#v240">¶</a></h2>`,
 * or the heading's text linked to the page and its id) is a section of the document, whatever its
 * class says: documentation generators name every heading after the sticky navbar it scrolls
 * under. Only names that usually mean chrome are overruled; a heading named for comments or related
 * links still goes.
 */

/** Links read inside a heading, at most. */
const LINKS = 4;

/** Whether `heading`, named like chrome only, links to its own anchor on the page at `pageUrl`. */
export function anchorsItself(heading: TreeNode, output: ScanOutput, pageUrl: string): boolean {
  if (!headingTags.has(heading.name) || !chromeOnlyName(heading.className)) return false;
  const anchor = heading.id !== "" ? heading.id : (heading.parent?.id ?? "");
  if (anchor === "") return false;
  const page = withoutFragment(pageUrl);
  let links = 0;
  const stack = [...heading.children];
  while (stack.length > 0 && links < LINKS) {
    const node = stack.pop() as TreeNode;
    if (node.name !== "a") {
      for (const child of node.children) stack.push(child);
      continue;
    }
    links++;
    const href = hrefOf(node, output);
    if (href === `#${anchor}` || href === `${page}#${anchor}`) return true;
  }
  return false;
}
