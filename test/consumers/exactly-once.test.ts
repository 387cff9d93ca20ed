import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WebDataClient } from "webdata-kit";
import { WebDataLoader } from "webdata-kit/langchain";
import { prepareToolSet } from "../../src/tools/create-tool-specs.js";
import { cli } from "../cli/cli-harness.js";
import { startRepeatingServer, type RepeatingServer } from "../helpers/repeating-v2-server.js";

// Every consumer against a server that pages like the self-hosted service: skip/limit ignored,
// `next` while running, every status page re-sending everything finished so far (issue 12).
let server: RepeatingServer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "webdata-once-"));
});
afterEach(() => server?.close());
afterAll(() => rm(dir, { recursive: true, force: true }));

async function serve(options: Parameters<typeof startRepeatingServer>[0] = {}) {
  server = await startRepeatingServer(options);
  return new WebDataClient({ apiKey: "fc-test", baseUrl: server.url, pollIntervalMs: 5, retry: 0 });
}

const pageNumbers = (urls: unknown[]) => urls.map((url) => Number(/page-(\d+)/.exec(String(url))?.[1]));
const oneTo = (n: number, from = 1) => Array.from({ length: n - from + 1 }, (_, i) => from + i);

describe("exactly once on a server that repeats its pages", () => {
  it("crawl.pages() while running, and crawl.run(), deliver 39 of 39", async () => {
    const client = await serve();
    const job = await client.crawl.start({ url: "https://site.example", limit: 39 });
    const seen = [];
    for await (const doc of job.pages()) seen.push(doc.metadata?.sourceURL);
    expect(pageNumbers(seen)).toEqual(oneTo(39));

    const run = await client.crawl.run({ url: "https://site.example", limit: 39 });
    expect(pageNumbers(run.data.map((d) => d.metadata?.sourceURL))).toEqual(oneTo(39));
    expect(run.completed).toBe(39);
  });

  it("pages({ skip }) honours skip when the server ignores it; identity falls back to the URL", async () => {
    const client = await serve({ withoutScrapeIds: true });
    const { id } = await client.crawl.run({ url: "https://site.example", limit: 39 });
    const rest = [];
    for await (const doc of client.crawl.pages(id, { skip: 10 })) rest.push(doc.metadata?.sourceURL);
    expect(pageNumbers(rest)).toEqual(oneTo(39, 11));
  });

  it("the loader yields each page once, with honest counts, also under maxPages", async () => {
    const client = await serve();
    const loader = new WebDataLoader({ client, mode: "crawl", url: "https://site.example", limit: 39 });
    const docs = await loader.load();
    expect(pageNumbers(docs.map((d) => d.metadata.source))).toEqual(oneTo(39));
    expect(loader.lastSummary).toMatchObject({ status: "completed", yielded: 39, read: 39, total: 39 });

    const capped = new WebDataLoader({ client, mode: "crawl", url: "https://site.example", limit: 39, maxPages: 10 });
    const ten = await capped.load();
    expect(new Set(ten.map((d) => d.metadata.source)).size).toBe(10);
    expect(capped.lastSummary).toMatchObject({ status: "maxPages", yielded: 10, read: 10 });
  });

  it("web_crawl tells the model the true count; web_crawl_status reads the right offset window", async () => {
    const client = await serve();
    const { tools } = prepareToolSet({ client, crawl: { waitBudgetMs: 60_000 } });
    const tool = (name: string) => tools.find((t) => t.spec.name === name)!;
    const crawled = await tool("web_crawl").run({ url: "https://site.example", limit: 39 }, {});
    expect(crawled.ok).toBe(true);
    const output = crawled.output as { jobId: string; documents: unknown[] };
    expect(output.documents).toHaveLength(39);
    expect(crawled.modelText).toContain("completed: 39 pages");

    const status = await tool("web_crawl_status").run({ jobId: output.jobId, offset: 30, limit: 10 }, {});
    const window = status.output as { offset: number; documents: { metadata?: { sourceURL?: string } }[]; moreAvailable: boolean };
    expect(pageNumbers(window.documents.map((d) => d.metadata?.sourceURL))).toEqual(oneTo(39, 31));
    expect(window.moreAvailable).toBe(false);
    expect(status.modelText).toContain("[30] ");
    expect(status.modelText).toContain("page-31");
  });

  it("the CLI writes each page once with --out and counts it once with --json", async () => {
    await serve();
    const env = { WEBDATA_BASE_URL: server.url, WEBDATA_API_KEY: "fc-test" };
    const out = join(dir, "pages.jsonl");
    const written = await cli(["crawl", "https://site.example", "--limit", "39", "--out", out], { env });
    expect(written.code).toBe(0);
    const lines = (await readFile(out, "utf8")).trimEnd().split("\n");
    expect(pageNumbers(lines.map((line) => JSON.parse(line).metadata.sourceURL))).toEqual(oneTo(39));
    expect(written.stderr).toContain("wrote 39 page(s)");

    const json = await cli(["crawl", "https://site.example", "--limit", "39", "--json"], { env });
    expect(json.code).toBe(0);
    const summary = JSON.parse(json.stdout);
    expect(summary.pages).toBe(39);
    expect(summary.data).toHaveLength(39);
  });

  it("map drops repeated links, keeping the first occurrence and the order", async () => {
    const client = await serve();
    const { links } = await client.map({ url: "https://site.example", sitemap: "only" });
    expect(pageNumbers(links.map((l) => l.url))).toEqual(oneTo(19));
  });
});
