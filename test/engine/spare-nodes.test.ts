import { beforeAll, describe, expect, it } from "vitest";
import { ContentTree, NodeMemo } from "../../src/engine/content/content-tree.js";
import { scanPage } from "../../src/engine/content/page-scan.js";
import { loadConverter, scrape } from "../helpers/article-page.js";

// A page's tree reuses the nodes of the page before it (`SpareNodes` in content-tree.ts): what the
// content step worked out about a node of one page must never be read as the next page's.

beforeAll(loadConverter);

describe("reused tree nodes", () => {
  it("a released tree hands its nodes to the next one, without the page's names", () => {
    const first = scanPage('<body><div class="only-on-page-one" id="one" role="note"><p>one</p></div></body>', "https://example.com/", { onlyMainContent: true, removeBase64Images: true, tree: true });
    const tree = first.content?.tree as ContentTree;
    const nodes = [...tree.nodes];
    tree.release();
    // A second release hands nothing out twice.
    tree.release();
    const second = new ContentTree();
    const div = second.open("div", 0, undefined, 0);
    expect(nodes).toContain(second.root);
    expect(nodes).toContain(div);
    expect(new Set([second.root, div]).size).toBe(2);
    expect(nodes.some((node) => node.className === "only-on-page-one" || node.id === "one" || node.role === "note")).toBe(false);
    // Every field is the new element's: nothing of the first page's figures is left (its div held text and a paragraph).
    const figures = { text: 0, link: 0, commas: 0, inlineText: 0, inlineCommas: 0, p: 0, img: 0, li: 0, input: 0, embed: 0, pre: 0, roots: 0, fragments: 0, prose: 0, below: 0 };
    const places = { openStart: 0, openEnd: 0, closeStart: 0, closeEnd: 0 };
    expect({ ...div, parent: undefined }).toEqual({ index: 1, name: "div", parent: undefined, end: 2, children: [], className: "", id: "", role: "", flags: 0, colspan: 1, ...places, ...figures });
    expect(div.parent).toBe(second.root);
  });

  it("forgets what was worked out for a node once its tree is released", () => {
    const memo = new NodeMemo<string>();
    const tree = new ContentTree();
    const list = tree.open("ul", 0, undefined, 0);
    expect(memo.of(list, () => "the first page's list")).toBe("the first page's list");
    expect(memo.of(list, () => "asked again")).toBe("the first page's list");
    tree.release();
    const next = new ContentTree();
    const reused = next.open("ul", 0, undefined, 0);
    expect(reused).toBe(list);
    expect(memo.of(reused, () => "the second page's list")).toBe("the second page's list");
  });

  it("never hands out a node of a tree still in use", () => {
    const kept = new ContentTree();
    const keptDiv = kept.open("div", 0, undefined, 0);
    const first = new ContentTree();
    const firstNodes = [first.root, first.open("p", 0, undefined, 0)];
    first.release();
    const second = new ContentTree();
    const secondNodes = [second.root, second.open("p", 0, undefined, 0), second.open("span", 0, undefined, 0)];
    // The second tree took the first one's nodes back, in their order, and none of the unreleased one's.
    expect(secondNodes[0]).toBe(firstNodes[0]);
    expect(secondNodes[1]).toBe(firstNodes[1]);
    expect(secondNodes).not.toContain(kept.root);
    expect(secondNodes).not.toContain(keptDiv);
    // Released, the first tree's nodes are the next tree's; none of the second tree's, still in use.
    kept.release();
    const third = new ContentTree();
    const thirdNodes = [third.root, third.open("p", 0, undefined, 0), third.open("p", 0, undefined, 0)];
    expect(thirdNodes[0]).toBe(kept.root);
    expect(thirdNodes[1]).toBe(keptDiv);
    for (const node of thirdNodes) expect(secondNodes).not.toContain(node);
    expect(secondNodes[2]?.name).toBe("span");
  });

  it("a page read twice (a <base> after its first link) gives back both passes' nodes", () => {
    const probe = new ContentTree();
    const start = probe.root;
    probe.release();
    const lateBase = '<html><body><p><a href="a">first</a> link, then a base.</p><base href="https://other.example/dir/"><p>And the story goes on for a while here.</p></body></html>';
    expect(scrape(lateBase, "https://example.com/page")).toContain("https://other.example/dir/a");
    const next = new ContentTree();
    expect(next.root).toBe(start);
    next.release();
  });
});
