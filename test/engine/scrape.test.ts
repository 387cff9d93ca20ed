import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { postJson } from "./engine-http.js";

const articleHtml =
  '<!doctype html><html lang="de"><head><title>Article</title>' +
  '<meta name="description" content="An article"><meta property="og:image" content="/og.png">' +
  '<meta property="og:site_name" content="Site"><meta name="twitter:card" content="summary"></head><body>' +
  '<div class="cookie-banner">We use cookies</div><nav><a href="/a">Nav link</a></nav>' +
  '<article><header><h1>Headline</h1></header><p>Body <a href="rel/child?x=1#frag">relative</a> text.</p>' +
  '<div class="ad">Buy now</div><pre><code class="language-ts">const a = 1;</code></pre>' +
  '<img src="data:image/png;base64,AAAA" alt="inline"></article>' +
  '<aside class="sidebar">Sidebar text</aside><footer>Footer text</footer><script>var tracking = 1;</script></body></html>';

// Compressed once, up front: compressing 8 MB inside the handler took long enough on a loaded
// machine for the engine's 500 ms fetch timeout to answer 408 instead of 413.
const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20));

describe("POST /scrape", () => {
  let site: GeneratedSite;
  let engine: LocalEngine;
  let redirects = 0;

  beforeAll(async () => {
    site = await startGeneratedSite({
      pages: 5,
      routes: {
        "/docs/article": (_req, res) => {
          res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          res.end(articleHtml);
        },
        "/latin1": (_req, res) => {
          res.writeHead(200, { "content-type": "text/html; charset=iso-8859-1" });
          res.end(Buffer.from("<html><body><p>Caf\xe9 cr\xe8me</p></body></html>", "latin1"));
        },
        // No charset anywhere and not valid UTF-8: a Western page in windows-1252.
        "/undeclared-1252": (_req, res) => {
          res.writeHead(200, { "content-type": "text/html" });
          res.end(Buffer.from("<html><body><p>Na\xefve caf\xe9 \x93quotes\x94</p></body></html>", "latin1"));
        },
        // The meta charset after 2 KB of comments (beyond the spec's 1 KiB pre-scan).
        "/late-meta": (_req, res) => {
          res.writeHead(200, { "content-type": "text/html" });
          const head = `<html><head><!-- ${"x".repeat(2048)} --><meta charset="windows-1251"></head><body><p>`;
          res.end(Buffer.concat([Buffer.from(head), Buffer.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2]), Buffer.from("</p></body></html>")]));
        },
        "/gzip": (_req, res) => {
          res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
          res.end(gzipSync("<html><body><h1>Compressed</h1></body></html>"));
        },
        "/bomb": (_req, res) => {
          res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
          res.end(bomb);
        },
        "/huge": (_req, res) => {
          res.writeHead(200, { "content-type": "text/html" });
          res.end(`<html><body>${"x".repeat(300 * 1024)}</body></html>`);
        },
        "/huge-chunked": (_req, res) => {
          res.writeHead(200, { "content-type": "text/html" });
          const chunk = "y".repeat(64 * 1024);
          for (let i = 0; i < 8; i += 1) res.write(chunk);
          res.end();
        },
        "/slow": () => {
          // Never answers: the engine's time budget must end the wait.
        },
        "/moved": (_req, res) => {
          res.writeHead(301, { location: "/page/2" });
          res.end();
        },
        "/loop": (_req, res) => {
          redirects += 1;
          res.writeHead(302, { location: "/loop" });
          res.end();
        },
        "/file.png": (_req, res) => {
          res.writeHead(200, { "content-type": "image/png" });
          res.end("\x89PNG");
        },
        "/plain": (_req, res) => {
          res.writeHead(200, { "content-type": "text/plain" });
          res.end("just text");
        },
        "/plain-about-html": (_req, res) => {
          res.writeHead(200, { "content-type": "text/plain" });
          res.end("Notes: a page has a <body> element.");
        },
        // Pages saved as files without an extension, served with whatever type the server guesses.
        "/saved/octet": (_req, res) => {
          res.writeHead(200, { "content-type": "application/octet-stream" });
          res.end(`\ufeff${articleHtml}`);
        },
        "/saved/plain": (_req, res) => {
          res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
          res.end(articleHtml.replace("<!doctype html>", "<!DOCTYPE html>\n"));
        },
      },
    });
    engine = await createLocalEngine({
      allowPrivateNetwork: true,
      maxBodyBytes: 256 * 1024,
      fetchTimeoutMs: 500,
      maxRedirects: 3,
      lookup: async (hostname) => {
        if (hostname === "nowhere.invalid") {
          throw Object.assign(new Error("getaddrinfo ENOTFOUND nowhere.invalid"), { code: "ENOTFOUND" });
        }
        return [{ address: "127.0.0.1", family: 4 }];
      },
    });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  const scrape = (body: Record<string, unknown>) => postJson(`${engine.url}/scrape`, body);

  it("returns markdown by default with page metadata", async () => {
    const { status, body } = await scrape({ url: site.url("/page/1") });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(["markdown", "metadata"]);
    expect(body.data.markdown).toContain("# Page 1");
    expect(body.data.markdown).toContain("| key | value |");
    expect(body.data.markdown).toContain("Paragraph 0 of page 1 mentions token1");
    expect(body.data.markdown).not.toContain("Private");
    expect(body.data.metadata).toMatchObject({
      title: "Page 1",
      description: "Description of page 1",
      language: "en",
      ogTitle: "OG page 1",
      sourceURL: site.url("/page/1"),
      url: site.url("/page/1"),
      statusCode: 200,
      contentType: "text/html",
      favicon: site.url("/favicon.ico"),
    });
    expect(body.data.metadata.scrapeId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("produces html, rawHtml, links and images on request", async () => {
    const { body } = await scrape({ url: site.url("/page/1"), formats: ["html", "rawHtml", { type: "links" }, "images"] });
    expect(body.data.markdown).toBeUndefined();
    expect(body.data.rawHtml).toContain("<footer>");
    expect(body.data.html).toContain("<h1>Page 1</h1>");
    expect(body.data.html).not.toContain("<footer>");
    expect(body.data.links).toEqual([
      site.url("/"),
      site.url("/page/1"),
      site.url("/page/3"),
      site.url("/page/4"),
      site.url("/private/secret"),
      "https://external.example/docs",
    ]);
    expect(body.data.images).toEqual([site.url("/images/1.png")]);
  });

  it("strips boilerplate but keeps an article's own header when onlyMainContent is on", async () => {
    const { body } = await scrape({ url: site.url("/docs/article") });
    const markdown: string = body.data.markdown;
    expect(markdown).toContain("# Headline");
    expect(markdown).toContain(`[relative](${site.url("/docs/rel/child?x=1#frag")})`);
    expect(markdown).toContain("```ts\nconst a = 1;\n```");
    expect(markdown).toContain("![inline](#base64-image-removed)");
    for (const boilerplate of ["cookies", "Nav link", "Buy now", "Sidebar text", "Footer text", "tracking"]) {
      expect(markdown).not.toContain(boilerplate);
    }
    expect(body.data.metadata).toMatchObject({ language: "de", ogImage: "/og.png", ogSiteName: "Site", "twitter:card": "summary" });
  });

  it("keeps everything but scripts with onlyMainContent off, and honours include/exclude tags", async () => {
    const full = await scrape({ url: site.url("/docs/article"), onlyMainContent: false });
    expect(full.body.data.markdown).toContain("Footer text");
    expect(full.body.data.markdown).toContain("Nav link");
    expect(full.body.data.markdown).not.toContain("tracking");
    const included = await scrape({ url: site.url("/docs/article"), includeTags: ["article"], excludeTags: [".ad", "pre"] });
    expect(included.body.data.markdown).toContain("# Headline");
    expect(included.body.data.markdown).not.toContain("Buy now");
    expect(included.body.data.markdown).not.toContain("const a");
    expect(included.body.data.markdown).not.toContain("Footer text");
  });

  it("answers a 404 target with HTTP 200 and metadata.statusCode 404", async () => {
    const { status, body } = await scrape({ url: site.url("/missing") });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.metadata.statusCode).toBe(404);
    expect(body.data.metadata.title).toBe("Not found");
  });

  it("follows redirects and reports the final URL", async () => {
    const { body } = await scrape({ url: site.url("/moved") });
    expect(body.data.metadata.sourceURL).toBe(site.url("/moved"));
    expect(body.data.metadata.url).toBe(site.url("/page/2"));
    expect(body.data.markdown).toContain("# Page 2");
  });

  it("stops a redirect loop at maxRedirects", async () => {
    redirects = 0;
    const { status, body } = await scrape({ url: site.url("/loop") });
    expect(status).toBe(500);
    expect(body.code).toBe("SCRAPE_TOO_MANY_REDIRECTS");
    expect(redirects).toBe(4);
  });

  it("decodes gzip and declared charsets, and adds http:// to a bare host", async () => {
    expect((await scrape({ url: site.url("/gzip") })).body.data.markdown).toBe("# Compressed");
    expect((await scrape({ url: site.url("/latin1") })).body.data.markdown).toBe("Café crème");
    expect((await scrape({ url: site.url("/undeclared-1252") })).body.data.markdown).toBe("Naïve café \u201cquotes\u201d");
    expect((await scrape({ url: site.url("/late-meta") })).body.data.markdown).toBe("Привет");
    const bare = await scrape({ url: `localhost:${site.port}/page/3` });
    expect(bare.body.data.metadata.url).toBe(`http://localhost:${site.port}/page/3`);
  });

  it.each(["/huge", "/huge-chunked", "/bomb"])("refuses the oversized body of %s", async (path) => {
    const { status, body } = await scrape({ url: site.url(path) });
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, code: "SCRAPE_CONTENT_TOO_LARGE" });
    expect(body.error).toContain("maxBodyBytes");
  });

  it("gives up on a slow server with 408 SCRAPE_TIMEOUT", async () => {
    const { status, body } = await scrape({ url: site.url("/slow") });
    expect(status).toBe(408);
    expect(body).toMatchObject({ success: false, code: "SCRAPE_TIMEOUT" });
  });

  it("answers a DNS failure with HTTP 200 and success:false, like the service", async () => {
    const { status, body } = await scrape({ url: "http://nowhere.invalid/" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: "SCRAPE_DNS_RESOLUTION_ERROR" });
  });

  it("passes text through and explains content it cannot convert", async () => {
    expect((await scrape({ url: site.url("/plain") })).body.data.markdown).toBe("just text");
    expect((await scrape({ url: site.url("/plain-about-html") })).body.data.markdown).toBe("Notes: a page has a <body> element.");
    const image = await scrape({ url: site.url("/file.png") });
    expect(image.status).toBe(200);
    expect(image.body.data.metadata.error).toContain("image/png");
    expect(image.body.warning).toContain("image/png");
  });

  it("reads an HTML document served as octet-stream or text/plain as a page", async () => {
    for (const path of ["/saved/octet", "/saved/plain"]) {
      const { body } = await scrape({ url: site.url(path) });
      expect(body.data.markdown).not.toContain("<");
      expect(body.data.markdown).toContain("# Headline");
      expect(body.data.metadata.title).toBe("Article");
    }
  });

  it("validates strictly with the global BAD_REQUEST shape", async () => {
    const unknownKey = await scrape({ url: site.url("/"), bogus: true });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.body).toMatchObject({ success: false, code: "BAD_REQUEST" });
    expect(unknownKey.body.details[0].code).toBe("unrecognized_keys");
    const missingUrl = await scrape({});
    expect(missingUrl.status).toBe(400);
    expect(missingUrl.body.details[0].path).toEqual(["url"]);
  });

  it("refuses formats and options it cannot honour, naming them", async () => {
    // json needs the engine's model, which this engine lacks: 501 naming how to give it one.
    const json = await scrape({ url: site.url("/"), formats: ["markdown", { type: "json", prompt: "x" }] });
    expect(json.status).toBe(501);
    expect(json.body.code).toBe("NOT_IMPLEMENTED");
    expect(json.body.error).toContain('"json" format needs a language model');
    // audio is the hosted service's alone (branding needs a browser: test/engine-browser/branding.test.ts).
    const audio = await scrape({ url: site.url("/"), formats: ["markdown", "audio"] });
    expect(audio.status).toBe(501);
    expect(audio.body.error).toContain('"audio" format');
    expect(audio.body.error).toContain("hosted service");
    const selector = await scrape({ url: site.url("/"), includeTags: ["div[unclosed"] });
    expect(selector.status).toBe(400);
    expect(selector.body.error).toContain("div[unclosed");
  });

  it("answers malformed JSON with BAD_REQUEST_INVALID_JSON", async () => {
    const response = await fetch(`${engine.url}/scrape`, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: "BAD_REQUEST_INVALID_JSON" });
  });
});
