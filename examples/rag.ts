/**
 * Retrieval-augmented generation, the retrieval half: crawl a site → split → in-memory vector
 * store → retrieve the passages that answer a question.
 *
 *   npx tsx examples/rag.ts                          # no key: local engine + a demo site on loopback
 *   WEBDATA_API_KEY=fc-... npx tsx examples/rag.ts https://docs.firecrawl.dev "How do webhooks work?"
 *
 * Embeddings are OpenAI's when OPENAI_API_KEY is set; otherwise a small offline keyword embedding
 * stands in (good enough to show the pipeline, not a real semantic model).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { MemoryVectorStore } from "@langchain/classic/vectorstores/memory";
import type { Document } from "@langchain/core/documents";
import { Embeddings, type EmbeddingsInterface } from "@langchain/core/embeddings";
import { RecursiveCharacterTextSplitter } from "@langchain/textsplitters";
import { createLocalEngine } from "webdata-kit/engine";
import { WebDataLoader } from "webdata-kit/langchain";

async function main(): Promise<void> {
  const hosted = Boolean(process.env.WEBDATA_API_KEY);
  // The demo site is on 127.0.0.1, so the engine must be allowed to fetch private addresses.
  // TODO(lead): use examples/site-server.ts and examples/site/ once they exist, instead of serveDemoSite().
  const site = hosted ? undefined : await serveDemoSite();
  const engine = hosted ? undefined : await createLocalEngine({ allowPrivateNetwork: true });
  const startUrl = process.argv[2] ?? site?.url ?? "https://example.com";
  const question = process.argv[3] ?? "How much does the Team plan cost per month?";
  console.log(engine ? `No WEBDATA_API_KEY: local engine at ${engine.url}, crawling ${startUrl}` : `Crawling ${startUrl} with the hosted service`);

  try {
    const loader = new WebDataLoader({
      mode: "crawl",
      url: startUrl,
      limit: 25, // the crawl's page (and credit) budget
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

/** A five-page product site on 127.0.0.1 (port 0). */
async function serveDemoSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const nav = `<nav><a href="/">Home</a> <a href="/pricing">Pricing</a> <a href="/docs/api-keys">API keys</a> <a href="/docs/webhooks">Webhooks</a> <a href="/blog/launch">Blog</a></nav>`;
  const pages: Record<string, [title: string, body: string]> = {
    "/": ["Acme Data", "<h1>Acme Data</h1><p>Acme Data turns websites into clean markdown for your AI applications.</p>"],
    "/pricing": [
      "Pricing",
      "<h1>Pricing</h1><table><tr><th>Plan</th><th>Price</th><th>Pages per month</th></tr>" +
        "<tr><td>Hobby</td><td>$19 per month</td><td>3,000</td></tr><tr><td>Team</td><td>$99 per month</td><td>100,000</td></tr>" +
        "<tr><td>Enterprise</td><td>Custom</td><td>Unlimited</td></tr></table><p>The Team plan cost is billed monthly; yearly billing saves 20%.</p>",
    ],
    "/docs/api-keys": [
      "API keys",
      "<h1>API keys</h1><p>Create an API key in the dashboard. Rotate keys every 90 days: create a new key, deploy it, then revoke the old key.</p>",
    ],
    "/docs/webhooks": [
      "Webhooks",
      "<h1>Webhooks</h1><p>Webhooks send a signed POST request to your endpoint when a crawl starts, for every page, and when it completes.</p>",
    ],
    "/blog/launch": ["We launched", "<h1>We launched</h1><p>After a year in beta, Acme Data is generally available to every team.</p>"],
  };
  const server = createServer((req, res) => {
    const page = pages[new URL(req.url ?? "/", "http://localhost").pathname];
    res.writeHead(page ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(page ? `<!doctype html><html lang="en"><head><title>${page[0]}</title></head><body>${nav}<main>${page[1]}</main></body></html>` : "Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

await main();
