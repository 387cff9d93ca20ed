import { afterAll, beforeAll, expect, it } from "vitest";
import { createLocalEngine } from "../../src/engine/index.js";
import { postJson } from "../engine/engine-http.js";
import { waitForJob } from "../engine-model/job-http.js";
import { modelViews, scriptedModel } from "../helpers/scripted-ai-model.js";
import { chromiumPath, describeWithBrowser, html, startSite } from "./browser-fixture.js";

describeWithBrowser("strictConstrainToURLs holds after redirects in the browser", () => {
  let allowed: Awaited<ReturnType<typeof startSite>>;
  let outside: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    outside = await startSite({ "/landing": html("<html><head><title>Outside</title></head><body><h1>Outside</h1><p>OUTSIDE-SECRET-42 must not reach the model.</p></body></html>") });
    allowed = await startSite({
      "/docs/away": (_req, res) => res.writeHead(302, { location: `${outside.url}/landing` }).end(),
      "/docs/script": html(`<html><body><p>Moving on</p><script>location.href = ${JSON.stringify(`${outside.url}/landing`)};</script></body></html>`),
      "/docs/ok": html("<html><head><title>Ok</title></head><body><h1>Ok</h1><p>INSIDE-OK-7 is the allowed marker.</p></body></html>"),
    });
  });
  afterAll(async () => {
    await allowed.close();
    await outside.close();
  });

  it("refuses a rendered page that ended outside (HTTP redirect or script navigation)", async () => {
    const { model, seen } = scriptedModel([
      { calls: [{ tool: "web_scrape", input: { url: `${allowed.url}/docs/away`, waitFor: 100 } }] },
      { calls: [{ tool: "web_scrape", input: { url: `${allowed.url}/docs/script`, waitFor: 500 } }] },
      { calls: [{ tool: "web_scrape", input: { url: `${allowed.url}/docs/ok`, waitFor: 100 } }] },
      { text: "done" },
    ]);
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath }, model });
    const start = await postJson(`${engine.url}/agent`, { prompt: "Read the docs", urls: [`${allowed.url}/docs`], strictConstrainToURLs: true });
    const done = await waitForJob(`${engine.url}/agent/${start.body.id}`);
    expect(done.status).toBe("completed");
    const views = modelViews(seen);
    expect(views[0]).toMatch(/^error-text:Error \(url_not_allowed\)/);
    expect(views[1]).toMatch(/^error-text:Error \(url_not_allowed\)/);
    expect(views[2]).toMatch(/INSIDE-OK-7/);
    expect(outside.hits).toContain("/landing");
    expect(JSON.stringify(seen)).not.toContain("OUTSIDE-SECRET-42");
  });
});
