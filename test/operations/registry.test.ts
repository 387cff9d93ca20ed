import { describe, expect, it } from "vitest";
import {
  describeWebUrlProblem,
  isTerminalStatus,
  operations,
  pathIdSchema,
  type OperationName,
} from "../../src/operations/index.js";

describe("operations registry", () => {
  it("lists every v2 operation under its fixed name, with a matching definition name", () => {
    const names: OperationName[] = [
      "search",
      "scrape",
      "map",
      "interact",
      "stopInteraction",
      "crawl.start",
      "crawl.status",
      "crawl.cancel",
      "crawl.errors",
      "extract.start",
      "extract.status",
      "agent.start",
      "agent.status",
      "agent.cancel",
      "support.ask",
      "support.docsSearch",
      "scrape.get",
      "extract.cancel",
      "browser.create",
      "crawl.active",
      "crawl.paramsPreview",
      "batchScrape.start",
      "batchScrape.status",
      "batchScrape.cancel",
      "batchScrape.errors",
      "team.creditUsage",
      "team.tokenUsage",
      "team.queueStatus",
      "team.concurrency",
    ];
    expect(Object.keys(operations).sort()).toEqual([...names].sort());
    for (const name of names) expect(operations[name].name).toBe(name);
  });

  it("maps operations to the wire routes of docs/api.md", () => {
    const routes = Object.fromEntries(Object.entries(operations).map(([name, op]) => [name, `${op.method} ${op.path}`]));
    expect(routes).toEqual({
      search: "POST /search",
      scrape: "POST /scrape",
      map: "POST /map",
      interact: "POST /scrape/{scrapeId}/interact",
      stopInteraction: "DELETE /scrape/{scrapeId}/interact",
      "crawl.start": "POST /crawl",
      "crawl.status": "GET /crawl/{id}",
      "crawl.cancel": "DELETE /crawl/{id}",
      "crawl.errors": "GET /crawl/{id}/errors",
      "extract.start": "POST /extract",
      "extract.status": "GET /extract/{id}",
      "agent.start": "POST /agent",
      "agent.status": "GET /agent/{id}",
      "agent.cancel": "DELETE /agent/{id}",
      "support.ask": "POST /support/ask",
      "support.docsSearch": "POST /support/docs-search",
      "scrape.get": "GET /scrape/{id}",
      "extract.cancel": "DELETE /extract/{id}",
      "browser.create": "POST /interact",
      "crawl.active": "GET /crawl/active",
      "crawl.paramsPreview": "POST /crawl/params-preview",
      "batchScrape.start": "POST /batch/scrape",
      "batchScrape.status": "GET /batch/scrape/{id}",
      "batchScrape.cancel": "DELETE /batch/scrape/{id}",
      "batchScrape.errors": "GET /batch/scrape/{id}/errors",
      "team.creditUsage": "GET /team/credit-usage",
      "team.tokenUsage": "GET /team/token-usage",
      "team.queueStatus": "GET /team/queue-status",
      "team.concurrency": "GET /concurrency-check",
    });
  });

  it("has a request schema exactly for POST operations", () => {
    for (const op of Object.values(operations)) expect(op.request === null).toBe(op.method !== "POST");
  });

  it("marks only the keyless tier as keyless and job starts as startsJob", () => {
    const keyless = Object.values(operations).filter((op) => op.auth === "keyless").map((op) => op.name);
    expect(keyless.sort()).toEqual(["interact", "scrape", "search", "stopInteraction"]);
    const starts = Object.values(operations).filter((op) => op.startsJob).map((op) => op.name);
    expect(starts.sort()).toEqual(["agent.start", "batchScrape.start", "browser.create", "crawl.start", "extract.start", "interact"]);
  });
});

describe("isTerminalStatus", () => {
  it("treats completed, cancelled and failed as terminal for every job kind", () => {
    for (const kind of ["crawl", "extract", "agent"] as const) {
      for (const status of ["completed", "cancelled", "failed"]) expect(isTerminalStatus(kind, status)).toBe(true);
    }
  });

  it("treats running and unknown states as not terminal", () => {
    expect(isTerminalStatus("crawl", "scraping")).toBe(false);
    expect(isTerminalStatus("extract", "processing")).toBe(false);
    expect(isTerminalStatus("agent", "processing")).toBe(false);
    expect(isTerminalStatus("agent", "paused")).toBe(false);
    expect(isTerminalStatus("crawl", undefined)).toBe(false);
  });
});

describe("pathIdSchema", () => {
  it("accepts UUIDs and other ids, rejects empty ids and path/query characters", () => {
    expect(pathIdSchema.safeParse("01920000-0000-7000-8000-0000000000c1").success).toBe(true);
    expect(pathIdSchema.safeParse("local-42").success).toBe(true);
    for (const bad of ["", "a/b", "a?b", "a#b", "a b"]) expect(pathIdSchema.safeParse(bad).success).toBe(false);
  });
});

describe("describeWebUrlProblem", () => {
  it("explains what is wrong with a URL, naming the field", () => {
    expect(describeWebUrlProblem("https://example.com", "url")).toBeUndefined();
    expect(describeWebUrlProblem("example.com", "url")).toBeUndefined();
    expect(describeWebUrlProblem("ftp://example.com", "urls[]")).toMatch(/^urls\[\] must use http/);
    expect(describeWebUrlProblem("", "url")).toMatch(/empty/);
  });
});
