import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Handles one request of a custom route. */
export type SiteRouteHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface GeneratedSiteOptions {
  /** Pages in the site, the home page included. @default 50 */
  pages?: number;
  /**
   * robots.txt body; `null` serves 404. `{origin}` is replaced by the site's origin.
   * @default "User-agent: *\nDisallow: /private/\nSitemap: {origin}/sitemap.xml"
   */
  robotsTxt?: string | null;
  /** Serve /sitemap.xml listing every page (`true`), only these paths, or nothing (`false`, 404). @default true */
  sitemap?: boolean | string[];
  /** Paragraphs of body text per page. @default 3 */
  paragraphs?: number;
  /** Extra or overriding routes by exact path (query included), e.g. "/slow". */
  routes?: Record<string, SiteRouteHandler>;
  /** Delay before each page answer, in milliseconds (robots.txt and sitemap answer at once). @default 0 */
  latencyMs?: number;
}

/** A running generated site. */
export interface GeneratedSite {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** Absolute URL of a path on this site. */
  url(path: string): string;
  /** Path of page `i` (0 is the home page "/"). */
  pagePath(index: number): string;
  /** Every path requested so far, in order (query included). */
  requests: string[];
  /** Requests being answered right now, and the most at any one time (pages only). */
  load: { inFlight: number; maxInFlight: number };
  close(): Promise<void>;
}

/**
 * A deterministic static site on 127.0.0.1, port 0, for engine tests and benchmarks. Pages form a
 * binary tree (page i links to pages 2i+1 and 2i+2, so page i sits at depth ⌊log2(i+1)⌋); each page
 * also has boilerplate (nav to the home page and page 1, a footer linking /private/secret, which
 * robots.txt disallows, and an external link), a unique word `token<i>`, and a small table.
 * Links are relative, so the site answers under any host name that resolves to it.
 */
export async function startGeneratedSite(options: GeneratedSiteOptions = {}): Promise<GeneratedSite> {
  const pageCount = options.pages ?? 50;
  const paragraphs = options.paragraphs ?? 3;
  const pagePath = (index: number) => (index === 0 ? "/" : `/page/${index}`);
  const requests: string[] = [];
  const load = { inFlight: 0, maxInFlight: 0 };
  const latencyMs = options.latencyMs ?? 0;

  const renderPage = (index: number): string => {
    const children = [2 * index + 1, 2 * index + 2].filter((child) => child < pageCount);
    const body = Array.from(
      { length: paragraphs },
      (_, p) => `<p>Paragraph ${p} of page ${index} mentions token${index} and the shared word lighthouse.</p>`,
    ).join("");
    return (
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page ${index}</title>` +
      `<meta name="description" content="Description of page ${index}">` +
      `<meta property="og:title" content="OG page ${index}"><link rel="icon" href="/favicon.ico"></head><body>` +
      `<header><nav><a href="/">Home</a> <a href="/page/1">First</a></nav></header>` +
      `<main><h1>Page ${index}</h1>${body}` +
      `<table><tr><th>key</th><th>value</th></tr><tr><td>index</td><td>${index}</td></tr></table>` +
      `<ul>${children.map((child) => `<li><a href="${pagePath(child)}">Child ${child}</a></li>`).join("")}</ul>` +
      `<img src="/images/${index}.png" alt="Figure ${index}"></main>` +
      `<footer><a href="/private/secret">Private</a> <a href="https://external.example/docs">External</a></footer>` +
      "</body></html>"
    );
  };
  const pages = new Map<string, string>();
  for (let index = 0; index < pageCount; index += 1) pages.set(pagePath(index), renderPage(index));

  const server = createServer((req, res) => {
    const path = req.url ?? "/";
    requests.push(path);
    const origin = `http://${req.headers.host ?? "127.0.0.1"}`;
    const pathname = path.split("?")[0] ?? "/";
    const isPage = pathname !== "/robots.txt" && pathname !== "/sitemap.xml";
    if (isPage) {
      load.inFlight += 1;
      load.maxInFlight = Math.max(load.maxInFlight, load.inFlight);
      res.on("close", () => {
        load.inFlight -= 1;
      });
    }
    if (isPage && latencyMs > 0) setTimeout(() => respond(req, res, path, pathname, origin), latencyMs);
    else respond(req, res, path, pathname, origin);
  });

  function respond(req: IncomingMessage, res: ServerResponse, path: string, pathname: string, origin: string): void {
    const custom = options.routes?.[path];
    if (custom !== undefined) return custom(req, res);
    if (pathname === "/robots.txt") {
      const robots =
        options.robotsTxt === undefined ? "User-agent: *\nDisallow: /private/\nSitemap: {origin}/sitemap.xml" : options.robotsTxt;
      if (robots === null) return send(res, 404, "text/plain", "not found");
      return send(res, 200, "text/plain", robots.replaceAll("{origin}", origin));
    }
    if (pathname === "/sitemap.xml") {
      const listed = options.sitemap ?? true;
      if (listed === false) return send(res, 404, "text/plain", "not found");
      const paths = listed === true ? [...pages.keys()] : listed;
      const xml =
        '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        paths.map((p) => `<url><loc>${origin}${p}</loc></url>`).join("") +
        "</urlset>";
      return send(res, 200, "application/xml", xml);
    }
    const html = pages.get(pathname);
    if (html !== undefined) return send(res, 200, "text/html; charset=utf-8", html);
    if (pathname === "/private/secret") return send(res, 200, "text/html", "<html><body><p>secret</p></body></html>");
    send(res, 404, "text/html", "<html><head><title>Not found</title></head><body><h1>Not found</h1></body></html>");
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    url: (path) => `${origin}${path}`,
    pagePath,
    requests,
    load,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(res: ServerResponse, status: number, contentType: string, body: string): void {
  res.writeHead(status, { "content-type": contentType, "content-length": Buffer.byteLength(body) });
  res.end(body);
}
