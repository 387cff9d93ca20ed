import { afterAll, beforeAll, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { postJson } from "../engine/engine-http.js";
import { appShellPage, chromiumPath, describeWithBrowser, html, startSite } from "./browser-fixture.js";

describeWithBrowser("scrape with the browser", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let engine: LocalEngine;
  const seenHeaders: Record<string, string | undefined>[] = [];

  beforeAll(async () => {
    site = await startSite({
      "/shell": html(appShellPage),
      "/data.json": (_req, res) => {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ text: "Loaded from the API after render" }));
      },
      "/fetching": html(`<html><body><main id="app"></main><script>
        fetch("/data.json").then((r) => r.json()).then((d) => { document.getElementById("app").innerHTML = "<p>" + d.text + "</p>"; });
      </script></body></html>`),
      "/static": html("<html><head><title>Static</title></head><body><h1>Plain page</h1><p>This page has all its text in the HTML already, no scripts needed at all.</p></body></html>"),
      "/late": html(`<html><body><h1>Late page</h1><p>Some server text that is long enough not to look like an empty application shell at all.</p><div id="late"></div>
        <script>setTimeout(() => { document.getElementById("late").textContent = "Appeared after one second"; }, 700);</script></body></html>`),
      "/login": html(`<html><body><h1>Members</h1><p>Press the button below to reveal the members-only content of this page.</p>
        <button id="reveal" onclick="document.getElementById('secret').textContent='Secret value 4711'">Reveal</button>
        <input id="name"><div id="secret"></div><div id="typed"></div>
        <script>document.getElementById("name").addEventListener("input", (e) => { document.getElementById("typed").textContent = "Hello " + e.target.value; });</script></body></html>`),
      "/headers": (req, res) => {
        seenHeaders.push({ custom: req.headers["x-custom"] as string | undefined, ua: req.headers["user-agent"] });
        res.writeHead(200, { "content-type": "text/html" }).end("<html><body><h1>Headers</h1><p>Thanks for visiting this page with your headers, we have noted them down.</p></body></html>");
      },
    });
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath } });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("reports the browser in engine.capabilities", () => {
    expect(engine.capabilities.browser).toMatchObject({ name: "chromium", executablePath: chromiumPath });
  });

  it("renders an empty application shell automatically and says so in the metadata", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}/shell` });
    expect(status).toBe(200);
    expect(body.data.markdown).toContain("Rendered by script");
    expect(body.data.markdown).toContain("quarterly revenue");
    expect(body.data.metadata).toMatchObject({ fetchedWith: "browser", autoRendered: true, statusCode: 200, title: "Shell" });
  });

  it("renders a shell that fetches its content from an API", async () => {
    const { body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}/fetching`, formats: ["markdown", "rawHtml"] });
    expect(body.data.markdown).toContain("Loaded from the API after render");
    expect(body.data.rawHtml).toContain("Loaded from the API after render");
  });

  it("keeps the fetch path for a page that has its text", async () => {
    const { body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}/static` });
    expect(body.data.markdown).toContain("Plain page");
    expect(body.data.metadata.fetchedWith).toBe("fetch");
  });

  it("waitFor renders the page and waits", async () => {
    const plain = await postJson(`${engine.url}/scrape`, { url: `${site.url}/late` });
    expect(plain.body.data.markdown).not.toContain("Appeared after one second");
    const { body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}/late`, waitFor: 1500 });
    expect(body.data.markdown).toContain("Appeared after one second");
    expect(body.data.metadata.fetchedWith).toBe("browser");
    expect(body.data.metadata.autoRendered).toBeUndefined();
  });

  it("takes a screenshot served by the engine under its own base URL", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, {
      url: `${site.url}/static`,
      formats: ["markdown", { type: "screenshot", fullPage: true, quality: 60, viewport: { width: 800, height: 600 } }],
    });
    expect(status).toBe(200);
    expect(body.data.screenshot).toMatch(new RegExp(`^${engine.url}/captures/[0-9a-f-]+\\.jpeg$`));
    const image = await fetch(body.data.screenshot);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(0, 2).toString("hex")).toBe("ffd8");
    const png = await postJson(`${engine.url}/scrape`, { url: `${site.url}/static`, formats: ["screenshot"] });
    expect(png.body.data.screenshot).toMatch(/\.png$/);
    expect(png.body.data.markdown).toBeUndefined();
  });

  it("runs actions and returns their results as the service does", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, {
      url: `${site.url}/login`,
      formats: ["markdown"],
      actions: [
        { type: "click", selector: "#reveal" },
        { type: "wait", selector: "#secret:not(:empty)" },
        { type: "click", selector: "#name" },
        { type: "write", text: "Ada" },
        { type: "press", key: "Tab" },
        { type: "scroll", direction: "down" },
        { type: "executeJavascript", script: "document.getElementById('secret').textContent" },
        { type: "executeJavascript", script: "return 6 * 7;" },
        { type: "scrape" },
        { type: "screenshot" },
        { type: "pdf", format: "A4" },
        { type: "wait", milliseconds: 50 },
      ],
    });
    expect(status).toBe(200);
    expect(body.data.markdown).toContain("Secret value 4711");
    expect(body.data.markdown).toContain("Hello Ada");
    expect(body.data.actions.javascriptReturns).toEqual([
      { type: "string", value: "Secret value 4711" },
      { type: "number", value: 42 },
    ]);
    expect(body.data.actions.scrapes[0].html).toContain("Secret value 4711");
    expect(body.data.actions.screenshots).toHaveLength(1);
    expect(body.data.actions.pdfs[0]).toMatch(/\.pdf$/);
    const pdf = await fetch(body.data.actions.pdfs[0]);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 4).toString()).toBe("%PDF");
  });

  it("answers 400 naming the action that failed", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, {
      url: `${site.url}/static`,
      timeout: 3000,
      actions: [{ type: "wait", milliseconds: 10 }, { type: "click", selector: "#does-not-exist" }],
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: "SCRAPE_ACTION_ERROR" });
    expect(body.error).toContain("Action 1");
  });

  it("sends the caller's headers and emulates a mobile device", async () => {
    await postJson(`${engine.url}/scrape`, { url: `${site.url}/headers`, headers: { "X-Custom": "yes" }, waitFor: 10 });
    await postJson(`${engine.url}/scrape`, { url: `${site.url}/headers`, mobile: true });
    expect(seenHeaders.at(-2)?.custom).toBe("yes");
    expect(seenHeaders.at(-1)?.ua).toContain("Mobile");
  });
});

describeWithBrowser("scrape with autoRender off", () => {
  it("renders only when asked", async () => {
    const site = await startSite({ "/shell": html(appShellPage) });
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath, autoRender: false } });
    const plain = await postJson(`${engine.url}/scrape`, { url: `${site.url}/shell` });
    expect(plain.body.data.metadata.fetchedWith).toBe("fetch");
    expect(plain.body.data.markdown).not.toContain("Rendered by script");
    const rendered = await postJson(`${engine.url}/scrape`, { url: `${site.url}/shell`, waitFor: 200 });
    expect(rendered.body.data.markdown).toContain("Rendered by script");
    await site.close();
  });
});
