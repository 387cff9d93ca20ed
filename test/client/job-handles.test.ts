import { describe, expect, it } from "vitest";
import { PagedJob } from "../../src/client/paged-job.js";
import { useMockServer } from "../helpers/mock-client.js";

const ctx = useMockServer();

describe("job handles", () => {
  it("crawl.start returns a handle: id, url, pages, errors, status, wait", async () => {
    const client = ctx.client();
    const job = await client.crawl.start({ url: "https://example.com", limit: 20 });
    expect(job).toBeInstanceOf(PagedJob);
    expect(job.url).toContain(job.id);
    const docs = [];
    for await (const doc of job.pages()) docs.push(doc);
    expect(docs.length).toBeGreaterThan(0);
    expect(job.ended).toBe(true);
    expect((await job.status()).status).toBe("completed");
    expect(Array.isArray((await job.errors()).errors)).toBe(true);
    expect((await job.wait()).status).toBe("completed");
  });

  it("disposing a started handle cancels a running job, once, with the one quick cancel", async () => {
    ctx.mock.crawl({ documents: 50, progressPerPoll: 0 });
    const client = ctx.client();
    const job = await client.crawl.start({ url: "https://example.com", limit: 50 });
    await job[Symbol.asyncDispose]();
    await job[Symbol.asyncDispose]();
    expect(ctx.mock.requestsTo("DELETE /crawl/:id").map((r) => r.path)).toEqual([`/v2/crawl/${job.id}`]);
    expect(job.state).toBe("cancelled");
  });

  it("a detached handle, an ended job and an attached handle are left alone on dispose", async () => {
    ctx.mock.crawl({ documents: 50, progressPerPoll: 0 });
    const client = ctx.client();
    const kept = await client.crawl.start({ url: "https://example.com", limit: 50 });
    await kept.detach()[Symbol.asyncDispose]();

    const attached = client.crawl.attach(kept.id);
    expect(attached.detached).toBe(true);
    await attached[Symbol.asyncDispose]();

    const finished = await client.crawl.start({ url: "https://example.com", limit: 5 });
    await finished.wait();
    await finished[Symbol.asyncDispose]();
    expect(ctx.mock.requestsTo("DELETE /crawl/:id")).toHaveLength(0);

    // Re-attached by id, a handle reads the same job; one attached as owned cancels it.
    const owned = client.crawl.attach(kept.id, { detached: false });
    expect((await owned.status()).status).toBe("scraping");
    expect(await owned.stop()).toBe(true);
    expect(ctx.mock.requestsTo("DELETE /crawl/:id").map((r) => r.path)).toEqual([`/v2/crawl/${kept.id}`]);
  });

  it("agent and extract starts return handles too", async () => {
    const client = ctx.client();
    ctx.mock.agentJob({ pollsToComplete: 100 });
    const agent = await client.agent.start({ prompt: "research" });
    expect(agent.started?.id).toBe(agent.id);
    expect((await agent.status()).status).toBe("processing");
    expect(await agent.stop()).toBe(true);
    expect(ctx.mock.requestsTo("DELETE /agent/:id")).toHaveLength(1);

    const extract = await client.extract.start({ urls: ["https://example.com"], prompt: "the mission" });
    expect((await extract.wait()).status).toBe("completed");
    expect(await extract.stop()).toBe(false);
  });
});
