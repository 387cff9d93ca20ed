import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { parseSitemap } from "../../src/engine/crawl/sitemap.js";
import { robotsToken } from "../../src/engine/crawl/robots.js";
import { createLocalEngine } from "../../src/engine/index.js";
import { startGeneratedSite } from "../helpers/generated-site.js";
import { postJson } from "./engine-http.js";

describe("parseSitemap", () => {
  it("reads urlsets (with namespaces and entities), indexes and plain-text sitemaps", () => {
    const urlset =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://x">' +
      "<url><loc> https://a.test/x?a=1&amp;b=2 </loc><lastmod>2026-01-01</lastmod></url></urlset>";
    expect(parseSitemap(urlset)).toEqual({ pages: ["https://a.test/x?a=1&b=2"], sitemaps: [] });
    const index = "<sitemapindex><sitemap><loc>https://a.test/1.xml</loc></sitemap><sitemap><loc>https://a.test/2.xml</loc></sitemap></sitemapindex>";
    expect(parseSitemap(index)).toEqual({ pages: [], sitemaps: ["https://a.test/1.xml", "https://a.test/2.xml"] });
    expect(parseSitemap("https://a.test/1\nnot a url\nhttp://a.test/2\n")).toEqual({ pages: ["https://a.test/1", "http://a.test/2"], sitemaps: [] });
    expect(parseSitemap("<urlset><url><loc>")).toEqual({ pages: [], sitemaps: [] });
  });

  it("derives the robots.txt token from the user agent", () => {
    expect(robotsToken("Mozilla/5.0 (compatible; webdata-kit/0.1; +https://x)")).toBe("webdata-kit");
    expect(robotsToken("MyBot/2.0")).toBe("MyBot");
  });
});

describe("sitemap discovery", () => {
  it("follows robots.txt sitemaps, sitemap indexes and gzipped files", async () => {
    const site = await startGeneratedSite({
      pages: 3,
      robotsTxt: "User-agent: *\nSitemap: {origin}/index.xml",
      sitemap: false,
      routes: {
        "/index.xml": (req, res) => {
          const origin = `http://${req.headers.host}`;
          res.writeHead(200, { "content-type": "application/xml" });
          res.end(`<sitemapindex><sitemap><loc>${origin}/part.xml.gz</loc></sitemap><sitemap><loc>${origin}/part.txt</loc></sitemap></sitemapindex>`);
        },
        "/part.xml.gz": (req, res) => {
          res.writeHead(200, { "content-type": "application/gzip" });
          res.end(gzipSync(`<urlset><url><loc>http://${req.headers.host}/from-gzip</loc></url></urlset>`));
        },
        "/part.txt": (req, res) => {
          res.writeHead(200, { "content-type": "text/plain" });
          res.end(`http://${req.headers.host}/from-text\n`);
        },
      },
    });
    await using engine = await createLocalEngine({ allowPrivateNetwork: true });
    try {
      const { body } = await postJson(`${engine.url}/map`, { url: site.url("/"), sitemap: "only" });
      expect(body.links.map((link: { url: string }) => new URL(link.url).pathname)).toEqual(["/", "/from-gzip", "/from-text"]);
    } finally {
      await site.close();
    }
  });
});
