import { describe, expect, it } from "vitest";
import {
  agentCancelResponseSchema,
  agentStartResponseSchema,
  agentStatusResponseSchema,
  crawlCancelResponseSchema,
  crawlErrorsResponseSchema,
  crawlStartResponseSchema,
  crawlStatusResponseSchema,
  extractStartResponseSchema,
  extractStatusResponseSchema,
  interactResponseSchema,
  mapResponseSchema,
  scrapeResponseSchema,
  searchResponseSchema,
  stopInteractionResponseSchema,
  supportAskResponseSchema,
  supportDocsSearchResponseSchema,
} from "../../src/operations/index.js";

// Bodies copied from docs/api.md §12.
const parse = <T>(schema: { parse(v: unknown): T }, json: string): T => schema.parse(JSON.parse(json));

describe("docs/api.md §12 example responses parse", () => {
  it("search", () => {
    const ok = parse(
      searchResponseSchema,
      `{"success":true,"data":{"web":[{"url":"https://example.com/","title":"Example Domain","description":"Illustrative domain.","position":1}],"news":[{"title":"Example launches","url":"https://news.example.org/a","snippet":"Example announced…","date":"2 days ago","position":1}]},"creditsUsed":2,"id":"01920000-0000-7000-8000-000000000001"}`,
    );
    expect(ok.data.web?.[0]?.url).toBe("https://example.com/");
    expect(ok.data.news?.[0]?.date).toBe("2 days ago");
    expect(ok.creditsUsed).toBe(2);
    expect(ok.id).toBe("01920000-0000-7000-8000-000000000001");
    const bad = parse(
      searchResponseSchema,
      `{"success":false,"error":"Invalid request body","details":[{"code":"too_big","maximum":100,"path":["limit"],"message":"Number must be less than or equal to 100"}]}`,
    );
    expect(bad.success).toBe(false);
    expect(bad.error).toBe("Invalid request body");
    expect(bad).toHaveProperty("details");
  });

  it("scrape", () => {
    const ok = parse(
      scrapeResponseSchema,
      `{"success":true,"data":{"markdown":"# Example Domain\\n\\nThis domain is for use in examples.","metadata":{"title":"Example Domain","language":"en","sourceURL":"https://example.com","url":"https://example.com/","statusCode":200,"contentType":"text/html","scrapeId":"01920000-0000-7000-8000-0000000000aa","proxyUsed":"basic","cacheState":"miss","creditsUsed":1,"concurrencyLimited":false}}}`,
    );
    expect(ok.data?.markdown).toMatch(/^# Example Domain/);
    expect(ok.data?.metadata?.scrapeId).toBe("01920000-0000-7000-8000-0000000000aa");
    expect(ok.data?.metadata?.statusCode).toBe(200);
    expect(ok.data?.metadata?.creditsUsed).toBe(1);
    const bad = parse(scrapeResponseSchema, `{"success":false,"code":"SCRAPE_TIMEOUT","error":"Scrape timed out after waiting in the concurrency queue"}`);
    expect(bad.code).toBe("SCRAPE_TIMEOUT");
  });

  it("interact and stop", () => {
    const ok = parse(
      interactResponseSchema,
      `{"success":true,"cdpUrl":"wss://browser.firecrawl.dev/…","liveViewUrl":"https://liveview.firecrawl.dev/…","interactiveLiveViewUrl":"https://liveview.firecrawl.dev/…?interactive=true","output":"The Pro plan costs $49/month.","stdout":"","result":"- heading \\"Pricing\\" …","stderr":"","exitCode":0,"killed":false}`,
    );
    expect(ok.output).toBe("The Pro plan costs $49/month.");
    expect(ok.exitCode).toBe(0);
    expect(ok.killed).toBe(false);
    const bad = parse(interactResponseSchema, `{"success":false,"error":"Replay context is unavailable for this scrape job. Please rerun the scrape."}`);
    expect(bad.error).toMatch(/rerun/);
    const stop = parse(stopInteractionResponseSchema, `{"success":true,"sessionDurationMs":84213,"creditsBilled":10,"cleanupQueued":true}`);
    expect(stop.sessionDurationMs).toBe(84213);
    expect(stop.creditsBilled).toBe(10);
    expect(parse(stopInteractionResponseSchema, `{"success":false,"error":"Browser session not found."}`).success).toBe(false);
  });

  it("crawl start, status, cancel and errors (the last two without success)", () => {
    const start = parse(
      crawlStartResponseSchema,
      `{"success":true,"id":"01920000-0000-7000-8000-0000000000c1","url":"https://api.firecrawl.dev/v2/crawl/01920000-0000-7000-8000-0000000000c1"}`,
    );
    expect(start.id).toBe("01920000-0000-7000-8000-0000000000c1");
    const status = parse(
      crawlStatusResponseSchema,
      `{"success":true,"status":"scraping","total":36,"completed":10,"creditsUsed":10,"expiresAt":"2026-09-09T12:00:00.000Z","next":"https://api.firecrawl.dev/v2/crawl/01920000-0000-7000-8000-0000000000c1?skip=10","data":[{"markdown":"# Docs","metadata":{"title":"Docs","sourceURL":"https://example.com/docs","url":"https://example.com/docs","statusCode":200,"scrapeId":"01920000-0000-7000-8000-0000000000d1"}}]}`,
    );
    expect(status.status).toBe("scraping");
    expect(status.next).toMatch(/skip=10$/);
    expect(status.data).toHaveLength(1);
    expect(status.data[0]?.metadata?.title).toBe("Docs");
    const cancel = parse(crawlCancelResponseSchema, `{"status":"cancelled"}`);
    expect(cancel).toEqual({ status: "cancelled" });
    const errors = parse(
      crawlErrorsResponseSchema,
      `{"errors":[{"id":"01920000-0000-7000-8000-0000000000e1","timestamp":"2026-09-08T12:03:11.000Z","url":"https://example.com/slow","code":"SCRAPE_TIMEOUT","error":"Scrape timed out"}],"robotsBlocked":["https://example.com/private"]}`,
    );
    expect(errors.errors[0]?.code).toBe("SCRAPE_TIMEOUT");
    expect(errors.robotsBlocked).toEqual(["https://example.com/private"]);
    expect(parse(crawlStatusResponseSchema, `{"success":false,"error":"Job expired"}`).error).toBe("Job expired");
  });

  it("map", () => {
    const ok = parse(
      mapResponseSchema,
      `{"success":true,"id":"01920000-0000-7000-8000-0000000000f1","links":[{"url":"https://example.com/blog","title":"Blog","description":"Latest posts"},{"url":"https://example.com/pricing"}]}`,
    );
    expect(ok.links.map((link) => link.url)).toEqual(["https://example.com/blog", "https://example.com/pricing"]);
    expect(ok.links[0]?.title).toBe("Blog");
    expect(parse(mapResponseSchema, `{"success":false,"code":"MAP_TIMEOUT","error":"Map timed out"}`).code).toBe("MAP_TIMEOUT");
  });

  it("extract start and status", () => {
    const start = parse(
      extractStartResponseSchema,
      `{"success":true,"id":"01920000-0000-7000-8000-000000000101","urlTrace":[],"warnings":["/v2/extract is deprecated. Use /v2/scrape with formats including a 'json' format object."],"replacement":"/v2/scrape"}`,
    );
    expect(start.id).toBe("01920000-0000-7000-8000-000000000101");
    expect(start.replacement).toBe("/v2/scrape");
    const status = parse(
      extractStatusResponseSchema,
      `{"success":true,"data":{"company_mission":"Turn websites into data"},"status":"completed","expiresAt":"2026-09-09T12:00:00.000Z","creditsUsed":12,"tokensUsed":180,"warnings":["/v2/extract/:jobId is deprecated. …"],"replacement":"/v2/scrape"}`,
    );
    expect(status.data).toEqual({ company_mission: "Turn websites into data" });
    expect(status.tokensUsed).toBe(180);
    expect(status.warnings).toHaveLength(1);
    expect(parse(extractStatusResponseSchema, `{"success":false,"error":"Extract job not found"}`).success).toBe(false);
  });

  it("agent start, status, cancel", () => {
    expect(parse(agentStartResponseSchema, `{"success":true,"id":"01920000-0000-7000-8000-000000000201"}`).id).toBe(
      "01920000-0000-7000-8000-000000000201",
    );
    const running = parse(agentStatusResponseSchema, `{"success":true,"status":"processing","model":"spark-2","expiresAt":"2026-09-09T12:00:00.000Z"}`);
    expect(running.status).toBe("processing");
    expect(running.data).toBeUndefined();
    const done = parse(
      agentStatusResponseSchema,
      `{"success":true,"status":"completed","data":{"founders":[{"name":"A. Person","role":"Co-founder"}]},"model":"spark-2","expiresAt":"2026-09-09T12:00:00.000Z","creditsUsed":15}`,
    );
    expect(done.data).toEqual({ founders: [{ name: "A. Person", role: "Co-founder" }] });
    expect(done.creditsUsed).toBe(15);
    expect(parse(agentCancelResponseSchema, `{"success":true}`).success).toBe(true);
    expect(parse(agentStatusResponseSchema, `{"success":false,"error":"Agent job not found"}`).error).toBe("Agent job not found");
  });

  it("support ask and docs-search", () => {
    const answered = parse(
      supportAskResponseSchema,
      `{"requestId":"req_7f3a","answer":"The page renders its prices client-side, so the scrape finished before they appeared. Wait for the price table before capturing.","confidence":"high","fixParameters":{"waitFor":5000},"validation":{"tested":true,"result":"success","evidence":"Re-scraped with waitFor=5000; markdown now contains the pricing table."},"feedback":null,"durationMs":18432}`,
    );
    expect(answered.fixParameters).toEqual({ waitFor: 5000 });
    expect(answered.validation?.result).toBe("success");
    expect(answered.confidence).toBe("high");
    const stuck = parse(
      supportAskResponseSchema,
      `{"requestId":"req_7f3b","answer":"I could not find that job for your team.","confidence":"low","fixParameters":null,"validation":{"tested":false,"result":"skipped","evidence":""},"feedback":{"blockedBy":"job id not found for this team","attempted":["getJob","searchLogs"]},"durationMs":9120}`,
    );
    expect(stuck.fixParameters).toBeNull();
    expect(stuck.feedback?.attempted).toEqual(["getJob", "searchLogs"]);
    const docs = parse(
      supportDocsSearchResponseSchema,
      `{"requestId":"req_91c2","answer":"The signature is sent in the X-Firecrawl-Signature header as sha256=<hex>.","evidence":[{"pathOrUrl":"webhooks/security.mdx","reason":"Describes the signature header"}],"usage":{"inputTokens":4356,"outputTokens":688,"totalTokens":5044},"durationMs":11252}`,
    );
    expect(docs.evidence?.[0]?.pathOrUrl).toBe("webhooks/security.mdx");
    expect(docs.usage?.totalTokens).toBe(5044);
    expect(parse(supportAskResponseSchema, `{"error":"support_agent_timeout"}`).error).toBe("support_agent_timeout");
  });
});

describe("docs/api.md §12 cross-cutting error bodies parse with every lenient response schema", () => {
  const bodies = [
    `{"success":false,"code":"BAD_REQUEST","error":"Bad Request","details":[{"code":"unrecognized_keys","keys":["foo"],"path":[],"message":"Unrecognized key(s) in object: 'foo'"}]}`,
    `{"success":false,"error":"Unauthorized: Invalid token"}`,
    `{"success":false,"error":"Insufficient credits to perform this request. For more credits, you can upgrade your plan at https://firecrawl.dev/pricing or try changing the request limit to a lower value."}`,
    `{"success":false,"error":"Rate limit exceeded. Consumed (req/min): 11, Remaining (req/min): 0. Upgrade your plan at https://firecrawl.dev/pricing for increased rate limits or please retry after 23s, resets at Tue Sep 08 2026 12:01:00 GMT+0000 (Coordinated Universal Time)"}`,
    `{"success":false,"code":"UNKNOWN_ERROR","error":"An unexpected error occurred. Please contact help@firecrawl.com for help. Your exception ID is 01920000-0000-7000-8000-0000000000ff"}`,
  ];
  const schemas = {
    search: searchResponseSchema,
    scrape: scrapeResponseSchema,
    map: mapResponseSchema,
    interact: interactResponseSchema,
    "crawl.status": crawlStatusResponseSchema,
    "extract.status": extractStatusResponseSchema,
    "agent.status": agentStatusResponseSchema,
    "support.ask": supportAskResponseSchema,
  };
  for (const [name, schema] of Object.entries(schemas)) {
    it(name, () => {
      for (const body of bodies) {
        const parsed = schema.safeParse(JSON.parse(body));
        expect(parsed.success).toBe(true);
        expect(parsed.data).toHaveProperty("error", JSON.parse(body).error);
      }
    });
  }
});

describe("responses are lenient", () => {
  it("keeps unknown fields and accepts unknown status values", () => {
    const status = crawlStatusResponseSchema.parse({ status: "paused", brandNew: { a: 1 }, data: [{ markdown: "x", extra: true }] });
    expect(status.status).toBe("paused");
    expect(status).toHaveProperty("brandNew", { a: 1 });
    expect(status.data[0]).toHaveProperty("extra", true);
    const doc = scrapeResponseSchema.parse({ success: true, data: { metadata: { ogTitle: "T", keywords: ["a", "b"], title: ["x", "y"] } } });
    expect(doc.data?.metadata?.ogTitle).toBe("T");
    expect(doc.data?.metadata?.keywords).toEqual(["a", "b"]);
  });

  it("reads null or oddly typed optional fields as undefined instead of failing", () => {
    const res = interactResponseSchema.parse({ success: true, cdpUrl: null, exitCode: "0", stdout: null });
    expect(res.cdpUrl).toBeUndefined();
    expect(res.exitCode).toBeUndefined();
    expect(res.success).toBe(true);
  });

  it("defaults crawl data to [] and accepts a failed crawl with success:false", () => {
    const failed = crawlStatusResponseSchema.parse({ success: false, status: "failed", error: "boom", total: 3, completed: 1 });
    expect(failed.status).toBe("failed");
    expect(failed.data).toEqual([]);
  });

  it("normalises plain-string map links and the data-wrapped crawl errors body", () => {
    expect(mapResponseSchema.parse({ success: true, links: ["https://a.com/x", { url: "https://a.com/y" }] }).links).toEqual([
      { url: "https://a.com/x" },
      { url: "https://a.com/y" },
    ]);
    const wrapped = crawlErrorsResponseSchema.parse({ success: true, data: { errors: [{ url: "https://a.com", error: "x" }], robotsBlocked: [] } });
    expect(wrapped.errors).toHaveLength(1);
    expect(crawlErrorsResponseSchema.parse({}).robotsBlocked).toEqual([]);
  });

  it("reads null lists as empty", () => {
    expect(crawlStatusResponseSchema.parse({ status: "scraping", data: null }).data).toEqual([]);
    expect(mapResponseSchema.parse({ links: null }).links).toEqual([]);
    expect(searchResponseSchema.parse({ success: true, data: null }).data).toEqual({});
    expect(crawlErrorsResponseSchema.parse({ errors: null, robotsBlocked: null })).toMatchObject({ errors: [], robotsBlocked: [] });
  });

  it("reads a flat search result array as data.web, and extract data [] while processing", () => {
    expect(searchResponseSchema.parse({ success: true, data: [{ url: "https://a.com" }] }).data.web).toHaveLength(1);
    expect(extractStatusResponseSchema.parse({ success: true, status: "processing", data: [] }).data).toEqual([]);
  });
});
