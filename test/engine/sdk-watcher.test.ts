import Firecrawl from "@mendable/firecrawl-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";

/** What a watcher reported, until its first `done` or `error`. */
interface WatchResult {
  documents: Array<{ metadata?: { sourceURL?: string } }>;
  snapshots: Array<{ status: string }>;
  end: { kind: "done" | "error"; payload: { status: string; error?: string; data: unknown[] } };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the SDK's events carry untyped payloads
function watch(watcher: any): Promise<WatchResult> {
  const documents: WatchResult["documents"] = [];
  const snapshots: WatchResult["snapshots"] = [];
  return new Promise((resolve) => {
    watcher.on("document", (document: WatchResult["documents"][number]) => documents.push(document));
    watcher.on("snapshot", (snapshot: { status: string }) => snapshots.push(snapshot));
    watcher.on("done", (payload: WatchResult["end"]["payload"]) => resolve({ documents, snapshots, end: { kind: "done", payload } }));
    watcher.on("error", (payload: WatchResult["end"]["payload"]) => resolve({ documents, snapshots, end: { kind: "error", payload } }));
    void watcher.start();
  });
}

// The official SDK's watcher() over the engine's WebSocket on /v2/crawl/{id} (docs/engine.md, "Job events").
describe("the official SDK's watcher() against the local engine", () => {
  const apiKey = "fc-local-engine-watch";
  let engine: LocalEngine;
  let site: GeneratedSite;
  let sdk: Firecrawl;

  beforeAll(async () => {
    engine = await createLocalEngine({ allowPrivateNetwork: true, apiKey });
    site = await startGeneratedSite({ pages: 30, paragraphs: 1, latencyMs: 20 });
    sdk = new Firecrawl({ apiKey, apiUrl: engine.origin });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("streams a running crawl's documents, then done", async () => {
    const started = await sdk.startCrawl(site.url("/"), { limit: 30 });
    const watcher = sdk.watcher(started.id, { pollInterval: 1 });
    const result = await watch(watcher);
    watcher.close();
    expect(result.end.kind).toBe("done");
    expect(result.end.payload.status).toBe("completed");
    expect(new Set(result.documents.map((document) => document.metadata?.sourceURL)).size).toBe(30);
    expect(result.documents).toHaveLength(30);
  });

  it("catches up on a finished crawl in one message and ends", async () => {
    const job = await sdk.crawl(site.url("/"), { limit: 5, pollInterval: 1 });
    expect(job.status).toBe("completed");
    const { id } = await sdk.startCrawl(site.url("/"), { limit: 5 });
    await sdk.getCrawlStatus(id);
    // Wait for the end through the status, then watch a job that is already over.
    for (let i = 0; i < 200 && (await sdk.getCrawlStatus(id, { autoPaginate: false })).status === "scraping"; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const watcher = sdk.watcher(id);
    const result = await watch(watcher);
    watcher.close();
    expect(result.end).toMatchObject({ kind: "done", payload: { status: "completed" } });
    expect(result.documents).toHaveLength(5);
    expect(result.snapshots.at(-1)?.status).toBe("completed");
  });

  it("reports a cancelled crawl as done with status cancelled", async () => {
    const { id } = await sdk.startCrawl(site.url("/"), { limit: 30 });
    const watcher = sdk.watcher(id);
    const watching = watch(watcher);
    await sdk.cancelCrawl(id);
    const result = await watching;
    watcher.close();
    expect(result.end).toMatchObject({ kind: "done", payload: { status: "cancelled" } });
  });

  it("watches a batch scrape (kind: batch)", async () => {
    const started = await sdk.startBatchScrape([site.url("/page/1"), site.url("/page/2"), site.url("/page/3")], { options: { formats: ["markdown"] } });
    const watcher = sdk.watcher(started.id, { kind: "batch" });
    const result = await watch(watcher);
    watcher.close();
    expect(result.end).toMatchObject({ kind: "done", payload: { status: "completed" } });
    expect(result.documents.map((document) => document.metadata?.sourceURL).sort()).toEqual(
      [site.url("/page/1"), site.url("/page/2"), site.url("/page/3")].sort(),
    );
  });

  it("an unknown job id is an error event, not a crash", async () => {
    const watcher = sdk.watcher("00000000-0000-4000-8000-000000000000");
    const result = await watch(watcher);
    watcher.close();
    expect(result.end).toMatchObject({ kind: "error", payload: { status: "failed", error: "Job not found" } });
  });

  it("a wrong key is an error event, not a crash, and sends no data", async () => {
    const { id } = await sdk.startCrawl(site.url("/"), { limit: 2 });
    const stranger = new Firecrawl({ apiKey: "fc-wrong", apiUrl: engine.origin });
    const watcher = stranger.watcher(id);
    const result = await watch(watcher);
    watcher.close();
    expect(result.end.kind).toBe("error");
    expect(result.end.payload.error).toMatch(/Unauthorized/);
    expect(result.documents).toHaveLength(0);
  });
});
