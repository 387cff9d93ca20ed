import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { IncompleteJobError, interruptionOf, WebDataClient } from "webdata-kit";
import { WebDataLoader } from "webdata-kit/langchain";
import { prepareToolSet } from "../../src/tools/create-tool-specs.js";
import { cli } from "../cli/cli-harness.js";
import { startRepeatingServer, type RepeatingServer } from "../helpers/repeating-v2-server.js";

// A server like the self-hosted service (issue 28): it ignores `skip`/`limit`, re-sends everything
// finished so far, and cuts each status page at a byte cap. 41 pages of ~40 KB under a 200 KB cap
// (the service: ~400 KB under 10 MiB): only the first page's documents can ever be read. Every
// consumer must deliver those once and say how many are missing, never "completed, total 41".
const CAP = { documents: 41, documentBytes: 40_000, statusPageBytes: 200_000 };
const PER_PAGE = 4; // ~40 KB documents that fit in 200 KB with the status fields

let server: RepeatingServer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "webdata-capped-"));
});
afterEach(() => server?.close());
afterAll(() => rm(dir, { recursive: true, force: true }));

async function serve(options: Parameters<typeof startRepeatingServer>[0] = CAP) {
  server = await startRepeatingServer(options);
  return new WebDataClient({ apiKey: "fc-test", baseUrl: server.url, pollIntervalMs: 5, retry: 0 });
}

const pageNumbers = (urls: unknown[]) => urls.map((url) => Number(/page-(\d+)/.exec(String(url))?.[1]));
const oneTo = (n: number, from = 1) => Array.from({ length: n - from + 1 }, (_, i) => from + i);

async function drain(pages: AsyncIterable<{ metadata?: { sourceURL?: unknown } | undefined }>) {
  const seen: unknown[] = [];
  let error: unknown;
  try {
    for await (const doc of pages) seen.push(doc.metadata?.sourceURL);
  } catch (caught) {
    error = caught;
  }
  return { numbers: pageNumbers(seen), error };
}

describe("a status page cut by a byte cap on a server that ignores skip", () => {
  it("pages() delivers what it can get once, then throws IncompleteJobError with the counts", async () => {
    const client = await serve();
    const job = await client.crawl.start({ url: "https://site.example", limit: 41 });
    const { numbers, error } = await drain(job.pages());
    expect(numbers).toEqual(oneTo(PER_PAGE));
    expect(error).toBeInstanceOf(IncompleteJobError);
    const incomplete = error as IncompleteJobError;
    expect(incomplete).toMatchObject({ jobId: job.id, received: PER_PAGE, expected: 41, missing: 41 - PER_PAGE, skipIgnored: true });
    expect(incomplete.message).toContain(`41 documents finished but delivered only ${PER_PAGE}`);
  });

  it("pages(id, { skip: 2 }) never re-delivers pages 1–2, though the short page looks like skip worked", async () => {
    const client = await serve();
    const { id } = await client.crawl.start({ url: "https://site.example", limit: 41 });
    await client.crawl.wait(id, { pollIntervalMs: 5 });
    const { numbers, error } = await drain(client.crawl.pages(id, { skip: 2 }));
    expect(numbers).toEqual(oneTo(PER_PAGE, 3));
    expect(error).toMatchObject({ received: PER_PAGE, expected: 41, skipIgnored: true });
  });

  it("pages(id, { skip: 10 }) past the cut delivers nothing again and says so", async () => {
    const client = await serve({ ...CAP, withoutScrapeIds: true });
    const { id } = await client.crawl.start({ url: "https://site.example", limit: 41 });
    await client.crawl.wait(id, { pollIntervalMs: 5 });
    const { numbers, error } = await drain(client.crawl.pages(id, { skip: 10 }));
    expect(numbers).toEqual([]);
    expect(error).toBeInstanceOf(IncompleteJobError);
    expect(error).toMatchObject({ received: PER_PAGE, expected: 41 });
  });

  it("run() throws with the documents it got attached, each once", async () => {
    const client = await serve();
    const error = await client.crawl.run({ url: "https://site.example", limit: 41 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IncompleteJobError);
    const got = interruptionOf<{ metadata?: { sourceURL?: string } }>(error);
    expect(pageNumbers(got?.documents.map((d) => d.metadata?.sourceURL) ?? [])).toEqual(oneTo(PER_PAGE));
  });

  it("a batch scrape reads the same way", async () => {
    const client = await serve();
    const urls = oneTo(41).map((n) => `https://site.example/page-${n}`);
    const job = await client.batchScrape.start({ urls });
    const { numbers, error } = await drain(job.pages());
    expect(numbers).toEqual(oneTo(PER_PAGE));
    expect(error).toMatchObject({ received: PER_PAGE, expected: 41 });
  });

  it("the loader yields those pages once and ends `incomplete` with a warning that counts the missing ones", async () => {
    const client = await serve();
    const loader = new WebDataLoader({ client, mode: "crawl", url: "https://site.example", limit: 41 });
    const docs = await loader.load();
    expect(pageNumbers(docs.map((d) => d.metadata.source))).toEqual(oneTo(PER_PAGE));
    expect(loader.lastSummary).toMatchObject({ status: "incomplete", yielded: PER_PAGE, completed: 41, missing: 41 - PER_PAGE });
    expect(loader.lastSummary?.warnings.join("\n")).toContain(`delivered only ${PER_PAGE}`);

    const { id } = await client.crawl.start({ url: "https://site.example", limit: 41 });
    await client.crawl.wait(id, { pollIntervalMs: 5 });
    const resumed = new WebDataLoader({ client, mode: "crawl", jobId: id, skip: 2 });
    const rest = await resumed.load();
    expect(pageNumbers(rest.map((d) => d.metadata.source))).toEqual(oneTo(PER_PAGE, 3));
    expect(resumed.lastSummary).toMatchObject({ status: "incomplete", missing: 41 - PER_PAGE });
  });

  it("the loader's batch scrape says the same", async () => {
    const client = await serve();
    const urls = oneTo(41).map((n) => `https://site.example/page-${n}`);
    const loader = new WebDataLoader({ client, mode: "scrape", urls, concurrency: 2 });
    const docs = await loader.load();
    expect(pageNumbers(docs.map((d) => d.metadata.source))).toEqual(oneTo(PER_PAGE));
    expect(loader.lastSummary).toMatchObject({ status: "incomplete", missing: 41 - PER_PAGE });
  });

  it("the CLI writes each page once, prints the shortfall and exits 7", async () => {
    await serve();
    const env = { WEBDATA_BASE_URL: server.url, WEBDATA_API_KEY: "fc-test" };
    const out = join(dir, "pages.jsonl");
    const written = await cli(["crawl", "https://site.example", "--limit", "41", "--out", out], { env });
    expect(written.code).toBe(7);
    const lines = (await readFile(out, "utf8")).trimEnd().split("\n");
    expect(pageNumbers(lines.map((line) => JSON.parse(line).metadata.sourceURL))).toEqual(oneTo(PER_PAGE));
    expect(written.stderr).toContain(`wrote ${PER_PAGE} page(s)`);
    expect(written.stderr).toContain(`${41 - PER_PAGE} missing`);
    expect(written.stderr).toContain("error: Incomplete crawl job");

    const json = await cli(["crawl", "https://site.example", "--limit", "41", "--json"], { env });
    expect(json.code).toBe(7);
    const summary = JSON.parse(json.stdout);
    expect(summary).toMatchObject({ status: "completed", completed: 41, pages: PER_PAGE, missing: 41 - PER_PAGE });
    expect(summary.data).toHaveLength(PER_PAGE);
  });

  it("web_crawl and web_crawl_status tell the model how many pages it will not get", async () => {
    const client = await serve();
    const { tools } = prepareToolSet({ client, crawl: { waitBudgetMs: 60_000 } });
    const tool = (name: string) => tools.find((t) => t.spec.name === name)!;
    const crawled = await tool("web_crawl").run({ url: "https://site.example", limit: 41 }, {});
    expect(crawled.ok).toBe(true);
    const output = crawled.output as { jobId: string; documents: unknown[]; missing?: number; moreAvailable: boolean };
    expect(output.documents).toHaveLength(PER_PAGE);
    expect(output).toMatchObject({ missing: 41 - PER_PAGE, moreAvailable: false });
    expect(crawled.modelText).toContain(`completed: ${PER_PAGE} pages. WARNING: Incomplete crawl job ${output.jobId}`);
    expect(crawled.modelText).toContain(`delivered only ${PER_PAGE} (${41 - PER_PAGE} missing)`);

    const status = await tool("web_crawl_status").run({ jobId: output.jobId, offset: 10, limit: 10 }, {});
    expect(status.output).toMatchObject({ documents: [], missing: 41 - PER_PAGE, moreAvailable: false });
    expect(status.modelText).toContain(`(${41 - PER_PAGE} missing)`);
  });
});

describe("at the service's real size: 10 MiB pages, 41 documents of ~410 KB", () => {
  it("pages() gets the 25 that fit once and reports the 16 it cannot get", async () => {
    const client = await serve({ documents: 41, perPoll: 41, documentBytes: 410_000, statusPageBytes: 10 * 1024 * 1024 });
    const job = await client.crawl.start({ url: "https://site.example", limit: 41 });
    const { numbers, error } = await drain(job.pages());
    expect(numbers).toEqual(oneTo(25));
    expect(error).toMatchObject({ received: 25, expected: 41, missing: 16 });
  });
});

describe("a capped server that ignores skip but honours its own `next` cursor", () => {
  it("pages() and pages(id, { skip: 10 }) follow `next` from the start and deliver every page once", async () => {
    const client = await serve({ ...CAP, cursorNext: true });
    const job = await client.crawl.start({ url: "https://site.example", limit: 41 });
    const { numbers, error } = await drain(job.pages());
    expect(error).toBeUndefined();
    expect(numbers).toEqual(oneTo(41));
    const { numbers: rest, error: restError } = await drain(client.crawl.pages(job.id, { skip: 10 }));
    expect(restError).toBeUndefined();
    expect(rest).toEqual(oneTo(41, 11));
  });
});

describe("the same server without the cap", () => {
  it("still delivers every page once, with no warning", async () => {
    const client = await serve({ documents: 41, documentBytes: 40_000 });
    const job = await client.crawl.start({ url: "https://site.example", limit: 41 });
    const { numbers, error } = await drain(job.pages());
    expect(error).toBeUndefined();
    expect(numbers).toEqual(oneTo(41));
    const { numbers: rest, error: restError } = await drain(client.crawl.pages(job.id, { skip: 10 }));
    expect(restError).toBeUndefined();
    expect(rest).toEqual(oneTo(41, 11));
  });
});
