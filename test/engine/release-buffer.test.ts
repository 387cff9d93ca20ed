import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { request } from "undici";
import { describe, expect, it } from "vitest";
import { releaseNow } from "../../src/core/release-buffer.js";
import { readBounded } from "../../src/engine/fetch/read-body.js";
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

  it("reads a body of many chunks whole, plain and gzip, though each chunk is freed once copied", async () => {
    const text = Buffer.from(Array.from({ length: 40_000 }, (_, i) => `line ${i} of a long body\n`).join(""));
    const server = createServer((req, res) => {
      if (req.url === "/gz") res.writeHead(200, { "content-encoding": "gzip" }).end(gzipSync(text));
      else res.end(text);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ["/plain", "/gz"]) {
        const response = await request(`${origin}${path}`);
        const body = await readBounded(response.body, response.headers["content-encoding"] as string | undefined, 10 * 1024 * 1024, `${origin}${path}`);
        expect(body.equals(text)).toBe(true);
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
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
