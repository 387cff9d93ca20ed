import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { waitForJob } from "../engine-model/job-http.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { modelViews, scriptedModel } from "../helpers/scripted-ai-model.js";
import { postJson } from "./engine-http.js";

const page = (title: string, text: string) => `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;

describe("strictConstrainToURLs holds after redirects (fetch path)", () => {
  let allowed: GeneratedSite;
  let outside: GeneratedSite;
  let flipped = false;
  beforeAll(async () => {
    outside = await startGeneratedSite({
      pages: 1,
      routes: { "/landing": (_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(page("Outside", "The outside marker is OUTSIDE-SECRET-42 and it must not reach the model.")) },
    });
    allowed = await startGeneratedSite({
      pages: 1,
      routes: {
        "/docs/away": (_req, res) => res.writeHead(302, { location: outside.url("/landing") }).end(),
        "/docs/up": (_req, res) => res.writeHead(301, { location: "/elsewhere" }).end(),
        "/elsewhere": (_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(page("Elsewhere", "Same host, outside the allowed path: ELSEWHERE-SECRET.")),
        "/docs/flip": (_req, res) => {
          if (flipped) res.writeHead(302, { location: outside.url("/landing") }).end();
          else res.writeHead(200, { "content-type": "text/html" }).end(page("Flip", "The flipword page, allowed when it was indexed."));
        },
        "/docs/moved": (_req, res) => res.writeHead(302, { location: "/docs/new" }).end(),
        "/docs/new": (_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(page("New", "The allowed marker is INSIDE-OK-7.")),
      },
    });
  });
  afterAll(async () => {
    await allowed.close();
    await outside.close();
  });

  it("refuses the page an allowed URL redirects to when it is outside, with a per-URL error; keeps redirects inside", async () => {
    const { model, seen } = scriptedModel([
      { calls: [{ tool: "web_scrape", input: { url: allowed.url("/docs/away") } }] },
      { calls: [{ tool: "web_scrape", input: { url: allowed.url("/docs/up") } }] },
      { calls: [{ tool: "web_scrape", input: { url: allowed.url("/docs/away"), offset: 10 } }] },
      { calls: [{ tool: "web_scrape", input: { url: allowed.url("/docs/moved") } }] },
      { text: "done" },
    ]);
    await using engine: LocalEngine = await createLocalEngine({ allowPrivateNetwork: true, browser: false, model });
    const start = await postJson(`${engine.url}/agent`, { prompt: "Read the docs", urls: [allowed.url("/docs")], strictConstrainToURLs: true });
    const done = await waitForJob(`${engine.url}/agent/${start.body.id}`);
    expect(done.status).toBe("completed");
    const views = modelViews(seen);
    expect(views[0]).toMatch(/^error-text:Error \(url_not_allowed\)/);
    expect(views[0]).toContain(outside.url("/landing"));
    expect(views[1]).toMatch(/^error-text:Error \(url_not_allowed\)/);
    // Reading on (offset) cannot serve the refused page from the tool's cache either.
    expect(views[2]).toMatch(/^error-text:Error \(url_not_allowed\)/);
    expect(views[3]).toMatch(/INSIDE-OK-7/);
    const all = JSON.stringify(seen);
    expect(all).not.toContain("OUTSIDE-SECRET-42");
    expect(all).not.toContain("ELSEWHERE-SECRET");
  });

  it("search results whose content redirects outside are listed without that content", async () => {
    const { model, seen } = scriptedModel([{ calls: [{ tool: "web_search", input: { query: "flipword", includeContent: true } }] }, { text: "done" }]);
    await using engine: LocalEngine = await createLocalEngine({ allowPrivateNetwork: true, browser: false, model });
    // The index holds an allowed URL's page; the site then starts redirecting it outside.
    await postJson(`${engine.url}/scrape`, { url: allowed.url("/docs/flip") });
    flipped = true;
    const start = await postJson(`${engine.url}/agent`, { prompt: "Find the marker", urls: [allowed.url("/docs")], strictConstrainToURLs: true });
    const done = await waitForJob(`${engine.url}/agent/${start.body.id}`);
    expect(done.status).toBe("completed");
    expect(outside.requests).toContain("/landing");
    expect(modelViews(seen)[0]).toContain(allowed.url("/docs/flip"));
    expect(JSON.stringify(seen)).not.toContain("OUTSIDE-SECRET-42");
  });
});
