import { describe, expect, it } from "vitest";
import { openSqliteSearchIndex } from "../../src/engine/search/sqlite-search-index.js";

const page = (n: number) => ({ url: `http://site.test/${n}`, title: `Page ${n}`, description: "", content: `word${n} `.repeat(40) });

describe("search index size budget", () => {
  it("drops the pages indexed longest ago once the stored text passes the budget", async () => {
    const index = await openSqliteSearchIndex({ maxChars: 3_000 });
    try {
      for (let n = 0; n < 30; n += 1) {
        index.add(page(n));
        // One write each (a flush per search), so the order of indexing is the order of adds.
        await index.size();
      }
      const kept = await index.size();
      // Each page stores ~287 characters: at most 10 fit 3,000.
      expect(kept).toBeGreaterThan(0);
      expect(kept).toBeLessThanOrEqual(10);
      expect(await index.search("word29", 5)).toHaveLength(1);
      expect(await index.search("word0", 5)).toHaveLength(0);
    } finally {
      await index.close();
    }
  });

  it("counts a replaced page once", async () => {
    const index = await openSqliteSearchIndex({ maxChars: 3_000 });
    try {
      for (let round = 0; round < 20; round += 1) {
        index.add(page(1));
        index.add(page(2));
        await index.size();
      }
      expect(await index.size()).toBe(2);
    } finally {
      await index.close();
    }
  });
});
