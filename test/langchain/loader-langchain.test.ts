import { MemoryVectorStore } from "@langchain/classic/vectorstores/memory";
import { SyntheticEmbeddings } from "@langchain/core/utils/testing";
import { RecursiveCharacterTextSplitter } from "@langchain/textsplitters";
import { describe, expect, it } from "vitest";
import { documentMetadata, flatValue } from "../../src/loading/document-metadata.js";
import { WebDataLoader } from "../../src/adapters/langchain/loader.js";
import { useMockServer } from "../helpers/mock-client.js";

const ctx = useMockServer();

function isFlat(value: unknown): boolean {
  return ["string", "number", "boolean"].includes(typeof value);
}

describe("WebDataLoader documents in LangChain", () => {
  it("crawl documents carry flat metadata with source, title, statusCode, scrapeId and the job id", async () => {
    const id = ctx.mock.crawl({ documents: 5 });
    const docs = await new WebDataLoader({ mode: "crawl", jobId: id, client: ctx.client() }).load();
    expect(docs[0]?.metadata).toEqual({
      source: "https://example.com/page-1",
      url: "https://example.com/page-1",
      sourceURL: "https://example.com/page-1",
      title: "Page 1",
      language: "en",
      statusCode: 200,
      contentType: "text/html",
      scrapeId: expect.any(String),
      jobId: id,
    });
    for (const doc of docs) expect(Object.values(doc.metadata).every(isFlat)).toBe(true);
  });

  it("splits with RecursiveCharacterTextSplitter and searches a MemoryVectorStore, metadata filter included", async () => {
    const id = ctx.mock.crawl({ documents: 30, docBytes: 1_500 });
    const docs = await new WebDataLoader({ mode: "crawl", jobId: id, client: ctx.client() }).load();
    const chunks = await new RecursiveCharacterTextSplitter({ chunkSize: 400, chunkOverlap: 40 }).splitDocuments(docs);
    expect(chunks.length).toBeGreaterThan(docs.length * 2);
    expect(chunks.every((chunk) => typeof chunk.metadata.source === "string" && chunk.metadata.jobId === id)).toBe(true);

    const store = await MemoryVectorStore.fromDocuments(chunks, new SyntheticEmbeddings({ vectorSize: 16 }));
    const target = "https://example.com/page-7";
    const hits = await store.similaritySearch("Page 7", 3, (doc) => doc.metadata.source === target);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.metadata.source === target)).toBe(true);
    const retrieved = await store.asRetriever({ k: 4 }).invoke("Mock crawl document");
    expect(retrieved).toHaveLength(4);
  });
});

describe("document metadata flattening", () => {
  it("keeps strings, finite numbers and booleans, joins string lists, drops the rest", () => {
    expect(flatValue("a")).toBe("a");
    expect(flatValue("  ")).toBeUndefined();
    expect(flatValue(3)).toBe(3);
    expect(flatValue(Number.NaN)).toBeUndefined();
    expect(flatValue(false)).toBe(false);
    expect(flatValue(["rag", "llm"])).toBe("rag, llm");
    expect(flatValue(["rag", 1])).toBeUndefined();
    expect(flatValue({ a: 1 })).toBeUndefined();
    expect(flatValue(null)).toBeUndefined();
  });

  it("uses the requested URL as source, the final one as url, and copies extra fields on request", () => {
    const page = {
      markdown: "# Hi",
      metadata: {
        sourceURL: "http://a.example/old",
        url: "https://a.example/new",
        title: ["Hi", "Hello"],
        keywords: ["x", "y"],
        ogImage: "https://a.example/og.png",
        ogLocale: { nested: true },
        statusCode: 200,
      },
    };
    expect(documentMetadata(page, { jobId: "j1" })).toEqual({
      source: "http://a.example/old",
      url: "https://a.example/new",
      sourceURL: "http://a.example/old",
      title: "Hi, Hello",
      keywords: "x, y",
      statusCode: 200,
      jobId: "j1",
    });
    expect(documentMetadata(page, {}, ["ogImage"]).ogImage).toBe("https://a.example/og.png");
    const all = documentMetadata(page, {}, "all");
    expect(all.ogImage).toBe("https://a.example/og.png");
    expect("ogLocale" in all).toBe(false);
  });

  it("falls back to the context's URL, title and description", () => {
    expect(documentMetadata({ markdown: "x" }, { url: "https://b.example/", title: "B", description: "About B" })).toEqual({
      source: "https://b.example/",
      title: "B",
      description: "About B",
    });
  });
});
