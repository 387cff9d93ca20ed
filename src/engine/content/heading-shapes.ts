import { elementText, headingTags, type TreeNode } from "./content-tree.js";
import type { Rewrite } from "./content-emit.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * Headings the markdown converter would print wrong: a blank one prints a bare "#" line; one inside
 * a link, and a line break inside one, print as raw HTML (`[<h4>Nutrition</h4>](…)`, `# Tanz: <br>Mit
 * allen`). The first goes, the second prints as bold link text, the break as a space. (A heading in
 * a table's cell makes its table a layout table, printed as blocks: `markdown-shaping.ts`.)
 */

/** Longer than this (characters), a heading has words in it. */
export const BLANK_HEADING = 40;
/** Levels above a heading searched for the link it stands in. */
const ENCLOSING_LEVELS = 4;
/** Nodes below a heading read for line breaks at most. */
const BREAK_WALK = 40;

/** A heading with nothing to read or see in it (`<h1></h1>`, `<h3>&nbsp;</h3>`, an empty link). */
export function blankHeading(node: TreeNode, output: ScanOutput): boolean {
  if (node.img > 0 || node.embed > 0) return false;
  return node.text === 0 || (node.text <= BLANK_HEADING && elementText(node, output).replace(/[\s*_]+/gu, "") === "");
}

/** Whether a heading stands in a link (`<a><h4>…</h4></a>`), a few levels up. */
function inLink(heading: TreeNode): boolean {
  let node = heading.parent;
  for (let level = 0; node !== null && level < ENCLOSING_LEVELS; level++, node = node.parent) if (node.name === "a") return true;
  return false;
}

/** The line breaks (`<br>`) inside a heading, up to a bounded read of what is below it. */
export function breaksInside(heading: TreeNode): TreeNode[] {
  const breaks: TreeNode[] = [];
  const stack = [...heading.children];
  for (let read = 0; stack.length > 0 && read < BREAK_WALK; read++) {
    const node = stack.pop() as TreeNode;
    if (node.name === "br") breaks.push(node);
    else stack.push(...node.children);
  }
  return breaks;
}

/** Whether a heading may need one of the rewrites above: read as it closes, to tell whether a page needs shaping. */
export function mayMisprint(heading: TreeNode, maybeBlank: number): boolean {
  return (heading.text <= maybeBlank && heading.img === 0) || inLink(heading) || breaksInside(heading).length > 0;
}

/** Bold, with a space either side: the heading was a block of its own, not words run into its neighbours'. */
const asText: Rewrite = { kind: "rename", name: "strong", around: " " };
const asSpace: Rewrite = { kind: "html", html: " " };

/** The rewrites of one heading (see above), into `rewrites`. */
export function shapeHeading(heading: TreeNode, output: ScanOutput, rewrites: Map<TreeNode, Rewrite>): void {
  if (blankHeading(heading, output)) rewrites.set(heading, { kind: "drop" });
  // A heading wrapped around another ("<h1><h2>Title</h2></h1>") would print a bare "#" line over it.
  else if (heading.children.some((child) => headingTags.has(child.name))) rewrites.set(heading, { kind: "unwrap" });
  else {
    for (const lineBreak of breaksInside(heading)) rewrites.set(lineBreak, asSpace);
    if (inLink(heading)) rewrites.set(heading, asText);
  }
}
