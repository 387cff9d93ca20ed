import { describe, expect, it } from "vitest";
import { WebDataLoader, WebDataRetriever } from "../../src/adapters/langchain/index.js";
import { createInteractSession, createSessionRegistry, WebDataClient } from "../../src/index.js";
import { thrown } from "./thrown.js";

const key = { apiKey: "fc-test", baseUrl: "http://127.0.0.1:9/v2" };

describe("loader, retriever and session options: one schema each, one error naming the path", () => {
  it("the loader reports an unknown option with the right name, per mode", () => {
    expect(thrown(() => new WebDataLoader({ ...key, mode: "crawl", url: "https://a.example", maxPage: 5 } as never)).message).toBe(
      'Invalid WebDataLoader crawl-mode options: maxPage: unknown option (did you mean maxPages?)',
    );
    // One level too shallow: a scrape option at the top.
    expect(thrown(() => new WebDataLoader({ ...key, mode: "crawl", url: "https://a.example", onlyMainContent: true } as never)).message).toContain(
      "onlyMainContent: unknown option (did you mean scrapeOptions.onlyMainContent?)",
    );
    // One level too deep: the crawl limit inside crawlOptions.
    expect(thrown(() => new WebDataLoader({ ...key, mode: "crawl", url: "https://a.example", crawlOptions: { limit: 5 } } as never)).message).toContain(
      "crawlOptions.limit: unknown option (did you mean limit?)",
    );
    expect(thrown(() => new WebDataLoader({ ...key, mode: "scrape", urls: "https://a.example", scrapeOptions: { waitfor: 5 } } as never)).message).toContain(
      "did you mean scrapeOptions.waitFor?",
    );
    expect(thrown(() => new WebDataLoader({ ...key, mode: "scrap", urls: "https://a.example" } as never)).message).toContain('did you mean "scrape"?');
    expect(thrown(() => new WebDataLoader({ ...key, mode: "search", query: "x", baseURL: "http://x" } as never)).message).toContain("did you mean baseUrl?");
  });

  it("wrong types name the path", () => {
    expect(thrown(() => new WebDataLoader({ ...key, mode: "scrape", urls: "https://a.example", concurrency: "4" } as never)).issues[0]?.path).toEqual(["concurrency"]);
    expect(thrown(() => new WebDataLoader({ ...key, mode: "crawl", url: "https://a.example", maxWaitMs: -1 })).issues[0]?.path).toEqual(["maxWaitMs"]);
    expect(thrown(() => new WebDataLoader({ ...key, mode: "map", url: "https://a.example", mapOptions: { limit: "all" } } as never)).issues[0]?.path).toEqual([
      "mapOptions",
      "limit",
    ]);
  });

  it("the retriever", () => {
    expect(thrown(() => new WebDataRetriever({ ...key, topK: 3 } as never)).message).toContain("topK: unknown option");
    expect(thrown(() => new WebDataRetriever({ ...key, scrapeOptions: { onlyMainContnt: true } } as never)).message).toContain(
      "did you mean scrapeOptions.onlyMainContent?",
    );
    expect(thrown(() => new WebDataRetriever({ ...key, k: 0 })).issues[0]?.path).toEqual(["k"]);
  });

  it("interact sessions and the session registry (and a misspelt client option is no longer ignored)", () => {
    const client = new WebDataClient(key);
    expect(thrown(() => createInteractSession(client, { ttlMS: 5 } as never)).message).toBe(
      "Invalid createInteractSession options: ttlMS: unknown option (did you mean ttlMs?)",
    );
    expect(thrown(() => createInteractSession(client, { idleMs: 0 })).issues[0]?.path).toEqual(["idleMs"]);
    expect(thrown(() => createInteractSession(client, { scrapeOptions: { waitFor: "soon" } } as never)).issues[0]?.path).toEqual(["scrapeOptions", "waitFor"]);
    expect(thrown(() => createInteractSession({ ...key, baseURL: "http://x" } as never)).message).toContain("did you mean baseUrl?");
    expect(thrown(() => createSessionRegistry(client, { maxSession: 3 } as never)).message).toContain("did you mean maxSessions?");
    expect(thrown(() => createSessionRegistry(client, { sessionOptions: { ttlms: 3 } } as never)).message).toContain("did you mean sessionOptions.ttlMs?");
  });
});

describe("createMockServer options", () => {
  it("the same check: unknown options suggest the right name, bad values name the path, nothing is bound", async () => {
    const { createMockServer } = await import("../../src/testing/index.js");
    const { rejected } = await import("./thrown.js");
    expect((await rejected(createMockServer({ pagesize: 5 } as never))).message).toBe(
      "Invalid createMockServer options: pagesize: unknown option (did you mean pageSize?)",
    );
    expect((await rejected(createMockServer({ pageSize: 0 }))).issues[0]?.path).toEqual(["pageSize"]);
    expect((await rejected(createMockServer({ acceptFields: { "POST /scrap": ["x"] } } as never))).issues[0]?.path).toEqual(["acceptFields", "POST /scrap"]);
  });
});
