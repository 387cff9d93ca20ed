import { afterAll, beforeAll, expect, it } from "vitest";
import { createLocalEngine } from "../../src/engine/index.js";
import { deleteJson, postJson } from "../engine/engine-http.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { modelViews, scriptedModel } from "../helpers/scripted-ai-model.js";
import { describeWithBrowser } from "./browser-fixture.js";

const loopback = { allowPrivateNetwork: true, lookup: async () => [{ address: "127.0.0.1", family: 4 as const }] };

const loginPage =
  '<!doctype html><html><head><title>Account</title></head><body><main><h1>Account</h1>' +
  '<label>Name <input id="name" name="name"></label> <button id="go" onclick="document.getElementById(\'out\').textContent = \'Welcome \' + document.getElementById(\'name\').value + \', your balance is 1,234 credits.\'">Sign in</button>' +
  '<p id="out"></p></main></body></html>';

describeWithBrowser("interact with a prompt: the model drives the live page", () => {
  let site: GeneratedSite;
  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 1, routes: { "/account": (_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(loginPage) } });
  });
  afterAll(() => site.close());

  it("snapshot → type → click → read → answer, with output, the page snapshot, and prompt billing on stop", async () => {
    const { model, seen } = scriptedModel([
      { calls: [{ tool: "snapshot", input: {} }] },
      { calls: [{ tool: "type", input: { selector: "#name", value: "Ada" } }] },
      { calls: [{ tool: "click", input: { text: "Sign in" } }] },
      { calls: [{ tool: "read", input: { selector: "#out" } }] },
      { text: "Ada's balance is 1,234 credits." },
    ]);
    await using engine = await createLocalEngine({ ...loopback, model });
    const scraped = await postJson(`${engine.url}/scrape`, { url: site.url("/account") });
    const scrapeId = scraped.body.data.metadata.scrapeId as string;
    const run = await postJson(`${engine.url}/scrape/${scrapeId}/interact`, { prompt: "Sign in as Ada and tell me the balance." });
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ success: true, output: "Ada's balance is 1,234 credits.", exitCode: 0, killed: false });
    expect(run.body.result).toContain("Welcome Ada");
    const views = modelViews(seen);
    expect(views[0]).toMatch(/button "Sign in"/);
    expect(views[3]).toContain("your balance is 1,234 credits");
    const stopped = await deleteJson(`${engine.url}/scrape/${scrapeId}/interact`);
    expect(stopped.body).toMatchObject({ success: true, sessionDurationMs: expect.any(Number), creditsBilled: 7 });
  });

  it("without a model a prompt answers 501 naming the model option", async () => {
    await using engine = await createLocalEngine(loopback);
    const scraped = await postJson(`${engine.url}/scrape`, { url: site.url("/account") });
    const run = await postJson(`${engine.url}/scrape/${scraped.body.data.metadata.scrapeId}/interact`, { prompt: "hi" });
    expect(run.status).toBe(501);
    expect(run.body.error).toMatch(/model/);
  });
});
