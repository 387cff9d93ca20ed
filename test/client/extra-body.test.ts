import { describe, expect, it } from "vitest";
import { createWebDataTools } from "../../src/adapters/ai/index.js";
import { WebDataClient } from "../../src/client.js";
import { BadRequestError, InvalidArgumentError } from "../../src/core/errors.js";
import { WebDataLoader } from "../../src/adapters/langchain/index.js";
import type { ToolResult } from "../../src/tools/types.js";
import { createMockServer, type MockRoute } from "../../src/testing/index.js";
import { useMockServer } from "../helpers/mock-client.js";

const NEW = { newField: 1, newOptions: { deep: ["a", true, null] } };
const accepted = ["newField", "newOptions"];
const routes: MockRoute[] = [
  "POST /search", "POST /scrape", "POST /map", "POST /crawl", "POST /batch/scrape", "POST /extract", "POST /agent",
  "POST /scrape/:id/interact", "POST /support/ask", "POST /support/docs-search",
];
// A mock of a newer service: it knows these two fields on every route; anything else unknown is a 400.
const ctx = useMockServer({ acceptFields: Object.fromEntries(routes.map((r) => [r, accepted])) });

const lastBody = (route: MockRoute) => ctx.mock.requestsTo(route).at(-1)?.body as Record<string, unknown>;

describe("extraBody: fields the service added after this release", () => {
  const calls: Array<[MockRoute, (c: WebDataClient) => Promise<unknown>]> = [
    ["POST /search", (c) => c.search({ query: "x", extraBody: NEW })],
    ["POST /scrape", (c) => c.scrape({ url: "https://example.com", formats: ["markdown"], extraBody: NEW })],
    ["POST /map", (c) => c.map({ url: "https://example.com", extraBody: NEW })],
    ["POST /crawl", (c) => c.crawl.start({ url: "https://example.com", limit: 2, extraBody: NEW })],
    ["POST /batch/scrape", (c) => c.batchScrape.start({ urls: ["https://example.com"], extraBody: NEW })],
    ["POST /extract", (c) => c.extract.start({ urls: ["https://example.com"], prompt: "p", extraBody: NEW })],
    ["POST /agent", (c) => c.agent.start({ prompt: "p", extraBody: NEW })],
    ["POST /scrape/:id/interact", async (c) => {
      const page = await c.scrape({ url: "https://example.com" });
      return c.interact(String(page.metadata?.scrapeId), { code: "1", extraBody: NEW });
    }],
    ["POST /support/ask", (c) => c.support.ask({ question: "why?", extraBody: NEW })],
    ["POST /support/docs-search", (c) => c.support.docsSearch({ question: "why?", extraBody: NEW })],
  ];

  it.each(calls)("%s sends them at the top level of the body, next to the known fields", async (route, call) => {
    await call(ctx.client());
    const body = lastBody(route);
    expect(body).toMatchObject(NEW);
    expect(body).not.toHaveProperty("extraBody");
  });

  it("the caller's params object is not changed", async () => {
    const params = { url: "https://example.com", extraBody: { newField: 2 } };
    await ctx.client().scrape(params);
    expect(params).toEqual({ url: "https://example.com", extraBody: { newField: 2 } });
    expect(lastBody("POST /scrape")).toEqual({ url: "https://example.com", newField: 2 });
  });

  it("a server that does not know the field refuses it with its own 400 (the field really reached it)", async () => {
    await using strict = await createMockServer();
    const client = new WebDataClient({ apiKey: strict.apiKey ?? undefined, baseUrl: strict.url, retry: 0 });
    const error = await client.scrape({ url: "https://example.com", extraBody: { brandNew: true } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as Error).message).toMatch(/brandNew/);
  });

  const refused: Array<[string, unknown, RegExp]> = [
    ["a known field (it would have two values)", { formats: ["html"] }, /extraBody\.formats: "formats" is a known scrape field: set it in the params/],
    ["a known field even when the params leave it unset", { onlyMainContent: false }, /onlyMainContent/],
    ["an array", [1, 2], /extraBody: expected a JSON object, got an array/],
    ["a string", "newField=1", /expected a JSON object, got a string/],
    ["null", null, /expected a JSON object, got null/],
    ["a class instance", new Map([["a", 1]]), /got a Map/],
    ["a function value", { hook: () => 1 }, /extraBody\.hook: a function is not a JSON value/],
    ["NaN deep inside", { a: { b: [1, Number.NaN] } }, /extraBody\.a\.b\.1: NaN is not a JSON number/],
    ["a Date", { when: new Date(0) }, /extraBody\.when: a Date is not a JSON value/],
    ["a bigint", { n: 1n }, /a bigint is not a JSON value/],
  ];

  it.each(refused)("refuses %s before any request", async (_name, extraBody, message) => {
    const error = await ctx
      .client()
      .scrape({ url: "https://example.com", formats: ["markdown"], extraBody: extraBody as never })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toMatch(message);
    expect((error as InvalidArgumentError).issues[0]?.path[0]).toBe("extraBody");
    expect(ctx.mock.requests).toHaveLength(0);
  });

  it("refuses a circular object", async () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    const error = await ctx.client().scrape({ url: "https://example.com", extraBody: { loop } as never }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/extraBody\.loop\.self: circular reference/);
  });

  it("known params are still validated when extraBody is present", async () => {
    const error = await ctx.client().map({ url: "https://example.com", limit: 0, extraBody: NEW }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toContain("limit");
  });

  it("types: extraBody takes JSON values only", () => {
    const client = ctx.client();
    // @ts-expect-error a function is not a JSON value
    void client.map({ url: "https://example.com", extraBody: { f: () => 1 } }).catch(() => undefined);
    // @ts-expect-error extraBody is an object, not an array
    void client.map({ url: "https://example.com", extraBody: [1] }).catch(() => undefined);
  });

  it("a tool's fixed params carry extraBody to every call, and the model never sees it", async () => {
    const tools = createWebDataTools({ client: ctx.client(), tools: ["web_scrape"], scrape: { params: { extraBody: { newField: 3 } } } });
    const schema = JSON.stringify(tools.web_scrape!.inputSchema);
    expect(schema).not.toContain("extraBody");
    const result = (await tools.web_scrape!.execute!({ url: "https://example.com" }, { toolCallId: "a", messages: [] } as never)) as ToolResult;
    expect([result.ok, result.ok ? "" : result.modelText]).toEqual([true, ""]);
    expect(lastBody("POST /scrape")).toMatchObject({ url: "https://example.com", newField: 3 });
  });

  it("the loader's scrape options carry it too", async () => {
    const docs = await new WebDataLoader({ client: ctx.client(), mode: "scrape", urls: "https://example.com", scrapeOptions: { extraBody: { newField: 4 } } }).load();
    expect(docs).toHaveLength(1);
    expect(lastBody("POST /scrape")).toMatchObject({ newField: 4 });
  });
});
