import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** The text a rendered page of the JS site shows, so each contender can check it got the content. */
export const jsSiteMarker = (index: number) => `ITEM-${index}-RENDERED`;

/** One product page the client renders: a shell, a script that fetches the item's JSON and builds the article. */
function shell(index: number): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Item ${index}</title>
<style>body{font-family:sans-serif;margin:0}.nav{background:#222;color:#fff;padding:8px}</style></head>
<body><div id="root"></div><script>
fetch("/api/item/${index}").then((r) => r.json()).then((item) => {
  const root = document.getElementById("root");
  const nav = '<nav class="nav"><a href="/">Home</a> · <a href="/app/1">Catalogue</a></nav>';
  const body = item.paragraphs.map((text) => "<p>" + text + "</p>").join("");
  const rows = item.specs.map((s) => "<tr><td>" + s[0] + "</td><td>" + s[1] + "</td></tr>").join("");
  root.innerHTML = nav + "<main><article><h1>" + item.title + "</h1>" + body + "<table>" + rows + "</table></article></main>";
});
</script></body></html>`;
}

function item(index: number): string {
  const paragraphs = Array.from(
    { length: 8 },
    (_, p) => `Paragraph ${p + 1} of item ${index}: the quarterly report covers revenue, costs and the outlook for the northern region, with notes on supply and demand.`,
  );
  paragraphs[0] = `${jsSiteMarker(index)} ${paragraphs[0]}`;
  const specs = Array.from({ length: 6 }, (_, s) => [`Spec ${s + 1}`, `${(index * 7 + s) % 97} units`]);
  return JSON.stringify({ title: `Item ${index}`, paragraphs, specs });
}

/**
 * A loopback site of client-rendered pages (`/app/1` … `/app/N`): each HTML answer is an empty
 * `#root` plus a script; the text arrives by `fetch` and is rendered into the DOM (a typical SPA).
 */
export async function startJsSite(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const page = /^\/app\/(\d+)$/.exec(path);
    const api = /^\/api\/item\/(\d+)$/.exec(path);
    if (page !== null) res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(shell(Number(page[1])));
    else if (api !== null) res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" }).end(item(Number(api[1])));
    else res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
