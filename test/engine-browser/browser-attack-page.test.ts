import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { postJson } from "../engine/engine-http.js";
import { chromiumPath, describeWithBrowser, html, startSite } from "./browser-fixture.js";

const KEY = "attack-page-key-0123456789";

/** A server that records every request it gets: the target a successful attack makes the engine fetch, or a control. */
async function recorder(): Promise<{ origin: string; port: number; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    requests.push(`${req.method} ${req.url} ${req.headers["content-type"] ?? ""}`);
    req.resume();
    res.writeHead(200, { "content-type": "text/html" }).end("<html><body><p>Internal page the attacker wants.</p></body></html>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The attacker's page: every request a page can send without the server's consent, aimed at
 * `?api=<v2 base URL>` and asking it to scrape `?target=`. `window.finished` turns true when all
 * have settled (beacons, forms and images are fire-and-forget: they get a moment).
 */
const attackPage = `<!doctype html><html><head><title>Attacker</title></head><body>
<iframe name="sink" style="display:none"></iframe>
<form id="form" method="post" enctype="text/plain" target="sink"><input id="field" name="" value=""></form>
<script>
  const params = new URLSearchParams(location.search);
  const api = params.get("api");
  const key = params.get("key");
  const body = JSON.stringify({ url: params.get("target"), formats: ["markdown"] });
  const settle = (p) => p.then(() => "sent", (e) => "blocked");
  const attacks = [];
  // Simple no-cors fetches: text/plain and no content type (the browser sends them without asking).
  attacks.push(settle(fetch(api + "/scrape", { method: "POST", mode: "no-cors", headers: { "content-type": "text/plain" }, body })));
  attacks.push(settle(fetch(api + "/scrape", { method: "POST", mode: "no-cors", body })));
  attacks.push(settle(fetch(api + "/crawl", { method: "POST", mode: "no-cors", body: new URLSearchParams({ url: params.get("target") }) })));
  // Preflighted fetches: JSON, and JSON with the key (as if it had leaked).
  attacks.push(settle(fetch(api + "/scrape", { method: "POST", headers: { "content-type": "application/json" }, body })));
  if (key) attacks.push(settle(fetch(api + "/scrape", { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer " + key }, body })));
  // XHR, simple.
  attacks.push(new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", api + "/scrape");
    xhr.setRequestHeader("content-type", "text/plain");
    xhr.onload = () => resolve("sent"); xhr.onerror = () => resolve("blocked");
    xhr.send(body);
  }));
  // Beacons: text/plain and a JSON blob.
  try { navigator.sendBeacon(api + "/scrape", body); } catch {}
  try { navigator.sendBeacon(api + "/scrape", new Blob([body], { type: "text/plain" })); } catch {}
  try { navigator.sendBeacon(api + "/scrape", new Blob([body], { type: "application/json" })); } catch {}
  // A text/plain form whose name=value pair spells JSON.
  const json = body.slice(0, -1);
  document.getElementById("field").name = json + ', "pad": "';
  document.getElementById("field").value = '"}';
  document.getElementById("form").action = api + "/scrape";
  document.getElementById("form").submit();
  // Images (GET): the status and capture routes.
  for (const path of ["/scrape?url=" + encodeURIComponent(params.get("target")), "/crawl/active", "/captures/x.png"]) {
    const img = new Image(); img.src = api + path; document.body.appendChild(img);
  }
  Promise.all(attacks).then((results) => setTimeout(() => { window.results = results; window.finished = true; }, 500));
</script></body></html>`;

describeWithBrowser("a web page on another loopback origin cannot drive the engine", () => {
  let browser: Browser;
  let attacker: Awaited<ReturnType<typeof startSite>>;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: process.getuid?.() === 0 ? ["--no-sandbox"] : [] });
    attacker = await startSite({ "/attack": html(attackPage) });
  });
  afterAll(async () => {
    await browser?.close();
    await attacker?.close();
  });

  async function runAttack(pageOrigin: string, api: string, target: string, key?: string): Promise<void> {
    const page = await browser.newPage();
    try {
      const query = new URLSearchParams({ api, target, ...(key === undefined ? {} : { key }) });
      await page.goto(`${pageOrigin}/attack?${query}`);
      await page.waitForFunction(() => (globalThis as { finished?: boolean }).finished === true, undefined, { timeout: 15_000 });
    } finally {
      await page.close();
    }
  }

  it("the browser does send these requests (control: an ungated server receives them)", async () => {
    const control = await recorder();
    try {
      await runAttack(attacker.url, `${control.origin}/v2`, "http://127.0.0.1:9/");
      const posts = control.requests.filter((line) => line.startsWith("POST /v2/scrape"));
      // no-cors fetches, XHR, beacons and the form reach a server that asks no questions.
      expect(posts.length).toBeGreaterThanOrEqual(5);
      expect(posts.some((line) => line.includes("text/plain"))).toBe(true);
    } finally {
      await control.close();
    }
  });

  for (const apiKey of [undefined, KEY]) {
    it(`the engine does no work for any of them ${apiKey === undefined ? "without" : "with"} a key, and still answers afterwards`, async () => {
      const target = await recorder();
      await using engine: LocalEngine = await createLocalEngine({ apiKey, allowPrivateNetwork: true, browser: false });
      try {
        const attackerPort = new URL(attacker.url).port;
        // Another port on 127.0.0.1, `localhost` against `127.0.0.1`, and the other way round.
        const pages = [attacker.url, `http://localhost:${attackerPort}`];
        const apis = [engine.url, `http://localhost:${engine.port}/v2`];
        for (const pageOrigin of pages) {
          for (const api of apis) await runAttack(pageOrigin, api, `${target.origin}/secret`, apiKey);
        }
        expect(target.requests).toEqual([]);
        const auth: Record<string, string> = apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` };
        const normal = await postJson(`${engine.url}/scrape`, { url: `${target.origin}/secret` }, auth);
        expect(normal.status).toBe(200);
        expect(normal.body.data.markdown).toContain("Internal page the attacker wants.");
        expect(target.requests).toHaveLength(1);
      } finally {
        await target.close();
      }
    });
  }
});
