import { describe, expect, it } from "vitest";
import { useMockServer } from "../helpers/mock-client.js";
import { cli } from "./cli-harness.js";

const ctx = useMockServer();

describe("the CLI takes the URL as typed", () => {
  it("`webdata scrape not-a-url` is a usage error (exit 2), before any request", async () => {
    const run = await cli(["scrape", "not-a-url"], { env: { WEBDATA_BASE_URL: ctx.mock.url, WEBDATA_API_KEY: ctx.mock.apiKey ?? "" } });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/expected a URL such as https:\/\/example\.com/);
    expect(ctx.mock.requests).toHaveLength(0);
  });

  it("sends the URL exactly as typed (no rewriting of 127.0.0.01 to 127.0.0.1)", async () => {
    const run = await cli(["scrape", "http://127.0.0.01:8301/"], { env: { WEBDATA_BASE_URL: ctx.mock.url, WEBDATA_API_KEY: ctx.mock.apiKey ?? "" } });
    expect(run.code).toBe(0);
    expect(ctx.mock.requestsTo("POST /scrape")[0]?.body).toMatchObject({ url: "http://127.0.0.01:8301/" });
  });
});
