import { afterAll, beforeAll, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { postJson } from "../engine/engine-http.js";
import { chromiumPath, describeWithBrowser, html, startSite } from "./browser-fixture.js";

const intro = "<h1>The lamp shop</h1>" + "<p>Our desk lamps are made by hand in a small workshop, from brass and linen, and each one is tested for a week before it ships.</p>".repeat(4);
const nav = '<nav><a href="/">Home</a> <a href="/shop">NAVIGATION-LINKS</a></nav>';
const page = (main: string, script = "") => html(`<!doctype html><html><head><title>Lamps</title></head><body>${nav}<main>${intro}${main}</main>${script}</body></html>`);
const revealed = (name: string) => `<p>REVEALED-${name}: the warranty covers the wiring and the switch for ten years, and the shade for two.</p>`;

describeWithBrowser("actions keep what they reveal", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let engine: LocalEngine;

  beforeAll(async () => {
    site = await startSite({
      // A hidden block named like page chrome, shown by a click.
      "/click": page(`<button id="more" onclick="document.getElementById('extra').style.display = 'block'">More</button><div id="extra" style="display:none">${revealed("CLICK")}</div>`),
      // Text inserted by a click into a container named like chrome.
      "/click-insert": page(`<button id="more" onclick="document.querySelector('.more-info').innerHTML = ${JSON.stringify(revealed("INSERT")).replaceAll('"', "&quot;")}">More</button><div class="more-info"></div>`),
      // A search form: type, press Enter, results appear in an aside.
      "/search": page(
        `<form id="f"><input id="q" name="q"></form><aside class="sidebar" id="results"></aside>`,
        `<script>document.getElementById("f").addEventListener("submit", (e) => { e.preventDefault(); document.getElementById("results").innerHTML = "<p>REVEALED-SEARCH: 3 lamps match " + document.getElementById("q").value + ", the brass one ships today from the workshop.</p>"; });</script>`,
      ),
      // More rows load when the page is scrolled.
      "/scroll": page(
        `<div style="height:3000px"></div><div id="more" class="feed-more"></div>`,
        `<script>addEventListener("scroll", () => { const more = document.getElementById("more"); if (more.childElementCount === 0) more.innerHTML = ${JSON.stringify(revealed("SCROLL"))}; });</script>`,
      ),
      // A block shown by the caller's own script.
      "/script": page(`<div id="extra" class="popup" hidden>${revealed("SCRIPT")}</div>`),
    });
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath } });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  const cases = [
    { name: "CLICK", path: "/click", actions: [{ type: "click", selector: "#more" }, { type: "wait", milliseconds: 300 }] },
    { name: "INSERT", path: "/click-insert", actions: [{ type: "click", selector: "#more" }, { type: "wait", milliseconds: 300 }] },
    { name: "SEARCH", path: "/search", actions: [{ type: "click", selector: "#q" }, { type: "write", text: "brass" }, { type: "press", key: "Enter" }, { type: "wait", milliseconds: 300 }] },
    { name: "SCROLL", path: "/scroll", actions: [{ type: "scroll", direction: "down" }, { type: "wait", milliseconds: 300 }] },
    { name: "SCRIPT", path: "/script", actions: [{ type: "executeJavascript", script: "document.getElementById('extra').hidden = false" }] },
  ];

  for (const { name, path, actions } of cases) {
    it(`${actions.map((action) => action.type).join(" + ")}: the main-content markdown keeps what it revealed (${path})`, async () => {
      const { status, body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}${path}`, actions, formats: ["markdown", "html", "rawHtml"] });
      expect(status).toBe(200);
      expect(body.data.markdown).toContain(`REVEALED-${name}`);
      expect(body.data.markdown).toContain("made by hand");
      // Marking what changed keeps that, not the page's chrome.
      expect(body.data.markdown).not.toContain("NAVIGATION-LINKS");
      expect(body.data.rawHtml).toContain(`REVEALED-${name}`);
      expect(body.data.html).not.toContain("data-webdata");
      expect(body.data.rawHtml).not.toContain("data-webdata");
    });
  }
});
