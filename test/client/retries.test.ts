import { describe, expect, it } from "vitest";
import { APIConnectionError, APIUserAbortError, InternalServerError, RateLimitError } from "../../src/core/errors.js";
import { useMockServer } from "../helpers/mock-client.js";

const ctx = useMockServer();
const rateLimited = (seconds: number) => ({
  status: 429,
  body: {
    success: false,
    error: `Rate limit exceeded. Consumed (req/min): 11, Remaining (req/min): 0. Upgrade your plan at https://firecrawl.dev/pricing for increased rate limits or please retry after ${seconds}s, resets at Tue Sep 08 2026 12:01:00 GMT+0000`,
  },
});

describe("retries", () => {
  // The server's wait hint is checked where the client announces it (onRetry), then the wait is
  // aborted: no test sleeps for real. That the retry then goes out is shown with a zero hint.
  it("429 with Retry-After: waits what the header says, then retries", async () => {
    const delays: number[] = [];
    const controller = new AbortController();
    ctx.mock.script("POST /scrape", { status: 429, headers: { "retry-after": "1" }, body: { success: false, error: "slow" } });
    const client = ctx.client({ onRetry: (i) => (delays.push(i.delayMs), controller.abort()) });
    await expect(client.scrape({ url: "https://example.com" }, { signal: controller.signal })).rejects.toBeInstanceOf(APIUserAbortError);
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeGreaterThanOrEqual(1000);
    expect(delays[0]).toBeLessThan(1250);

    ctx.mock.script("POST /scrape", { status: 429, headers: { "retry-after": "0" }, body: { success: false, error: "slow" } });
    const doc = await ctx.client().scrape({ url: "https://example.com" });
    expect(doc.markdown).toBeTruthy();
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(3);
  });

  it("429 with the wait only in the message text: honours it", async () => {
    const delays: number[] = [];
    const controller = new AbortController();
    ctx.mock.script("POST /map", rateLimited(1));
    const client = ctx.client({ onRetry: (i) => (delays.push(i.delayMs), controller.abort()) });
    await expect(client.map({ url: "https://example.com" }, { signal: controller.signal })).rejects.toBeInstanceOf(APIUserAbortError);
    expect(delays[0]).toBeGreaterThanOrEqual(1000);
    expect(delays[0]).toBeLessThan(2000);
  });

  it("a 429 asking for longer than the retry budget fails at once with the wait", async () => {
    ctx.mock.script("POST /map", rateLimited(600));
    const error = await ctx.client().map({ url: "https://example.com" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterMs).toBe(600_000);
    expect(ctx.mock.requestsTo("POST /map")).toHaveLength(1);
  });

  it("a burst of 503s is retried with backoff until it clears", async () => {
    ctx.mock.script("POST /search", { status: 503, body: { success: false, error: "busy" }, times: 3 });
    const res = await ctx.client().search({ query: "x" });
    expect(res.web?.length).toBeGreaterThan(0);
    expect(ctx.mock.requestsTo("POST /search")).toHaveLength(4);
  });

  it("gives up after maxRetries with the last error", async () => {
    ctx.mock.script("POST /search", { status: 503, body: { success: false, error: "busy" }, times: 10 });
    await expect(ctx.client({ retry: 2 }).search({ query: "x" })).rejects.toBeInstanceOf(InternalServerError);
    expect(ctx.mock.requestsTo("POST /search")).toHaveLength(3);
  });

  it("connection resets and truncated bodies are retried for idempotent calls", async () => {
    ctx.mock.script("POST /scrape", { reset: true }, { truncate: true, body: { success: true, data: { markdown: "y".repeat(4000) } } });
    const doc = await ctx.client().scrape({ url: "https://example.com" });
    expect(doc.markdown).toBeTruthy();
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(3);
  });

  it("a job start is never duplicated by a retry after the server may have seen it", async () => {
    ctx.mock.script("POST /crawl", { status: 503, body: { success: false, error: "upstream" } });
    await expect(ctx.client().crawl.start({ url: "https://example.com", limit: 5 })).rejects.toBeInstanceOf(InternalServerError);
    ctx.mock.script("POST /agent", { reset: true });
    await expect(ctx.client().agent.start({ prompt: "p" })).rejects.toBeInstanceOf(APIConnectionError);
    expect(ctx.mock.requestsTo("POST /crawl")).toHaveLength(1);
    expect(ctx.mock.requestsTo("POST /agent")).toHaveLength(1);
  });

  it("a rate-limited job start is retried (the server did not start it)", async () => {
    ctx.mock.script("POST /crawl", { status: 429, headers: { "retry-after": "0" }, body: { success: false, error: "slow" } });
    const { id } = await ctx.client().crawl.start({ url: "https://example.com", limit: 5 });
    expect(id).toBeTruthy();
    expect(ctx.mock.requestsTo("POST /crawl")).toHaveLength(2);
  });

  it("with an idempotency key a job start may be retried, and the key is sent", async () => {
    ctx.mock.script("POST /crawl", { status: 502, body: { success: false, error: "gateway" } });
    await ctx.client().crawl.start({ url: "https://example.com", limit: 5 }, { idempotencyKey: "k-1" });
    const reqs = ctx.mock.requestsTo("POST /crawl");
    expect(reqs).toHaveLength(2);
    expect(reqs.every((r) => r.headers["x-idempotency-key"] === "k-1")).toBe(true);
  });
});
