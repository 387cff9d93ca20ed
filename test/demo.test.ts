import { describe, expect, inject, it } from "vitest";
import { runDemo } from "../examples/demo.js";

// `npm start`: the demo must work with no key and no internet, on the bundled site.
describe("the npm start demo", () => {
  it("maps, crawls, loads and searches the bundled site, and prints a compact report", async () => {
    const lines: string[] = [];
    const progress: number[] = [];
    const summary = await runDemo({ log: (line) => lines.push(line), progress: (completed) => progress.push(completed) });

    expect(summary.mapped).toBeGreaterThan(20);
    expect(summary.pages).toBeGreaterThan(20);
    expect(summary.robotsBlocked).toEqual([`${summary.siteOrigin}/admin/login`]);
    expect(summary.documents).toBeGreaterThan(20);
    expect(summary.documentChars).toBeGreaterThan(10_000);
    // The site has one broken link; its 404 page is crawled but not turned into a document.
    expect(summary.skipped).toContainEqual({ url: `${summary.siteOrigin}/docs/guides/migrating-from-v1`, reason: "HTTP 404" });
    expect(summary.searchHits).toBeGreaterThan(0);
    expect(summary.topHits[0]?.url).toBe(`${summary.siteOrigin}/docs/concepts/retries`);
    expect(progress.at(-1)).toBe(summary.pages);

    // Without a model in the environment, extract runs on the labelled scripted stand-in, over the real page text.
    if (summary.extracted.scripted) {
      expect(summary.extracted.plans).toEqual([
        { name: "Hobby", price: "$0" },
        { name: "Team", price: "$49 / month" },
        { name: "Scale", price: "$399 / month" },
      ]);
    }

    const report = lines.join("\n");
    for (const step of ["1. map", "2. crawl", "3. loader", "4. search", "5. extract", "6. browser", "7. healing", "done in"]) expect(report).toContain(step);
    // With a Chromium (the global setup finds or installs one), the demo renders a JavaScript app and signs in to it.
    if (inject("chromiumPath") !== "") {
      expect(summary.browser).toMatchObject({ fetchedWith: "browser", interactResult: "Open invoice: HL-2291, 1,250.00 EUR, due in 14 days" });
      expect(summary.browser?.renderedText).toContain("12 vessels at sea");
      // Self-healing with no mock: autoRender off → empty shell → support proposes waitFor, tests it, the retry has the content.
      expect(summary.healing).toMatchObject({
        plainChars: 0,
        fixParameters: { waitFor: expect.any(Number) },
        confidence: "high",
        outcome: "healed",
        validation: { tested: true, result: "success" },
        firstLine: "# Harborline console",
        fetchedWith: "browser",
      });
      expect(summary.healing?.diagnosis).toMatch(/JavaScript/);
      expect(report).toMatch(/7\. healing .*0 chars/);
      expect(report).toContain("validation: tested, success");
    }

    expect(lines.length).toBeLessThan(34);
  });

  it("without a browser, skips only the browser steps, says how to get one, and does not fail", async () => {
    const lines: string[] = [];
    const summary = await runDemo({ log: (line) => lines.push(line), browser: false });
    const report = lines.join("\n");
    expect(summary.browser).toBeNull();
    expect(summary.healing).toBeNull();
    expect(summary.extracted.plans.length).toBeGreaterThan(0);
    expect(report).toMatch(/6\. browser +skipped: the browser is turned off/);
    expect(report).toContain("apt install chromium-headless-shell");
    expect(report).toMatch(/7\. healing +skipped/);
    expect(report).toContain("done in");
  });
});
