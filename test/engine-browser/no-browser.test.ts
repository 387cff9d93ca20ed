import { describe, expect, it } from "vitest";
import { createLocalEngine } from "../../src/engine/index.js";
import { postJson } from "../engine/engine-http.js";
import { appShellPage, html, startSite } from "./browser-fixture.js";

describe("an engine without a browser", () => {
  it("answers browser-only requests with a 501 that says how to install one, and fetches the rest", async () => {
    const site = await startSite({ "/shell": html(appShellPage) });
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, browser: false });
    expect(engine.capabilities.browser).toBeNull();
    for (const extra of [{ formats: ["screenshot"] }, { actions: [{ type: "wait", milliseconds: 10 }] }]) {
      const { status, body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}/shell`, ...extra });
      expect(status).toBe(501);
      expect(body).toMatchObject({ success: false, code: "BROWSER_NOT_AVAILABLE" });
      expect(body.error).toContain("apt install chromium-headless-shell");
    }
    const scrapeId = "00000000-0000-4000-8000-000000000000";
    for (const [method, path, body] of [
      ["POST", `/scrape/${scrapeId}/interact`, { code: "1" }],
      ["DELETE", `/scrape/${scrapeId}/interact`, undefined],
      ["POST", "/interact", { scrapeId, prompt: "x" }],
    ] as const) {
      const response = await fetch(`${engine.url}${path}`, { method, headers: { "content-type": "application/json" }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      expect(response.status).toBe(501);
      const json = (await response.json()) as { error: string };
      expect(json.error).toContain("needs a browser");
      expect(json.error).toContain("chromium-headless-shell");
    }
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}/shell`, waitFor: 100 });
    expect(status).toBe(200);
    expect(body.data.metadata.fetchedWith).toBe("fetch");
    expect(body.warning).toContain("no browser");
    await site.close();
  });

  it("answers a search, crawl or batch whose scrape options need a browser with the same 501 a scrape gets, before any work", async () => {
    const site = await startSite({ "/shell": html(appShellPage) });
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, browser: false });
    await postJson(`${engine.url}/scrape`, { url: `${site.url}/shell` });
    for (const scrapeOptions of [{ formats: ["screenshot"] }, { formats: ["markdown"], actions: [{ type: "wait", milliseconds: 10 }] }]) {
      const { status, body } = await postJson(`${engine.url}/search`, { query: "shell", scrapeOptions });
      expect(status).toBe(501);
      expect(body).toMatchObject({ success: false, code: "BROWSER_NOT_AVAILABLE" });
      expect(body.error).toContain("apt install chromium-headless-shell");
    }
    // Crawl, batch scrape and extract say the same before starting a job (not one failed page after another).
    for (const [path, body] of [
      ["/crawl", { url: `${site.url}/shell`, scrapeOptions: { formats: ["screenshot"] } }],
      ["/batch/scrape", { urls: [`${site.url}/shell`], actions: [{ type: "wait", milliseconds: 10 }] }],
    ] as const) {
      const { status, body: answer } = await postJson(`${engine.url}${path}`, body);
      expect({ path, status, code: answer.code }).toEqual({ path, status: 501, code: "BROWSER_NOT_AVAILABLE" });
    }
    // waitFor alone is soft, as for scrape: fetched without a browser, with a warning.
    const soft = await postJson(`${engine.url}/search`, { query: "shell", scrapeOptions: { formats: ["markdown"], waitFor: 100 } });
    expect(soft.status).toBe(200);
    await site.close();
  });

  it("support ask on an empty JavaScript shell explains that a browser is needed, and offers no fix it cannot run", async () => {
    const site = await startSite({ "/shell": html(appShellPage) });
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, browser: false });
    await postJson(`${engine.url}/scrape`, { url: `${site.url}/shell` });
    const { body } = await postJson(`${engine.url}/support/ask`, { question: `My scrape of ${site.url}/shell came back empty.` });
    expect(body).toMatchObject({ fixParameters: null, validation: { tested: false, result: "skipped" }, feedback: { blockedBy: expect.stringMatching(/browser/) } });
    expect(body.answer).toContain("apt install chromium-headless-shell");
    await site.close();
  });

  it("refuses a browser executable that does not exist", async () => {
    await expect(createLocalEngine({ browser: { executablePath: "/nope/chrome" } })).rejects.toThrow(/not an executable/);
  });
});
