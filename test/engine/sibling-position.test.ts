import { describe, expect, it } from "vitest";
import { scanPage } from "../../src/engine/content/page-scan.js";
import { siblingPosition } from "../../src/engine/content/content-tree.js";

describe("siblingPosition", () => {
  it("is where a node stands among its parent's children, as indexOf says", () => {
    const blocks = Array.from({ length: 300 }, (_, i) => (i % 7 === 0 ? `<div><p>${i}</p><span>x</span></div>` : `<p>${i} <b>b</b></p>`)).join("");
    const page = scanPage(`<html><body><article>${blocks}<nav><a href="/">menu</a></nav></article></body></html>`, "https://site.test/", {
      onlyMainContent: true,
      removeBase64Images: true,
      tree: true,
    });
    const nodes = page.content?.tree.nodes ?? [];
    expect(nodes.length).toBeGreaterThan(600);
    for (const node of nodes) {
      expect(siblingPosition(node)).toBe(node.parent === null ? -1 : node.parent.children.indexOf(node));
    }
  });
});
