import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine } from "../../src/engine/index.js";
import { postJson } from "../engine/engine-http.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { scriptedTextModel } from "../helpers/scripted-json-model.js";
import { waitForJob } from "./job-http.js";

const loopback = { allowPrivateNetwork: true, lookup: async () => [{ address: "127.0.0.1", family: 4 as const }] };

describe("extract honours its scrapeOptions.formats", () => {
  let site: GeneratedSite;
  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 2 });
  });
  afterAll(() => site.close());

  it("scrapes the pages with them: changeTracking keeps the page's history, and the model still reads markdown", async () => {
    const { model, prompts } = scriptedTextModel(['{"title":"Page 1"}']);
    await using engine = await createLocalEngine({ ...loopback, model, browser: false });
    const start = await postJson(`${engine.url}/extract`, {
      urls: [site.url("/page/1")],
      prompt: "the title",
      scrapeOptions: { formats: ["markdown", { type: "changeTracking", tag: "extract" }] },
    });
    expect(start.status).toBe(200);
    const done = await waitForJob(`${engine.url}/extract/${start.body.id}`);
    expect(done).toMatchObject({ status: "completed", data: { title: "Page 1" } });
    expect(JSON.stringify(done.warning ?? "")).not.toMatch(/formats is ignored/);
    expect(prompts[0]).toContain("Page 1");
    // The extract's scrape was the first under this tag: a scrape now finds the page unchanged.
    const again = await postJson(`${engine.url}/scrape`, { url: site.url("/page/1"), formats: ["markdown", { type: "changeTracking", tag: "extract" }] });
    expect(again.body.data.changeTracking).toMatchObject({ changeStatus: "same" });
  });

  it("refuses what the formats need and the engine lacks, or a schema that does not compile, before any work", async () => {
    const { model, prompts } = scriptedTextModel(["{}"]);
    await using engine = await createLocalEngine({ ...loopback, model, browser: false });
    const screenshot = await postJson(`${engine.url}/extract`, { urls: [site.url("/page/1")], prompt: "x", scrapeOptions: { formats: ["screenshot"] } });
    expect(screenshot.status).toBe(501);
    expect(screenshot.body.code).toBe("BROWSER_NOT_AVAILABLE");
    const branding = await postJson(`${engine.url}/extract`, { urls: [site.url("/page/1")], prompt: "x", scrapeOptions: { formats: ["branding"] } });
    expect(branding.status).toBe(501);
    const audio = await postJson(`${engine.url}/extract`, { urls: [site.url("/page/1")], prompt: "x", scrapeOptions: { formats: ["audio"] } });
    expect(audio.status).toBe(501);
    expect(audio.body.error).toMatch(/hosted service/);
    const schema = await postJson(`${engine.url}/extract`, {
      urls: [site.url("/page/1")],
      prompt: "x",
      scrapeOptions: { formats: [{ type: "json", schema: { type: "object", properties: { a: { type: "no-such-type" } } } }] },
    });
    expect(schema.status).toBe(400);
    expect(JSON.stringify(schema.body.details)).toMatch(/scrapeOptions/);
    expect(prompts).toHaveLength(0);
  });
});
