import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** How the server's paged jobs (crawl, batch scrape) behave. */
export interface RepeatingServerOptions {
  /** Documents a job finishes in total. @default 39 */
  documents?: number;
  /** Documents finished per status request while the job runs. @default 7 */
  perPoll?: number;
  /** Duplicate every map link (the self-hosted server's `sitemap: "only"` does). @default true */
  duplicateMapLinks?: boolean;
  /** After this many status requests, the server dies: the socket is destroyed and it stops listening. */
  dieAfterPolls?: number;
  /** Documents without `scrapeId` (identity by URL only). @default false */
  withoutScrapeIds?: boolean;
  /**
   * Cut every status page before its JSON passes this many bytes (at least one document), with a
   * `next` link, like the self-hosted service's 10 MiB cap. `skip` stays ignored, so the documents
   * after the first cut can never be read. @default no cap
   */
  statusPageBytes?: number;
  /** Pad each document's markdown to about this many bytes. @default a few dozen */
  documentBytes?: number;
  /** A cut page's `next` carries a `cursor` the server honours (`skip` stays ignored). @default false */
  cursorNext?: boolean;
}

interface Job {
  id: string;
  kind: "crawl" | "batch/scrape";
  finished: number;
  status: "scraping" | "completed" | "cancelled";
  urls: string[];
}

/**
 * A v2 server on 127.0.0.1 that pages like the self-hosted service does (issue 12): it ignores
 * `skip` and `limit` on `GET /crawl/{id}`, keeps sending `next` while the job runs, and every
 * status page re-sends everything finished so far. Batch scrape jobs page the same way; map
 * answers each link twice. With `statusPageBytes`, each status page is also cut at a byte cap (the
 * service's 10 MiB), so a job bigger than one page cannot be read in full (issue 28). Used to prove every consumer delivers each page exactly once.
 */
export async function startRepeatingServer(options: RepeatingServerOptions = {}) {
  const total = options.documents ?? 39;
  const perPoll = options.perPoll ?? 7;
  const jobs = new Map<string, Job>();
  const requests: { method: string; path: string }[] = [];
  const sockets = new Set<Socket>();
  let polls = 0;
  let dead = false;

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { success: false, error: String(error) }));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  let dieAfterPolls = options.dieAfterPolls;

  function kill(): void {
    dead = true;
    server.close();
    for (const socket of sockets) socket.destroy();
  }

  function document(job: Job, index: number) {
    const url = job.urls[index] ?? `https://site.example/page-${index + 1}`;
    const metadata: Record<string, unknown> = { sourceURL: url, url, title: `Page ${index + 1}`, statusCode: 200 };
    if (!options.withoutScrapeIds) metadata.scrapeId = `${job.id}-${index + 1}`;
    const text = `# Page ${index + 1}\n\nText of page ${index + 1}.`;
    const pad = Math.max(0, (options.documentBytes ?? 0) - text.length);
    return { markdown: pad > 0 ? `${text}\n\n${"x".repeat(pad)}` : text, metadata };
  }

  function statusBody(job: Job, requestedSkip: number, cursor: number) {
    if (job.status === "scraping") job.finished = Math.min(job.urls.length, job.finished + perPoll);
    if (job.status === "scraping" && job.finished >= job.urls.length) job.status = "completed";
    const body: Record<string, unknown> = {
      success: true,
      status: job.status,
      total: job.urls.length,
      completed: job.finished,
      creditsUsed: job.finished,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      // Everything finished so far, whatever skip/limit asked for.
      data: Array.from({ length: Math.max(0, job.finished - cursor) }, (_, i) => document(job, cursor + i)),
    };
    const cap = options.statusPageBytes;
    const data = body.data as unknown[];
    const kept = cap === undefined ? data.length : fitting(data, cap - JSON.stringify({ ...body, data: [], next: "x".repeat(200) }).length);
    if (kept < data.length) {
      // Cut like the service: `next` points past what this page returned (from the skip it ignored).
      body.data = data.slice(0, kept);
      const after = options.cursorNext ? `cursor=${cursor + kept}` : `skip=${requestedSkip + kept}`;
      if ((options.cursorNext ? cursor : requestedSkip) + kept < job.urls.length) body.next = `${origin}/v2/${job.kind}/${job.id}?${after}`;
    } else if (job.status === "scraping") body.next = `${origin}/v2/${job.kind}/${job.id}?skip=${job.finished}`;
    return body;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", origin);
    const method = req.method ?? "GET";
    requests.push({ method, path: url.pathname + url.search });
    const body = method === "POST" ? await readJson(req) : undefined;
    const parts = url.pathname.split("/").filter(Boolean); // v2, crawl | batch, …
    if (method === "POST" && (url.pathname === "/v2/crawl" || url.pathname === "/v2/batch/scrape")) {
      const kind = url.pathname === "/v2/crawl" ? "crawl" : "batch/scrape";
      const given = Array.isArray(body?.urls) ? (body.urls as string[]) : undefined;
      const limit = typeof body?.limit === "number" ? body.limit : total;
      const urls = given ?? Array.from({ length: Math.min(total, limit) }, (_, i) => `https://site.example/page-${i + 1}`);
      const job: Job = { id: randomUUID(), kind, finished: 0, status: "scraping", urls };
      jobs.set(job.id, job);
      return send(res, 200, { success: true, id: job.id, url: `${origin}/v2/${kind}/${job.id}` });
    }
    if (method === "GET" && url.pathname === "/v2/team/credit-usage") {
      return send(res, 200, { success: true, data: { remainingCredits: 500, planCredits: 1000 } });
    }
    if (method === "GET" && url.pathname === "/v2/team/token-usage") {
      return send(res, 200, { success: true, data: { remainingTokens: 9000, planTokens: 10000 } });
    }
    if (method === "GET" && parts[1] === "scrape" && parts[2]) {
      return send(res, 200, { success: true, data: { markdown: "# Again", metadata: { scrapeId: parts[2], sourceURL: "https://site.example/" } } });
    }
    if (method === "POST" && url.pathname === "/v2/map") {
      const links = Array.from({ length: 19 }, (_, i) => ({ url: `https://site.example/page-${i + 1}` }));
      const repeated = options.duplicateMapLinks === false ? links : links.flatMap((link) => [link, { ...link }]);
      return send(res, 200, { success: true, links: repeated });
    }
    const jobPath = parts[1] === "batch" ? { kind: "batch/scrape", id: parts[3], rest: parts[4] } : { kind: parts[1], id: parts[2], rest: parts[3] };
    const job = jobPath.id ? jobs.get(jobPath.id) : undefined;
    if (!job || job.kind !== jobPath.kind) return send(res, 404, { success: false, error: "Job not found" });
    if (method === "DELETE") {
      job.status = "cancelled";
      return send(res, 200, { status: "cancelled" });
    }
    if (jobPath.rest === "errors") return send(res, 200, { errors: [], robotsBlocked: [] });
    polls += 1;
    if (dieAfterPolls !== undefined && polls > dieAfterPolls) {
      kill();
      return;
    }
    const cursor = options.cursorNext ? Number(url.searchParams.get("cursor") ?? 0) || 0 : 0;
    return send(res, 200, statusBody(job, Number(url.searchParams.get("skip") ?? 0) || 0, cursor));
  }

  return {
    /** Base URL including `/v2`. */
    url: `${origin}/v2`,
    origin,
    requests,
    /** Status requests answered so far. */
    get polls() {
      return polls;
    },
    get dead() {
      return dead;
    },
    kill,
    /** Listens again on the same port, with the same jobs (a restarted server); it no longer dies. */
    revive: () =>
      new Promise<void>((resolve) => {
        dieAfterPolls = undefined;
        dead = false;
        server.listen(port, "127.0.0.1", resolve);
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (dead) resolve();
        else server.close(() => resolve());
      }),
  };
}

export type RepeatingServer = Awaited<ReturnType<typeof startRepeatingServer>>;

/** How many of `docs`, from the first, fit in `bytes` of JSON (at least one). */
function fitting(docs: unknown[], bytes: number): number {
  let used = 0;
  for (const [index, doc] of docs.entries()) {
    used += JSON.stringify(doc).length + 1;
    if (used > bytes) return Math.max(1, index);
  }
  return docs.length;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}
