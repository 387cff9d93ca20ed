import { describe, it } from "vitest";
import { interactRequestSchema, supportAskRequestSchema, supportDocsSearchRequestSchema } from "../../src/operations/index.js";
import { expectIssue, expectValid } from "./expect-issue.js";

describe("interactRequestSchema", () => {
  it("accepts a prompt run and a code run", () => {
    expectValid(interactRequestSchema, { prompt: "Open the pricing tab", timeout: 60, origin: "webdata-kit" });
    expectValid(interactRequestSchema, { code: "await page.title()", language: "node", timeout: 300 });
    expectValid(interactRequestSchema, { code: "agent-browser snapshot", language: "bash" });
  });

  it("needs exactly one of prompt or code", () => {
    expectIssue(interactRequestSchema, { prompt: "a", code: "b" }, ["code"], /not both.*ignore the prompt/);
    expectIssue(interactRequestSchema, {}, ["prompt"], /Either "prompt" or "code"/);
  });

  it("bounds prompt (1–10000), code (1–100000) and timeout (1–300 seconds)", () => {
    expectIssue(interactRequestSchema, { prompt: "" }, ["prompt"]);
    expectIssue(interactRequestSchema, { prompt: "x".repeat(10001) }, ["prompt"]);
    expectIssue(interactRequestSchema, { code: "" }, ["code"]);
    expectIssue(interactRequestSchema, { code: "x".repeat(100001) }, ["code"]);
    expectIssue(interactRequestSchema, { prompt: "x", timeout: 0 }, ["timeout"], /seconds/);
    expectIssue(interactRequestSchema, { prompt: "x", timeout: 30000 }, ["timeout"], /seconds.*300/);
  });

  it("checks the language and rejects unknown keys (the scrape id travels in the path)", () => {
    expectIssue(interactRequestSchema, { code: "x", language: "ruby" }, ["language"]);
    expectIssue(interactRequestSchema, { prompt: "x", scrapeId: "abc" }, [], /scrapeId/);
  });
});

describe("supportAskRequestSchema", () => {
  it("accepts a documented request", () => {
    expectValid(supportAskRequestSchema, {
      question: "Scrape of https://example.com/pricing returned empty markdown (job 0192…). Expected the price table.",
      rationale: "The user wants the current prices.",
      context: { url: "https://example.com/pricing", waitFor: 0 },
      jobId: "01920000-0000-7000-8000-0000000000aa",
    });
  });

  it("bounds question (1–8000) and rationale (≤2000)", () => {
    expectIssue(supportAskRequestSchema, { question: "" }, ["question"], /empty/);
    expectIssue(supportAskRequestSchema, { question: "x".repeat(8001) }, ["question"], /8000/);
    expectIssue(supportAskRequestSchema, { question: "x", rationale: "x".repeat(2001) }, ["rationale"], /2000/);
  });

  it("checks context and jobId types and rejects unknown keys", () => {
    expectIssue(supportAskRequestSchema, { question: "x", context: "text" }, ["context"]);
    expectIssue(supportAskRequestSchema, { question: "x", jobId: 5 }, ["jobId"]);
    expectIssue(supportAskRequestSchema, { question: "x", priority: "high" }, [], /priority/);
  });
});

describe("supportDocsSearchRequestSchema", () => {
  it("takes a question of 1–8000 characters only", () => {
    expectValid(supportDocsSearchRequestSchema, { question: "How are webhooks signed?" });
    expectIssue(supportDocsSearchRequestSchema, { question: "" }, ["question"]);
    expectIssue(supportDocsSearchRequestSchema, { question: "x", rationale: "y" }, [], /rationale/);
  });
});
