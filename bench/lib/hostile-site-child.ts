/**
 * Loopback sites for the hostile-input benchmarks, in their own process so generating huge pages
 * never competes with the bench's latency probes. argv[2]: "link-farm" or "big-page".
 * - link-farm: every page `/p/<id>` carries `LINKS` unique links `/p/<id>-<i>` (robots.txt, sitemap: 404).
 * - big-page: `/big` is a ~10 MB article (paragraphs with links), `/small` a 2 KB page.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const mode = process.argv[2] ?? "link-farm";
const links = Number(process.argv[3] ?? 150_000);

function linkFarm(path: string): string {
  const id = path === "/" ? "0" : path.slice(3);
  const parts: string[] = [`<!doctype html><html><head><title>Farm ${id}</title></head><body><main><h1>Farm ${id}</h1>`];
  for (let i = 0; i < links; i += 1) parts.push(`<a href="/p/${id}-${i}">l${i}</a> `);
  parts.push("</main></body></html>");
  return parts.join("");
}

function bigPage(bytes: number): string {
  const parts: string[] = ["<!doctype html><html><head><title>Big</title></head><body><main><h1>Big article</h1>"];
  let size = 0;
  for (let i = 0; size < bytes; i += 1) {
    const paragraph = `<p>Paragraph ${i} of a very long article, with <a href="/ref/${i}">a reference</a> and <em>some</em> text to convert.</p>`;
    parts.push(paragraph);
    size += paragraph.length;
  }
  parts.push("</main></body></html>");
  return parts.join("");
}

const big = mode === "big-page" ? Buffer.from(bigPage(10_000_000 - 200)) : Buffer.alloc(0);
const small = Buffer.from(`<!doctype html><html><head><title>Small</title></head><body><main><h1>Small</h1>${"<p>Short page text.</p>".repeat(80)}</main></body></html>`);

const server = createServer((req, res) => {
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  if (path === "/robots.txt" || path === "/sitemap.xml" || path === "/favicon.ico") {
    res.writeHead(404).end();
    return;
  }
  res.setHeader("content-type", "text/html; charset=utf-8");
  if (mode === "big-page") res.end(path === "/big" ? big : small);
  else res.end(linkFarm(path));
});
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  process.send?.({ type: "ready", origin: `http://127.0.0.1:${port}`, bigBytes: big.length });
});
process.on("message", (raw) => {
  if ((raw as { cmd?: string }).cmd === "close") {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  }
});
