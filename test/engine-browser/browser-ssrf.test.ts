import { afterAll, beforeAll, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { systemResolver, type HostResolver } from "../../src/engine/fetch/guarded-lookup.js";
import { postJson } from "../engine/engine-http.js";
import { chromiumPath, describeWithBrowser, html, startSite } from "./browser-fixture.js";

describeWithBrowser("every browser request passes the SSRF guard", () => {
  let secret: Awaited<ReturnType<typeof startSite>>;
  let site: Awaited<ReturnType<typeof startSite>>;
  let engine: LocalEngine;
  // "allowed.test" is the one private host the engine may reach; the secret server is loopback too.
  const lookup: HostResolver = async (hostname) => {
    if (hostname === "allowed.test" || hostname === "rebind.test") return [{ address: "127.0.0.1", family: 4 }];
    return systemResolver(hostname);
  };
  const siteUrl = (path: string) => `${site.url.replace("127.0.0.1", "allowed.test")}${path}`;

  beforeAll(async () => {
    secret = await startSite({ "/": html("<html><body><h1>internal secret</h1></body></html>"), "/x": html("secret") });
    const s = secret.url;
    const sPort = new URL(s).port;
    site = await startSite({
      "/attack": html(`<html><head><title>Attack</title>
        <link rel="stylesheet" href="${s}/x"><script src="http://localhost:${sPort}/x"></script></head>
        <body><h1>Attacker page</h1><p>This page tries every way to make the browser reach a loopback service.</p>
        <img src="${s}/x"><img src="http://[::1]:${sPort}/x"><img src="http://rebind.test:${sPort}/x">
        <iframe src="${s}/"></iframe>
        <div id="out"></div>
        <script>
          const out = [];
          const log = (m) => { out.push(m); document.getElementById("out").textContent = out.join(" | "); };
          fetch("${s}/x").then(() => log("fetch-ok"), () => log("fetch-blocked"));
          fetch("https://127.0.0.1:${sPort}/x").then(() => log("https-ok"), () => log("https-blocked"));
          const x = new XMLHttpRequest(); x.open("GET", "http://0x7f000001:${sPort}/x"); x.onload = () => log("xhr-ok"); x.onerror = () => log("xhr-blocked"); x.send();
          try { const ws = new WebSocket("ws://127.0.0.1:${sPort}/"); ws.onopen = () => log("ws-ok"); ws.onerror = () => log("ws-blocked"); } catch { log("ws-blocked"); }
          navigator.sendBeacon && navigator.sendBeacon("${s}/x", "beacon");
        </script></body></html>`),
      "/redirect": (_req, res) => {
        res.writeHead(302, { location: `${s}/` }).end();
      },
    });
    engine = await createLocalEngine({ lookup, allowPrivateNetwork: ["allowed.test"], browser: { executablePath: chromiumPath } });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
    await secret.close();
  });

  it("a page on an allowed origin cannot make the browser fetch a loopback URL", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: siteUrl("/attack"), waitFor: 1500, formats: ["rawHtml"] });
    expect(status).toBe(200);
    const results = String(body.data.rawHtml);
    expect(results).toContain("Attacker page");
    for (const probe of ["fetch", "https", "xhr", "ws"]) expect(results).toContain(`${probe}-blocked`);
    expect(secret.hits).toEqual([]);
    // The allowed host itself was reached through the proxy.
    expect(site.hits).toContain("/attack");
  });

  it("refuses a redirect to loopback with the fetch path's 403", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: siteUrl("/redirect"), waitFor: 10 });
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, code: "SCRAPE_BLOCKED_ADDRESS" });
    expect(secret.hits).toEqual([]);
  });

  it("refuses to open a private literal in the browser", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: `${secret.url}/`, formats: ["screenshot"] });
    expect(status).toBe(403);
    expect(body.code).toBe("SCRAPE_BLOCKED_ADDRESS");
    expect(secret.hits).toEqual([]);
  });

  it("the fetch path follows the same allow-list", async () => {
    const allowed = await postJson(`${engine.url}/scrape`, { url: siteUrl("/attack") });
    expect(allowed.status).toBe(200);
    const refused = await postJson(`${engine.url}/scrape`, { url: `${secret.url}/` });
    expect(refused.status).toBe(403);
    expect(secret.hits).toEqual([]);
  });
});
