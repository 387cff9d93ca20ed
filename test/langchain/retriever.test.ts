import { describe, expect, it } from "vitest";
import { WebDataRetriever } from "../../src/adapters/langchain/retriever.js";
import { APIUserAbortError, InvalidArgumentError } from "../../src/core/errors.js";
import { allStrings, useMockServer } from "../helpers/mock-client.js";

const ctx = useMockServer();

describe("WebDataRetriever", () => {
  it("turns a query into k documents with page content from a scraped search", async () => {
    const retriever = new WebDataRetriever({ client: ctx.client(), k: 3 });
    const docs = await retriever.invoke("retrieval augmented generation");
    expect(docs).toHaveLength(3);
    expect(ctx.mock.requestsTo("POST /search")[0]?.body).toEqual({
      query: "retrieval augmented generation",
      limit: 3,
      scrapeOptions: { formats: ["markdown"] },
    });
    for (const doc of docs) {
      expect(doc.pageContent.trim().length).toBeGreaterThan(0);
      expect(typeof doc.metadata.source).toBe("string");
    }
  });

  it("returns every result: one whose page could not be scraped becomes a snippet document", async () => {
    ctx.mock.script("POST /search", {
      body: {
        success: true,
        data: {
          web: [
            { url: "https://a.example/", title: "A", description: "About A", markdown: "# A page" },
            { url: "https://b.example/", title: "B", description: "About B", metadata: { error: "blocked", statusCode: 403 } },
            { url: "https://c.example/", title: "C", description: "About C" },
          ],
        },
        creditsUsed: 3,
      },
    });
    const docs = await new WebDataRetriever({ client: ctx.client(), k: 3 }).invoke("anything");
    expect(docs.map((d) => d.metadata.source)).toEqual(["https://a.example/", "https://b.example/", "https://c.example/"]);
    expect(docs[0]?.metadata.contentKind).toBeUndefined();
    expect(docs[1]).toMatchObject({ pageContent: "B\n\nAbout B", metadata: { contentKind: "snippet", title: "B" } });
    expect(docs[2]).toMatchObject({ pageContent: "C\n\nAbout C", metadata: { contentKind: "snippet", description: "About C" } });
  });

  it("defaults to k = 5 and passes search options through", async () => {
    const retriever = new WebDataRetriever({ client: ctx.client(), searchOptions: { tbs: "qdr:w", sources: ["web", "news"] } });
    const docs = await retriever.invoke("rust async runtimes");
    expect(docs.length).toBeLessThanOrEqual(5);
    expect(docs.length).toBeGreaterThan(0);
    expect(ctx.mock.requestsTo("POST /search")[0]?.body).toMatchObject({ limit: 5, tbs: "qdr:w", sources: ["web", "news"] });
  });

  it("works from client options, and never keeps the key in what it serialises", async () => {
    const apiKey = ctx.mock.apiKey ?? "";
    const retriever = new WebDataRetriever({ apiKey, baseUrl: ctx.mock.url, k: 2 });
    expect(await retriever.invoke("llm evaluation")).toHaveLength(2);
    expect(ctx.mock.requestsTo("POST /search")[0]?.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(JSON.stringify(retriever.toJSON())).not.toContain(apiKey);
    expect(allStrings(retriever.lc_kwargs)).not.toContain(apiKey);
  });

  it("is cancelled by the signal of the call's config", async () => {
    ctx.mock.script("POST /search", { delayMs: 2_000 });
    const controller = new AbortController();
    const retriever = new WebDataRetriever({ client: ctx.client() });
    const pending = retriever.invoke("slow query", { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toBeInstanceOf(APIUserAbortError);
  });

  it("rejects bad options in the constructor", () => {
    expect(() => new WebDataRetriever({ client: ctx.client(), k: 0 })).toThrow(InvalidArgumentError);
    expect(() => new WebDataRetriever({ client: ctx.client(), k: 101 })).toThrow(/k: must be a whole number from 1 to 100/);
    expect(() => new WebDataRetriever({ client: ctx.client(), format: "pdf" as "html" })).toThrow(InvalidArgumentError);
    expect(ctx.mock.requests).toHaveLength(0);
  });
});
