import { describe, expect, it } from "vitest";
import type { JobEvent } from "../../src/index.js";
import { useMockServer } from "../helpers/mock-client.js";

async function all(events: AsyncGenerator<JobEvent>): Promise<JobEvent[]> {
  const out: JobEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

const types = (events: JobEvent[]) => events.map((event) => event.type);

// `job.events()` (docs/toolkit.md, "Job events"): the same events as the webhook, from polling.
describe("job.events() against the service (the mock server)", () => {
  const ctx = useMockServer();

  it("a crawl: started, one page per document exactly once, completed", async () => {
    ctx.mock.crawl({ documents: 7, progressPerPoll: 2 });
    const job = await ctx.client().crawl.start({ url: "https://example.com", limit: 7, webhook: "https://hooks.example.com/x" });
    const events = await all(job.events());
    expect(types(events)).toEqual(["crawl.started", ...Array<string>(7).fill("crawl.page"), "crawl.completed"]);
    expect(events.every((event) => event.id === job.id)).toBe(true);
    expect(new Set(events.filter((e) => e.type === "crawl.page").map((e) => JSON.stringify(e.data[0]))).size).toBe(7);
  });

  it("a failed crawl ends with crawl.failed and its error, not a throw", async () => {
    ctx.mock.crawl({ documents: 2, failWith: "site went away" });
    const job = await ctx.client().crawl.start({ url: "https://example.com" });
    const events = await all(job.events());
    expect(events.at(-1)).toMatchObject({ type: "crawl.failed", success: false, error: expect.stringMatching(/site went away/) });
  });

  it("an agent: started, completed with [{ data }]; a cancelled agent: agent.cancelled", async () => {
    ctx.mock.agentJob({ data: { answer: 42 }, pollsToComplete: 2 });
    const client = ctx.client();
    const done = await all((await client.agent.start({ prompt: "x", webhook: { url: "https://hooks.example.com/a", events: ["completed"] } })).events());
    expect(done).toEqual([
      { type: "agent.started", id: expect.any(String), success: true, data: [] },
      { type: "agent.completed", id: expect.any(String), success: true, data: [{ data: { answer: 42 } }] },
    ]);
    ctx.mock.agentJob({ finalStatus: "cancelled" });
    const cancelled = await all((await client.agent.start({ prompt: "x" })).events());
    expect(cancelled.at(-1)).toMatchObject({ type: "agent.cancelled", success: false });
  });

  it("an extract that fails: extract.failed with the error", async () => {
    ctx.mock.extractJob({ finalStatus: "failed", error: "no pages" });
    const events = await all((await ctx.client().extract.start({ urls: ["https://example.com"], prompt: "x" })).events());
    expect(types(events)).toEqual(["extract.started", "extract.failed"]);
    expect(events[1]?.error).toMatch(/no pages/);
  });

  it("a bad webhook fails before any request, with the field named", async () => {
    const client = ctx.client();
    await expect(client.crawl.start({ url: "https://example.com", webhook: { url: "https://h.example", headers: { "X-A": "1\r\nX-B: 2" } } })).rejects.toThrow(
      /webhook.*line break/,
    );
    await expect(client.crawl.start({ url: "https://example.com", webhook: "not a url" })).rejects.toThrow(/webhook/);
    expect(ctx.mock.requestsTo("POST /crawl")).toHaveLength(0);
  });
});
