import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { startFakeProviders, type FakeProviders } from "../helpers/fake-search-providers.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";

// Each provider against a loopback fake in its documented format that checks the request like the
// real API; the engine's REST API on top (the SDK, tools and retriever: search-provider-clients.test.ts).
const braveKey = "brave-secret-key-123";
const serperKey = "serper-secret-key-456";

let site: GeneratedSite;
let fakes: FakeProviders;
const engines: LocalEngine[] = [];

async function start(options: Parameters<typeof createLocalEngine>[0]): Promise<LocalEngine> {
  const engine = await createLocalEngine({ browser: false, pageWorkers: 0, ...options });
  engines.push(engine);
  return engine;
}

type Row = Record<string, unknown> & { url: string; markdown?: string; metadata?: Record<string, unknown> };
interface Reply {
  success?: boolean;
  code?: string;
  error?: string;
  warning?: string;
  creditsUsed?: number;
  data: Record<string, Row[]>;
}

async function search(engine: LocalEngine, body: Record<string, unknown>): Promise<{ status: number; body: Reply; text: string }> {
  const response = await fetch(`${engine.url}/search`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Reply, text };
}

beforeAll(async () => {
  site = await startGeneratedSite({ pages: 10, paragraphs: 1 });
  fakes = await startFakeProviders({
    braveKey,
    serperKey,
    results: (q) =>
      q.includes("private")
        ? [
            { url: "http://127.0.0.1:9/admin", title: "Loopback", text: "x" },
            { url: "http://169.254.169.254/latest/meta-data/", title: "Metadata", text: "x" },
            { url: "http://localhost:8080/", title: "Localhost", text: "x" },
            { url: "http://[::1]:3000/", title: "IPv6 loopback", text: "x" },
            { url: "http://10.0.0.5/", title: "LAN", text: "x" },
            { url: "javascript:alert(1)", title: "Script", text: "x" },
            { url: "http://private.test/page/1", title: "Resolves privately", text: "x" },
            { url: "https://example.com/public", title: "Public", text: "x" },
          ]
        : [
            { url: site.url("/page/2"), title: "Page 2", text: "About page two" },
            { url: site.url("/page/3"), title: "Page 3", text: "About page three" },
            { url: site.url("/missing"), title: "Gone", text: "A page that is not there" },
          ],
  });
});
afterAll(async () => {
  await Promise.all(engines.map((engine) => engine.close()));
  await fakes.close();
  await site.close();
});

describe("brave", () => {
  let engine: LocalEngine;
  beforeAll(async () => {
    engine = await start({ allowPrivateNetwork: true, search: { provider: "brave", apiKey: braveKey, baseUrl: `${fakes.origin}/brave` } });
  });

  it("names the provider in capabilities and sends the documented request", async () => {
    expect(engine.capabilities.search).toEqual({ provider: "brave", sources: ["web", "news", "images"] });
    const { status, body } = await search(engine, { query: "lighthouse", limit: 2, country: "de", tbs: "qdr:w", categories: ["github"] });
    expect(status).toBe(200);
    expect(body.data.web).toEqual([
      { url: site.url("/page/2"), title: "Page 2", description: "About page two", position: 1 },
      { url: site.url("/page/3"), title: "Page 3", description: "About page three", position: 2 },
    ]);
    expect(body.creditsUsed).toBe(2);
    expect(body.warning).toBeUndefined();
    const request = fakes.requests.filter((r) => r.provider === "brave").at(-1)!;
    expect(request.method).toBe("GET");
    expect(request.path).toBe("/res/v1/web/search");
    expect(request.headers["x-subscription-token"]).toBe(braveKey);
    expect(request.query.get("q")).toBe("lighthouse site:github.com");
    expect(request.query.get("count")).toBe("2");
    expect(request.query.get("country")).toBe("DE");
    expect(request.query.get("freshness")).toBe("pw");
  });

  it("answers news and images from their endpoints", async () => {
    const { body } = await search(engine, { query: "lighthouse", sources: ["news", "images"], limit: 1 });
    expect(Object.keys(body.data).sort()).toEqual(["images", "news"]);
    expect(body.data.news).toEqual([{ title: "Page 2", url: site.url("/page/2"), snippet: "About page two", date: "2 hours ago", imageUrl: "https://example.com/t.png", position: 1 }]);
    expect(body.data.images).toEqual([{ title: "Page 2", imageUrl: `${site.url("/page/2")}.png`, imageWidth: 640, imageHeight: 480, url: site.url("/page/2"), position: 1 }]);
  });

  it("scrapes each result through the engine, a failed page failing alone", async () => {
    const { status, body } = await search(engine, { query: "lighthouse", scrapeOptions: { formats: ["markdown"] } });
    expect(status).toBe(200);
    const [two, three, gone] = body.data.web ?? [];
    expect(two?.markdown).toContain("# Page 2");
    expect(three?.markdown).toContain("# Page 3");
    expect(gone?.metadata).toMatchObject({ statusCode: 404 });
    // 3 results → 2 search credits; plus 1 per scraped page (the 404 page is a document too).
    expect(body.creditsUsed).toBeGreaterThanOrEqual(4);
  });

  it("bounds a provider that returns thousands of results or a huge body", async () => {
    const many = await search(engine, { query: "thousands", limit: 5 });
    expect(many.status).toBe(200);
    expect(many.body.data.web).toHaveLength(5);
    const huge = await search(engine, { query: "oversized" });
    expect(huge.status).toBe(502);
    expect(huge.body).toMatchObject({ success: false, code: "SEARCH_PROVIDER_TOO_LARGE" });
    expect(huge.body.error).toContain("brave");
  });

  it("turns quota, malformed answers and time-outs into the service's error shapes", async () => {
    const quota = await search(engine, { query: "quota" });
    expect(quota.status).toBe(429);
    expect(quota.body).toMatchObject({ success: false, code: "SEARCH_PROVIDER_QUOTA" });
    expect(quota.body.error).toMatch(/brave.*quota/);
    const malformed = await search(engine, { query: "malformed" });
    expect(malformed.status).toBe(502);
    expect(malformed.body).toMatchObject({ success: false, code: "SEARCH_PROVIDER_MALFORMED" });
    const hang = await search(engine, { query: "hang", timeout: 500 });
    expect(hang.status).toBe(504);
    expect(hang.body).toMatchObject({ success: false, code: "SEARCH_PROVIDER_TIMEOUT" });
    for (const reply of [quota, malformed, hang]) {
      expect(reply.text).not.toContain(braveKey);
      expect(reply.text).not.toContain(fakes.origin);
    }
  });

  it("refuses a wrong key with a message that says what to do, never quoting key or URL", async () => {
    const lines: string[] = [];
    const wrong = await start({ search: { provider: "brave", apiKey: "wrong-key-789", baseUrl: `${fakes.origin}/brave` }, log: (line) => lines.push(line) });
    const { status, body, text } = await search(wrong, { query: "lighthouse" });
    expect(status).toBe(502);
    expect(body).toMatchObject({ success: false, code: "SEARCH_PROVIDER_AUTH" });
    expect(body.error).toContain("BRAVE_API_KEY");
    expect(text).not.toContain("wrong-key-789");
    expect(text).not.toContain(fakes.origin);
    expect(lines.join("\n")).not.toContain("wrong-key-789");
    expect(lines.join("\n")).not.toContain(fakes.origin);
  });
});

describe("serper", () => {
  let engine: LocalEngine;
  beforeAll(async () => {
    engine = await start({ allowPrivateNetwork: true, search: { provider: "serper", apiKey: serperKey, baseUrl: `${fakes.origin}/serper` } });
  });

  it("posts the documented JSON with the key header, categories and time filter", async () => {
    const { status, body } = await search(engine, { query: "lighthouse", limit: 3, country: "fr", location: "Paris,France", tbs: "qdr:d", categories: ["pdf", "research"], sources: ["web", "news"] });
    expect(status).toBe(200);
    expect(body.data.web?.map((r) => r.url)).toEqual([site.url("/page/2"), site.url("/page/3"), site.url("/missing")]);
    expect(body.data.news?.[0]).toMatchObject({ url: site.url("/page/2"), snippet: "About page two", date: "3 days ago", position: 1 });
    expect(body.creditsUsed).toBe(2);
    const sent = fakes.requests.filter((r) => r.provider === "serper");
    expect(sent.map((r) => r.path).sort()).toEqual(["/news", "/search"]);
    const web = sent.find((r) => r.path === "/search")!;
    expect(web.method).toBe("POST");
    expect(web.headers["x-api-key"]).toBe(serperKey);
    expect(web.body).toMatchObject({ num: 3, gl: "fr", location: "Paris,France", tbs: "qdr:d" });
    expect(String(web.body?.q)).toMatch(/^lighthouse \(filetype:pdf OR \(site:arxiv\.org/);
  });

  it("answers images and refuses a wrong key", async () => {
    const images = await search(engine, { query: "lighthouse", sources: ["images"], limit: 2 });
    expect(images.body.data.images?.[1]).toMatchObject({ imageUrl: `${site.url("/page/3")}.png`, imageWidth: 800, imageHeight: 600, position: 2 });
    const wrong = await start({ search: { provider: "serper", apiKey: "nope", baseUrl: `${fakes.origin}/serper` } });
    const reply = await search(wrong, { query: "lighthouse" });
    expect(reply.status).toBe(502);
    expect(reply.body.error).toContain("SERPER_API_KEY");
  });
});

describe("searxng", () => {
  let engine: LocalEngine;
  beforeAll(async () => {
    // No private network: results pointing at this machine must not be listed or scraped.
    engine = await start({
      search: { provider: "searxng", url: `${fakes.origin}/searxng` },
      lookup: async (hostname) => (hostname === "private.test" ? [{ address: "127.0.0.1", family: 4 }] : [{ address: "93.184.215.14", family: 4 }]),
    });
  });

  it("reads the JSON API, with time range and categories", async () => {
    const { body } = await search(engine, { query: "lighthouse", tbs: "qdr:m", sources: ["web", "images"] });
    // Every result of this query points at the loopback site: all dropped without private network.
    expect(body.data.web).toEqual([]);
    expect(body.warning).toContain("6 result(s) were left out"); // 3 web + 3 images
    const sent = fakes.requests.filter((r) => r.provider === "searxng");
    expect(sent.map((r) => r.query.get("categories")).sort()).toEqual(["general", "images"]);
    for (const r of sent) {
      expect(r.query.get("format")).toBe("json");
      expect(r.query.get("time_range")).toBe("month");
    }
  });

  it("drops results at private addresses and reports a name that resolves privately per result", async () => {
    const { status, body } = await search(engine, { query: "private", scrapeOptions: { formats: ["markdown"] }, timeout: 20_000 });
    expect(status).toBe(200);
    const urls = body.data.web?.map((r) => r.url);
    expect(urls).toEqual(["http://private.test/page/1", "https://example.com/public"]);
    expect(body.data.web?.[0]?.metadata).toMatchObject({ statusCode: 403 });
    // The javascript: URL never leaves the SearXNG reader (it keeps http(s) only); five are dropped here.
    expect(body.warning).toContain("5 result(s) were left out");
  });
});

describe("custom and none", () => {
  it("calls a custom function with the normalised query", async () => {
    const seen: unknown[] = [];
    const engine = await start({
      search: {
        provider: "custom",
        search: async (query) => {
          seen.push(query);
          return [{ url: "https://example.org/a", title: "A", description: "a" }];
        },
      },
    });
    expect(engine.capabilities.search.provider).toBe("custom");
    const { body } = await search(engine, { query: "rust", categories: ["github"], limit: 4 });
    expect(body.data.web).toEqual([{ url: "https://example.org/a", title: "A", description: "a", position: 1 }]);
    expect(seen[0]).toMatchObject({ query: "rust site:github.com", limit: 4, sources: ["web"] });
  });

  it("a custom function that throws is a 502 naming the provider, not a crash", async () => {
    const engine = await start({ search: { provider: "custom", search: () => Promise.reject(new Error("https://secret.example/?key=abc failed")) } });
    const { status, body, text } = await search(engine, { query: "x" });
    expect(status).toBe(502);
    expect(body.error).toContain("custom");
    expect(text).not.toContain("secret.example");
  });

  it("a custom function that never answers is a 504 within the search's timeout, not a hang", async () => {
    const engine = await start({ search: { provider: "custom", search: () => new Promise(() => {}) } });
    const { status, body } = await search(engine, { query: "x", timeout: 300 });
    expect(status).toBe(504);
    expect(body).toMatchObject({ success: false, code: "SEARCH_PROVIDER_TIMEOUT" });
  });

  it("without a provider, searches the index and says how to configure one", async () => {
    const engine = await start({});
    expect(engine.capabilities.search.provider).toBe("local");
    const { status, body } = await search(engine, { query: "lighthouse" });
    expect(status).toBe(200);
    expect(body.warning).toContain("No web search provider is configured");
    expect(body.warning).toContain("WEBDATA_SEARXNG_URL");
  });

  it("rejects a bad search option before starting", async () => {
    await expect(createLocalEngine({ search: { provider: "brave", apiKey: "" } })).rejects.toThrow(/search/);
    await expect(createLocalEngine({ search: { provider: "searxng", url: "not a url" } as never })).rejects.toThrow(/search/);
  });
});
