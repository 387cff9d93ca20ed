import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod/v4";
import { WebDataClient } from "../../src/client.js";
import { InvalidArgumentError, MissingApiKeyError } from "../../src/core/errors.js";
import { useMockServer } from "../helpers/mock-client.js";

const ctx = useMockServer();

describe("bad input is refused before any request, with the zod issues", () => {
  const cases: [string, (c: ReturnType<typeof ctx.client>) => Promise<unknown>, string][] = [
    ["empty search query", (c) => c.search({ query: "  " }), "query"],
    ["search limit over 100", (c) => c.search({ query: "x", limit: 500 }), "limit"],
    ["scrape without url", (c) => c.scrape({} as never), "url"],
    ["scrape unknown key", (c) => c.scrape({ url: "https://example.com", bogus: 1 } as never), "bogus"],
    ["agent prompt over 10000 chars", (c) => c.agent.start({ prompt: "x".repeat(10_001) }), "prompt"],
    ["extract without prompt or schema", (c) => c.extract.start({ urls: ["https://example.com"] }), ""],
    ["interact without prompt or code", (c) => c.interact("abc", {} as never), ""],
    ["crawl with an invalid regex", (c) => c.crawl.start({ url: "https://example.com", includePaths: ["(unclosed"] }), "includePaths"],
    ["a job id with a slash", (c) => c.crawl.status("../../team"), "id"],
    ["map limit of 0", (c) => c.map({ url: "https://example.com", limit: 0 }), "limit"],
  ];

  it.each(cases)("%s", async (_name, call, field) => {
    const error = await call(ctx.client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as InvalidArgumentError).issues.length).toBeGreaterThan(0);
    if (field) expect((error as Error).message).toContain(field);
    expect(ctx.mock.requests).toHaveLength(0);
  });

  it("a zod schema that converts to nothing is refused, not sent as {}", async () => {
    const error = await ctx
      .client()
      .extract.start({ urls: ["https://example.com"], schema: z.any() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(ctx.mock.requests).toHaveLength(0);
  });

  it("random params to every public method: a result or InvalidArgumentError, never a crash", async () => {
    const client = ctx.client({ retry: 0 });
    const methods: ((p: unknown) => Promise<unknown>)[] = [
      (p) => client.search(p as never),
      (p) => client.scrape(p as never),
      (p) => client.map(p as never),
      (p) => client.interact("abc", p as never),
      (p) => client.crawl.start(p as never),
      (p) => client.extract.start(p as never),
      (p) => client.agent.start(p as never),
      (p) => client.support.ask(p as never),
    ];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: methods.length - 1 }), fc.jsonValue(), async (index, params) => {
        const before = ctx.mock.requests.length;
        try {
          await methods[index]!(params);
        } catch (error) {
          if (error instanceof InvalidArgumentError) {
            expect(ctx.mock.requests.length).toBe(before);
            return;
          }
          // Valid input the mock still rejects is fine; anything else is a crash.
          expect((error as Error).name).toMatch(/Error$/);
          expect(error).not.toBeInstanceOf(TypeError);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("authentication", () => {
  it("keyless operations go without an Authorization header when no key is set", async () => {
    const client = ctx.client({ apiKey: undefined, baseUrl: ctx.mock.url.replace("127.0.0.1", "localhost") });
    await client.scrape({ url: "https://example.com" });
    expect(ctx.mock.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe("missing key", () => {
  it("operations that need a key fail before any request, naming the option and the variable", async () => {
    vi.stubEnv("WEBDATA_API_KEY", "");
    try {
      const client = new WebDataClient({ baseUrl: "https://api.example.invalid/v2" });
      const error = await client.crawl.start({ url: "https://example.com", limit: 1 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MissingApiKeyError);
      expect((error as Error).message).toMatch(/apiKey.*WEBDATA_API_KEY/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
