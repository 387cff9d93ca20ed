import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { maxCrawlConcurrency, maxCrawlLimit } from "../../src/engine/crawl/crawl-bounds.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { until } from "../helpers/until.js";
import { deleteJson, postJson, waitForCrawl } from "./engine-http.js";

describe("engine bounds on crawl parameters and running jobs", () => {
  let engine: LocalEngine;
  let site: GeneratedSite;

  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 3, latencyMs: 200 });
    engine = await createLocalEngine({ allowPrivateNetwork: true, maxConcurrentJobs: 1 });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("lowers an oversized maxConcurrency to the maximum and says so in warning (start and status)", async () => {
    const started = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 2, maxConcurrency: 5_000_000, sitemap: "skip" });
    expect(started.status).toBe(200);
    expect(started.body.warning).toContain(`maxConcurrency 5000000 is above the local engine's maximum of ${maxCrawlConcurrency}`);
    const final = await waitForCrawl(started.body.url);
    expect(final.status).toBe("completed");
    expect(final.data).toHaveLength(2);
    expect(final.warning).toContain(`maximum of ${maxCrawlConcurrency}`);
  });

  it("lowers limit 1e12 to the maximum and says so", async () => {
    const started = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 1e12, sitemap: "skip" });
    expect(started.status).toBe(200);
    expect(started.body.warning).toContain(`limit 1000000000000 is above the local engine's maximum of ${maxCrawlLimit}`);
    const final = await waitForCrawl(started.body.url);
    expect(final.status).toBe("completed");
    expect(final.total).toBe(3);
  });

  it("answers 429 with Retry-After when the engine already runs its maximum of jobs", async () => {
    const first = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 3, sitemap: "skip", maxConcurrency: 1 });
    expect(first.status).toBe(200);
    const response = await fetch(`${engine.url}/crawl`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: site.url("/"), limit: 1 }),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("10");
    const body = (await response.json()) as { success: boolean; error: string };
    expect(body.success).toBe(false);
    expect(body.error).toContain("its maximum (maxConcurrentJobs)");
    expect(body.error).toMatch(/retry after 10s/);
    await deleteJson(first.body.url);
    await waitForCrawl(first.body.url);
    // Once the running crawl has ended, a new one starts.
    let again = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 1, sitemap: "skip" });
    await until(async () => {
      if (again.status === 200) return true;
      expect(again.status).toBe(429);
      again = await postJson(`${engine.url}/crawl`, { url: site.url("/"), limit: 1, sitemap: "skip" });
      return false;
    }, "a new crawl to start once the running one ended", 25_000);
    await waitForCrawl(again.body.url);
  });
});
