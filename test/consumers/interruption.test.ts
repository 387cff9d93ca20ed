import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { APIConnectionError, interruptionOf, WebDataClient } from "webdata-kit";
import { WebDataLoader } from "webdata-kit/langchain";
import { cli } from "../cli/cli-harness.js";
import { startRepeatingServer, type RepeatingServer } from "../helpers/repeating-v2-server.js";

// A server that dies mid-crawl (sockets destroyed, no longer listening): nothing received is lost,
// and the error says where to resume (issue 12).
let server: RepeatingServer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "webdata-interrupt-"));
});
afterEach(() => server?.close());
afterAll(() => rm(dir, { recursive: true, force: true }));

async function dyingServer() {
  server = await startRepeatingServer({ documents: 39, perPoll: 7, dieAfterPolls: 3 });
  return new WebDataClient({ apiKey: "fc-test", baseUrl: server.url, pollIntervalMs: 5, retry: 0 });
}

const pageNumbers = (urls: unknown[]) => urls.map((url) => Number(/page-(\d+)/.exec(String(url))?.[1]));
const oneTo = (n: number, from = 1) => Array.from({ length: n - from + 1 }, (_, i) => from + i);

describe("nothing lost when the server dies mid-crawl", () => {
  it("crawl.run() throws the connection error carrying the 21 documents and { jobId, skip }; resuming reads the rest", async () => {
    const client = await dyingServer();
    const error = await client.crawl.run({ url: "https://site.example", limit: 39 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionError);
    const stopped = interruptionOf<{ metadata?: { sourceURL?: string } }>(error)!;
    expect(pageNumbers(stopped.documents.map((d) => d.metadata?.sourceURL))).toEqual(oneTo(21));
    expect(stopped.skip).toBe(21);
    expect((error as { jobId?: string }).jobId).toBe(stopped.jobId);

    await server.revive();
    const rest = [];
    for await (const doc of client.crawl.pages(stopped.jobId, { skip: stopped.skip })) rest.push(doc.metadata?.sourceURL);
    expect(pageNumbers(rest)).toEqual(oneTo(39, 22));
  });

  it("loader.load() throws with the documents received and the resume point; a resumed loader finishes", async () => {
    const client = await dyingServer();
    const loader = new WebDataLoader({ client, mode: "crawl", url: "https://site.example", limit: 39 });
    const error = await loader.load().catch((e: unknown) => e);
    const stopped = interruptionOf<{ metadata: { source: string } }>(error)!;
    expect(stopped.documents).toHaveLength(21);
    expect(stopped.skip).toBe(21);
    expect(loader.lastSummary).toMatchObject({ status: "error", yielded: 21, read: 21, jobId: stopped.jobId });

    await server.revive();
    const resumed = await new WebDataLoader({ client, mode: "crawl", jobId: stopped.jobId, skip: stopped.skip }).load();
    expect(pageNumbers([...stopped.documents, ...resumed].map((d) => d.metadata.source))).toEqual(oneTo(39));
  });

  it("the CLI keeps what it wrote, prints the resume command, and the command completes the file", async () => {
    await dyingServer();
    const env = { WEBDATA_BASE_URL: server.url, WEBDATA_API_KEY: "fc-test" };
    const out = join(dir, "crawl.jsonl");
    const first = await cli(["crawl", "https://site.example", "--limit", "39", "--out", out, "--retries", "0"], { env });
    expect(first.code).toBe(5);
    expect((await readFile(out, "utf8")).trimEnd().split("\n")).toHaveLength(21);
    const resume = /resume with: webdata (.+)$/m.exec(first.stderr)?.[1];
    expect(resume).toMatch(/^crawl --resume \S+ --skip 21 --out /);

    await server.revive();
    const argv = resume!.split(" ").map((arg) => arg.replace(/^"(.*)"$/, "$1"));
    const second = await cli([...argv, "--retries", "0"], { env });
    expect(second.code).toBe(0);
    const lines = (await readFile(out, "utf8")).trimEnd().split("\n");
    expect(pageNumbers(lines.map((line) => JSON.parse(line).metadata.sourceURL))).toEqual(oneTo(39));
  });
});
