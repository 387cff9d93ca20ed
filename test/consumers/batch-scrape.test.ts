import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { interruptionOf, WebDataClient } from "webdata-kit";
import { WebDataLoader } from "webdata-kit/langchain";
import { cli } from "../cli/cli-harness.js";
import { useMockServer } from "../helpers/mock-client.js";
import { startRepeatingServer, type RepeatingServer } from "../helpers/repeating-v2-server.js";

let server: RepeatingServer;
let dir: string;
const mock = useMockServer();
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "webdata-batch-"));
});
afterEach(() => server?.close());
afterAll(() => rm(dir, { recursive: true, force: true }));

const urls = Array.from({ length: 12 }, (_, i) => `https://site.example/page-${i + 1}`);
const pageNumbers = (list: unknown[]) => list.map((url) => Number(/page-(\d+)/.exec(String(url))?.[1]));
const oneTo = (n: number, from = 1) => Array.from({ length: n - from + 1 }, (_, i) => from + i);

async function serve(options: Parameters<typeof startRepeatingServer>[0] = {}) {
  server = await startRepeatingServer({ perPoll: 5, ...options });
  return new WebDataClient({ apiKey: "fc-test", baseUrl: server.url, pollIntervalMs: 5, retry: 0 });
}

describe("batch scrape", () => {
  it("a handle with start/status/pages/errors/wait/cancel; run() delivers each page once from a repeating server", async () => {
    const client = await serve();
    const job = await client.batchScrape.start({ urls, formats: ["markdown"] });
    expect(job.url).toContain(`/batch/scrape/${job.id}`);
    expect(server.requests[0]).toMatchObject({ method: "POST", path: "/v2/batch/scrape" });
    const seen = [];
    for await (const doc of job.pages()) seen.push(doc.metadata?.sourceURL);
    expect(pageNumbers(seen)).toEqual(oneTo(12));
    expect((await job.errors()).errors).toEqual([]);
    expect((await job.wait()).status).toBe("completed");

    const run = await client.batchScrape.run({ urls });
    expect(pageNumbers(run.data.map((d) => d.metadata?.sourceURL))).toEqual(oneTo(12));

    const running = await client.batchScrape.start({ urls });
    await running[Symbol.asyncDispose]();
    expect(server.requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([`/v2/batch/scrape/${running.id}`]);
  });

  it("an interrupted batch run keeps what arrived and where to resume", async () => {
    const client = await serve({ dieAfterPolls: 2 });
    const error = await client.batchScrape.run({ urls }).catch((e: unknown) => e);
    const stopped = interruptionOf(error)!;
    expect(stopped.documents).toHaveLength(10);
    expect(stopped.skip).toBe(10);
  });

  it("the loader scrapes many URLs as one batch, and falls back to single scrapes where batch is missing", async () => {
    const client = await serve();
    const loader = new WebDataLoader({ client, mode: "scrape", urls, concurrency: 4 });
    const docs = await loader.load();
    expect(pageNumbers(docs.map((d) => d.metadata.source))).toEqual(oneTo(12));
    expect(server.requests.filter((r) => r.path === "/v2/batch/scrape")).toHaveLength(1);
    expect(loader.lastSummary).toMatchObject({ status: "completed", yielded: 12, jobId: expect.any(String) });

    // A server without batch scrape answers 404 ("Route not found"): single scrapes instead.
    // The mock has batch routes, so script that route to answer like a server without them.
    mock.mock.script("POST /batch/scrape", { status: 404, body: { success: false, error: "Route not found: POST /v2/batch/scrape." } });
    const fallback = new WebDataLoader({ client: mock.client(), mode: "scrape", urls, concurrency: 4 });
    expect(await fallback.load()).toHaveLength(12);
    expect(mock.mock.requestsTo("POST /scrape")).toHaveLength(12);
  });

  it("webdata batch FILE URL… writes each page once to --out", async () => {
    await serve();
    const list = join(dir, "urls.txt");
    await writeFile(list, `# pages\n${urls.slice(0, 8).join("\n")}\n\n`);
    const out = join(dir, "batch.jsonl");
    const run = await cli(["batch", list, ...urls.slice(8), "--out", out], { env: { WEBDATA_BASE_URL: server.url, WEBDATA_API_KEY: "fc-test" } });
    expect(run.code).toBe(0);
    const lines = (await readFile(out, "utf8")).trimEnd().split("\n");
    expect(pageNumbers(lines.map((line) => JSON.parse(line).metadata.sourceURL))).toEqual(oneTo(12));
    expect(run.stderr).toContain("wrote 12 page(s)");
  });

  it("GET /scrape/{id} and the team's credit and token usage", async () => {
    const client = await serve();
    expect((await client.getScrape("0192aaaa-0000-7000-8000-000000000001")).markdown).toBe("# Again");
    expect(await client.getCreditUsage()).toMatchObject({ remainingCredits: 500, planCredits: 1000 });
    expect(await client.getTokenUsage()).toMatchObject({ remainingTokens: 9000 });
  });
});
