import { describe, expect, it } from "vitest";
import type { PageDocument } from "../../src/engine/content/page-document.js";
import { RecentScrapes } from "../../src/engine/scrape/recent-scrapes.js";

const document = (scrapeId: string, rawHtml = "<p>x</p>"): PageDocument => ({
  markdown: "x",
  rawHtml,
  metadata: { sourceURL: "https://a.example/", url: "https://a.example/", statusCode: 200, contentType: "text/html", scrapeId, proxyUsed: "basic", cacheState: "miss", creditsUsed: 1, title: "A" },
});

describe("RecentScrapes", () => {
  it("gives back a copy of what it was given, and nothing for an unknown id", () => {
    const recent = new RecentScrapes();
    const given = document("one");
    recent.remember(given);
    expect(recent.get("one")).toEqual(given);
    expect(recent.get("one")).not.toBe(given);
    expect(recent.get("two")).toBeUndefined();
  });

  it("keeps at most 1000 scrapes, the newest, and counts a scrape remembered again once", () => {
    const recent = new RecentScrapes();
    for (let n = 0; n < 1100; n++) recent.remember(document(`id${n}`));
    for (let n = 0; n < 5; n++) recent.remember(document("id1099"));
    expect(recent.get("id99")).toBeUndefined();
    expect(recent.get("id100")).toBeDefined();
    expect(recent.get("id1099")).toBeDefined();
  });

  it("does not remember a document larger than its bound, and drops the oldest to make room for a large one", () => {
    const recent = new RecentScrapes();
    recent.remember(document("small"));
    recent.remember(document("huge", "x".repeat(33 * 1024 * 1024)));
    expect(recent.get("huge")).toBeUndefined();
    // A document just under the bound as JSON: with the small one, over it.
    const overhead = JSON.stringify(document("large", "")).length;
    recent.remember(document("large", "x".repeat(32 * 1024 * 1024 - overhead - 10)));
    expect(recent.get("large")).toBeDefined();
    expect(recent.get("small")).toBeUndefined();
  });
});
