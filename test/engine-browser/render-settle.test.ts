import { afterAll, beforeAll, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { getJson, postJson } from "../engine/engine-http.js";
import { until } from "../helpers/until.js";
import { chromiumPath, describeWithBrowser, startSite } from "./browser-fixture.js";
import { renderFixtures, renderFixtureRoutes } from "../helpers/render-fixtures.js";

/** Repeats per page: enough to catch a race that loses half the runs (the bench does 20). */
const REPEATS = 3;

describeWithBrowser("rendering waits for the page's content", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let engine: LocalEngine;

  beforeAll(async () => {
    site = await startSite(renderFixtureRoutes());
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath } });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  for (const fixture of renderFixtures.filter((entry) => entry.expected !== undefined)) {
    it(`${fixture.path} comes back with its text`, async () => {
      for (let run = 0; run < REPEATS; run++) {
        const { status, body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}${fixture.path}` });
        expect(status).toBe(200);
        expect(body.data.markdown).toContain(fixture.expected);
        expect(body.warning ?? "").not.toContain("showed no text");
      }
    });
  }

  it("a page that never shows text comes back at the cap with a warning that suggests waitFor", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}/spinner` });
    expect(status).toBe(200);
    expect(body.data.metadata.fetchedWith).toBe("browser");
    expect(body.warning).toContain("showed no text");
    expect(body.warning).toContain("waitFor");
  });

  it("a page with a few characters of text says how many in its warning, not that it showed none", async () => {
    const { body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}/tiny` });
    expect(body.data.markdown).toContain("Hello from JS");
    expect(body.warning).toContain("showed only 11 characters of text");
  });

  it("an explicit waitFor stays a fixed wait after load", async () => {
    const { body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}/timer-500`, waitFor: 900 });
    expect(body.data.markdown).toContain("FIXTURE-timer-500");
  });

  it("batch scrape pages go through the same wait", async () => {
    const urls = ["/timer-500", "/fetch-chain", "/hydrate"].map((path) => `${site.url}${path}`);
    const started = await postJson(`${engine.url}/batch/scrape`, { urls });
    expect(started.status).toBe(200);
    let job: Record<string, unknown> & { data?: { markdown?: string }[] } = {};
    await until(async () => {
      job = (await getJson(`${engine.url}/batch/scrape/${started.body.id}`)).body;
      return job["status"] === "completed";
    }, "the batch to complete", 30_000);
    const markdown = (job.data ?? []).map((page) => page.markdown ?? "").join("\n");
    for (const name of ["timer-500", "fetch-chain", "hydrate"]) expect(markdown).toContain(`FIXTURE-${name}`);
  });
});
