import { afterAll, beforeAll, expect, it } from "vitest";
import { WebDataClient } from "../../src/client.js";
import { createLocalEngine } from "../../src/engine/index.js";
import { withSelfHealing, type HealingRecord } from "../../src/healing/index.js";
import { postJson } from "../engine/engine-http.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { describeWithBrowser } from "./browser-fixture.js";

const loopback = { allowPrivateNetwork: true, lookup: async () => [{ address: "127.0.0.1", family: 4 as const }] };

/** A page whose text exists only after its script runs (an application shell). */
const appShell =
  '<!doctype html><html><head><title>Prices</title></head><body><div id="root"></div><script>' +
  "setTimeout(function () { document.getElementById('root').innerHTML = '<main><h1>Price list</h1><p>The Team plan costs 49 dollars a month and includes five million jobs.</p></main>'; }, 200);" +
  "</script></body></html>";

describeWithBrowser("self-healing end to end against the engine's browser (no mock)", () => {
  let site: GeneratedSite;
  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 1, routes: { "/app": (_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(appShell) } });
  });
  afterAll(() => site.close());

  it("an empty JavaScript page → support proposes waitFor, validates it by rendering, and the retry returns the content", async () => {
    await using engine = await createLocalEngine({ ...loopback, browser: { autoRender: false } });
    expect(engine.capabilities.browser).not.toBeNull();
    const plain = await postJson(`${engine.url}/scrape`, { url: site.url("/app") });
    expect(plain.body.data.markdown.trim().length).toBeLessThan(40);

    const records: HealingRecord[] = [];
    const client = withSelfHealing(new WebDataClient({ baseUrl: engine.url, apiKey: "" }), { onHeal: (record) => records.push(record) });
    const document = await client.scrape({ url: site.url("/app") });
    expect(document.markdown).toContain("The Team plan costs 49 dollars");
    expect(document.metadata?.fetchedWith).toBe("browser");
    expect(records[0]).toMatchObject({
      outcome: "healed",
      applied: { waitFor: 1000 },
      confidence: "high",
      validation: { tested: true, result: "success" },
    });
    expect(String(records[0]?.answer)).toMatch(/JavaScript/);
  });
});
