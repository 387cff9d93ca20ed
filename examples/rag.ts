/**
 * Retrieval-augmented generation, the retrieval half: crawl a site → split → in-memory vector
 * store → retrieve the passages that answer a question.
 *
 *   npm run example -- examples/rag.ts                          # no key: local engine + a demo site on loopback
 *   WEBDATA_API_KEY=fc-... npm run example -- examples/rag.ts https://docs.firecrawl.dev "How do webhooks work?"
 *
 * Embeddings are OpenAI's when OPENAI_API_KEY is set; otherwise a small offline keyword embedding
 * stands in (good enough to show the pipeline, not a real semantic model).
 */
import { MemoryVectorStore } from "@langchain/classic/vectorstores/memory";
import type { Document } from "@langchain/core/documents";
import { Embeddings, type EmbeddingsInterface } from "@langchain/core/embeddings";
import { RecursiveCharacterTextSplitter } from "@langchain/textsplitters";
import { createLocalEngine } from "webdata-kit/engine";
import { WebDataLoader } from "webdata-kit/langchain";
import { startSiteServer } from "./site-server.js";

async function main(): Promise<void> {
  const hosted = Boolean(process.env.WEBDATA_API_KEY);
  // The demo site is on 127.0.0.1, so the engine must be allowed to fetch private addresses.
  const site = hosted ? undefined : await startSiteServer();
  const engine = hosted ? undefined : await createLocalEngine({ allowPrivateNetwork: true });
  const startUrl = process.argv[2] ?? site?.url("/") ?? "https://example.com";
  const question = process.argv[3] ?? "Team plan price per month";
  console.log(engine ? `No WEBDATA_API_KEY: local engine at ${engine.url}, crawling ${startUrl}` : `Crawling ${startUrl} with the hosted service`);

  try {
    const loader = new WebDataLoader({
      mode: "crawl",
      url: startUrl,
      limit: 60, // the crawl's page (and credit) budget
      ...(engine ? { baseUrl: engine.url } : {}),
      onSkip: (page) => console.log(`  skipped ${page.url}: ${page.reason}`),
    });
    const splitter = new RecursiveCharacterTextSplitter({ chunkSize: 600, chunkOverlap: 60 });
    const chunks: Document[] = [];
    // Pages stream in while the crawl runs; each is split as it arrives.
    for await (const page of loader.lazyLoad()) {
      chunks.push(...(await splitter.splitDocuments([page])));
      console.log(`  ${page.metadata.source} — ${page.metadata.title ?? "(no title)"}`);
    }
    const summary = loader.lastSummary;
    console.log(`\n${summary?.yielded} pages, ${summary?.skipped.length} skipped → ${chunks.length} chunks (job ${summary?.jobId}: ${summary?.status})`);

    const store = await MemoryVectorStore.fromDocuments(chunks, await embeddings());
    console.log(`\nQ: ${question}`);
    for (const [chunk, score] of await store.similaritySearchWithScore(question, 3)) {
      const text = chunk.pageContent.replace(/\s+/g, " ").slice(0, 160);
      console.log(`  ${score.toFixed(3)}  ${chunk.metadata.source}\n         ${text}…`);
    }
  } finally {
    await engine?.close();
    await site?.close();
  }
}

async function embeddings(): Promise<EmbeddingsInterface> {
  if (!process.env.OPENAI_API_KEY) return new KeywordEmbeddings();
  const { OpenAIEmbeddings } = await import("@langchain/openai");
  return new OpenAIEmbeddings({ model: "text-embedding-3-small" });
}

/** Offline stand-in: hashed word counts, normalised. Texts that share words end up close. */
class KeywordEmbeddings extends Embeddings {
  constructor(private readonly size = 512) {
    super({});
  }
  async embedDocuments(texts: string[]): Promise<number[][]> {
    return texts.map((text) => this.vector(text));
  }
  async embedQuery(text: string): Promise<number[]> {
    return this.vector(text);
  }
  private vector(text: string): number[] {
    const out = new Array<number>(this.size).fill(0);
    for (const word of text.toLowerCase().match(/[a-z0-9$]{3,}/g) ?? []) {
      let hash = 0;
      for (const char of word) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
      out[hash % this.size]! += 1;
    }
    const norm = Math.hypot(...out) || 1;
    return out.map((value) => value / norm);
  }
}

await main();
