import Firecrawl from "@mendable/firecrawl-js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine } from "../../src/engine/index.js";
import { unifiedDiff } from "../../src/engine/scrape/line-diff.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { postJson } from "./engine-http.js";

const loopback = { allowPrivateNetwork: true, lookup: async () => [{ address: "127.0.0.1", family: 4 as const }] };

const gallery =
  '<html><head><title>Gallery</title></head><body><main><h1>Gallery</h1>' +
  '<a class="item" href="/one" data-id="1">One</a><a class="item" href="/two" data-id="2">Two</a><a class="item">No href</a>' +
  '<img src="/a.png" alt="A"><img src="/b.png"></main></body></html>';

describe("the attributes format", () => {
  let site: GeneratedSite;
  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 1, routes: { "/gallery": (_req, res) => res.end(gallery) } });
  });
  afterAll(() => site.close());

  it("lists each selector's attribute values from the page HTML, without a model", async () => {
    await using engine = await createLocalEngine(loopback);
    const { status, body } = await postJson(`${engine.url}/scrape`, {
      url: site.url("/gallery"),
      formats: [{ type: "attributes", selectors: [{ selector: "a.item", attribute: "href" }, { selector: "a.item", attribute: "data-id" }, { selector: "img", attribute: "alt" }] }],
    });
    expect(status).toBe(200);
    expect(body.data.attributes).toEqual([
      { selector: "a.item", attribute: "href", values: ["/one", "/two"] },
      { selector: "a.item", attribute: "data-id", values: ["1", "2"] },
      { selector: "img", attribute: "alt", values: ["A"] },
    ]);
    expect(body.data.rawHtml).toBeUndefined();
    expect(body.data.markdown).toBeUndefined();
  });

  it("refuses an invalid selector with a 400 before any work", async () => {
    await using engine = await createLocalEngine(loopback);
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: site.url("/gallery"), formats: [{ type: "attributes", selectors: [{ selector: "a[", attribute: "href" }] }] });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toMatch(/invalid CSS selector/);
  });

  it("comes back through the official SDK", async () => {
    await using engine = await createLocalEngine({ ...loopback, apiKey: "fc-test" });
    const sdk = new Firecrawl({ apiKey: "fc-test", apiUrl: engine.origin });
    const document = await sdk.scrape(site.url("/gallery"), { formats: [{ type: "attributes", selectors: [{ selector: "img", attribute: "src" }] }] });
    expect(document.attributes).toEqual([{ selector: "img", attribute: "src", values: ["/a.png", "/b.png"] }]);
  });
});

describe("the changeTracking format", () => {
  let site: GeneratedSite;
  let text = "First version.";
  let gone = false;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "webdata-changes-"));
    site = await startGeneratedSite({
      pages: 1,
      routes: {
        "/news": (_req, res) => {
          if (gone) {
            res.statusCode = 404;
            res.end("<html><body>Not found</body></html>");
            return;
          }
          res.end(`<html><head><title>News</title></head><body><main><h1>News</h1><p>Intro line.</p><p>${text}</p><p>Closing line.</p></main></body></html>`);
        },
      },
    });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const track = (engineUrl: string, tag?: string) =>
    postJson(`${engineUrl}/scrape`, { url: site.url("/news"), formats: ["markdown", { type: "changeTracking", modes: ["git-diff"], ...(tag === undefined ? {} : { tag }) }] });

  it("goes new → same → changed → removed, across a restart with a data directory, per tag", async () => {
    let firstAt: string;
    {
      await using engine = await createLocalEngine({ ...loopback, dataDir });
      const first = await track(engine.url);
      expect(first.status).toBe(200);
      expect(first.body.data.changeTracking).toEqual({ previousScrapeAt: null, changeStatus: "new", visibility: "visible" });
      const second = await track(engine.url);
      expect(second.body.data.changeTracking).toMatchObject({ changeStatus: "same", visibility: "visible", previousScrapeAt: expect.any(String) });
      expect(second.body.data.changeTracking.diff).toBeUndefined();
      firstAt = second.body.data.changeTracking.previousScrapeAt;
    }
    text = "Second version.";
    {
      await using engine = await createLocalEngine({ ...loopback, dataDir });
      const third = await track(engine.url);
      const tracking = third.body.data.changeTracking;
      expect(tracking.changeStatus).toBe("changed");
      expect(Date.parse(tracking.previousScrapeAt)).toBeGreaterThanOrEqual(Date.parse(firstAt));
      expect(tracking.diff.text).toContain("-First version.");
      expect(tracking.diff.text).toContain("+Second version.");
      expect(tracking.diff.text).toMatch(/^@@ -\d+,\d+ \+\d+,\d+ @@$/m);
      // Another tag has its own history.
      expect((await track(engine.url, "weekly")).body.data.changeTracking.changeStatus).toBe("new");
      gone = true;
      expect((await track(engine.url)).body.data.changeTracking.changeStatus).toBe("removed");
      gone = false;
      expect((await track(engine.url)).body.data.changeTracking.changeStatus).toBe("new");
    }
  });

  it("without a data directory, keeps history for the engine's run; json mode needs a model (501)", async () => {
    await using engine = await createLocalEngine(loopback);
    expect((await track(engine.url)).body.data.changeTracking.changeStatus).toBe("new");
    expect((await track(engine.url)).body.data.changeTracking.changeStatus).toBe("same");
    const json = await postJson(`${engine.url}/scrape`, { url: site.url("/news"), formats: ["markdown", { type: "changeTracking", modes: ["json"], prompt: "headline" }] });
    expect(json.status).toBe(501);
    expect(json.body.error).toMatch(/WEBDATA_MODEL/);
  });
});

describe("unifiedDiff", () => {
  it("writes hunks with context, and nothing for equal texts", () => {
    expect(unifiedDiff("a\nb\n", "a\nb\n")).toBe("");
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`).join("\n");
    const after = before.replace("line 3", "line three").replace("line 16", "line sixteen");
    expect(unifiedDiff(before, after)).toBe(
      [
        "--- previous",
        "+++ current",
        "@@ -1,7 +1,7 @@",
        " line 0",
        " line 1",
        " line 2",
        "-line 3",
        "+line three",
        " line 4",
        " line 5",
        " line 6",
        "@@ -14,7 +14,7 @@",
        " line 13",
        " line 14",
        " line 15",
        "-line 16",
        "+line sixteen",
        " line 17",
        " line 18",
        " line 19",
        "",
      ].join("\n"),
    );
  });
});
