import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { createMockServer, type MockServer } from "../../src/testing/index.js";
import { until } from "../helpers/until.js";

// The mock and the engine share one server kit (src/server-kit): the same raw requests must get the
// same status and the same body shape from both. Each case runs against both and compares.

const KEY = "fc-contract-key";
let mock: MockServer;
let engine: LocalEngine;

beforeAll(async () => {
  mock = await createMockServer({ apiKey: KEY, keyless: false });
  engine = await createLocalEngine({ apiKey: KEY, allowPrivateNetwork: true });
});
afterAll(async () => {
  await Promise.all([mock.close(), engine.close()]);
});

interface Answer {
  status: number;
  // Bodies are compared field by field below.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function send(base: string, method: string, path: string, options: { body?: unknown; raw?: string; auth?: string | null } = {}): Promise<Answer> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  const auth = options.auth === undefined ? `Bearer ${KEY}` : options.auth;
  if (auth !== null) headers.authorization = auth;
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text) };
}

/** Both servers' answers to the same request. */
async function both(method: string, path: string, options: Parameters<typeof send>[3] = {}): Promise<[Answer, Answer]> {
  return Promise.all([send(mock.url, method, path, options), send(engine.url, method, path, options)]);
}

/** Top-level keys with their JSON types: what "the same shape" means here. */
function shape(body: unknown): Record<string, string> {
  if (typeof body !== "object" || body === null) return { "": typeof body };
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, Array.isArray(value) ? "array" : value === null ? "null" : typeof value]));
}

function expectSameAnswer([fromMock, fromEngine]: [Answer, Answer]): void {
  expect(fromEngine.status).toBe(fromMock.status);
  expect(shape(fromEngine.body)).toEqual(shape(fromMock.body));
  if (fromMock.body?.code !== undefined) expect(fromEngine.body.code).toBe(fromMock.body.code);
}

/** The engine's answer for a job once it no longer says `scraping`. */
async function whenDone(path: string): Promise<Answer> {
  let answer: Answer | undefined;
  await until(async () => {
    answer = await send(engine.url, "GET", path);
    return answer.body.status !== "scraping";
  }, `the engine's job ${path} to end`, 25_000);
  return answer!;
}

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

describe("server contract: mock and engine answer alike", () => {
  it.each([
    ["a negative waitFor", "/scrape", { url: "https://example.com", waitFor: -5 }, ["waitFor"]],
    ["an unknown scrape key", "/scrape", { url: "https://example.com", foo: 1 }, []],
    ["an unknown format", "/scrape", { url: "https://example.com", formats: ["pdf"] }, ["formats", 0]],
    ["a scrape without url", "/scrape", {}, ["url"]],
    ["a crawl limit of 0", "/crawl", { url: "https://example.com", limit: 0 }, ["limit"]],
    ["an unknown crawl scrape option", "/crawl", { url: "https://example.com", scrapeOptions: { foo: 1 } }, ["scrapeOptions"]],
    ["a map limit of 0", "/map", { url: "https://example.com", limit: 0 }, ["limit"]],
  ])("POST with %s is the global 400 with the issue's path", async (_case, path, body, issuePath) => {
    const answers = await both("POST", path, { body });
    expectSameAnswer(answers);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: "BAD_REQUEST", details: [{ path: issuePath }] });
    }
  });

  it("search answers its own 400 shape (no code)", async () => {
    const answers = await both("POST", "/search", { body: { query: "x", limit: 101 } });
    expectSameAnswer(answers);
    for (const answer of answers) expect(answer.body).toMatchObject({ success: false, error: "Invalid request body", details: [{ path: ["limit"] }] });
    expect(answers[0].body.code).toBeUndefined();
  });

  it("malformed JSON is BAD_REQUEST_INVALID_JSON", async () => {
    const answers = await both("POST", "/scrape", { raw: "{nope" });
    expectSameAnswer(answers);
    expect(answers[0].body).toEqual({ success: false, code: "BAD_REQUEST_INVALID_JSON", error: "Bad request, malformed JSON" });
  });

  it.each([
    ["no Authorization header", null],
    ["a bare key without Bearer", KEY],
    ["another scheme", `Basic ${KEY}`],
    ["a wrong key", "Bearer fc-wrong"],
    ["a longer key with the right prefix", `Bearer ${KEY}x`],
  ])("refuses %s with the same 401", async (_case, auth) => {
    const answers = await both("POST", "/scrape", { body: { url: "https://example.com" }, auth });
    expectSameAnswer(answers);
    expect(answers[0].status).toBe(401);
    expect(answers[1].body).toEqual(answers[0].body);
  });

  it("checks auth before 404 and 405", async () => {
    for (const [method, path] of [["GET", "/no-such-route"], ["GET", "/scrape"], ["PUT", "/crawl/" + UNKNOWN_ID]]) {
      const answers = await both(method!, path!, { auth: null });
      expectSameAnswer(answers);
      expect(answers[0].status).toBe(401);
    }
  });

  it("answers an unknown route 404 without a job-expiry hint, and a wrong method 405", async () => {
    const missing = await both("GET", "/no-such-route");
    expectSameAnswer(missing);
    for (const answer of missing) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatch(/^Route not found: GET \/v2\/no-such-route/);
      expect(answer.body.error).not.toMatch(/expire/i);
    }
    const wrongMethod = await both("GET", "/scrape");
    expectSameAnswer(wrongMethod);
    expect(wrongMethod[0].status).toBe(405);
  });

  it("refuses a non-UUID job id and answers an unknown one 404, in the crawl shapes", async () => {
    const badId = await both("GET", "/crawl/not-a-uuid");
    expectSameAnswer(badId);
    expect(badId[0].body).toEqual({ success: false, error: "Invalid job ID format. Job ID must be a valid UUID." });
    const status = await both("GET", `/crawl/${UNKNOWN_ID}`);
    expectSameAnswer(status);
    expect(status[1].body).toEqual({ success: false, error: "Job not found" });
    const cancel = await both("DELETE", `/crawl/${UNKNOWN_ID}`);
    expectSameAnswer(cancel);
    expect(cancel[1].body).toEqual({ error: "Job not found" });
    const errors = await both("GET", `/crawl/${UNKNOWN_ID}/errors`);
    expectSameAnswer(errors);
  });

  it("refuses bad paging parameters with the same 400", async () => {
    const [mockStart, engineStart] = await both("POST", "/crawl", { body: { url: "http://127.0.0.1:1/", limit: 1 } });
    const answers = await Promise.all([
      send(mock.url, "GET", `/crawl/${mockStart.body.id}?limit=0`),
      send(engine.url, "GET", `/crawl/${engineStart.body.id}?limit=0`),
    ]);
    expectSameAnswer(answers);
    expect(answers[0].status).toBe(400);
  });

  it("reports a failed crawl as success:false, status failed, error, with the same fields", async () => {
    mock.crawl({ documents: 0, failWith: "No page could be scraped" });
    const [mockStart, engineStart] = await both("POST", "/crawl", { body: { url: "http://127.0.0.1:1/", limit: 1, sitemap: "skip" } });
    expectSameAnswer([mockStart, engineStart]);
    const answers: [Answer, Answer] = [await send(mock.url, "GET", `/crawl/${mockStart.body.id}`), await whenDone(`/crawl/${engineStart.body.id}`)];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: false, status: "failed", error: expect.any(String), data: [] });
    }
    // The engine may add a warning; every other field is the same.
    delete answers[1].body.warning;
    expectSameAnswer(answers);
    const cancel = await Promise.all([
      send(mock.url, "DELETE", `/crawl/${mockStart.body.id}`),
      send(engine.url, "DELETE", `/crawl/${engineStart.body.id}`),
    ]);
    expect(cancel[1].status).toBe(409);
    expect(cancel[0].status).toBe(cancel[1].status);
  });

  it("starts a crawl with the same answer shape and a job url on the caller's host", async () => {
    const answers = await both("POST", "/crawl", { body: { url: "http://127.0.0.1:1/", limit: 1 } });
    expectSameAnswer(answers);
    expect(answers[0].body.url).toBe(`${mock.url}/crawl/${answers[0].body.id}`);
    expect(answers[1].body.url).toBe(`${engine.url}/crawl/${answers[1].body.id}`);
  });

  it("runs batch scrapes on the crawl job machinery on both: invalidURLs, status, errors, cancel", async () => {
    mock.batchScrape({ documents: 0, failWith: "No page could be scraped" });
    const body = { urls: ["http://127.0.0.1:1/a", "not a url"], ignoreInvalidURLs: true, formats: ["markdown"] };
    const started = await both("POST", "/batch/scrape", { body });
    expectSameAnswer(started);
    for (const answer of started) expect(answer.body).toMatchObject({ success: true, invalidURLs: ["not a url"] });
    expect(started[1].body.url).toBe(`${engine.url}/batch/scrape/${started[1].body.id}`);
    const statuses: [Answer, Answer] = [await send(mock.url, "GET", `/batch/scrape/${started[0].body.id}`), await whenDone(`/batch/scrape/${started[1].body.id}`)];
    for (const answer of statuses) expect(answer.body).toMatchObject({ success: false, status: "failed", data: [] });
    delete statuses[1].body.warning;
    expectSameAnswer(statuses);
    const errors = await Promise.all([
      send(mock.url, "GET", `/batch/scrape/${started[0].body.id}/errors`),
      send(engine.url, "GET", `/batch/scrape/${started[1].body.id}/errors`),
    ]);
    expectSameAnswer(errors as [Answer, Answer]);
    const cancel = await Promise.all([
      send(mock.url, "DELETE", `/batch/scrape/${started[0].body.id}`),
      send(engine.url, "DELETE", `/batch/scrape/${started[1].body.id}`),
    ]);
    expectSameAnswer(cancel as [Answer, Answer]);
    expect(cancel[0].status).toBe(409);
  });

  it("answers the team routes in the same shapes", async () => {
    for (const path of ["/team/credit-usage", "/team/token-usage", "/team/queue-status", "/concurrency-check", "/crawl/active"]) {
      const answers = await both("GET", path);
      expect(answers[0].status).toBe(200);
      expect(answers[1].status).toBe(200);
      delete answers[1].body.warning;
      expectSameAnswer(answers);
    }
  });
});
