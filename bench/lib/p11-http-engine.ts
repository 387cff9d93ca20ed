import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Agent, request } from "undici";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import type { Extraction } from "./p11-contenders.js";

/**
 * The engine's whole scrape path for P11: the corpus served by a loopback site, each page scraped
 * with `POST /scrape` on a local engine (fetch, worker pool for pages over 64 KiB, search index,
 * JSON), one page at a time. Default options, as a user starts it; private addresses allowed.
 */
export interface HttpEngine {
  /** Scrapes every page in order: each page's markdown and metadata, like the in-process contender's. */
  scrapeAll(): Promise<Extraction[]>;
  close(): Promise<void>;
}

export async function startHttpEngine(pages: ReadonlyArray<{ name: string; html: string }>): Promise<HttpEngine> {
  const byName = new Map(pages.map((page) => [page.name, Buffer.from(page.html)]));
  const site: Server = createServer((request, response) => {
    const body = byName.get(decodeURIComponent((request.url ?? "").split("/")[2] ?? ""));
    response.writeHead(body === undefined ? 404 : 200, { "content-type": "text/html; charset=utf-8" });
    response.end(body);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const engine: LocalEngine = await createLocalEngine({ allowPrivateNetwork: true });
  return {
    async scrapeAll() {
      // A connection pool per pass: between passes the other contenders run for seconds, long
      // enough for the server to close idle keep-alive sockets under a reused pool.
      const dispatcher = new Agent();
      try {
        const out: Extraction[] = [];
        for (const page of pages) {
          const response = await request(`${engine.url}/scrape`, {
            method: "POST",
            dispatcher,
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ url: `${origin}/test/${encodeURIComponent(page.name)}/` }),
          });
          const body = (await response.body.json()) as { success?: boolean; data?: { markdown?: string; metadata?: Record<string, unknown> } };
          if (body.success !== true) throw new Error(`P11: POST /scrape of ${page.name} failed with HTTP ${response.statusCode}`);
          out.push({ markdown: body.data?.markdown ?? "", metadata: body.data?.metadata ?? {} });
        }
        return out;
      } finally {
        await dispatcher.close();
      }
    },
    async close() {
      await engine.close();
      await new Promise<void>((resolve) => site.close(() => resolve()));
    },
  };
}
