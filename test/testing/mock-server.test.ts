import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMockServer, type MockServer } from "../../src/testing/index.js";
import { call } from "./mock-http.js";

let mock: MockServer;
beforeEach(async () => {
  mock = await createMockServer();
});
afterEach(async () => {
  await mock.close();
});

describe("mock server basics", () => {
  it("listens on loopback and exposes url, origin and the default key", () => {
    expect(mock.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(mock.url).toBe(`${mock.origin}/v2`);
    expect(mock.apiKey).toBe("fc-test-key");
  });

  it("answers 404 for an unknown route and records it with route null", async () => {
    const res = await call(mock, "GET /nope");
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
    expect(mock.requests[0]).toMatchObject({ method: "GET", path: "/v2/nope", route: null });
  });

  it("answers malformed JSON with the BAD_REQUEST_INVALID_JSON shape and records the raw text", async () => {
    const res = await call(mock, "POST /scrape", { body: "{not json" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: "BAD_REQUEST_INVALID_JSON", error: "Bad request, malformed JSON" });
    expect(mock.requestsTo("POST /scrape")[0]?.body).toBe("{not json");
  });

  it("close() resolves even with a keep-alive connection open, and twice", async () => {
    await call(mock, "POST /scrape", { body: { url: "https://example.com" } });
    await mock.close();
    await mock.close();
    await expect(fetch(`${mock.url}/scrape`, { method: "POST" })).rejects.toThrow();
  });

  it("supports await using", async () => {
    const urls: string[] = [];
    {
      await using scoped = await createMockServer();
      urls.push(scoped.url);
      expect((await call(scoped, "GET /team/credit-usage")).status).toBe(200);
    }
    await expect(fetch(`${urls[0]}/team/credit-usage`)).rejects.toThrow();
  });
});

describe("auth", () => {
  it("keyless routes answer without an Authorization header", async () => {
    const scrape = await call(mock, "POST /scrape", { key: null, body: { url: "https://example.com" } });
    const search = await call(mock, "POST /search", { key: null, body: { query: "x" } });
    expect(scrape.status).toBe(200);
    expect(search.status).toBe(200);
  });

  it("other routes answer 401 with the sign-up text when no header is sent", async () => {
    const res = await call(mock, "POST /crawl", { key: null, body: { url: "https://example.com" } });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(/^Unauthorized: .*API key/);
  });

  it("keyless: false makes every route need the key, with the plain 401 body", async () => {
    const strict = await createMockServer({ keyless: false });
    try {
      const res = await call(strict, "POST /scrape", { key: null, body: { url: "https://example.com" } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: "Unauthorized: Token missing" });
      expect((await call(strict, "POST /scrape", { body: { url: "https://example.com" } })).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it("a wrong key is refused even on keyless routes, and never echoed", async () => {
    const res = await call(mock, "POST /scrape", { key: "fc-wrong-secret", body: { url: "https://example.com" } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: "Unauthorized: Invalid token" });
    expect(res.text).not.toContain("fc-wrong-secret");
  });

  it("a header that is not a bearer token is 'Token missing'", async () => {
    const res = await call(mock, "GET /team/credit-usage", { key: null, headers: { authorization: "Basic abc" } });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/^Unauthorized: Token missing/);
  });

  it("apiKey: null accepts any bearer or none", async () => {
    const open = await createMockServer({ apiKey: null });
    try {
      expect(open.apiKey).toBeNull();
      expect((await call(open, "GET /team/credit-usage", { key: "anything" })).status).toBe(200);
      expect((await call(open, "GET /team/credit-usage", { key: null })).status).toBe(200);
    } finally {
      await open.close();
    }
  });

  it("a custom key is the only one accepted", async () => {
    const custom = await createMockServer({ apiKey: "fc-custom" });
    try {
      expect((await call(custom, "GET /team/credit-usage", { key: "fc-custom" })).status).toBe(200);
      expect((await call(custom, "GET /team/credit-usage", { key: "fc-test-key" })).status).toBe(401);
    } finally {
      await custom.close();
    }
  });
});

describe("scripting", () => {
  it("serves scripted responses in order, then the defaults resume", async () => {
    mock.script(
      "POST /scrape",
      { status: 429, body: { success: false, error: "Rate limit exceeded" }, headers: { "retry-after": "3" } },
      { status: 500 },
    );
    const first = await call(mock, "POST /scrape", { body: { url: "https://example.com" } });
    expect(first.status).toBe(429);
    expect(first.headers.get("retry-after")).toBe("3");
    expect(first.body.error).toBe("Rate limit exceeded");
    const second = await call(mock, "POST /scrape", { body: { url: "https://example.com" } });
    expect(second.status).toBe(500);
    expect(second.body).toEqual({ success: false, error: "Internal Server Error" });
    const third = await call(mock, "POST /scrape", { body: { url: "https://example.com" } });
    expect(third.status).toBe(200);
    expect(third.body.data.markdown).toContain("# ");
  });

  it("times repeats an entry", async () => {
    mock.script("GET /team/credit-usage", { status: 503, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(mock, "GET /team/credit-usage")).status);
    expect(statuses).toEqual([503, 503, 200]);
  });

  it("replaces the auth check (a 200 with no key, a 401 with the right key)", async () => {
    mock.script("POST /crawl", { body: { success: true, id: "scripted" } }, { status: 401, body: { success: false, error: "Unauthorized" } });
    const noKey = await call(mock, "POST /crawl", { key: null, body: {} });
    expect(noKey.status).toBe(200);
    expect(noKey.body.id).toBe("scripted");
    expect((await call(mock, "POST /crawl", { body: { url: "https://example.com" } })).status).toBe(401);
    expect(mock.requestsTo("POST /crawl")).toHaveLength(2);
  });

  it("a function body receives the recorded request", async () => {
    mock.script("POST /scrape", { body: (req) => ({ success: true, data: { markdown: `echo ${(req.body as { url: string }).url}` } }) });
    const res = await call(mock, "POST /scrape", { body: { url: "https://a.example.com" } });
    expect(res.body.data.markdown).toBe("echo https://a.example.com");
  });

  it("a string body is sent raw", async () => {
    mock.script("POST /map", { status: 502, body: "<html>Bad gateway</html>", headers: { "content-type": "text/html" } });
    const res = await call(mock, "POST /map", { body: { url: "https://example.com" } });
    expect(res.status).toBe(502);
    expect(res.text).toBe("<html>Bad gateway</html>");
    expect(res.headers.get("content-type")).toBe("text/html");
  });

  it("delayMs holds the answer (a client timeout fires first) and still answers later calls", async () => {
    mock.script("POST /search", { delayMs: 10_000, body: { success: true } });
    await expect(call(mock, "POST /search", { body: { query: "slow" }, signal: AbortSignal.timeout(100) })).rejects.toThrow();
    mock.script("POST /search", { delayMs: 20, body: { success: true, data: { web: [] } } });
    const res = await call(mock, "POST /search", { body: { query: "x" } });
    expect(res.body).toEqual({ success: true, data: { web: [] } });
  });

  it("reset destroys the socket without a response", async () => {
    mock.script("POST /scrape", { reset: true });
    await expect(fetch(`${mock.url}/scrape`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).rejects.toThrow(/fetch failed/);
    expect((await call(mock, "POST /scrape", { body: { url: "https://example.com" } })).status).toBe(200);
  });

  it("truncate sends headers and half the body, then drops the connection", async () => {
    mock.script("GET /team/credit-usage", { body: { success: true, data: { padding: "x".repeat(4000) } }, truncate: true });
    const res = await fetch(`${mock.url}/team/credit-usage`, { headers: { authorization: `Bearer ${mock.apiKey}` } });
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });

  it("rejects unknown routes and invalid entries at script time", () => {
    expect(() => mock.script("POST /scrapes" as "POST /scrape", {})).toThrow(/Unknown mock route/);
    expect(() => mock.script("POST /scrape", { times: 0 })).toThrow(/times/);
    expect(() => mock.script("POST /scrape", { status: 42 })).toThrow(/status/);
    expect(() => mock.requestsTo("GET /nothing" as "POST /scrape")).toThrow(/Unknown mock route/);
  });
});

describe("recorded requests", () => {
  it("records method, path, query, lower-case headers, parsed body, route and params", async () => {
    const id = mock.crawl({ documents: 3 });
    await call(mock, "POST /scrape", { body: { url: "https://example.com" }, headers: { "X-Trace": "t1" } });
    await call(mock, `GET /crawl/${id}?skip=0&limit=2`);
    const [scrape, status] = mock.requests;
    expect(scrape).toMatchObject({
      method: "POST",
      path: "/v2/scrape",
      query: {},
      body: { url: "https://example.com" },
      route: "POST /scrape",
      params: {},
    });
    expect(scrape?.headers["x-trace"]).toBe("t1");
    expect(scrape?.headers["authorization"]).toBe("Bearer fc-test-key");
    expect(typeof scrape?.at).toBe("number");
    expect(status).toMatchObject({ method: "GET", path: `/v2/crawl/${id}`, query: { skip: "0", limit: "2" }, body: undefined });
    expect(status?.params).toEqual({ id });
    expect(mock.requestsTo("GET /crawl/:id")).toHaveLength(1);
    expect(mock.requestsTo("POST /map")).toHaveLength(0);
  });

  it("reset() clears requests, scripts and jobs", async () => {
    const id = mock.crawl();
    mock.script("POST /scrape", { status: 500 });
    await call(mock, "GET /team/credit-usage");
    mock.reset();
    expect(mock.requests).toHaveLength(0);
    expect((await call(mock, "POST /scrape", { body: { url: "https://example.com" } })).status).toBe(200);
    expect((await call(mock, `GET /crawl/${id}`)).status).toBe(404);
  });
});
