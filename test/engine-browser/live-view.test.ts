import { request } from "node:http";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { deleteJson, postJson } from "../engine/engine-http.js";
import { decodePng } from "../helpers/png-pixels.js";
import { until } from "../helpers/until.js";
import { chromiumPath, describeWithBrowser, html, startSite } from "./browser-fixture.js";

// The session's page: a magenta block on the top half, a button below it, a text field at the bottom (all fixed), over a tall page that scrolls.
const sessionPage = `<!doctype html><html><head><title>Live</title></head><body style="margin:0;background:#fff">
<div id="block" style="position:fixed;left:0;top:0;width:100vw;height:50vh;background:rgb(230,20,160)"></div>
<button id="button" style="position:fixed;left:0;top:50vh;width:100vw;height:25vh;font-size:30px">Count</button>
<input id="field" style="position:fixed;left:0;top:75vh;width:100vw;height:25vh;font-size:30px;box-sizing:border-box">
<div style="height:4000px"></div>
<script>window.clicks = 0; document.getElementById("button").addEventListener("click", () => { window.clicks += 1; });</script>
</body></html>`;

// A page whose button never returns: a click on it hangs the page's main thread.
const stuckPage = `<!doctype html><html><body style="margin:0"><button id="hang" style="position:fixed;inset:0;width:100vw;height:100vh">Hang</button>
<script>document.getElementById("hang").addEventListener("click", () => { for (;;) {} });</script></body></html>`;

interface RawAnswer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One request with the headers as given (Host and Origin included), read to its end. */
function raw(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), headers: res.headers }));
      res.on("error", () => {});
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

/** Opens a frame stream and keeps it open: its status, and a way to leave. */
function openStream(url: string): Promise<{ status: number; close(): void }> {
  return new Promise((resolve, reject) => {
    const req = request(url, (res) => {
      res.on("error", () => {});
      const close = () => res.destroy();
      if (res.statusCode !== 200) {
        res.resume();
        resolve({ status: res.statusCode ?? 0, close });
      } else res.once("data", () => resolve({ status: 200, close }));
    });
    req.on("error", reject);
    req.end();
  });
}

// Page expressions the viewer is polled with (the viewer marks its <body>). Polled with evaluate, not
// waitForFunction: that one evaluates a string with eval, which the viewer's CSP refuses.
const hasFrame = `Number(document.body.dataset.frames || 0) > 0`;
const hasEnded = `document.body.dataset.ended === "true"`;

const near = (pixel: [number, number, number], colour: [number, number, number]) => pixel.every((value, i) => Math.abs(value - (colour[i] ?? 0)) <= 40);

describeWithBrowser("the live view of an interact session", () => {
  let engine: LocalEngine;
  let site: Awaited<ReturnType<typeof startSite>>;
  let viewerBrowser: Browser;

  beforeAll(async () => {
    site = await startSite({ "/": html(sessionPage), "/stuck": html(stuckPage) });
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath } });
    viewerBrowser = await chromium.launch({ executablePath: chromiumPath, args: process.getuid?.() === 0 ? ["--no-sandbox"] : [] });
  });
  afterAll(async () => {
    await viewerBrowser?.close();
    await engine?.close();
    await site?.close();
  });

  /** A scrape of the session page and its first interact call: the session and its links. */
  async function openSession(): Promise<{ scrapeId: string; liveViewUrl: string; interactiveLiveViewUrl: string }> {
    const scrape = await postJson(`${engine.url}/scrape`, { url: `${site.url}/` });
    const scrapeId = scrape.body.data.metadata.scrapeId as string;
    const first = await postJson(`${engine.url}/scrape/${scrapeId}/interact`, { code: "await page.title()" });
    expect(first.status).toBe(200);
    expect(first.body.cdpUrl).toBeNull();
    return { scrapeId, liveViewUrl: first.body.liveViewUrl, interactiveLiveViewUrl: first.body.interactiveLiveViewUrl };
  }

  const code = async (scrapeId: string, source: string) => (await postJson(`${engine.url}/scrape/${scrapeId}/interact`, { code: source })).body.result as string;

  it("shows the session's page: a screenshot of the viewer has its colour block", async () => {
    const { scrapeId, liveViewUrl, interactiveLiveViewUrl } = await openSession();
    expect(liveViewUrl.startsWith(`${engine.url}/live/`)).toBe(true);
    expect(interactiveLiveViewUrl.endsWith("?interactive=true")).toBe(true);
    expect(new URL(interactiveLiveViewUrl).pathname).not.toBe(new URL(liveViewUrl).pathname);

    const viewer = await viewerBrowser.newPage();
    const refusedRequests: string[] = [];
    const requested: string[] = [];
    viewer.on("requestfailed", (failed) => refusedRequests.push(failed.url()));
    viewer.on("request", (sent) => requested.push(sent.url()));
    const opened = await viewer.goto(liveViewUrl);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect(await viewer.evaluate("document.body.dataset.interactive")).toBe("false");
    // The query does not make a view-only link interactive: the token decides.
    expect((await raw(`${liveViewUrl}?interactive=true`)).body).toContain('data-interactive="false"');
    await until(async () => (await viewer.evaluate(hasFrame)) === true, "a frame in the viewer", 20_000);
    const shot = decodePng(await viewer.locator("#screen").screenshot());
    // The top half of the session page is the block, the bottom quarter the (white) field.
    expect(near(shot.at(Math.floor(shot.width / 2), Math.floor(shot.height / 4)), [230, 20, 160])).toBe(true);
    expect(near(shot.at(Math.floor(shot.width / 2), Math.floor(shot.height * 0.9)), [230, 20, 160])).toBe(false);

    // The view-only viewer sends nothing: a click on it leaves the page's counter at 0.
    await viewer.locator("#screen").click({ position: { x: 20, y: Math.floor((await viewer.locator("#screen").boundingBox())!.height * 0.62) } });
    expect(await code(scrapeId, "await page.evaluate(() => window.clicks)")).toBe("0");
    expect(refusedRequests).toEqual([]);
    // Self-contained: the page, its stream and data: frames, nothing from anywhere else.
    expect(requested.filter((sent) => !sent.startsWith(`${new URL(liveViewUrl).origin}/v2/live/`) && !sent.startsWith("data:"))).toEqual([]);
    await viewer.close();
    await deleteJson(`${engine.url}/scrape/${scrapeId}/interact`);
  });

  it("interactive: a click in the viewer fires the page's click handler and typed keys reach its input", async () => {
    const { scrapeId, interactiveLiveViewUrl } = await openSession();
    const viewer = await viewerBrowser.newPage();
    await viewer.goto(interactiveLiveViewUrl);
    await until(async () => (await viewer.evaluate(hasFrame)) === true, "a frame in the viewer", 20_000);
    const box = (await viewer.locator("#screen").boundingBox())!;
    await viewer.mouse.click(box.x + box.width / 2, box.y + box.height * 0.62);
    await until(async () => (await code(scrapeId, "await page.evaluate(() => window.clicks)")) === "1", "the click to reach the session page", 20_000);

    await viewer.mouse.click(box.x + box.width / 2, box.y + box.height * 0.87);
    await viewer.keyboard.type("hello live");
    await viewer.keyboard.press("Backspace");
    await until(async () => (await code(scrapeId, "await page.inputValue('#field')")) === "hello liv", "the typed keys to reach the field", 20_000);
    expect(await code(scrapeId, "await page.evaluate(() => window.clicks)")).toBe("1");

    await viewer.mouse.move(box.x + box.width / 2, box.y + box.height / 4);
    await viewer.mouse.wheel(0, 600);
    await until(async () => Number(await code(scrapeId, "await page.evaluate(() => window.scrollY)")) > 0, "the wheel to scroll the session page", 20_000);
    await viewer.close();
    await deleteJson(`${engine.url}/scrape/${scrapeId}/interact`);
  });

  it("refuses a wrong or missing token, another origin, another host and input on the view-only link", async () => {
    const { scrapeId, liveViewUrl, interactiveLiveViewUrl } = await openSession();
    const live = new URL(liveViewUrl);
    const interactive = new URL(interactiveLiveViewUrl);
    const own = live.origin;
    const sessionPath = live.pathname.split("/").slice(0, -1).join("/");
    const click = JSON.stringify({ type: "click", x: 0.5, y: 0.62 });
    const json = { "content-type": "application/json" };

    expect((await raw(`${own}${sessionPath}/not-the-token`)).status).toBe(403);
    expect((await raw(`${own}${sessionPath}/${"A".repeat(43)}/frames`)).status).toBe(403);
    expect((await raw(`${own}${sessionPath}`)).status).toBe(403);
    expect((await raw(`${own}${sessionPath}/`)).status).toBe(403);
    expect((await raw(`${own}/v2/live/no-such-session/${"A".repeat(43)}`)).status).toBe(404);
    // The API key is not the token either.
    expect((await raw(`${own}${sessionPath}/${"A".repeat(43)}`, { headers: { authorization: "Bearer anything" } })).status).toBe(403);

    // Another site's page, even holding the link, is refused by the gate; the viewer's own origin is not.
    expect((await raw(`${own}${interactive.pathname}/input`, { method: "POST", headers: { ...json, origin: "http://evil.example" }, body: click })).status).toBe(403);
    expect((await raw(`${own}${live.pathname}/frames`, { headers: { origin: "http://evil.example" } })).status).toBe(403);
    expect((await raw(`${own}${live.pathname}`, { headers: { origin: "http://evil.example" } })).status).toBe(403);
    expect((await raw(`${own}${interactive.pathname}/input`, { method: "POST", headers: { ...json, origin: own }, body: click })).status).toBe(200);
    // Own origin opens the live paths only: the rest of the API still refuses it.
    expect((await raw(`${engine.url}/scrape/${scrapeId}/interact`, { method: "POST", headers: { ...json, origin: own }, body: JSON.stringify({ code: "1" }) })).status).toBe(403);
    // A name that is not this server's (DNS rebinding) is refused before anything else.
    expect((await raw(`${own}${live.pathname}`, { headers: { host: `rebound.example:${live.port}` } })).status).toBe(421);
    expect((await raw(`${own}${interactive.pathname}/input`, { method: "POST", headers: { ...json, host: `rebound.example:${live.port}`, origin: `http://rebound.example:${live.port}` }, body: click })).status).toBe(421);
    // Input is JSON only (no form or beacon reaches it), and well-formed.
    expect((await raw(`${own}${interactive.pathname}/input`, { method: "POST", headers: { "content-type": "text/plain" }, body: click })).status).toBe(415);
    expect((await raw(`${own}${interactive.pathname}/input`, { method: "POST", headers: json, body: JSON.stringify({ type: "key", key: "Control+Shift+Alt+Meta+Enter+x" }) })).status).toBe(400);
    expect((await raw(`${own}${interactive.pathname}/input`, { method: "POST", headers: json, body: JSON.stringify({ type: "click", x: 5, y: 0 }) })).status).toBe(400);

    // The view-only link takes no input, from its own origin or any other.
    const viewInput = await raw(`${own}${live.pathname}/input`, { method: "POST", headers: { ...json, origin: own }, body: click });
    expect(viewInput.status).toBe(403);
    expect(viewInput.body).toContain("view-only");
    expect((await raw(`${own}${live.pathname}/input`, { method: "POST", headers: json, body: click })).status).toBe(403);
    expect(await code(scrapeId, "await page.evaluate(() => window.clicks)")).toBe("1");
    await deleteJson(`${engine.url}/scrape/${scrapeId}/interact`);
  });

  it("bounds the viewers of a session", async () => {
    const { scrapeId, liveViewUrl } = await openSession();
    const streams = [];
    for (let i = 0; i < 4; i += 1) streams.push(await openStream(`${liveViewUrl}/frames`));
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200, 200]);
    expect((await openStream(`${liveViewUrl}/frames`)).status).toBe(429);
    // A viewer that leaves frees its place.
    streams.pop()?.close();
    await until(async () => {
      const again = await openStream(`${liveViewUrl}/frames`);
      streams.push(again);
      return again.status === 200;
    }, "a place to free up", 20_000);
    for (const stream of streams) stream.close();
    await deleteJson(`${engine.url}/scrape/${scrapeId}/interact`);
  });

  it("a page stuck in a loop: the input that hung it answers 409, and DELETE still ends the session and its live view", async () => {
    const scrape = await postJson(`${engine.url}/scrape`, { url: `${site.url}/stuck` });
    const scrapeId = scrape.body.data.metadata.scrapeId as string;
    const { liveViewUrl, interactiveLiveViewUrl } = (await postJson(`${engine.url}/scrape/${scrapeId}/interact`, { code: "1" })).body as { liveViewUrl: string; interactiveLiveViewUrl: string };
    const input = new URL(interactiveLiveViewUrl);
    const click = await raw(`${input.origin}${input.pathname}/input`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ type: "click", x: 0.5, y: 0.5 }) });
    // The loop never ends, so the page never takes the click: the wait is cut at the input timeout.
    expect(click.status).toBe(409);
    expect((await deleteJson(`${engine.url}/scrape/${scrapeId}/interact`)).status).toBe(200);
    expect((await raw(liveViewUrl)).status).toBe(410);
  });

  it("ends the stream when the session ends; the links then answer 410, and a new scrape gets new links", async () => {
    const { scrapeId, liveViewUrl, interactiveLiveViewUrl } = await openSession();
    const viewer = await viewerBrowser.newPage();
    await viewer.goto(liveViewUrl);
    await until(async () => (await viewer.evaluate(hasFrame)) === true, "a frame in the viewer", 20_000);
    expect((await deleteJson(`${engine.url}/scrape/${scrapeId}/interact`)).status).toBe(200);
    await until(async () => (await viewer.evaluate(hasEnded)) === true, "the viewer to show the end", 20_000);
    expect(await viewer.locator("#status").textContent()).toContain("ended");
    await viewer.close();

    expect((await raw(liveViewUrl)).status).toBe(410);
    expect((await raw(`${liveViewUrl}/frames`)).status).toBe(410);
    const interactive = new URL(interactiveLiveViewUrl);
    expect((await raw(`${interactive.origin}${interactive.pathname}/input`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ type: "text", text: "x" }) })).status).toBe(410);
    // The token still decides: a wrong one learns nothing about the ended session.
    expect((await raw(`${liveViewUrl.slice(0, -4)}AAAA`)).status).toBe(403);
    expect((await postJson(`${engine.url}/scrape/${scrapeId}/interact`, { code: "1" })).status).toBe(410);

    const next = await openSession();
    expect(next.scrapeId).not.toBe(scrapeId);
    expect(next.liveViewUrl).not.toBe(liveViewUrl);
    expect((await raw(next.liveViewUrl)).status).toBe(200);
    await deleteJson(`${engine.url}/scrape/${next.scrapeId}/interact`);
  });
});

describeWithBrowser("the live view of a session that expires", () => {
  it("needs no API key (its token is the capability), ends its streams when the session goes idle, then answers 410", async () => {
    const site = await startSite({ "/": html(sessionPage) });
    const apiKey = "live-view-test-key-0123456789";
    const auth = { authorization: `Bearer ${apiKey}` };
    await using engine = await createLocalEngine({ apiKey, allowPrivateNetwork: true, browser: { executablePath: chromiumPath, sessionIdleMs: 5_000 } });
    const scrape = await postJson(`${engine.url}/scrape`, { url: `${site.url}/` }, auth);
    const scrapeId = scrape.body.data.metadata.scrapeId as string;
    const first = await postJson(`${engine.url}/scrape/${scrapeId}/interact`, { code: "1" }, auth);
    const { liveViewUrl, interactiveLiveViewUrl } = first.body as { liveViewUrl: string; interactiveLiveViewUrl: string };
    expect(liveViewUrl).not.toContain(apiKey);
    expect(interactiveLiveViewUrl).not.toContain(apiKey);
    // The stream opens at once (well inside the idle time), without the key, and is read until the engine ends it.
    const stream = await raw(`${liveViewUrl}/frames`);
    expect(stream.status).toBe(200);
    expect(stream.body).toContain("event: frame");
    expect(stream.body).toContain("event: end");
    expect((await raw(liveViewUrl)).status).toBe(410);
    expect((await postJson(`${engine.url}/scrape/${scrapeId}/interact`, { code: "1" }, auth)).status).toBe(410);
    await site.close();
  });
});
