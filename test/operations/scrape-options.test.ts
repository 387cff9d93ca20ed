import { describe, it } from "vitest";
import { scrapeOptionsSchema } from "../../src/operations/index.js";
import { expectIssue, expectValid } from "./expect-issue.js";

describe("scrapeOptionsSchema", () => {
  it("accepts a full, documented set of options", () => {
    expectValid(scrapeOptionsSchema, {
      formats: [
        "markdown",
        "links",
        { type: "html" },
        { type: "screenshot", fullPage: true, quality: 80, viewport: { width: 1280, height: 800 } },
        { type: "json", prompt: "Extract the price", schema: { type: "object", properties: { price: { type: "number" } } } },
        { type: "changeTracking", modes: ["git-diff"], tag: null },
        { type: "attributes", selectors: [{ selector: "a", attribute: "href" }] },
        { type: "question", question: "What does it cost?" },
        { type: "highlights", query: "pricing" },
      ],
      onlyMainContent: true,
      onlyCleanContent: false,
      includeTags: ["main"],
      excludeTags: ["nav"],
      waitFor: 2000,
      timeout: 30000,
      maxAge: 0,
      minAge: 1000,
      storeInCache: false,
      lockdown: false,
      actions: [
        { type: "wait", milliseconds: 500 },
        { type: "wait", selector: "#price" },
        { type: "click", selector: "button", all: true },
        { type: "write", text: "hello" },
        { type: "press", key: "Enter" },
        { type: "scroll", direction: "down" },
        { type: "scrape" },
        { type: "executeJavascript", script: "1+1" },
        { type: "screenshot", fullPage: true },
        { type: "pdf", format: "A4", landscape: true, scale: 1 },
      ],
      location: { country: "DE", languages: ["de-DE"] },
      mobile: true,
      proxy: "enhanced",
      parsers: ["pdf", { type: "pdf", mode: "ocr", maxPages: 20 }, "image"],
      headers: { "x-test": "1" },
      skipTlsVerification: false,
      removeBase64Images: true,
      blockAds: true,
      fastMode: false,
      redactPII: { mode: "fast", entities: ["EMAIL"], replaceStyle: "mask" },
      profile: { name: "shop", saveChanges: false },
    });
  });

  it("rejects unknown keys, at the top and inside format objects", () => {
    expectIssue(scrapeOptionsSchema, { formatz: ["markdown"] }, [], /formatz/);
    expectIssue(scrapeOptionsSchema, { formats: [{ type: "screenshot", fullpage: true }] }, ["formats", 0]);
  });

  it("names the format list when a format is unknown or needs options", () => {
    expectIssue(scrapeOptionsSchema, { formats: ["pdf"] }, ["formats", 0], /Unknown value "pdf"/);
    expectIssue(scrapeOptionsSchema, { formats: ["json"] }, ["formats", 0], /json.*need an object/);
    expectIssue(scrapeOptionsSchema, { formats: [{ type: "nope" }] }, ["formats", 0], /discriminator/i);
    expectIssue(scrapeOptionsSchema, { formats: [{ type: "question" }] }, ["formats", 0], /question/);
  });

  it("needs a prompt or a schema in a json format", () => {
    expectIssue(scrapeOptionsSchema, { formats: [{ type: "json" }] }, ["formats", 0, "prompt"], /prompt.*schema/);
    expectIssue(scrapeOptionsSchema, { formats: [{ type: "json", prompt: "x".repeat(10001) }] }, ["formats", 0, "prompt"]);
  });

  it("allows one screenshot format only", () => {
    expectIssue(scrapeOptionsSchema, { formats: ["screenshot", { type: "screenshot", fullPage: true }] }, ["formats"], /one screenshot/);
  });

  it("requires markdown next to changeTracking", () => {
    expectIssue(scrapeOptionsSchema, { formats: ["html", "changeTracking"] }, ["formats"], /markdown/);
    expectValid(scrapeOptionsSchema, { formats: [{ type: "markdown" }, "changeTracking"] });
  });

  it("bounds timeout (1000–300000 ms) and waitFor (≤60000, ≤ timeout/2)", () => {
    expectIssue(scrapeOptionsSchema, { timeout: 999 }, ["timeout"], /milliseconds/);
    expectIssue(scrapeOptionsSchema, { timeout: 300001 }, ["timeout"], /300000/);
    expectIssue(scrapeOptionsSchema, { timeout: 1500.5 }, ["timeout"]);
    expectIssue(scrapeOptionsSchema, { waitFor: 60001 }, ["waitFor"], /60000/);
    expectIssue(scrapeOptionsSchema, { waitFor: -1 }, ["waitFor"]);
    expectIssue(scrapeOptionsSchema, { waitFor: 6000, timeout: 10000 }, ["waitFor"], /half of timeout/);
    expectValid(scrapeOptionsSchema, { waitFor: 5000, timeout: 10000 });
    expectValid(scrapeOptionsSchema, { waitFor: 60000 });
  });

  it("bounds actions: at most 50, wait needs milliseconds xor selector, 60 s total wait", () => {
    const click = { type: "click", selector: "a" };
    expectValid(scrapeOptionsSchema, { actions: Array.from({ length: 50 }, () => click) });
    expectIssue(scrapeOptionsSchema, { actions: Array.from({ length: 51 }, () => click) }, ["actions"], /at most 50/);
    expectIssue(scrapeOptionsSchema, { actions: [{ type: "wait" }] }, ["actions", 0], /exactly one/);
    expectIssue(scrapeOptionsSchema, { actions: [{ type: "wait", milliseconds: 10, selector: "#a" }] }, ["actions", 0], /exactly one/);
    expectIssue(scrapeOptionsSchema, { actions: [{ type: "hover" }] }, ["actions", 0, "type"]);
    expectIssue(
      scrapeOptionsSchema,
      { waitFor: 2000, actions: [{ type: "wait", milliseconds: 58001 }] },
      ["actions"],
      /60000 ms/,
    );
    expectValid(scrapeOptionsSchema, { waitFor: 1000, actions: [{ type: "wait", milliseconds: 58000 }, { type: "wait", selector: "#x" }] });
  });

  it("checks location, proxy, parsers, redactPII and profile", () => {
    expectIssue(scrapeOptionsSchema, { location: { country: "Germany" } }, ["location", "country"], /ISO 3166-1/);
    expectIssue(scrapeOptionsSchema, { location: { city: "Berlin" } }, ["location"]);
    expectIssue(scrapeOptionsSchema, { proxy: "residential" }, ["proxy"]);
    expectIssue(scrapeOptionsSchema, { parsers: ["docx"] }, ["parsers", 0], /Parsers/);
    expectIssue(scrapeOptionsSchema, { parsers: [{ type: "pdf", maxPages: 10001 }] }, ["parsers", 0, "maxPages"]);
    expectIssue(scrapeOptionsSchema, { redactPII: { mode: "strict" } }, ["redactPII"]);
    expectIssue(scrapeOptionsSchema, { profile: { name: "" } }, ["profile", "name"]);
    expectIssue(scrapeOptionsSchema, { profile: { name: "x".repeat(129) } }, ["profile", "name"]);
    expectIssue(scrapeOptionsSchema, { headers: { a: 1 } }, ["headers", "a"]);
  });

  it("does not accept zeroDataRetention inside scrape options (top level only)", () => {
    expectIssue(scrapeOptionsSchema, { zeroDataRetention: true }, [], /zeroDataRetention/);
  });
});
