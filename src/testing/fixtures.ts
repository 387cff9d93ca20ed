import { createHash, randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { MockDocument } from "./types.js";

/** A fresh job or scrape id. */
export function newId(): string {
  return randomUUID();
}

/** A UUID-shaped id that is always the same for the same seed (crawl documents are built on demand). */
export function stableId(seed: string): string {
  const hex = createHash("sha1").update(seed).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Parses a target URL like the service: a missing scheme becomes `http://`, and the host must have
 * a TLD, be an IP address or be `localhost`. Returns `null` for anything else.
 */
export function parseTargetUrl(raw: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname;
  const isIp = /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith("[");
  if (!isIp && host !== "localhost" && !/\.[a-z]{2,}$/i.test(host)) return null;
  return url;
}

/** A readable page title from a URL: the last path segment, else the host name. */
export function titleFromUrl(url: URL): string {
  const last = url.pathname.split("/").filter(Boolean).pop();
  if (!last) return url.hostname;
  const words = decodeURIComponent(last).replace(/\.[a-z0-9]+$/i, "").split(/[-_\s]+/).filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ") || url.hostname;
}

/** The target status a URL simulates: `/status/<code>` paths answer that status, everything else 200. */
export function targetStatusFor(url: URL): number {
  const match = /^\/status\/(\d{3})\/?$/.exec(url.pathname);
  return match ? Number(match[1]) : 200;
}

/** Markdown of a mock page: a heading and a few deterministic paragraphs. */
export function pageMarkdown(url: URL, title: string, statusCode: number): string {
  if (statusCode !== 200) {
    return `# ${statusCode} ${STATUS_CODES[statusCode] ?? "Error"}\n\nThe page ${url.href} answered HTTP ${statusCode}.`;
  }
  return [
    `# ${title}`,
    `This is a mock page for ${url.href}, served by the webdata-kit mock server.`,
    `## Overview`,
    `${title} is described here in a few short paragraphs of deterministic text, so that tools and agents have something to read.`,
    `## Details`,
    `See also [About](${url.origin}/about), [Blog](${url.origin}/blog) and [Pricing](${url.origin}/pricing).`,
  ].join("\n\n");
}

/** Cleaned HTML (main content) of a mock page. */
export function pageHtml(url: URL, title: string): string {
  return `<main><h1>${escapeHtml(title)}</h1><p>This is a mock page for ${escapeHtml(url.href)}.</p></main>`;
}

/** Unmodified HTML of a mock page. */
export function pageRawHtml(url: URL, title: string): string {
  return [
    `<!DOCTYPE html><html lang="en"><head><title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="Mock page for ${escapeHtml(url.href)}"></head><body>`,
    `<nav><a href="${url.origin}/about">About</a> <a href="${url.origin}/blog">Blog</a></nav>`,
    pageHtml(url, title),
    `<footer>Mock footer</footer></body></html>`,
  ].join("");
}

/** Links found on a mock page (all on the page's host). */
export function pageLinks(url: URL): string[] {
  return ["/", "/about", "/blog", "/pricing", "/docs"].map((path) => `${url.origin}${path}`);
}

/** The n-th (1-based) document of a generated crawl. */
export function crawlDocument(jobId: string, origin: string, n: number, docBytes?: number): MockDocument {
  const sourceURL = `${origin}/page-${n}`;
  const base = `# Page ${n}\n\nMock crawl document ${n}, found at ${sourceURL}.\n\n`;
  return {
    markdown: docBytes === undefined ? `${base}It has a short body of deterministic text.` : padTo(base, docBytes),
    metadata: {
      title: `Page ${n}`,
      language: "en",
      sourceURL,
      url: sourceURL,
      statusCode: 200,
      contentType: "text/html",
      scrapeId: stableId(`${jobId}:${n}`),
      proxyUsed: "basic",
      creditsUsed: 1,
    },
  };
}

const FILLER = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt.\n";

/** Pads (or cuts) ASCII text to exactly `bytes` bytes. */
function padTo(text: string, bytes: number): string {
  if (text.length >= bytes) return text.slice(0, Math.max(0, bytes));
  const missing = bytes - text.length;
  return text + FILLER.repeat(Math.ceil(missing / FILLER.length)).slice(0, missing);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
