import { describe, expect, it } from "vitest";
import { z } from "zod/v4";
import { failureFingerprint } from "../../src/healing/fingerprint.js";
import { applyFix } from "../../src/healing/fix-parameters.js";
import { healingNote } from "../../src/healing/healing-note.js";
import type { HealingRecord } from "../../src/healing/healing-record.js";
import { healingOf, withSelfHealing } from "../../src/healing/index.js";
import { buildQuestion, redactParams } from "../../src/healing/question.js";
import { allStrings, useMockServer } from "../helpers/mock-client.js";
import { SCRAPE_TIMEOUT, supportAnswer } from "./support-answers.js";

const ctx = useMockServer({ apiKey: "fc-0123456789abcdef" });
const KEY = "fc-0123456789abcdef";
const noExtra = { protectedFields: [] };

describe("the question never carries the API key or other credentials", () => {
  it("redacts the key wherever the caller put it; the record and the error stay clean, even if support echoes it", async () => {
    ctx.mock.script("POST /scrape", SCRAPE_TIMEOUT);
    ctx.mock.script(
      "POST /support/ask",
      supportAnswer({ answer: `Your key ${KEY} is fine.`, fixParameters: { includeTags: [KEY], waitFor: 2000 } }),
    );
    const client = withSelfHealing(ctx.client({ retry: 0 }), { rationale: `debugging with key ${KEY}` });

    const page = await client.scrape({
      url: `https://user:pw@example.com/private?token=${KEY}&page=2`,
      headers: { Authorization: `Bearer ${KEY}`, "X-Trace": "abc" },
      excludeTags: [`Bearer ${KEY}`],
      location: { country: "DE" },
    });

    const [ask] = ctx.mock.requestsTo("POST /support/ask");
    const sent = allStrings(ask?.body).join("\n");
    expect(sent).not.toContain(KEY);
    expect(sent).toContain("[redacted]");
    expect(sent).toContain("X-Trace");
    expect(sent).not.toContain("user:pw");
    expect(sent).toContain("page=2");
    const record = healingOf(page)!;
    expect(allStrings(record).join("\n")).not.toContain(KEY);
    // A suggested value carrying the key is refused outright; the retry never sends it.
    expect(record.applied).toEqual({ waitFor: 2000 });
    expect(record.refused).toEqual([expect.objectContaining({ path: "includeTags", reason: "protected", detail: "the value contains the API key" })]);
    expect(ctx.mock.requestsTo("POST /scrape")[1]?.body).not.toHaveProperty("includeTags");
  });

  it("redactParams: schemas become JSON Schema; headers, webhook metadata and credential-named fields are replaced", () => {
    const redacted = redactParams(
      {
        urls: ["https://example.com/?api_key=abc"],
        schema: z.object({ name: z.string() }),
        webhook: { url: "https://hooks.example.com/x?sig=s3cret", headers: { "X-Secret": "v" }, metadata: { customer: "c-1" } },
        clientSecret: "shh",
        scrapeOptions: { headers: { Cookie: "a=b" }, waitFor: 100 },
        includeTags: [`#${KEY}`, "Bearer abc.def"],
      },
      KEY,
    );
    expect(redacted).toEqual({
      urls: ["https://example.com/?api_key=%5Bredacted%5D"],
      schema: expect.objectContaining({ type: "object", properties: { name: { type: "string" } } }),
      webhook: { url: "https://hooks.example.com/x?sig=%5Bredacted%5D", headers: { "X-Secret": "[redacted]" }, metadata: "[redacted]" },
      clientSecret: "[redacted]",
      scrapeOptions: { headers: { Cookie: "[redacted]" }, waitFor: 100 },
      includeTags: ["#fc-…[redacted]", "Bearer [redacted]"],
    });
  });

  it("buildQuestion scrubs the key from the error text too", () => {
    const question = buildQuestion({
      operation: "scrape",
      redactedParams: {},
      failure: { trigger: "api_error", message: `rejected header Authorization: ${KEY}`, status: 400 },
      secret: KEY,
    });
    expect(question).not.toContain(KEY);
    expect(question).toContain("rejected header Authorization");
  });

  it("buildQuestion stays within the service's 8000 characters", () => {
    const question = buildQuestion({
      operation: "extract",
      redactedParams: { prompt: "x".repeat(20_000) },
      failure: { trigger: "job_failed", message: "failed", jobId: "job-1" },
      secret: KEY,
    });
    expect(question.length).toBeLessThanOrEqual(8000);
    expect(question).toContain("extract job job-1");
  });
});

describe("applyFix", () => {
  it("deep-merges nested objects and leaves the caller's params untouched", () => {
    const original = { url: "https://example.com", scrapeOptions: { onlyMainContent: false, location: { country: "US" } } };
    const frozen = structuredClone(original);
    const fix = applyFix("crawl", original, { scrapeOptions: { location: { languages: ["de"] } }, waitFor: 1000 }, noExtra);
    expect(fix.params).toEqual({
      url: "https://example.com",
      scrapeOptions: { onlyMainContent: false, location: { country: "US", languages: ["de"] }, waitFor: 1000 },
    });
    expect(fix.applied).toEqual({ "scrapeOptions.location.languages": ["de"], "scrapeOptions.waitFor": 1000 });
    expect(original).toEqual(frozen);
  });

  it("refuses protected fields, credential-like keys, unsafe actions and application-protected paths", () => {
    const fix = applyFix(
      "scrape",
      { url: "https://example.com" },
      {
        webhook: "https://hooks.example.com",
        formats: ["rawHtml"],
        apiKey: "x",
        zeroDataRetention: false,
        actions: [{ type: "executeJavascript", script: "fetch('https://evil.example')" }],
        location: { country: "DE" },
        mobile: true,
      },
      { protectedFields: ["location"] },
    );
    expect(fix.applied).toEqual({ mobile: true });
    expect(Object.fromEntries(fix.refused.map((r) => [r.path, r.reason]))).toEqual({
      webhook: "unknown",
      formats: "protected",
      apiKey: "unknown",
      zeroDataRetention: "protected",
      actions: "protected",
      "location.country": "protected",
    });
  });

  it("allows safe actions; refuses a protected key even when the operation has it", () => {
    const fix = applyFix(
      "crawl",
      { url: "https://example.com", webhook: "https://hooks.example.com/a" },
      { webhook: "https://evil.example/b", scrapeOptions: { actions: [{ type: "wait", milliseconds: 1000 }, { type: "scroll" }] } },
      noExtra,
    );
    expect(fix.applied).toEqual({ "scrapeOptions.actions": [{ type: "wait", milliseconds: 1000 }, { type: "scroll" }] });
    expect(fix.refused).toEqual([expect.objectContaining({ path: "webhook", reason: "protected" })]);
  });

  it("reports unchanged values and applies nothing when nothing changes", () => {
    const fix = applyFix("scrape", { url: "https://example.com", waitFor: 1000 }, { url: "https://example.com", waitFor: 1000 }, noExtra);
    expect(fix.applied).toEqual({});
    expect(fix.refused.map((r) => r.reason)).toEqual(["unchanged", "unchanged"]);
  });
});

describe("fingerprints and notes", () => {
  it("the same failure of the same call has one fingerprint whatever the key order; a different code or params another", () => {
    const failure = { trigger: "api_error" as const, message: "a", status: 408, code: "SCRAPE_TIMEOUT" };
    const a = failureFingerprint("scrape", { url: "u", waitFor: 1 }, failure);
    expect(failureFingerprint("scrape", { waitFor: 1, url: "u" }, { ...failure, message: "other text" })).toBe(a);
    expect(failureFingerprint("scrape", { url: "u", waitFor: 1 }, { ...failure, code: "X" })).not.toBe(a);
    expect(failureFingerprint("scrape", { url: "v", waitFor: 1 }, failure)).not.toBe(a);
  });

  it("writes the model's one-line note only when parameters were applied", () => {
    const record: HealingRecord = {
      operation: "scrape",
      attempt: 1,
      failure: { trigger: "api_error", message: "timed out", status: 408, code: "SCRAPE_TIMEOUT" },
      question: "q",
      applied: { waitFor: 5000 },
      refused: [],
      outcome: "healed",
      retried: true,
      retrySucceeded: true,
      diagnosisMs: 1,
    };
    expect(healingNote(record)).toBe("Note: the first attempt failed (SCRAPE_TIMEOUT); retried with waitFor=5000 as the service's support suggested.");
    expect(healingNote({ ...record, retrySucceeded: false, outcome: "retry_failed" })).toMatch(/The retry did not fix it\.$/);
    expect(healingNote({ ...record, retried: false, applied: {}, outcome: "not_applied" })).toBeUndefined();
  });
});
