import { describe, expect, it } from "vitest";
import { isDatedFact } from "../../src/engine/content/dated-facts.js";
import { isNoteList } from "../../src/engine/content/note-lists.js";
import type { TreeNode } from "../../src/engine/content/content-tree.js";
import { countReads, treeOf } from "../helpers/tree-reads.js";

/**
 * Hostile pages against the rules of issue 29's ninth round (review14): a rule that reads a node's
 * siblings must read a bounded number of them per node, so a page of thousands of blocks stays
 * linear. Work is counted (reads of a parent's children), never timed.
 */

describe("main content rules of review14 on hostile pages", { timeout: 60_000 }, () => {
  it("reads a bounded number of siblings for each date of a list of thousands of terms (dated facts)", () => {
    // Two terms, then thousands of empty ones, then thousands of terms each with a date: each date
    // read the whole list for its terms, ~10,000 × 10,000 reads.
    const terms = 4000;
    const list = `<dl><dt>Date</dt><dd>14 June 2024</dd><dt>Place</dt><dd>12 March 2021</dd>${"<dt></dt>".repeat(10_000)}${Array.from({ length: terms }, (_, n) => `<dt>Day ${n}</dt><dd>${1 + (n % 27)} June 2024</dd>`).join("")}</dl>`;
    const { tree, output } = treeOf(list);
    const dl = tree.nodes.find((node) => node.name === "dl") as TreeNode;
    const values = dl.children.filter((node) => node.name === "dd");
    const counter = countReads(dl);
    const removed = new Uint8Array(tree.nodes.length);
    let facts = 0;
    for (const value of values) if (isDatedFact(value, output.between(value.openEnd, value.closeStart), output, removed)) facts++;
    // The days are facts of a list of terms; the first date's list, as read near it, has two.
    expect(facts).toBeGreaterThanOrEqual(terms);
    // A few dozen reads per date (its place found by a binary search, its neighbours); the whole list's reading made it ~56 million.
    expect(counter.reads).toBeLessThan(values.length * 100);
  });

  it("walks a deep box of notes a bounded way at each of its levels (note lists)", () => {
    // Two notes with their backlinks, then 20,000 empty tags, under 200 nested boxes: each level's
    // judgement walked the whole box, ~4 million nodes.
    const depth = 200;
    const notes = '<ol><li>A note of the story with its own words <a href="#fnref1">back to the text</a></li><li>Another note with its words <a href="#fnref2">back to the text</a></li></ol>';
    const { tree, output } = treeOf(`${'<div class="box">'.repeat(depth)}${notes}${"<i></i>".repeat(20_000)}${"</div>".repeat(depth)}`);
    const boxes = tree.nodes.filter((node) => node.name === "div");
    expect(boxes).toHaveLength(depth);
    const innermost = boxes[depth - 1] as TreeNode;
    const counter = countReads(innermost);
    for (const box of boxes) isNoteList(box, output, "https://example.com/news/story");
    // A box of a few notes is still read as notes; the huge one is not judged at all.
    const small = treeOf(`<div class="box">${notes}</div>`);
    expect(isNoteList(small.tree.nodes.find((node) => node.name === "div") as TreeNode, small.output, "https://example.com/news/story")).toBe(true);
    expect(counter.reads).toBeLessThan(100_000);
  });
});
