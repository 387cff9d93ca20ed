import { NodeFlag, TreeKind, type TreeNode } from "./content-tree.js";
import { ScanOutput, type OutputJoiner } from "./scan-output.js";
import { holdShapes } from "./held-shapes.js";

/** How an element is written out instead of as it was. */
export type Rewrite =
  /** In its place, this HTML (a code table as one code block). */
  | { kind: "html"; html: string }
  /** Under another tag name, without attributes (layout table parts become divs); `around`: text before its start tag and after its end tag. */
  | { kind: "rename"; name: string; around?: string }
  /** Its content without its tags (row groups of a layout table). */
  | { kind: "unwrap" }
  /** Left out (a lazy image's placeholder, a layout table's column specs). */
  | { kind: "drop" }
  /** A table whose `<tfoot>` comes before its body rows: the footer goes last. */
  | { kind: "footLast" }
  /** Its start tag replaced by this HTML (a link without its title), its content and end tag as they were. */
  | { kind: "startTag"; html: string };

/** Elements a cut (see `ContentEmitter`'s `cuts`) may fall in: plain block containers, never raw text, a table or a list. */
const cutContainers = new Set(["#root", "html", "body", "main", "article", "section", "div"]);

/** At most one cut per this many characters: a few per markdown piece (`html-to-markdown.ts`), a short list for any page. */
export const CUT_SPACING = 16 * 1024;

/**
 * Writes chosen parts of a page back out as HTML by copying the scanner's output pieces between
 * the tags of kept elements: removed elements are skipped, rewritten ones replaced.
 */
export class ContentEmitter {
  private readonly joiner: OutputJoiner;
  /** Open elements being written whose children may not start a piece. */
  private uncuttable = 0;
  private lastCut = 0;

  /**
   * @param cuts filled with positions in the HTML where an element's start tag begins, with only
   * plain block containers (`cutContainers`) around it: where the markdown converter may start a
   * piece with a comment of its own (`html-to-markdown.ts`), which reads as nothing there.
   * @param changed from `changedNodes`, for the same removals and rewrites: an element neither
   * changed nor holding a change is written as one range of pieces, its children not visited.
   */
  constructor(
    private readonly output: ScanOutput,
    private readonly removed: Uint8Array | undefined,
    private readonly rewrites: ReadonlyMap<TreeNode, Rewrite>,
    private readonly cuts?: number[],
    private readonly changed?: Uint8Array,
  ) {
    this.joiner = output.joiner();
  }

  /** The HTML of these nodes, one after another. */
  nodes(nodes: readonly TreeNode[]): string {
    for (const node of nodes) {
      this.noteCut(node);
      this.node(node);
    }
    return this.joiner.join();
  }

  /** The HTML inside `node` (the body's content). */
  inside(node: TreeNode): string {
    this.inner(node, this.cuts !== undefined && cutContainers.has(node.name));
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
      // So is an element with nothing changed below it, unless cuts may fall among its children.
      if (node.children.length === 0 || (this.changed?.[node.index] === 0 && (node.below & TreeKind.Noscript) === 0 && !this.cutsInside(node))) {
        this.range(node.openStart, node.closeEnd);
        return;
      }
      this.range(node.openStart, node.openEnd);
      this.inner(node, this.cutsInside(node));
      this.range(node.closeStart, node.closeEnd);
      return;
    }
    switch (rewrite.kind) {
      case "html":
        this.joiner.text(rewrite.html);
        return;
      case "rename":
        this.joiner.text(rewrite.around === undefined ? `<${rewrite.name}>` : `${rewrite.around}<${rewrite.name}>`);
        this.inner(node);
        this.joiner.text(rewrite.around === undefined ? `</${rewrite.name}>` : `</${rewrite.name}>${rewrite.around}`);
        return;
      case "unwrap":
        this.inner(node);
        return;
      case "drop":
        return;
      case "startTag":
        this.joiner.text(rewrite.html);
        this.inner(node);
        this.range(node.closeStart, node.closeEnd);
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

  /** Whether a child's start tag inside `node`, written as it was, may be a cut. */
  private cutsInside(node: TreeNode): boolean {
    return this.cuts !== undefined && this.uncuttable === 0 && cutContainers.has(node.name);
  }

  /** Writes what is inside `node`; `cuttable` when a child's start tag may be a cut. */
  private inner(node: TreeNode, cuttable = false): void {
    if (!cuttable) this.uncuttable++;
    let cursor = node.openEnd;
    for (const child of node.children) {
      this.range(cursor, child.openStart);
      if (cuttable) this.noteCut(child);
      this.node(child);
      cursor = child.closeEnd;
    }
    this.range(cursor, node.closeStart);
    if (!cuttable) this.uncuttable--;
  }

  /** Notes the position of `child`'s start tag as a cut, when it is written as it was (a tag, not text or a rewrite). */
  private noteCut(child: TreeNode): void {
    const at = this.joiner.length;
    if (this.cuts === undefined || at - this.lastCut < CUT_SPACING) return;
    if (this.removed?.[child.index] === 1 || (child.flags & NodeFlag.Unwrap) !== 0 || this.rewrites.has(child)) return;
    this.cuts.push(at);
    this.lastCut = at;
  }
}

/**
 * 1 for each element that is removed or rewritten, or holds one that is, by index (see the
 * emitter's `changed`). `removed` as `ArticleState.removed` (its marks, not its list of removals: an
 * attempt that was undone keeps its marks).
 */
export function changedNodes(nodes: readonly TreeNode[], removed: Uint8Array | undefined, rewrites: ReadonlyMap<TreeNode, Rewrite>): Uint8Array {
  const changed = new Uint8Array(nodes.length);
  const mark = (node: TreeNode) => {
    for (let current: TreeNode | null = node; current !== null && changed[current.index] === 0; current = current.parent) changed[current.index] = 1;
  };
  if (removed !== undefined) for (let index = removed.indexOf(1); index !== -1; index = removed.indexOf(1, index + 1)) mark(nodes[index] as TreeNode);
  for (const node of rewrites.keys()) mark(node);
  return changed;
}

// Keeps V8's compiled code for these classes across garbage collections (`held-shapes.ts`).
holdShapes(new ContentEmitter(new ScanOutput(""), undefined, new Map()));
