import { describe, expect, it } from "vitest";
import {
  APIError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  GoneError,
  InternalServerError,
  NotFoundError,
  PaymentRequiredError,
  PermissionDeniedError,
  RateLimitError,
  RequestTimeoutError,
} from "../../src/core/errors.js";
import type { MockRoute } from "../../src/testing/index.js";
import { allStrings, useMockServer } from "../helpers/mock-client.js";

const ctx = useMockServer({ apiKey: "fc-SECRET-abc123def456" });
const KEY = "fc-SECRET-abc123def456";

describe("error classes from real responses", () => {
  it.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [402, PaymentRequiredError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [408, RequestTimeoutError],
    [409, ConflictError],
    [410, GoneError],
    [429, RateLimitError],
    [500, InternalServerError],
    [503, InternalServerError],
  ] as const)("HTTP %i → %o", async (status, cls) => {
    ctx.mock.script("POST /map", { status, body: { success: false, error: `server says ${status}` }, times: 5 });
    const error = await ctx.client({ retry: 0 }).map({ url: "https://example.com" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(cls);
    expect((error as APIError).status).toBe(status);
    expect((error as APIError).message).toContain(`server says ${status}`);
  });

  it("HTTP 200 with success:false is an error, with its code", async () => {
    ctx.mock.script("POST /scrape", {
      status: 200,
      body: { success: false, code: "SCRAPE_DNS_RESOLUTION_ERROR", error: "DNS resolution failed for nosuch.example" },
    });
    const error = await ctx.client().scrape({ url: "https://nosuch.example" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).status).toBe(200);
    expect((error as APIError).code).toBe("SCRAPE_DNS_RESOLUTION_ERROR");
  });

  it("a failed crawl status (success:false, status:failed) is data for status()", async () => {
    const id = ctx.mock.crawl({ documents: 3, failWith: "All engines failed" });
    const status = await ctx.client().crawl.status(id);
    expect(status.status).toBe("failed");
  });

  it("a wrong key gives a useful 401 that names the setting and never the key", async () => {
    const error = await ctx.client({ apiKey: "fc-wrong-key-0000000" }).map({ url: "https://example.com" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as Error).message).toMatch(/^401 Unauthorized.*WEBDATA_API_KEY/);
    expect(allStrings(error).join("\n")).not.toContain("fc-wrong-key-0000000");
  });

  it("the key appears in no error or thrown object, whatever the route answers", async () => {
    const routes: [MockRoute, () => Promise<unknown>][] = [];
    const client = ctx.client({ retry: 0 });
    routes.push(["POST /scrape", () => client.scrape({ url: "https://example.com" })]);
    routes.push(["POST /crawl", () => client.crawl.start({ url: "https://example.com", limit: 2 })]);
    routes.push(["POST /support/ask", () => client.support.ask({ question: "q" })]);
    const answers = [
      { status: 500, body: { success: false, error: `echo ${KEY}` } },
      { status: 401, body: { success: false, error: `Unauthorized: Invalid token ${KEY}` } },
      { status: 200, body: "not json" },
      { reset: true as const },
      { truncate: true as const, body: { success: true, data: { markdown: "x".repeat(2000) } } },
    ];
    for (const [route, call] of routes) {
      for (const answer of answers) {
        ctx.mock.script(route, answer);
        const error = await call().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(Error);
        const text = allStrings(error).join("\n") + JSON.stringify(error);
        expect(text).not.toContain(KEY);
      }
    }
  });
});
