import type { TreeNode } from "./content-tree.js";
import { holdShapes } from "./held-shapes.js";

/** Levels from a box down to a part of it named after it (`<div class="x"><div><ul class="x__list">`). */
const PART_LEVELS = 3;

/**
 * The boxes named like chrome that the name check kept as the article's (a table or a list framed
 * by running text, `content-cleanup.ts`). A part named after its box, as BEM names an element of a
 * block (`promo-terms` → `promo-terms__list`), repeats what the box's name said, and that was
 * answered for the box: the part is judged by the rest of its name only ("list"; "credit" in
 * `widget-image__credit` still names a credit).
 */
export class KeptBoxes {
  private readonly boxes = new Set<TreeNode>();

  keep(box: TreeNode): void {
    this.boxes.add(box);
  }

  /** `node`'s class names as they speak for it: without the name of a kept box it stands in. */
  ownClassName(node: TreeNode): string {
    if (this.boxes.size === 0 || node.className === "") return node.className;
    let box = node.parent;
    for (let level = 0; box !== null && level < PART_LEVELS; level++, box = box.parent) {
      if (this.boxes.has(box)) return withoutBoxNames(node.className, box.className);
    }
    return node.className;
  }
}

/** `part`'s class names with any of `box`'s names opening them cut off (`box__element` → `element`). */
function withoutBoxNames(part: string, box: string): string {
  const boxNames = box.split(/\s+/u).filter((name) => name.length > 0);
  return part
    .split(/\s+/u)
    .map((name) => {
      const boxName = boxNames.find((candidate) => name.startsWith(`${candidate}__`) || name.startsWith(`${candidate}-`));
      return boxName === undefined ? name : name.slice(boxName.length).replace(/^_+|^-/u, "");
    })
    .join(" ");
}

// Keeps V8's compiled code for this class across garbage collections (`held-shapes.ts`).
holdShapes(new KeptBoxes());
