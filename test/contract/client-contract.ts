import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import type { WebDataClient } from "../../src/client.js";
import { BadRequestError, NotFoundError } from "../../src/core/errors.js";

/** One implementation of the v2 protocol, set up for the shared contract cases. */
export interface ContractServer {
  client: WebDataClient;
  /** Origin of a small site the server can fetch (the mock derives pages from the URL alone). */
  siteOrigin: string;
  /** Headers a raw request needs to get past auth (the mock's key; nothing for the engine). */
  authHeaders: Record<string, string>;
}

/**
 * Case names where this implementation is known to differ from docs/api.md. They run as `it.fails`, so
 * the suite stays green while the gap exists and turns red the day it is fixed (remove the entry).
 */
export type KnownGaps = ReadonlySet<string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Protocol shapes as docs/api.md describes them, asserted the same way for every implementation.
// Page content is not compared: the mock derives its documents from the URL.
export function defineClientContract(server: () => ContractServer, knownGaps: KnownGaps = new Set()): void {
  const contractCase = (name: string, body: () => Promise<void>) => (knownGaps.has(name) ? it.fails : it)(name, body);
  const raw = async (method: string, path: string, body?: string) => {
    const { client, authHeaders } = server();
    const response = await fetch(`${client.baseUrl}${path}`, {
      method,
      headers: { ...authHeaders, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  contractCase("scrape returns a document with the formats asked for and its metadata", async () => {
    const { client, siteOrigin } = server();
    const url = `${siteOrigin}/docs/concepts/retries`;
    const page = await client.scrape({ url, formats: ["markdown", "links"] });
    expect(typeof page.markdown).toBe("string");
    expect(page.markdown?.length).toBeGreaterThan(0);
    expect(Array.isArray(page.links)).toBe(true);
    for (const link of page.links ?? []) expect(URL.canParse(String(link))).toBe(true);
    expect(page.metadata).toMatchObject({ sourceURL: url, statusCode: 200, scrapeId: expect.stringMatching(UUID) });
    expect(typeof page.metadata?.url).toBe("string");
    expect(typeof page.metadata?.title === "string" || Array.isArray(page.metadata?.title)).toBe(true);

    const htmlOnly = await client.scrape({ url, formats: ["html"] });
    expect(typeof htmlOnly.html).toBe("string");
    expect(htmlOnly.markdown).toBeUndefined();
  });

  contractCase("map returns link objects with absolute URLs, at most `limit`", async () => {
    const { client, siteOrigin } = server();
    const result = await client.map({ url: siteOrigin, limit: 5 });
    expect(result.links.length).toBeGreaterThan(0);
    expect(result.links.length).toBeLessThanOrEqual(5);
    for (const link of result.links) expect(URL.canParse(link.url)).toBe(true);
  });

  contractCase("crawl: start, wait, page through with skip/limit and next, read errors", async () => {
    const { client, siteOrigin } = server();
    const started = await client.crawl.start({ url: siteOrigin, limit: 5 });
    expect(started.id).toMatch(UUID);
    expect(started.url).toContain(started.id);

    const done = await client.crawl.wait(started.id);
    expect(done.status).toBe("completed");
    expect(done.completed).toBeGreaterThan(2);
    expect(done.completed).toBeLessThanOrEqual(5);
    expect(done.total).toBe(done.completed);
    expect(typeof done.creditsUsed).toBe("number");
    expect(typeof done.expiresAt).toBe("string");

    const firstPage = await client.crawl.status(started.id, { limit: 2 });
    expect(firstPage.data).toHaveLength(2);
    expect(new URL(String(firstPage.next)).origin).toBe(new URL(client.baseUrl).origin);

    const documents = [];
    for await (const document of client.crawl.pages(started.id)) documents.push(document);
    expect(documents).toHaveLength(done.completed ?? -1);
    expect(new Set(documents.map((document) => document.metadata?.sourceURL)).size).toBe(documents.length);
    for (const document of documents) {
      expect(typeof document.markdown).toBe("string");
      expect(typeof document.metadata?.statusCode).toBe("number");
    }

    const report = await client.crawl.errors(started.id);
    expect(Array.isArray(report.errors)).toBe(true);
    expect(Array.isArray(report.robotsBlocked)).toBe(true);
  });

  contractCase("crawl: cancel answers {status: cancelled} and the job stays cancelled", async () => {
    const { client, siteOrigin } = server();
    const { id } = await client.crawl.start({ url: siteOrigin, limit: 30 });
    const cancelled = await client.crawl.cancel(id);
    expect(cancelled).toEqual({ status: "cancelled" });
    const after = await client.crawl.status(id);
    expect(after.status).toBe("cancelled");
  });

  contractCase("search after a crawl returns web results with url and title", async () => {
    const { client, siteOrigin } = server();
    await client.crawl.run({ url: siteOrigin, limit: 10 });
    const result = await client.search({ query: "retries", limit: 3 });
    expect(result.web?.length).toBeGreaterThan(0);
    expect(result.web?.length).toBeLessThanOrEqual(3);
    for (const hit of result.web ?? []) {
      expect(URL.canParse(String(hit.url))).toBe(true);
      expect(typeof hit.title).toBe("string");
    }
    expect(typeof result.creditsUsed).toBe("number");
    expect(typeof result.id).toBe("string");
  });

  contractCase("error shape: unknown body key → 400 BAD_REQUEST with zod details", async () => {
    const { siteOrigin } = server();
    const { status, body } = await raw("POST", "/scrape", JSON.stringify({ url: siteOrigin, bogus: true }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: "BAD_REQUEST", error: expect.any(String) });
    expect(body.details).toContainEqual(expect.objectContaining({ code: "unrecognized_keys" }));
  });

  contractCase("error shape: malformed JSON → 400 BAD_REQUEST_INVALID_JSON", async () => {
    const { status, body } = await raw("POST", "/scrape", "{not json");
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: "BAD_REQUEST_INVALID_JSON" });
  });

  contractCase("error shape: search validation → 400 'Invalid request body' without a code", async () => {
    const { status, body } = await raw("POST", "/search", JSON.stringify({ query: "x", limit: 1000 }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: "Invalid request body" });
    expect(body).not.toHaveProperty("code");
    expect(Array.isArray(body.details)).toBe(true);
  });

  contractCase("error shape: invalid includePaths regex → 400", async () => {
    const { siteOrigin } = server();
    const { status, body } = await raw("POST", "/crawl", JSON.stringify({ url: siteOrigin, limit: 2, includePaths: ["(unclosed"] }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false });
  });

  contractCase("error shape: unknown crawl id → 404 (status), {error} without success (cancel)", async () => {
    const { client } = server();
    const id = randomUUID();
    await expect(client.crawl.status(id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await raw("GET", `/crawl/${id}`)).toEqual({ status: 404, body: { success: false, error: "Job not found" } });
    expect(await raw("DELETE", `/crawl/${id}`)).toEqual({ status: 404, body: { error: "Job not found" } });
  });

  contractCase("error shape: a job id that is not a UUID → 400", async () => {
    const { client } = server();
    await expect(client.crawl.status("not-a-uuid")).rejects.toBeInstanceOf(BadRequestError);
    const { status, body } = await raw("GET", "/crawl/not-a-uuid");
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: "Invalid job ID format. Job ID must be a valid UUID." });
  });
}
