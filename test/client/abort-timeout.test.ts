import { fetch as undiciFetch } from "undici";
import { describe, expect, it } from "vitest";
import { APIConnectionTimeoutError, APIUserAbortError } from "../../src/core/errors.js";
import { useMockServer } from "../helpers/mock-client.js";
import { until } from "../helpers/until.js";

const ctx = useMockServer();

describe("timeouts and aborts are different errors, and both are prompt", () => {
  it("a per-attempt timeout is APIConnectionTimeoutError", async () => {
    ctx.mock.script("POST /scrape", { delayMs: 2_000, times: 5 });
    const error = await ctx.client({ timeoutMs: 100, retry: 0 }).scrape({ url: "https://example.com" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
  });

  it("a total timeout stops retries", async () => {
    ctx.mock.script("POST /scrape", { delayMs: 2_000, times: 10 });
    const error = await ctx
      .client({ timeoutMs: 100, totalTimeoutMs: 350 })
      .scrape({ url: "https://example.com" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    expect(ctx.mock.requestsTo("POST /scrape").length).toBeLessThanOrEqual(4);
  });

  it("a user abort during the request is APIUserAbortError, not a timeout, and not retried", async () => {
    ctx.mock.script("POST /scrape", { delayMs: 2_000, times: 5 });
    // Counted by URL: a retry the previous test's client sent just before its total timeout can
    // reach the server late, during this test.
    const url = "https://example.com/user-abort";
    const ours = () => ctx.mock.requestsTo("POST /scrape").filter((request) => (request.body as { url?: string }).url === url);
    const controller = new AbortController();
    void until(() => ours().length > 0, "the scrape request").then(() => controller.abort());
    const error = await ctx.client().scrape({ url }, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(ours()).toHaveLength(1);
  });

  it("an already-aborted signal sends nothing", async () => {
    const error = await ctx
      .client()
      .search({ query: "x" }, { signal: AbortSignal.abort() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(ctx.mock.requests).toHaveLength(0);
  });

  it("an abort during a retry wait ends the call at once", async () => {
    ctx.mock.script("POST /map", { status: 503, body: { success: false, error: "busy" }, times: 5 });
    const controller = new AbortController();
    const client = ctx.client({ retry: { initialDelayMs: 30_000, maxDelayMs: 30_000 }, onRetry: () => controller.abort() });
    const error = await client.map({ url: "https://example.com" }, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(ctx.mock.requestsTo("POST /map")).toHaveLength(1);
  });

  it("an abort during a poll wait ends crawl.wait at once", async () => {
    const id = ctx.mock.crawl({ documents: 5, progressPerPoll: 0 });
    const controller = new AbortController();
    const client = ctx.client({ pollIntervalMs: 60_000 });
    setTimeout(() => controller.abort(), 50);
    const error = await client.crawl.wait(id, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
  });

  it("aborting crawl.run cancels the server-side job", async () => {
    const id = ctx.mock.crawl({ documents: 50, progressPerPoll: 0 });
    const controller = new AbortController();
    void until(() => ctx.mock.requestsTo("GET /crawl/:id").length > 0, "the first crawl poll").then(() => controller.abort());
    const error = await ctx
      .client({ pollIntervalMs: 20 })
      .crawl.run({ url: "https://example.com", limit: 50 }, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
    const cancels = ctx.mock.requestsTo("DELETE /crawl/:id");
    expect(cancels).toHaveLength(1);
    expect(cancels[0]?.path).toBe(`/v2/crawl/${id}`);
  });

  it("with a user-supplied fetch, timeouts and aborts keep their own errors", async () => {
    const fetch = undiciFetch as unknown as NonNullable<Parameters<typeof ctx.client>[0]>["fetch"];
    ctx.mock.script("POST /scrape", { delayMs: 2_000, times: 5 });
    const timedOut = await ctx.client({ fetch, timeoutMs: 100, retry: 0 }).scrape({ url: "https://example.com" }).catch((e: unknown) => e);
    expect(timedOut).toBeInstanceOf(APIConnectionTimeoutError);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const aborted = await ctx.client({ fetch }).scrape({ url: "https://example.com" }, { signal: controller.signal }).catch((e: unknown) => e);
    expect(aborted).toBeInstanceOf(APIUserAbortError);
    const ok = await ctx.client({ fetch }).search({ query: "x" });
    expect(ok.web?.length).toBeGreaterThan(0);
  });
});
