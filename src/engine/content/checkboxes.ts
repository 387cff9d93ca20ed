import type { Rewrite } from "./content-emit.js";
import { NodeFlag, type TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";

/**
 * Checkboxes that say something print their state: ☑ when checked, ☐ when not. The markdown
 * converter drops `<input>`, so a task list or a comparison table drawn with checkboxes lost what it
 * said. They say something when their list or table holds a checked one: a recipe's ingredients,
 * each with an empty box to tick while shopping, print as plain lines, as before.
 */

const checkedAttribute = /\schecked(?:[\s/>=]|$)/i;

/** The list or table a checkbox stands in (the page itself when none). */
function groupOf(input: TreeNode): TreeNode | null {
  let group = input.parent;
  while (group !== null && group.name !== "ul" && group.name !== "ol" && group.name !== "table") group = group.parent;
  return group;
}

/** Rewrites the checkboxes among `inputs` (input nodes, document order) whose list or table holds a checked one. */
export function markCheckboxes(inputs: readonly TreeNode[], output: ScanOutput, rewrites: Map<TreeNode, Rewrite>): void {
  const boxes = inputs.filter((input) => (input.flags & NodeFlag.Checkbox) !== 0).map((input) => ({ input, group: groupOf(input), checked: checkedAttribute.test(output.between(input.openStart, input.openEnd)) }));
  const ticked = new Set(boxes.filter((box) => box.checked).map((box) => box.group));
  for (const box of boxes) if (ticked.has(box.group)) rewrites.set(box.input, { kind: "html", html: box.checked ? "☑ " : "☐ " });
}
