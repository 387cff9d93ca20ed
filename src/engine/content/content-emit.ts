import { NodeFlag, type TreeNode } from "./content-tree.js";
import type { OutputJoiner, ScanOutput } from "./scan-output.js";

/** How an element is written out instead of as it was. */
export type Rewrite =
  /** In its place, this HTML (a code table as one code block). */
  | { kind: "html"; html: string }
  /** Under another tag name, without attributes (layout table parts become divs). */
  | { kind: "rename"; name: string }
  /** Its content without its tags (row groups of a layout table). */
  | { kind: "unwrap" }
  /** Left out (a lazy image's placeholder, a layout table's column specs). */
  | { kind: "drop" }
  /** A table whose `<tfoot>` comes before its body rows: the footer goes last. */
  | { kind: "footLast" };

/**
 * Writes chosen parts of a page back out as HTML by copying the scanner's output pieces between
 * the tags of kept elements: removed elements are skipped, rewritten ones replaced.
 */
export class ContentEmitter {
  private readonly joiner: OutputJoiner;

  constructor(
    private readonly output: ScanOutput,
    private readonly removed: Uint8Array | undefined,
    private readonly rewrites: ReadonlyMap<TreeNode, Rewrite>,
  ) {
    this.joiner = output.joiner();
  }

  /** The HTML of these nodes, one after another. */
  nodes(nodes: readonly TreeNode[]): string {
    for (const node of nodes) this.node(node);
    return this.joiner.join();
  }

  /** The HTML inside `node` (the body's content). */
  inside(node: TreeNode): string {
    this.inner(node);
    return this.joiner.join();
  }

  private range(from: number, to: number): void {
    if (to > from) this.output.appendRange(from, to, this.joiner);
  }

  // Recursion is bounded: the scanner keeps at most 256 levels of elements.
  private node(node: TreeNode): void {
    if (this.removed?.[node.index] === 1) return;
    const rewrite = this.rewrites.size === 0 ? undefined : this.rewrites.get(node);
    if (rewrite === undefined) {
      if ((node.flags & NodeFlag.Unwrap) !== 0) {
        this.inner(node);
        return;
      }
      // A leaf (most elements) is its tags and the text between them: one range, the same pieces.
      if (node.children.length === 0) {
        this.range(node.openStart, node.closeEnd);
        return;
      }
      this.range(node.openStart, node.openEnd);
      this.inner(node);
      this.range(node.closeStart, node.closeEnd);
      return;
    }
    switch (rewrite.kind) {
      case "html":
        this.joiner.text(rewrite.html);
        return;
      case "rename":
        this.joiner.text(`<${rewrite.name}>`);
        this.inner(node);
        this.joiner.text(`</${rewrite.name}>`);
        return;
      case "unwrap":
        this.inner(node);
        return;
      case "drop":
        return;
      case "footLast": {
        this.range(node.openStart, node.openEnd);
        const feet = node.children.filter((child) => child.name === "tfoot");
        for (const child of node.children) if (child.name !== "tfoot") this.node(child);
        for (const foot of feet) this.node(foot);
        this.range(node.closeStart, node.closeEnd);
        return;
      }
    }
  }

  private inner(node: TreeNode): void {
    let cursor = node.openEnd;
    for (const child of node.children) {
      this.range(cursor, child.openStart);
      this.node(child);
      cursor = child.closeEnd;
    }
    this.range(cursor, node.closeStart);
  }
}
