import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine } from "../../src/engine/index.js";
import { deleteJson, getJson, postJson } from "../engine/engine-http.js";
import { waitForJob } from "./job-http.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { scriptedTextModel, tokensPerCall } from "../helpers/scripted-json-model.js";

const loopback = { allowPrivateNetwork: true, lookup: async () => [{ address: "127.0.0.1", family: 4 as const }] };


const companySchema = {
  type: "object",
  properties: { name: { type: "string" }, pages: { type: "integer" } },
  required: ["name", "pages"],
};

describe("extract without a model", () => {
  it("answers 501 naming the options, and capabilities say no model", async () => {
    await using engine = await createLocalEngine();
    expect(engine.capabilities.model).toBeNull();
    const { status, body } = await postJson(`${engine.url}/extract`, { urls: ["https://example.com"], prompt: "title" });
    expect(status).toBe(501);
    expect(body.error).toMatch(/createLocalEngine's `model` option/);
    expect(body.error).toMatch(/--model-base-url/);
    expect(body.error).toMatch(/WEBDATA_MODEL/);
  });
});

describe("extract jobs", () => {
  let site: GeneratedSite;
  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 6, sitemap: ["/docs/a", "/docs/b"], routes: {
      "/docs/a": (_req, res) => res.end("<html><head><title>Doc A</title></head><body><main><h1>Doc A</h1><p>Alpha facts.</p></main></body></html>"),
      "/docs/b": (_req, res) => res.end("<html><head><title>Doc B</title></head><body><main><h1>Doc B</h1><p>Beta facts.</p></main></body></html>"),
      "/long": (_req, res) => res.end(`<html><body><main>${Array.from({ length: 120 }, (_, i) => `<p>Paragraph ${i} ${"word ".repeat(60)}</p>`).join("")}</main></body></html>`),
    } });
  });
  afterAll(() => site.close());

  it("runs processing → completed with data, tokens, credits, expiry and sources", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { model, prompts } = scriptedTextModel(['{"name":"Page 1","pages":6}'], gate);
    await using engine = await createLocalEngine({ ...loopback, model });
    expect(engine.capabilities.model).toEqual({ id: "mock-provider:mock-model-id" });
    const start = await postJson(`${engine.url}/extract`, { urls: [site.url("/page/1")], prompt: "Company name", schema: companySchema, showSources: true });
    expect(start.status).toBe(200);
    // The service's start answer, deprecation notice included (docs/api.md §6).
    expect(start.body).toEqual({ success: true, id: expect.any(String), urlTrace: [], warnings: [expect.stringMatching(/deprecated/)], replacement: "/v2/scrape" });
    const statusUrl = `${engine.url}/extract/${start.body.id}`;
    const running = await getJson(statusUrl);
    expect(running.body).toMatchObject({ success: true, status: "processing", data: [] });
    release();
    const done = await waitForJob(statusUrl);
    expect(done).toMatchObject({
      success: true,
      status: "completed",
      data: { name: "Page 1", pages: 6 },
      tokensUsed: tokensPerCall,
      creditsUsed: Math.ceil(tokensPerCall / 15),
      sources: { name: [site.url("/page/1")], pages: [site.url("/page/1")] },
    });
    const expiresIn = Date.parse(done.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(23.9 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000);
    expect(prompts[0]).toContain("Paragraph 0 of page 1");
    expect(prompts[0]).toContain('"required":["name","pages"]');
  });

  it("reports sources only with showSources, lists invalid URLs, and marks every answer deprecated like the service", async () => {
    const { model } = scriptedTextModel(['{"name":"Page 5","pages":6}']);
    await using engine = await createLocalEngine({ ...loopback, model });
    const response = await fetch(`${engine.url}/extract`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ urls: [site.url("/page/5"), "ftp://files.example.com/a", "not a url"], schema: companySchema }),
    });
    expect(response.headers.get("deprecation")).toBe("true");
    expect(response.headers.get("link")).toBe('</v2/scrape>; rel="successor-version"');
    const start = (await response.json()) as { id: string; invalidURLs: string[] };
    expect(start.invalidURLs).toEqual(["ftp://files.example.com/a", "not a url"]);
    const done = await waitForJob(`${engine.url}/extract/${start.id}`);
    expect(done).toMatchObject({ status: "completed", data: { name: "Page 5", pages: 6 }, replacement: "/v2/scrape" });
    expect(done).not.toHaveProperty("sources");

    const strict = await postJson(`${engine.url}/extract`, { urls: [site.url("/page/5"), "ftp://files.example.com/a"], schema: companySchema, ignoreInvalidURLs: false });
    expect(strict.status).toBe(400);
    expect(JSON.stringify(strict.body)).toMatch(/urls\[1\] must use http/);
    const noneValid = await postJson(`${engine.url}/extract`, { urls: ["mailto:a@b.c"], prompt: "x" });
    expect(noneValid.status).toBe(400);
  });

  it("retries the model when its answer does not match the schema", async () => {
    const { model, prompts } = scriptedTextModel(['{"name":"x","pages":"six"}', "not json", '{"name":"Page 2","pages":6}']);
    await using engine = await createLocalEngine({ ...loopback, model });
    const start = await postJson(`${engine.url}/extract`, { urls: [site.url("/page/2")], schema: companySchema });
    const done = await waitForJob(`${engine.url}/extract/${start.body.id}`);
    expect(done).toMatchObject({ status: "completed", data: { name: "Page 2", pages: 6 }, tokensUsed: 3 * tokensPerCall, creditsUsed: 30 });
    expect(prompts).toHaveLength(3);
    expect(prompts[1]).toMatch(/previous answer was not usable: .*pages/);
  });

  it("fails with success:false and data [] when the model never conforms", async () => {
    const { model } = scriptedTextModel(['{"name":1}']);
    await using engine = await createLocalEngine({ ...loopback, model });
    const start = await postJson(`${engine.url}/extract`, { urls: [site.url("/page/2")], schema: companySchema });
    const done = await waitForJob(`${engine.url}/extract/${start.body.id}`);
    expect(done).toMatchObject({ success: false, status: "failed", data: [], tokensUsed: 3 * tokensPerCall });
    expect(done.error).toMatch(/no valid JSON in 3 attempts/);
  });

  it("lets the model choose the structure without a schema", async () => {
    const { model, prompts } = scriptedTextModel(['{"heading":"Page 3"}']);
    await using engine = await createLocalEngine({ ...loopback, model });
    const start = await postJson(`${engine.url}/extract`, { urls: [site.url("/page/3")], prompt: "the heading" });
    const done = await waitForJob(`${engine.url}/extract/${start.body.id}`);
    expect(done).toMatchObject({ status: "completed", data: { heading: "Page 3" } });
    expect(prompts[0]).toMatch(/Choose a clear JSON structure/);
  });

  it("maps a trailing /* and extracts from the pages below it", async () => {
    const { model, prompts } = scriptedTextModel(['{"docs":["A","B"]}']);
    await using engine = await createLocalEngine({ ...loopback, model });
    const start = await postJson(`${engine.url}/extract`, { urls: [`${site.url("/docs")}/*`], prompt: "doc titles" });
    const done = await waitForJob(`${engine.url}/extract/${start.body.id}`);
    expect(done.status).toBe("completed");
    expect(prompts[0]).toContain("Alpha facts.");
    expect(prompts[0]).toContain("Beta facts.");
    expect(prompts[0]).not.toContain("Paragraph 0 of page 1");
  });

  it("extracts from the engine's search index when only a prompt is given", async () => {
    const { model, prompts } = scriptedTextModel(['{"found":true}']);
    await using engine = await createLocalEngine({ ...loopback, model });
    await postJson(`${engine.url}/scrape`, { url: site.url("/page/4") });
    const start = await postJson(`${engine.url}/extract`, { prompt: "token4" });
    const done = await waitForJob(`${engine.url}/extract/${start.body.id}`);
    expect(done.status).toBe("completed");
    expect(prompts[0]).toContain("token4");
  });

  it("fails clearly when a prompt-only extract finds nothing indexed", async () => {
    const { model } = scriptedTextModel(["{}"]);
    await using engine = await createLocalEngine({ ...loopback, model });
    const start = await postJson(`${engine.url}/extract`, { prompt: "zebra", enableWebSearch: true });
    const done = await waitForJob(`${engine.url}/extract/${start.body.id}`);
    expect(done).toMatchObject({ success: false, status: "failed", data: [] });
    expect(done.error).toMatch(/no indexed page matches/);
  });

  it("reads a long page in chunks that fit the model, merges them, and says so", async () => {
    const { model, prompts } = scriptedTextModel([(prompt) => (prompt.includes("Merge these partial answers") ? '{"count":120}' : '{"count":1}')]);
    await using engine = await createLocalEngine({ ...loopback, model, modelContextTokens: 4000 });
    const start = await postJson(`${engine.url}/extract`, { urls: [site.url("/long")], prompt: "count paragraphs" });
    const done = await waitForJob(`${engine.url}/extract/${start.body.id}`);
    expect(done).toMatchObject({ status: "completed", data: { count: 120 } });
    expect(prompts.length).toBeGreaterThan(2);
    expect(prompts.at(-1)).toContain("Merge these partial answers");
    // Every paragraph reached the model in some call: nothing was dropped.
    for (let i = 0; i < 120; i++) expect(prompts.some((p) => p.includes(`Paragraph ${i} `))).toBe(true);
    expect(done.warning).toMatch(/read in several parts: .*\/long/);
  });

  it("refuses an invalid JSON schema with 400 before starting", async () => {
    const { model } = scriptedTextModel(["{}"]);
    await using engine = await createLocalEngine({ ...loopback, model });
    const { status, body } = await postJson(`${engine.url}/extract`, { urls: [site.url("/")], schema: { type: "object", properties: { a: { type: "nonsense" } } } });
    expect(status).toBe(400);
    expect(body.error).toMatch(/Invalid JSON schema/);
  });

  it("cancels a running extract, and answers 404/400 for unknown and malformed ids", async () => {
    const { model } = scriptedTextModel(["{}"], new Promise(() => {}));
    await using engine = await createLocalEngine({ ...loopback, model });
    const start = await postJson(`${engine.url}/extract`, { urls: [site.url("/")], prompt: "x" });
    const cancelled = await deleteJson(`${engine.url}/extract/${start.body.id}`);
    expect(cancelled.body).toMatchObject({ success: true, status: "cancelled" });
    expect((await getJson(`${engine.url}/extract/${start.body.id}`)).body).toMatchObject({ status: "cancelled", data: [] });
    const missing = await getJson(`${engine.url}/extract/00000000-0000-4000-8000-000000000000`);
    expect(missing).toEqual({ status: 404, body: { success: false, error: "Extract job not found" } });
    expect((await getJson(`${engine.url}/extract/nope`)).status).toBe(400);
  });
});
