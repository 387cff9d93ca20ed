/**
 * P3 worker: reads one crawl in a fresh process and reports how much memory it took. Run by
 * p3-loader-memory.ts with --expose-gc; argv: <lazy|live|load> <baseUrl> <apiKey> <pages> [loader|client|raw].
 * `raw` is the floor: undici.request + body.json() following `next`, no client and no loader
 * (their modules are loaded, so the baseline heap is the same).
 */
import { cpuMeter } from "./cpu.js";
import { nowMs } from "./main.js";

export type MemoryMode = "lazy" | "load" | "live";

export interface MemoryReport {
  /** `live` streams like `lazy` but runs a full GC every 100 documents: the peak is then what is really retained. */
  mode: MemoryMode;
  /** What did the reading: the LangChain loader, or the client's page iterator when the loader is unavailable. */
  reader: "WebDataLoader" | "client.crawl" | "raw undici";
  documents: number;
  contentBytes: number;
  baselineRssBytes: number;
  /** Peak resident set size of the process (getrusage maxrss), in bytes. */
  peakRssBytes: number;
  baselineHeapBytes: number;
  /** Highest heapUsed seen by a 5 ms sampler and at every 100th document. */
  peakHeapBytes: number;
  durationMs: number;
  cpuMs: number;
}

type Sink = (content: string) => void;

const [mode = "lazy", baseUrl = "", apiKey = "", pagesArg = "0", readerArg = "loader"] = process.argv.slice(2);
const limit = Number(pagesArg);

async function makeReader(): Promise<{ reader: MemoryReport["reader"]; read: (sink: Sink) => Promise<void> }> {
  const url = "https://docs.example.com/";
  if (readerArg === "raw") return rawReader(url);
  try {
    if (readerArg === "client") throw new Error("client reader requested");
    const { WebDataLoader } = await import("../../src/adapters/langchain/loader.js");
    const loader = new WebDataLoader({ mode: "crawl", url, limit, apiKey, baseUrl });
    return {
      reader: "WebDataLoader",
      read: async (sink) => {
        if (mode !== "load") {
          for await (const doc of loader.lazyLoad()) sink(doc.pageContent);
        } else {
          for (const doc of await loader.load()) sink(doc.pageContent);
        }
      },
    };
  } catch (error) {
    console.warn(`WebDataLoader unavailable (${String(error)}); measuring client.crawl instead`);
    const { WebDataClient } = await import("../../src/client.js");
    const client = new WebDataClient({ apiKey, baseUrl, pollIntervalMs: 50 });
    return {
      reader: "client.crawl",
      read: async (sink) => {
        if (mode !== "load") {
          const { id } = await client.crawl.start({ url, limit });
          for await (const doc of client.crawl.pages(id, { pollIntervalMs: 50 })) sink(doc.markdown ?? "");
        } else {
          const result = await client.crawl.run({ url, limit }, { pollIntervalMs: 50 });
          for (const doc of result.data) sink(doc.markdown ?? "");
        }
      },
    };
  }
}

/** The floor: start the crawl and follow `next` with bare undici calls, streaming only. */
async function rawReader(url: string): Promise<{ reader: MemoryReport["reader"]; read: (sink: Sink) => Promise<void> }> {
  const { request } = await import("undici");
  // Loaded but unused: V8 sizes its heap limits from the live heap, so the floor must start from
  // the same baseline (zod, @langchain/core, our modules) to be comparable.
  await import("../../src/adapters/langchain/loader.js").catch(() => import("../../src/client.js"));
  const headers = { authorization: `Bearer ${apiKey}`, "content-type": "application/json" };
  return {
    reader: "raw undici",
    read: async (sink) => {
      const start = await request(`${baseUrl}/crawl`, { method: "POST", headers, body: JSON.stringify({ url, limit }) });
      const { id } = (await start.body.json()) as { id: string };
      let next: string | undefined = `${baseUrl}/crawl/${id}`;
      while (next) {
        const res = await request(next, { headers });
        const page = (await res.body.json()) as { data?: Array<{ markdown?: string }>; next?: string };
        for (const doc of page.data ?? []) sink(doc.markdown ?? "");
        next = page.data?.length ? page.next : undefined;
      }
    },
  };
}

/**
 * Before the baseline, in every variant: the client stack is imported and the crawl status schema
 * (with its document schema) built and run once — both happen on first use since issue 31's cold
 * import work, a one-time cost of the process, not memory a stream holds per document.
 */
async function warmUp(): Promise<void> {
  await Promise.all([import("../../src/client/client-source.js"), import("../../src/loading/load-sources.js"), import("@langchain/core/documents")]);
  const { crawlStatusResponseSchema } = await import("../../src/operations/crawl.js");
  crawlStatusResponseSchema.parse({ success: true, status: "completed", total: 1, completed: 1, data: [{ markdown: "# Warm", metadata: { sourceURL: "https://docs.example.com/", statusCode: 200 } }] });
}

async function main(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with --expose-gc");
  const { reader, read } = await makeReader();
  await warmUp();
  gc();
  gc();
  const baseline = process.memoryUsage();
  let peakHeap = baseline.heapUsed;
  const sample = () => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  };
  const sampler = setInterval(sample, 5);
  let documents = 0;
  let contentBytes = 0;
  const cpu = cpuMeter();
  const start = nowMs();
  await read((content) => {
    documents++;
    contentBytes += content.length;
    if (documents % 100 !== 0) return;
    if (mode === "live") gc();
    sample();
  });
  sample();
  const durationMs = nowMs() - start;
  clearInterval(sampler);
  const report: MemoryReport = {
    mode: mode as MemoryMode,
    reader,
    documents,
    contentBytes,
    baselineRssBytes: baseline.rss,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    baselineHeapBytes: baseline.heapUsed,
    peakHeapBytes: peakHeap,
    durationMs,
    cpuMs: cpu() / 1000,
  };
  process.send?.(report, () => process.exit(0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
