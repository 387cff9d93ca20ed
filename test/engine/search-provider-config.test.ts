import { describe, expect, it } from "vitest";
import { parseSearchSpec, searchOptionFromEnv } from "../../src/engine/search/providers/provider-config.js";
import { queryWithFilters } from "../../src/engine/search/providers/query-filters.js";
import { parseTbs } from "../../src/engine/search/providers/time-range.js";

describe("search provider configuration", () => {
  it("reads the environment, SearXNG first", () => {
    expect(searchOptionFromEnv({})).toBeUndefined();
    expect(searchOptionFromEnv({ SERPER_API_KEY: "s", BRAVE_API_KEY: "b" })).toEqual({ provider: "brave", apiKey: "b" });
    expect(searchOptionFromEnv({ SERPER_API_KEY: "s" })).toEqual({ provider: "serper", apiKey: "s" });
    expect(searchOptionFromEnv({ SEARXNG_ENDPOINT: "http://127.0.0.1:8888", BRAVE_API_KEY: "b" })).toEqual({ provider: "searxng", url: "http://127.0.0.1:8888" });
    expect(searchOptionFromEnv({ WEBDATA_SEARXNG_URL: "http://a:1", SEARXNG_ENDPOINT: "http://b:2" })).toEqual({ provider: "searxng", url: "http://a:1" });
    expect(() => searchOptionFromEnv({ WEBDATA_SEARXNG_URL: "nope" })).toThrow(/WEBDATA_SEARXNG_URL/);
  });

  it("reads --search specs, keys only from the environment, and never echoes a key", () => {
    expect(parseSearchSpec("searxng=http://127.0.0.1:8888", {})).toEqual({ provider: "searxng", url: "http://127.0.0.1:8888" });
    expect(parseSearchSpec("brave", { BRAVE_API_KEY: "k1" })).toEqual({ provider: "brave", apiKey: "k1" });
    expect(parseSearchSpec("serper=http://127.0.0.1:9/", { SERPER_API_KEY: "k2" })).toEqual({ provider: "serper", apiKey: "k2", baseUrl: "http://127.0.0.1:9/" });
    expect(parseSearchSpec("local", {})).toEqual({ provider: "local" });
    expect(parseSearchSpec("brave", {})).toMatch(/BRAVE_API_KEY, which is not set/);
    expect(parseSearchSpec("searxng", {})).toMatch(/needs the instance's URL/);
    expect(parseSearchSpec("google", {})).toMatch(/use searxng=URL, brave, serper or local/);
  });

  it("maps categories and tbs", () => {
    expect(queryWithFilters("rust", ["github"], [])).toBe("rust site:github.com");
    expect(queryWithFilters("x", ["pdf"], ["a.com", "b.org"])).toBe("x filetype:pdf (site:a.com OR site:b.org)");
    expect(parseTbs("qdr:w")).toEqual({ period: "w" });
    expect(parseTbs("cdr:1,cd_min:1/2/2025,cd_max:12/31/2025")).toEqual({ from: "2025-01-02", to: "2025-12-31" });
    expect(parseTbs("sbd:1")).toBeUndefined();
  });
});
