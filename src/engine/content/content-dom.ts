import render from "dom-serializer";
import { Element, type AnyNode, type ChildNode, type Document, type ParentNode } from "domhandler";
import { parseDocument } from "htmlparser2";

/**
 * A DOM for what needs one: CSS selectors (`includeTags`, `excludeTags`) and code laid out in
 * tables. htmlparser2's tree (the parser cheerio uses), with iterative helpers.
 */

/** Parses HTML that came through the scanner (which keeps at most 256 levels of nesting). */
export function parseContent(html: string): Document {
  return parseDocument(html);
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
