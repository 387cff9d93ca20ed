import Firecrawl from "@mendable/firecrawl-js";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFirecrawlMcp } from "../helpers/firecrawl-mcp-client.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { readBranding } from "../../src/engine/browser/page-branding.js";
import { brandingScript } from "../../src/engine/browser/branding-script.js";
import { cli } from "../cli/cli-harness.js";
import { getJson, postJson } from "../engine/engine-http.js";
import { until } from "../helpers/until.js";
import { chromiumPath, describeWithBrowser, html, startSite } from "./browser-fixture.js";

const styled = `<!doctype html><html><head><title>Pricing | Acme Rockets</title>
<meta property="og:site_name" content="Acme">
<meta property="og:image" content="/og.png">
<link rel="icon" href="/favicon.png">
<style>
  body { margin: 0; background: #ffffff; color: #1f2937; font: 16px/1.5 "Inter", Arial, sans-serif; }
  header { height: 64px; padding: 8px 16px; }
  h1 { font-family: "Playfair Display", Georgia, serif; font-size: 40px; font-weight: 700; line-height: 48px; }
  h2 { font-size: 32px; }
  main { max-width: 960px; padding: 24px 16px; }
  p { margin: 16px 0; }
  a { color: #2563eb; }
  small { color: #6b7280; font-size: 14px; }
  code { font-family: "Fira Code", monospace; }
  .btn { display: inline-block; padding: 8px 16px; border-radius: 8px; }
  .btn-primary { background: #ff5a1f; color: #ffffff; border: 0; }
  .btn-secondary { background: transparent; color: #0f766e; border: 2px solid #0f766e; }
  input { border: 1px solid #d1d5db; border-radius: 4px; }
</style></head><body>
<header><a href="/"><img src="/logo.png" alt="Acme logo" width="120" height="32"></a></header>
<main><h1>Rockets for everyone</h1><h2>Plans</h2>
<p>Our rockets are <a href="/docs">documented</a> and tested. Use <code>launch()</code> to start.</p>
<p><small>Prices exclude tax.</small></p>
<button class="btn btn-primary">Buy now</button> <a class="btn btn-secondary" href="/contact">Talk to sales</a>
<form><input name="email" placeholder="Email"></form>
</main></body></html>`;

const dark = `<!doctype html><html><head><title>Night</title><style>
  body { background: rgb(17, 24, 39); color: oklch(0.95 0 0); font-family: system-ui, sans-serif; }
</style></head><body><h1>Night mode</h1><p>Everything here is dark, as the moon likes it.</p></body></html>`;

// The page replaces the functions the in-page pass uses: the branding comes back shaped (or not at all), never garbage.
const hostile = `<!doctype html><html><head><title>Trap</title></head><body><h1>Trap</h1><p>A page that lies about its styles to whoever asks.</p>
<script>
  window.getComputedStyle = () => ({ color: { toString() { throw new Error("boom"); } }, fontFamily: "x".repeat(100000), display: "block" });
  HTMLCanvasElement.prototype.getContext = () => null;
  Array.prototype.slice = function () { return ["not", "what", "you", "expected"]; };
</script></body></html>`;

// The page rewrites the built-ins the in-page pass leans on: a pass running in the page's world would
// count no colours (Map#set does nothing) and carry megabytes back from every string it cuts.
const patched = styled.replace(
  "</body>",
  `<script>
  const huge = "x".repeat(1_000_000);
  String.prototype.slice = function () { return huge; };
  Map.prototype.set = function () { return this; };
  Array.prototype.sort = function () { return this; };
</script></body>`,
);

/** Polls a batch job (with the engine's key) until it is no longer scraping. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function waitForCrawl(url: string, headers: Record<string, string>): Promise<any> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let body: any;
  await until(async () => {
    body = (await getJson(url, headers)).body;
    return body.status !== "scraping";
  }, `the job at ${url} to end`, 25_000);
  return body;
}

describeWithBrowser("the branding format in a real Chromium", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let engine: LocalEngine;

  beforeAll(async () => {
    site = await startSite({ "/": html(styled), "/dark": html(dark), "/hostile": html(hostile), "/patched": html(patched) });
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath }, apiKey: "fc-branding" });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("reads colours, fonts, typography, spacing, buttons, logo and favicon from the computed styles", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}/`, formats: ["markdown", "branding"] }, { authorization: "Bearer fc-branding" });
    expect(status).toBe(200);
    expect(body.data.markdown).toContain("Rockets for everyone");
    expect(body.data.metadata.fetchedWith).toBe("browser");
    const branding = body.data.branding;
    expect(branding).toMatchObject({
      colorScheme: "light",
      brandName: "Acme",
      logo: `${site.url}/logo.png`,
      colors: { primary: "#FF5A1F", secondary: "#0F766E", background: "#FFFFFF", textPrimary: "#1F2937", textSecondary: "#6B7280", link: "#2563EB" },
      typography: {
        fontFamilies: { primary: "Inter", heading: "Playfair Display", code: "Fira Code" },
        fontStacks: { primary: ["Inter", "Arial", "sans-serif"], heading: ["Playfair Display", "Georgia", "serif"] },
        fontSizes: { h1: "40px", h2: "32px", body: "16px", small: "14px" },
        lineHeights: { heading: 1.2, body: 1.5 },
        fontWeights: { regular: 400, bold: 700 },
      },
      spacing: { baseUnit: 8, borderRadius: "8px" },
      components: {
        buttonPrimary: { background: "#FF5A1F", textColor: "#FFFFFF", borderRadius: "8px" },
        buttonSecondary: { background: "transparent", textColor: "#0F766E", borderColor: "#0F766E", borderRadius: "8px" },
        input: { borderColor: "#D1D5DB", borderRadius: "4px" },
      },
      images: { logo: `${site.url}/logo.png`, favicon: `${site.url}/favicon.png`, ogImage: `${site.url}/og.png` },
      layout: { headerHeight: "80px", grid: { maxWidth: "960px" } },
    });
    expect(branding.fonts.map((font: { family: string }) => font.family)).toEqual(expect.arrayContaining(["Inter", "Playfair Display", "Fira Code"]));
  });

  it("finds a dark colour scheme, and reads colours written in any CSS syntax", async () => {
    const { body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}/dark`, formats: ["branding"] }, { authorization: "Bearer fc-branding" });
    expect(body.data.markdown).toBeUndefined();
    expect(body.data.branding).toMatchObject({ colorScheme: "dark", colors: { background: "#111827" } });
    expect(body.data.branding.colors.textPrimary).toMatch(/^#E[0-9A-F]E[0-9A-F]E[0-9A-F]$/);
    expect(body.data.branding.images.favicon).toBe(`${site.url}/favicon.ico`);
  });

  it("a page that sabotages the style functions still gets a well-formed answer", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}/hostile`, formats: ["markdown", "branding"] }, { authorization: "Bearer fc-branding" });
    expect(status).toBe(200);
    expect(body.data.markdown).toContain("lies about its styles");
    if (body.data.branding === undefined) {
      expect(body.warning).toMatch(/branding is missing/);
    } else {
      expect(["light", "dark"]).toContain(body.data.branding.colorScheme);
      expect(JSON.stringify(body.data.branding).length).toBeLessThan(20_000);
    }
  });

  it("a page that rewrites built-ins cannot change what the pass sees or make it carry huge strings back", async () => {
    const { status, body } = await postJson(`${engine.url}/scrape`, { url: `${site.url}/patched`, formats: ["branding"] }, { authorization: "Bearer fc-branding" });
    expect(status).toBe(200);
    expect(body.data.branding).toMatchObject({
      brandName: "Acme",
      colors: { primary: "#FF5A1F", secondary: "#0F766E", background: "#FFFFFF", textPrimary: "#1F2937" },
      typography: { fontFamilies: { primary: "Inter", heading: "Playfair Display" } },
    });
  });

  it("works in batch scrape formats too", async () => {
    const start = await postJson(`${engine.url}/batch/scrape`, { urls: [`${site.url}/`], formats: ["branding"] }, { authorization: "Bearer fc-branding" });
    expect(start.status).toBe(200);
    const done = await waitForCrawl(`${engine.url}/batch/scrape/${start.body.id}`, { authorization: "Bearer fc-branding" });
    expect(done.data[0].branding.colors.primary).toBe("#FF5A1F");
  });

  it("the official SDK gets branding from scrape", async () => {
    const sdk = new Firecrawl({ apiKey: "fc-branding", apiUrl: engine.origin });
    const document = await sdk.scrape(`${site.url}/`, { formats: ["branding"] });
    expect(document.branding?.colors?.primary).toBe("#FF5A1F");
    expect(document.branding?.images?.favicon).toBe(`${site.url}/favicon.png`);
  });
});

describeWithBrowser("the branding pass on a page whose main thread never comes back", () => {
  it("is given up at its deadline with a note, and the pass's own calls are left to end with the page", async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath });
    try {
      const page = await browser.newPage();
      await page.setContent(dark);
      // The page's thread spins from its next task on: nothing the pass asks of it is ever answered.
      await page.evaluate("setTimeout(() => { for (;;) {} }, 0)");
      const result = await readBranding(page, 300);
      expect(result.branding).toBeUndefined();
      expect(result.note).toMatch(/branding is missing: the page did not let its styles be read/);
    } finally {
      await browser.close();
    }
  });
});

describeWithBrowser("what the in-page pass sends back", () => {
  it("stays small whatever the page's CSS says: long font stacks, transition lists and sizes are cut in the page", async () => {
    const long = Array.from({ length: 1_500 }, (_, i) => `"Family ${i}"`).join(", ");
    const durations = Array.from({ length: 1_500 }, () => "1s").join(", ");
    const page = `<!doctype html><html><head><title>Long</title><style>
      body, h1, h2, h3, p, small, code, a, button { font-family: ${long}, serif; transition-duration: ${durations}; }
    </style></head><body><h1>Title</h1><h2>Sub</h2><h3>Small</h3><main><p>Text <a href="/x">link</a> <code>c</code> <small>s</small></p>
    <button>Go</button></main></body></html>`;
    const browser = await chromium.launch({ executablePath: chromiumPath });
    try {
      const tab = await browser.newPage();
      await tab.setContent(page);
      const raw: unknown = await tab.evaluate(brandingScript);
      // The stack alone is ~22 kB: repeated in every font entry it would be hundreds of kilobytes.
      expect(JSON.stringify(raw).length).toBeLessThan(60_000);
    } finally {
      await browser.close();
    }
  });
});

describeWithBrowser("the branding format through firecrawl-mcp", () => {
  it("firecrawl_scrape with formats [\"branding\"] gets the page's branding from the engine", async () => {
    const site = await startSite({ "/": html(styled) });
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath }, apiKey: "fc-branding-mcp" });
    const mcp = await startFirecrawlMcp(engine.origin, "fc-branding-mcp");
    try {
      const result = await mcp.call("firecrawl_scrape", { url: `${site.url}/`, formats: ["branding"] });
      const text = result.text;
      expect(result.isError).toBe(false);
      expect(text).toContain("#FF5A1F");
      expect(text).toContain(`${site.url}/favicon.png`);
    } finally {
      await mcp.close();
      await site.close();
    }
  });
});

describeWithBrowser("webdata scrape --format branding", () => {
  it("prints the branding object as JSON", async () => {
    const site = await startSite({ "/": html(styled) });
    try {
      const run = await cli(["scrape", `${site.url}/`, "--format", "branding", "--allow-private"], { env: { WEBDATA_CHROMIUM: chromiumPath } });
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ colorScheme: "light", colors: { primary: "#FF5A1F" } });
    } finally {
      await site.close();
    }
  });
});

describe("the branding format on an engine without a browser", () => {
  it("answers 501 naming the browser setting, in scrape, crawl and batch (search's formats have no branding)", async () => {
    const site = await startSite({ "/": html(styled) });
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, browser: false });
    const scrape = await postJson(`${engine.url}/scrape`, { url: `${site.url}/`, formats: ["branding"] });
    expect(scrape.status).toBe(501);
    expect(scrape.body).toMatchObject({ success: false, code: "BROWSER_NOT_AVAILABLE" });
    expect(scrape.body.error).toMatch(/branding format needs a browser/);
    expect(scrape.body.error).toMatch(/browser: \{ executablePath \}/);
    expect(scrape.body.error).toMatch(/--chromium/);
    for (const [path, request] of [
      ["/crawl", { url: `${site.url}/`, scrapeOptions: { formats: ["branding"] } }],
      ["/batch/scrape", { urls: [`${site.url}/`], formats: ["branding"] }],
    ] as const) {
      const reply = await postJson(`${engine.url}${path}`, request);
      expect(reply.status, path).toBe(501);
      expect(reply.body.error, path).toMatch(/branding format needs a browser/);
    }
    await site.close();
  });
});
