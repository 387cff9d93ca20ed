import { scanPage } from "../../src/engine/content/page-scan.js";
import type { TreeNode } from "../../src/engine/content/content-tree.js";

/**
 * Hostile-page tests count work instead of timing it: the content tree of a page body, and a view of
 * a node's children that counts the reads of its items.
 */

/** The page's tree, scanned as `onlyMainContent` scans it (the body inside an `<article>`). */
export function treeOf(body: string) {
  const page = scanPage(`<html><body><article>${body}</article></body></html>`, "https://example.com/news/story", {
    onlyMainContent: true,
    removeBase64Images: true,
    tree: true,
  });
  const content = page.content;
  if (content === undefined) throw new Error("no content tree");
  return content;
}

/** Replaces `node.children` with a view that counts the reads of its items. */
export function countReads(node: TreeNode): { reads: number } {
  const counter = { reads: 0 };
  node.children = new Proxy(node.children, {
    get(target, key, receiver) {
      if (typeof key === "string" && /^\d+$/.test(key)) counter.reads++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return counter;
}
