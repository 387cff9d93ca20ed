/**
 * Serves the bundled demo site (`examples/site/`, "Harborline", a made-up job-queue product) on
 * 127.0.0.1. Links in the pages are root-relative; the sitemap, robots.txt and canonical links hold
 * `{{origin}}` placeholders that are filled in with the server's own origin as they are served.
 *
 *   npm run example -- examples/site-server.ts        # prints the URL, serves until Ctrl-C
 */
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve, sep } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Folder of the bundled site. */
export const SITE_ROOT = fileURLToPath(new URL("./site/", import.meta.url));

export interface SiteServerOptions {
  /** Folder to serve. @default the bundled `examples/site/` */
  root?: string;
  /** TCP port; 0 picks a free one. @default 0 */
  port?: number;
  /** Wait this long before answering each HTML page, in milliseconds (a slow site, for tests). @default 0 */
  pageDelayMs?: number;
}

export interface SiteServer {
  /** e.g. `http://127.0.0.1:41234` */
  origin: string;
  /** Absolute URL of a path on the site. */
  url(path: string): string;
  /** Paths requested so far, in order (to show what a crawl fetched, and what robots.txt kept it from). */
  requests: string[];
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

/** Starts the site server on 127.0.0.1 (loopback only). */
export async function startSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  const root = resolve(options.root ?? SITE_ROOT);
  const requests: string[] = [];
  let origin = "";

  const server = createServer((req, res) => {
    requests.push(req.url ?? "/");
    respond(req, res).catch(() => send(res, 500, ".txt", "internal error"));
  });

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== "GET" && req.method !== "HEAD") return send(res, 405, ".txt", "method not allowed");
    const pathname = decodeURIComponent(new URL(req.url ?? "/", origin).pathname);
    const file = await findFile(root, pathname);
    if (file === undefined) {
      const notFound = await readText(join(root, "404.html"));
      return send(res, 404, ".html", notFound ?? "<!doctype html><title>Not found</title><h1>Page not found</h1>");
    }
    const text = await readFile(file, "utf8");
    if (options.pageDelayMs && file.endsWith(".html")) await delay(options.pageDelayMs);
    send(res, 200, extname(file), text.replaceAll("{{origin}}", origin), req.method === "HEAD");
  }

  await new Promise<void>((done) => server.listen(options.port ?? 0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => new URL(path, origin).href,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** `/pricing` → pricing.html, `/docs` → docs/index.html; nothing outside `root`. */
async function findFile(root: string, pathname: string): Promise<string | undefined> {
  const relative = normalize(pathname).replace(/^[/\\]+/, "").replace(/[/\\]+$/, "");
  const candidates = relative === "" ? ["index.html"] : [relative, `${relative}.html`, join(relative, "index.html")];
  for (const candidate of candidates) {
    const full = resolve(root, candidate);
    if (full !== root && !full.startsWith(root + sep)) return undefined;
    const info = await stat(full).catch(() => undefined);
    if (info?.isFile()) return full;
  }
  return undefined;
}

async function readText(file: string): Promise<string | undefined> {
  return readFile(file, "utf8").catch(() => undefined);
}

function send(res: ServerResponse, status: number, extension: string, body: string, headOnly = false): void {
  res.writeHead(status, {
    "content-type": CONTENT_TYPES[extension] ?? "application/octet-stream",
    "content-length": Buffer.byteLength(body),
  });
  res.end(headOnly ? undefined : body);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const site = await startSiteServer({ port: Number(process.env.PORT ?? 0) });
  console.log(`Harborline demo site at ${site.origin} (Ctrl-C to stop)`);
  process.once("SIGINT", () => void site.close());
}
