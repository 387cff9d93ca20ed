import render from "dom-serializer";
import { Element, type AnyNode, type ChildNode, type Document, type ParentNode } from "domhandler";
import { parseDocument } from "htmlparser2";

/**
 * The light DOM the main-content step works on: htmlparser2's tree (the parser cheerio uses),
 * with iterative helpers so a page nested thousands of levels deep cannot overflow the stack.
 */

/** Deeper elements are unwrapped into their parent before anything walks the tree. */
const MAX_DEPTH = 400;

export function parseContent(html: string): Document {
  const document = parseDocument(html);
  flattenDeepNesting(document);
  return document;
}

export function renderContent(nodes: AnyNode | readonly AnyNode[]): string {
  return render(nodes as AnyNode, { encodeEntities: "utf8" });
}

export function isElement(node: AnyNode): node is Element {
  return node instanceof Element;
}

/** Elements below `root` in document order (parents before children), without recursion. */
export function descendants(root: AnyNode): Element[] {
  const out: Element[] = [];
  const stack: AnyNode[] = [];
  const pushChildren = (node: AnyNode) => {
    if (!("children" in node)) return;
    const children = node.children;
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as ChildNode);
  };
  pushChildren(root);
  while (stack.length > 0) {
    const node = stack.pop() as AnyNode;
    if (node instanceof Element) {
      out.push(node);
      pushChildren(node);
    }
  }
  return out;
}

/** Removes a node from its parent. */
export function detach(node: ChildNode): void {
  const parent = node.parent;
  if (parent === null) return;
  const siblings = parent.children;
  const index = siblings.indexOf(node);
  if (index !== -1) siblings.splice(index, 1);
  if (node.prev !== null) node.prev.next = node.next;
  if (node.next !== null) node.next.prev = node.prev;
  node.parent = null;
  node.prev = null;
  node.next = null;
}

/** Puts `replacement` nodes where `node` was. */
export function replaceWith(node: ChildNode, replacement: readonly ChildNode[]): void {
  const parent = node.parent;
  if (parent === null) return;
  const index = parent.children.indexOf(node);
  for (const child of replacement) if (child.parent !== null) detach(child);
  parent.children.splice(index, 1, ...replacement);
  node.parent = null;
  relink(parent.children, parent);
}

/** Moves an element's children into its place. */
export function unwrap(element: Element): void {
  replaceWith(element, [...element.children]);
}

/** Resets parent/prev/next of a child list after it was edited. */
export function relink(children: ChildNode[], parent: ParentNode): void {
  for (let index = 0; index < children.length; index++) {
    const child = children[index] as ChildNode;
    child.parent = parent;
    child.prev = (children[index - 1] as ChildNode | undefined) ?? null;
    child.next = (children[index + 1] as ChildNode | undefined) ?? null;
  }
}

/** The text of a node, without recursion. */
export function textOf(root: AnyNode): string {
  const parts: string[] = [];
  const stack: AnyNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as AnyNode;
    if (node.type === "text") parts.push((node as { data: string }).data);
    else if ("children" in node) for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index] as ChildNode);
  }
  return parts.join("");
}

function flattenDeepNesting(document: Document): void {
  const nodes: Array<Element | Document> = [document];
  const depths: number[] = [0];
  const tooDeep: Element[] = [];
  while (nodes.length > 0) {
    const node = nodes.pop() as Element | Document;
    const depth = (depths.pop() as number) + 1;
    for (const child of node.children) {
      if (!(child instanceof Element) || child.children.length === 0) continue;
      if (depth > MAX_DEPTH) tooDeep.push(child);
      nodes.push(child);
      depths.push(depth);
    }
  }
  // Deepest first: each unwrap lifts the children one level.
  for (let index = tooDeep.length - 1; index >= 0; index--) unwrap(tooDeep[index] as Element);
}
