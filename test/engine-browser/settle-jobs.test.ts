import { afterAll, beforeAll, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { getJson, postJson } from "../engine/engine-http.js";
import { waitForJob } from "../engine-model/job-http.js";
import { renderFixtureRoutes } from "../helpers/render-fixtures.js";
import { scriptedTextModel } from "../helpers/scripted-json-model.js";
import { until } from "../helpers/until.js";
import { cli } from "../cli/cli-harness.js";
import { chromiumPath, describeWithBrowser, html, startSite } from "./browser-fixture.js";

// Crawl, batch, search and extract render app shells through the same settle wait as scrape: a
// timer-inserted text comes back, and a page still empty at the cap carries its own warning.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const LATE = "/timer-500";
const NEVER = "/spinner";
const EMPTY = "showed no text";

/** The crawl's start page: a rendered page that links to both app shells. */
const startPage = html(`<!doctype html><html><head><title>start</title></head><body><main><h1>Start</h1>
<p>The start page of the settle fixture site, with enough text to be no application shell at all.</p>
<a href="${LATE}">late</a> <a href="${NEVER}">never</a></main></body></html>`);

async function finishedJob(url: string): Promise<Json> {
  let job: Json = {};
  await until(async () => {
    job = (await getJson(url)).body;
    return job.status === "completed" || job.status === "failed";
  }, `the job at ${url} to end`, 40_000);
  return job;
}

function byPath(documents: Json[], path: string): Json {
  const found = documents.find((document) => String(document.metadata?.sourceURL ?? document.url ?? "").endsWith(path));
  if (found === undefined) throw new Error(`no document for ${path} among ${documents.length}`);
  return found;
}

describeWithBrowser("waitFor-less crawl, batch, search and extract wait for content like scrape", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let engine: LocalEngine;
  const { model } = scriptedTextModel(['{"headline":"Rendered timer-500"}']);

  beforeAll(async () => {
    site = await startSite({ ...renderFixtureRoutes(), "/": startPage });
    engine = await createLocalEngine({
      allowPrivateNetwork: true,
      browser: { executablePath: chromiumPath },
      model,
      search: { provider: "custom", search: async () => [LATE, NEVER].map((path) => ({ url: `${site.url}${path}`, title: path, description: path })) },
    });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("crawl: the late page has its text, the empty one a document warning", async () => {
    const started = await postJson(`${engine.url}/crawl`, { url: `${site.url}/`, limit: 3, sitemap: "skip" });
    expect(started.status).toBe(200);
    const job = await finishedJob(`${engine.url}/crawl/${started.body.id}`);
    expect(job.status).toBe("completed");
    const late = byPath(job.data, LATE);
    expect(late.markdown).toContain("FIXTURE-timer-500");
    expect(late.metadata.autoRendered).toBe(true);
    expect(late.warning).toBeUndefined();
    const never = byPath(job.data, NEVER);
    expect(never.metadata.fetchedWith).toBe("browser");
    expect(never.warning).toContain(EMPTY);
    expect(never.warning).toContain("waitFor");
    expect(byPath(job.data, "/").warning).toBeUndefined();
  });

  it("batch scrape: the same, per document", async () => {
    const started = await postJson(`${engine.url}/batch/scrape`, { urls: [LATE, NEVER].map((path) => `${site.url}${path}`) });
    expect(started.status).toBe(200);
    const job = await finishedJob(`${engine.url}/batch/scrape/${started.body.id}`);
    expect(job.status).toBe("completed");
    expect(byPath(job.data, LATE).markdown).toContain("FIXTURE-timer-500");
    expect(byPath(job.data, LATE).warning).toBeUndefined();
    expect(byPath(job.data, NEVER).warning).toContain(EMPTY);
  });

  it("search with scrapeOptions: the warning is on the result it concerns", async () => {
    const { status, body } = await postJson(`${engine.url}/search`, { query: "fixtures", scrapeOptions: { formats: ["markdown"] } });
    expect(status).toBe(200);
    const late = byPath(body.data.web, LATE);
    expect(late.markdown).toContain("FIXTURE-timer-500");
    expect(late.warning).toBeUndefined();
    expect(byPath(body.data.web, NEVER).warning).toContain(EMPTY);
  });

  it("extract: the late page reaches the model, and the job's warnings name the empty page", async () => {
    const started = await postJson(`${engine.url}/extract`, { urls: [LATE, NEVER].map((path) => `${site.url}${path}`), prompt: "The headline" });
    expect(started.status).toBe(200);
    const done = await waitForJob(`${engine.url}/extract/${started.body.id}`);
    expect(done.status).toBe("completed");
    const warnings = [done.warning ?? "", ...(done.warnings ?? [])].join("\n");
    expect(warnings).toContain(`${site.url}${NEVER}: The page ${EMPTY}`);
    expect(warnings).not.toContain(`${site.url}${LATE}:`);
  });

  it("the CLI's batch and crawl commands print a page's warning on stderr", async () => {
    const env = { WEBDATA_CHROMIUM: chromiumPath };
    const batch = await cli(["batch", `${site.url}${LATE}`, `${site.url}${NEVER}`, "--allow-private"], { env });
    expect(batch.code).toBe(0);
    expect(batch.stderr).toContain(`warning: ${site.url}${NEVER}: The page ${EMPTY}`);
    expect(batch.stderr).not.toContain(`${site.url}${LATE}: The page`);
    const crawl = await cli(["crawl", `${site.url}/`, "--limit", "3", "--sitemap", "skip", "--allow-private"], { env });
    expect(crawl.code).toBe(0);
    expect(crawl.stderr).toContain(`warning: ${site.url}${NEVER}: The page ${EMPTY}`);
  });
});
