import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request a fake provider received. */
export interface ProviderRequestRecord {
  provider: "brave" | "serper" | "searxng";
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown> | undefined;
}

/** A result the fakes answer with (each provider writes it in its own format). */
export interface FakeResult {
  url: string;
  title: string;
  text: string;
}

export interface FakeProvidersOptions {
  braveKey: string;
  serperKey: string;
  /** Results by query; the fakes answer these for any query not naming a failure. */
  results: (query: string) => FakeResult[];
}

/** Loopback fakes of Brave, Serper and SearXNG under `/brave`, `/serper`, `/searxng`. */
export interface FakeProviders {
  origin: string;
  requests: ProviderRequestRecord[];
  close(): Promise<void>;
}

/**
 * Fakes in each provider's documented JSON format, which check the request the way the real API
 * does (auth header → 401). A query word picks a failure: `quota` → 429, `malformed` → HTML,
 * `oversized` → a 3 MiB JSON answer, `hang` → no answer until closed, `thousands` → 5000 results.
 */
export async function startFakeProviders(options: FakeProvidersOptions): Promise<FakeProviders> {
  const requests: ProviderRequestRecord[] = [];
  const send = (res: ServerResponse, status: number, body: unknown, type = "application/json") => {
    res.writeHead(status, { "content-type": type });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const [, provider = "", ...rest] = url.pathname.split("/");
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: Record<string, unknown> | undefined;
      try {
        body = raw === "" ? undefined : (JSON.parse(raw) as Record<string, unknown>);
      } catch {
        body = undefined;
      }
      const record: ProviderRequestRecord = { provider: provider as ProviderRequestRecord["provider"], method: req.method ?? "", path: `/${rest.join("/")}`, query: url.searchParams, headers: req.headers, body };
      requests.push(record);
      const q = provider === "serper" ? String(body?.q ?? "") : (url.searchParams.get("q") ?? "");
      if (provider === "brave" && req.headers["x-subscription-token"] !== options.braveKey) return send(res, 401, { type: "ErrorResponse", error: { code: "SUBSCRIPTION_TOKEN_INVALID", status: 401 } });
      if (provider === "serper" && req.headers["x-api-key"] !== options.serperKey) return send(res, 403, { message: "Unauthorized.", statusCode: 403 });
      if (/\bhang\b/.test(q)) return; // never answers
      if (/\bquota\b/.test(q)) return send(res, 429, { message: "Rate limit exceeded" });
      if (/\bmalformed\b/.test(q)) return send(res, 200, "<html><body>Service temporarily unavailable</body></html>", "text/html");
      if (/\boversized\b/.test(q)) return send(res, 200, JSON.stringify({ results: [], padding: "x".repeat(3 * 1024 * 1024) }));
      const results = /\bthousands\b/.test(q)
        ? Array.from({ length: 5000 }, (_, i) => ({ url: `https://example.com/r/${i}`, title: `R${i}`, text: "many" }))
        : options.results(q);
      if (provider === "brave") {
        const kind = rest.join("/");
        if (kind === "res/v1/web/search") return send(res, 200, { type: "search", query: { original: q }, web: { type: "search", results: results.map((r) => ({ title: r.title, url: r.url, description: r.text })) } });
        if (kind === "res/v1/news/search") return send(res, 200, { type: "news", results: results.map((r) => ({ title: r.title, url: r.url, description: r.text, age: "2 hours ago", thumbnail: { src: "https://example.com/t.png" } })) });
        if (kind === "res/v1/images/search") return send(res, 200, { type: "images", results: results.map((r) => ({ title: r.title, url: r.url, thumbnail: { src: "https://example.com/thumb.png" }, properties: { url: `${r.url}.png`, width: 640, height: 480 } })) });
      }
      if (provider === "serper" && req.method === "POST") {
        const kind = rest.join("/");
        if (kind === "search") return send(res, 200, { searchParameters: { q, type: "search" }, organic: results.map((r, i) => ({ title: r.title, link: r.url, snippet: r.text, position: i + 1 })) });
        if (kind === "news") return send(res, 200, { searchParameters: { q, type: "news" }, news: results.map((r, i) => ({ title: r.title, link: r.url, snippet: r.text, date: "3 days ago", imageUrl: "https://example.com/n.png", position: i + 1 })) });
        if (kind === "images") return send(res, 200, { searchParameters: { q, type: "images" }, images: results.map((r, i) => ({ title: r.title, imageUrl: `${r.url}.png`, imageWidth: 800, imageHeight: 600, link: r.url, position: i + 1 })) });
      }
      if (provider === "searxng" && rest.join("/") === "search") {
        if (url.searchParams.get("format") !== "json") return send(res, 403, "Forbidden", "text/plain");
        const images = url.searchParams.get("categories") === "images";
        return send(res, 200, {
          query: q,
          number_of_results: results.length,
          results: results.map((r) => ({ url: r.url, title: r.title, content: r.text, engine: "fake", ...(images ? { img_src: `${r.url}.png`, resolution: "1024 x 768" } : { publishedDate: "2026-11-20T10:00:00" }) })),
          answers: [],
          suggestions: [],
        });
      }
      send(res, 404, { error: "not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
