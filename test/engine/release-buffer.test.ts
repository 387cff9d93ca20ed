import { describe, expect, it } from "vitest";
import { releaseNow } from "../../src/core/release-buffer.js";
import { createLocalEngine } from "../../src/engine/index.js";
import { startGeneratedSite } from "../helpers/generated-site.js";
import { getJson, postJson, waitForCrawl } from "./engine-http.js";

describe("buffers freed as soon as nothing reads them", () => {
  it("frees a big buffer that owns its memory, and leaves small and shared ones alone", () => {
    const big = Buffer.alloc(256 * 1024, 1);
    releaseNow(big);
    expect(big.byteLength).toBe(0);

    const small = Buffer.alloc(1024, 2);
    releaseNow(small);
    expect(small.byteLength).toBe(1024);

    // A view into a bigger buffer: the rest of it is someone else's.
    const whole = Buffer.alloc(512 * 1024, 3);
    const view = whole.subarray(0, 256 * 1024);
    releaseNow(view);
    expect(view.byteLength).toBe(256 * 1024);
    expect(whole[512 * 1024 - 1]).toBe(3);
  });

  it("a crawl of big documents reads back whole, poll after poll (the store and the status page free their copies)", async () => {
    // ~150 kB pages: every stored document and every status page part is past the release threshold.
    const site = await startGeneratedSite({ pages: 4, paragraphs: 1_500 });
    await using engine = await createLocalEngine({ allowPrivateNetwork: true });
    try {
      const started = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 4, sitemap: "skip", maxConcurrency: 2 });
      const final = await waitForCrawl(started.body.url);
      expect(final.status).toBe("completed");
      expect(final.data).toHaveLength(4);
      for (let poll = 0; poll < 3; poll += 1) {
        const again = await getJson(started.body.url);
        expect(again.status).toBe(200);
        expect(again.body.data).toEqual(final.data);
      }
      for (const document of final.data) {
        expect(document.markdown.length).toBeGreaterThan(64 * 1024);
        expect(document.markdown).toContain("Page ");
      }
    } finally {
      await site.close();
    }
  });
});
