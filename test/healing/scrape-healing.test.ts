import { describe, expect, it } from "vitest";
import { WebDataClient } from "../../src/client.js";
import { APIUserAbortError, AuthenticationError, PaymentRequiredError, RequestTimeoutError } from "../../src/core/errors.js";
import { healingOf, withSelfHealing, type HealingRecord, type HealingRequestOptions, type SelfHealingOptions } from "../../src/healing/index.js";
import { useMockServer } from "../helpers/mock-client.js";
import { SCRAPE_TIMEOUT, supportAnswer } from "./support-answers.js";
import { until } from "../helpers/until.js";

const ctx = useMockServer();

/** A healing client over a client that does not retry 408s itself (so each scripted failure is seen once). */
function healingClient(options: SelfHealingOptions = {}) {
  const records: HealingRecord[] = [];
  const client = withSelfHealing(ctx.client({ retry: { maxRetries: 0, initialDelayMs: 5, maxDelayMs: 20 } }), {
    onHeal: (r) => records.push(r),
    ...options,
  });
  return { client, records };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

function supportAsks() {
  return ctx.mock.requestsTo("POST /support/ask").map((r) => r.body as { question: string; rationale?: string; jobId?: string; context?: Record<string, unknown> });
}

describe("withSelfHealing: a failed scrape", () => {
  it("asks support, applies a trusted fix and the retry succeeds", async () => {
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT);
    ctx.mock.script("POST /support/ask", supportAnswer());
    const { client, records } = healingClient({ rationale: "Collect the pricing table" });

    const page = await client.scrape({ url: "https://example.com/pricing", onlyMainContent: true });

    expect(page.markdown).toContain("Pricing");
    const scrapes = ctx.mock.requestsTo("POST /scrape").map((r) => r.body);
    expect(scrapes).toEqual([
      { url: "https://example.com/pricing", onlyMainContent: true },
      { url: "https://example.com/pricing", onlyMainContent: true, waitFor: 5000 },
    ]);
    const [ask] = supportAsks();
    expect(ask?.question).toContain("SCRAPE_TIMEOUT");
    expect(ask?.question).toContain("HTTP 408");
    expect(ask?.question).toContain("https://example.com/pricing");
    expect(ask?.rationale).toBe("Collect the pricing table");
    expect(ask?.context).toMatchObject({ operation: "scrape", status: 408, code: "SCRAPE_TIMEOUT" });

    const record = healingOf(page);
    expect(record).toMatchObject({
      operation: "scrape",
      outcome: "healed",
      failure: { trigger: "api_error", status: 408, code: "SCRAPE_TIMEOUT" },
      confidence: "high",
      validation: { tested: true, result: "success" },
      applied: { waitFor: 5000 },
      refused: [],
      retried: true,
      retrySucceeded: true,
      supportRequestId: "req_test",
    });
    expect(record?.question).toBe(ask?.question);
    expect(records).toEqual([record]);
  });

  it("treats empty markdown as a failure and heals it", async () => {
    ctx.mock.script("POST /scrape", { body: { success: true, data: { markdown: "  ", metadata: { statusCode: 200, sourceURL: "https://spa.example.com/" } } } });
    ctx.mock.script("POST /support/ask", supportAnswer({ confidence: "medium", validation: { tested: false, result: "skipped", evidence: "" } }));
    const { client } = healingClient();

    const page = await client.scrape({ url: "https://spa.example.com/" });

    expect(page.markdown?.length).toBeGreaterThan(40);
    expect(supportAsks()[0]?.question).toMatch(/succeeded, but the result looks wrong: the page's markdown is empty/);
    expect(healingOf(page)).toMatchObject({ outcome: "healed", failure: { trigger: "suspicious_result", code: "EMPTY_MARKDOWN" }, applied: { waitFor: 5000 } });
  });

  it("leaves a good result alone: no question is asked", async () => {
    const { client } = healingClient();
    const page = await client.scrape({ url: "https://example.com/docs" });
    expect(healingOf(page)).toBeUndefined();
    expect(supportAsks()).toHaveLength(0);
  });

  it.each([
    ["low confidence", { confidence: "low" }, /confidence "low" is below "medium"/],
    ["a failed validation", { validation: { tested: true, result: "failure", evidence: "still times out" } }, /support's own test of the fix failed/],
  ])("does not apply a fix with %s: the original error stands, with the record", async (_name, overrides, reason) => {
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT);
    ctx.mock.script("POST /support/ask", supportAnswer(overrides));
    const { client, records } = healingClient();

    const error = await rejection(client.scrape({ url: "https://example.com/slow" }));

    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(1);
    const record = healingOf(error);
    expect(record).toMatchObject({ outcome: "not_applied", retried: false, applied: {} });
    expect(record?.reason).toMatch(reason);
    expect(record?.refused).toEqual([expect.objectContaining({ path: "waitFor", reason: "untrusted" })]);
    expect(records).toHaveLength(1);
  });

  it("with requireTestedFix, applies only fixes support tested successfully", async () => {
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT);
    ctx.mock.script("POST /support/ask", supportAnswer({ validation: { tested: false, result: "skipped", evidence: "" } }));
    const { client } = healingClient({ requireTestedFix: true });
    const error = await rejection(client.scrape({ url: "https://example.com/slow" }));
    expect(healingOf(error)).toMatchObject({ outcome: "not_applied", reason: expect.stringMatching(/not tested/) });
  });

  it("never lets a fix change the URL, headers or webhook-like fields; the rest applies", async () => {
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT);
    ctx.mock.script(
      "POST /support/ask",
      supportAnswer({ fixParameters: { url: "https://evil.example/steal", headers: { Cookie: "x=1" }, waitFor: 3000, proxy: "enhanced" } }),
    );
    const { client } = healingClient();

    const page = await client.scrape({ url: "https://example.com/pricing" });

    const retried = ctx.mock.requestsTo("POST /scrape")[1]?.body;
    expect(retried).toEqual({ url: "https://example.com/pricing", waitFor: 3000, proxy: "enhanced" });
    const record = healingOf(page)!;
    expect(record.applied).toEqual({ waitFor: 3000, proxy: "enhanced" });
    expect(record.refused).toEqual([
      expect.objectContaining({ path: "url", reason: "protected", value: "https://evil.example/steal" }),
      expect.objectContaining({ path: "headers", reason: "protected" }),
    ]);
  });

  it("a fix that only changes the URL is refused and nothing is retried", async () => {
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT);
    ctx.mock.script("POST /support/ask", supportAnswer({ fixParameters: { url: "https://other.example/" } }));
    const { client } = healingClient();

    const error = await rejection(client.scrape({ url: "https://example.com/pricing" }));

    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(1);
    expect(healingOf(error)).toMatchObject({
      outcome: "not_applied",
      retried: false,
      refused: [{ path: "url", reason: "protected" }],
      reason: "none of the suggested parameters could be applied",
    });
  });

  it("drops unknown keys (reported) and validates values against the request schema", async () => {
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT);
    ctx.mock.script(
      "POST /support/ask",
      supportAnswer({ fixParameters: { renderJs: true, scrapeOptions: { waitFor: 40_000, maxAge: 0 }, mobile: "yes" } }),
    );
    const { client } = healingClient();

    const page = await client.scrape({ url: "https://example.com/pricing", timeout: 30_000 });

    // The strict server would answer 400 to any unknown key: the retry carries only valid, known ones.
    expect(ctx.mock.requestsTo("POST /scrape")[1]?.body).toEqual({ url: "https://example.com/pricing", timeout: 30_000, maxAge: 0 });
    const record = healingOf(page)!;
    expect(record.applied).toEqual({ maxAge: 0 });
    expect(record.refused).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "renderJs", reason: "unknown" }),
        expect.objectContaining({ path: "waitFor", reason: "invalid", detail: expect.stringMatching(/half of timeout/) }),
        expect.objectContaining({ path: "mobile", reason: "invalid" }),
      ]),
    );
  });

  it("support failing (504) leaves the original error in place, with the diagnosis failure attached", async () => {
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT);
    ctx.mock.script("POST /support/ask", { status: 504, body: { error: "support_agent_timeout" }, times: 2 });
    const { client, records } = healingClient();

    const error = await rejection(client.scrape({ url: "https://example.com/slow" }));

    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as RequestTimeoutError).code).toBe("SCRAPE_TIMEOUT");
    // One retry of the ask itself on 504, then it gives up.
    expect(supportAsks()).toHaveLength(2);
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(1);
    expect(healingOf(error)).toMatchObject({
      outcome: "diagnosis_failed",
      retried: false,
      diagnosisError: { status: 504 },
      reason: expect.stringMatching(/^support ask failed/),
    });
    expect(records[0]?.outcome).toBe("diagnosis_failed");
  });

  it("a diagnosis that outlasts the healing budget is abandoned; the original error stands", async () => {
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT);
    ctx.mock.script("POST /support/ask", { ...supportAnswer(), delayMs: 10_000 });
    const { client } = healingClient({ maxHealingMs: 1_200, diagnosisRetries: 0 });

    const error = await rejection(client.scrape({ url: "https://example.com/slow" }));

    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(healingOf(error)).toMatchObject({ outcome: "diagnosis_failed", diagnosisError: { name: "APIConnectionTimeoutError" } });
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(1);
  });

  it("a fix that fails again ends there: no second question, no loop; the same failure is not diagnosed twice", async () => {
    ctx.mock.script("POST /scrape", { ...SCRAPE_TIMEOUT, times: 3 });
    ctx.mock.script("POST /support/ask", { ...supportAnswer(), times: 5 });
    const { client, records } = healingClient();

    const error = await rejection(client.scrape({ url: "https://example.com/slow" }));

    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(supportAsks()).toHaveLength(1);
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(2);
    expect(healingOf(error)).toMatchObject({
      outcome: "retry_failed",
      retried: true,
      retrySucceeded: false,
      applied: { waitFor: 5000 },
      retryError: { status: 408, code: "SCRAPE_TIMEOUT" },
    });

    // The same call failing the same way again: the session already asked about it.
    const again = await rejection(client.scrape({ url: "https://example.com/slow" }));
    expect(again).toBeInstanceOf(RequestTimeoutError);
    expect(healingOf(again)).toBeUndefined();
    expect(supportAsks()).toHaveLength(1);
    expect(records).toHaveLength(1);
  });

  it("with maxAttemptsPerCall 2, a second, different failure gets its own diagnosis", async () => {
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT, SCRAPE_TIMEOUT);
    ctx.mock.script("POST /support/ask", supportAnswer(), supportAnswer({ fixParameters: { proxy: "enhanced" } }));
    const { client, records } = healingClient({ maxAttemptsPerCall: 2 });

    const page = await client.scrape({ url: "https://example.com/slow" });

    expect(ctx.mock.requestsTo("POST /scrape").map((r) => r.body)).toEqual([
      { url: "https://example.com/slow" },
      { url: "https://example.com/slow", waitFor: 5000 },
      { url: "https://example.com/slow", waitFor: 5000, proxy: "enhanced" },
    ]);
    expect(records.map((r) => [r.attempt, r.outcome])).toEqual([
      [1, "retry_failed"],
      [2, "healed"],
    ]);
    expect(healingOf(page)).toBe(records[1]);
  });

  it.each([
    ["401", { status: 401, body: { success: false, error: "Unauthorized: Invalid token" } }, AuthenticationError],
    ["402", { status: 402, body: { success: false, error: "Insufficient credits to perform this request." } }, PaymentRequiredError],
  ])("never diagnoses a %s", async (_status, response, errorClass) => {
    ctx.mock.script("POST /scrape", response);
    const { client, records } = healingClient();
    const error = await rejection(client.scrape({ url: "https://example.com/" }));
    expect(error).toBeInstanceOf(errorClass);
    expect(healingOf(error)).toBeUndefined();
    expect(supportAsks()).toHaveLength(0);
    expect(records).toHaveLength(0);
  });

  it("never diagnoses an aborted call", async () => {
    ctx.mock.script("POST /scrape", { ...SCRAPE_TIMEOUT, delayMs: 10_000 });
    const { client } = healingClient();
    const controller = new AbortController();
    const call = rejection(client.scrape({ url: "https://example.com/" }, { signal: controller.signal }));
    await until(() => ctx.mock.requestsTo("POST /scrape").length === 1);
    controller.abort();
    expect(await call).toBeInstanceOf(APIUserAbortError);
    expect(supportAsks()).toHaveLength(0);
  });

  it("an abort during the diagnosis wins: the abort error is thrown, nothing is retried", async () => {
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT);
    ctx.mock.script("POST /support/ask", { ...supportAnswer(), delayMs: 10_000 });
    const { client } = healingClient();
    const controller = new AbortController();
    const call = rejection(client.scrape({ url: "https://example.com/" }, { signal: controller.signal }));
    await until(() => supportAsks().length === 1);
    controller.abort();
    expect(await call).toBeInstanceOf(APIUserAbortError);
    expect(ctx.mock.requestsTo("POST /scrape")).toHaveLength(1);
  });

  it("takes a per-call rationale, and `healing: false` turns healing off for one call", async () => {
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT, SCRAPE_TIMEOUT);
    ctx.mock.script("POST /support/ask", supportAnswer());
    const { client } = healingClient({ rationale: "app goal" });

    const off: HealingRequestOptions = { healing: false };
    expect(await rejection(client.scrape({ url: "https://example.com/a" }, off))).toBeInstanceOf(RequestTimeoutError);
    expect(supportAsks()).toHaveLength(0);

    const perCall: HealingRequestOptions = { healing: { rationale: "find the CEO's name" } };
    await client.scrape({ url: "https://example.com/b" }, perCall);
    expect(supportAsks()[0]?.rationale).toBe("find the CEO's name");
  });

  it("is a WebDataClient; withOptions keeps healing", async () => {
    const { client } = healingClient();
    expect(client).toBeInstanceOf(WebDataClient);
    expect(client.baseUrl).toBe(ctx.mock.url);
    const derived = client.withOptions({ timeoutMs: 20_000 });
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT);
    ctx.mock.script("POST /support/ask", supportAnswer());
    const page = await derived.scrape({ url: "https://example.com/x" });
    expect(healingOf(page)?.outcome).toBe("healed");
  });
});
