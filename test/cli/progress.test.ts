import { describe, expect, it } from "vitest";
import { createCrawlProgress } from "../../src/cli/progress.js";
import { Capture } from "./cli-harness.js";

describe("crawl progress on a non-terminal stderr", () => {
  it("prints plain lines at most once per interval, and always the final state", () => {
    const stream = new Capture();
    let now = 0;
    const progress = createCrawlProgress(stream, 100, { intervalMs: 1000, now: () => now });
    progress.update({ completed: 0, total: 1, status: "scraping" });
    now = 10;
    progress.update({ completed: 5, total: 20, status: "scraping" }); // too soon: held back
    now = 1500;
    progress.update({ completed: 12, total: 40, status: "scraping" });
    now = 1600;
    progress.update({ completed: 40, total: 40, status: "completed" }); // too soon, but stop() shows it
    progress.stop();
    progress.stop();
    expect(stream.text).toBe(
      ["crawl: 0/1 pages (scraping)", "crawl: 12/40 pages (scraping)", "crawl: 40/40 pages (completed)", ""].join("\n"),
    );
  });

  it("prints nothing when quiet", () => {
    const stream = new Capture();
    const progress = createCrawlProgress(stream, 10, { quiet: true });
    progress.update({ completed: 3, total: 10 });
    progress.stop();
    expect(stream.text).toBe("");
  });
});
