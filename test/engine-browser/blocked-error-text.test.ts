import { afterAll, beforeAll, expect, it } from "vitest";
import { systemResolver, type HostResolver } from "../../src/engine/fetch/guarded-lookup.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { postJson } from "../engine/engine-http.js";
import { chromiumPath, describeWithBrowser, html, startSite } from "./browser-fixture.js";

describeWithBrowser("browser refusals do not say what an internal name resolved to", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let engine: LocalEngine;
  // "page.test" is the allowed site; "intranet.test" an internal name the engine must not reveal.
  const lookup: HostResolver = async (hostname) => {
    if (hostname === "page.test") return [{ address: "127.0.0.1", family: 4 }];
    if (hostname === "intranet.test") return [{ address: "10.77.66.55", family: 4 }];
    return systemResolver(hostname);
  };
  beforeAll(async () => {
    site = await startSite({
      "/probe": html(`<html><body><h1>Probe</h1><pre id="out">waiting</pre><script>
        fetch("http://intranet.test/admin").then((r) => r.text()).then((t) => { document.getElementById("out").textContent = "answer: " + t; }, (e) => { document.getElementById("out").textContent = "failed: " + e; });
      </script></body></html>`),
      "/jump": html(`<html><body><h1>Jump</h1><script>setTimeout(() => { location.href = "http://intranet.test/"; }, 50);</script></body></html>`),
    });
    engine = await createLocalEngine({ lookup, allowPrivateNetwork: ["page.test"], browser: { executablePath: chromiumPath } });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("a browser scrape of the name answers 403 without the address", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: "http://intranet.test/admin", waitFor: 10 });
    expect(status).toBe(403);
    expect(body.code).toBe("SCRAPE_BLOCKED_ADDRESS");
    expect(JSON.stringify(body)).not.toContain("10.77.66.55");
    expect(body.error).toMatch(/allowPrivateNetwork/);
  });

  it("a page reading the egress proxy's refusal learns nothing about the address", async () => {
    const port = new URL(site.url).port;
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: `http://page.test:${port}/probe`, waitFor: 500, formats: ["rawHtml"] });
    expect(status).toBe(200);
    const rawHtml = String(body.data.rawHtml);
    expect(rawHtml).toMatch(/answer: Refused|failed:/);
    expect(rawHtml).not.toContain("10.77.66.55");
  });

  it("a page that navigates itself to the name shows the proxy's refusal, without the address", async () => {
    const port = new URL(site.url).port;
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: `http://page.test:${port}/jump`, waitFor: 800, formats: ["rawHtml"] });
    expect(status).toBe(200);
    const rawHtml = String(body.data.rawHtml);
    expect(rawHtml).toMatch(/Refused: intranet\.test/);
    expect(rawHtml).not.toContain("10.77.66.55");
  });
});
