import { until } from "../helpers/until.js";

/** Small JSON helpers for engine tests (real HTTP, no mocks). */
export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
}

// Response bodies are checked field by field by the assertions, so a loose type keeps tests readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonResponse<Json>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

export async function getJson(url: string, headers: Record<string, string> = {}): Promise<JsonResponse<Json>> {
  const response = await fetch(url, { headers });
  return { status: response.status, body: await response.json() };
}

export async function deleteJson(url: string): Promise<JsonResponse<Json>> {
  const response = await fetch(url, { method: "DELETE" });
  return { status: response.status, body: await response.json() };
}

/** Polls a crawl until it reaches a terminal state; returns that status page. */
export async function waitForCrawl(statusUrl: string): Promise<Json> {
  let body: Json;
  await until(async () => {
    body = (await getJson(statusUrl)).body;
    return body.status !== "scraping";
  }, `the crawl at ${statusUrl} to end`, 25_000);
  return body;
}

/** Follows `next` from a status page until it is absent; returns every document. */
export async function collectAllPages(statusUrl: string): Promise<{ documents: Json[]; pages: Json[] }> {
  const pages: Json[] = [];
  let url: string | undefined = statusUrl;
  while (url !== undefined) {
    const { body } = await getJson(url);
    pages.push(body);
    url = body.next;
    if (pages.length > 1000) throw new Error("pagination did not terminate");
  }
  return { documents: pages.flatMap((page) => page.data), pages };
}
