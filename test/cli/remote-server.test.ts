import { readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createMockServer, type MockServer } from "../../src/testing/index.js";
import { cli, until } from "./cli-harness.js";

// The CLI against a v2 server chosen by WEBDATA_BASE_URL / --base-url: here the mock server.
describe("webdata against a v2 server (mock)", () => {
  let mock: MockServer;
  let env: Record<string, string>;
  const outFile = join(tmpdir(), `webdata-cli-${process.pid}.jsonl`);

  beforeAll(async () => {
    mock = await createMockServer();
    env = { WEBDATA_BASE_URL: mock.url, WEBDATA_API_KEY: mock.apiKey ?? "" };
  });
  afterEach(async () => {
    mock.reset();
    await rm(outFile, { force: true });
  });
  afterAll(() => mock.close());

  it("uses WEBDATA_BASE_URL and WEBDATA_API_KEY, says so on stderr, and never prints the key", async () => {
    const run = await cli(["map", "https://example.com", "--limit", "3"], { env });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`using the server at ${mock.url} (key from WEBDATA_API_KEY)`);
    expect(run.stdout.trim().split("\n")).toHaveLength(3);
    expect(mock.requestsTo("POST /map")[0]?.headers.authorization).toBe(`Bearer ${mock.apiKey}`);
    expect(run.stderr + run.stdout).not.toContain(mock.apiKey);
  });

  it("--api-key and --base-url override the environment", async () => {
    const run = await cli(["map", "https://example.com", "--base-url", mock.url, "--api-key", mock.apiKey ?? ""], {
      env: { WEBDATA_BASE_URL: "http://127.0.0.1:9/v2", WEBDATA_API_KEY: "fc-wrong" },
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("key from --api-key");
    expect(mock.requestsTo("POST /map")[0]?.headers.authorization).toBe(`Bearer ${mock.apiKey}`);
  });

  it("a rejected key exits 3 with one error line that does not contain the key", async () => {
    const secret = "fc-this-key-is-wrong-1234";
    const run = await cli(["map", "https://example.com"], { env: { ...env, WEBDATA_API_KEY: secret } });
    expect(run.code).toBe(3);
    const errors = run.stderr.split("\n").filter((line) => line.startsWith("error:"));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("WEBDATA_API_KEY");
    expect(run.stderr + run.stdout).not.toContain(secret);
  });

  it("no key for the hosted service exits 3 before any request", async () => {
    const run = await cli(["map", "https://example.com"], { env: { WEBDATA_BASE_URL: "https://api.firecrawl.dev/v2" } });
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/^error: map needs an API key/m);
  });

  it.each([
    [402, "Insufficient credits"],
    [500, "An unexpected error occurred"],
  ])("an API error (%i) exits 4", async (status, error) => {
    mock.script("POST /scrape", { status, body: { success: false, error }, times: 5 });
    const run = await cli(["scrape", "https://example.com", "--retries", "0"], { env });
    expect(run.code).toBe(4);
    expect(run.stderr).toContain(error);
    expect(run.stdout).toBe("");
  });

  it("HTTP 200 with success:false is an API error too (exit 4)", async () => {
    mock.script("POST /scrape", { status: 200, body: { success: false, code: "SCRAPE_DNS_RESOLUTION_ERROR", error: "DNS lookup failed" } });
    const run = await cli(["scrape", "https://no-such-host.example"], { env });
    expect(run.code).toBe(4);
    expect(run.stderr).toContain("DNS lookup failed");
  });

  it("an unreachable server exits 5", async () => {
    const port = await closedPort();
    const run = await cli(["scrape", "https://example.com", "--retries", "0"], {
      env: { WEBDATA_BASE_URL: `http://127.0.0.1:${port}/v2` },
    });
    expect(run.code).toBe(5);
    expect(run.stderr).toMatch(/^error: /m);
  });

  it("a timeout exits 5", async () => {
    mock.script("POST /map", { delayMs: 2_000, times: 2 });
    const run = await cli(["map", "https://example.com", "--timeout", "100", "--retries", "0"], { env });
    expect(run.code).toBe(5);
  });

  it("scrape --json prints the whole document; plain scrape prints the markdown", async () => {
    const json = await cli(["scrape", "https://example.com/docs", "--json"], { env });
    expect(json.code).toBe(0);
    const doc = JSON.parse(json.stdout);
    expect(doc.metadata.sourceURL).toBe("https://example.com/docs");
    expect(typeof doc.markdown).toBe("string");
    const plain = await cli(["scrape", "https://example.com/docs"], { env });
    expect(plain.stdout.trim()).toBe(String(doc.markdown).trim());
    expect(plain.stderr).toContain("scraped https://example.com/docs");
  });

  it("crawl --out writes one JSON document per line, with a summary on stderr", async () => {
    mock.crawl({ documents: 7 });
    const run = await cli(["crawl", "https://example.com", "--limit", "7", "--out", outFile], { env });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("");
    const lines = (await readFile(outFile, "utf8")).trimEnd().split("\n");
    expect(lines).toHaveLength(7);
    const urls = lines.map((line) => JSON.parse(line).metadata.sourceURL as string);
    expect(new Set(urls).size).toBe(7);
    expect(run.stderr).toContain(`wrote 7 page(s) to ${outFile}`);
    expect(run.stderr).toMatch(/crawl: 7\/7 pages \(completed\)/);
    // The URL goes out as the user typed it (no normalising: some servers reject rewritten forms).
    expect(mock.requestsTo("POST /crawl")[0]?.body).toMatchObject({ url: "https://example.com", limit: 7 });
  });

  it("crawl --json prints a summary with the documents; with --out, the summary alone", async () => {
    mock.crawl({ documents: 4, robotsBlocked: ["https://example.com/admin"] });
    const run = await cli(["crawl", "https://example.com", "--limit", "4", "--json"], { env });
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({ status: "completed", pages: 4, robotsBlocked: ["https://example.com/admin"] });
    expect(summary.data).toHaveLength(4);

    mock.crawl({ documents: 3 });
    const toFile = await cli(["crawl", "https://example.com", "--limit", "3", "--json", "--out", outFile], { env });
    const fileSummary = JSON.parse(toFile.stdout);
    expect(fileSummary).toMatchObject({ status: "completed", pages: 3, out: outFile });
    expect(fileSummary).not.toHaveProperty("data");
  });

  it("crawl --out - streams JSON lines to stdout", async () => {
    mock.crawl({ documents: 5 });
    const run = await cli(["crawl", "https://example.com", "--limit", "5", "--out", "-"], { env });
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(5);
    expect(lines.every((line) => typeof JSON.parse(line).metadata === "object")).toBe(true);
  });

  it("a failed crawl still reports the pages it got, then exits 6", async () => {
    mock.crawl({ documents: 3, failWith: "All scrape engines failed" });
    const run = await cli(["crawl", "https://example.com", "--limit", "3", "--json"], { env });
    expect(run.code).toBe(6);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: "failed", pages: 3 });
    expect(run.stderr).toContain("All scrape engines failed");
  });

  it("Ctrl-C during a crawl cancels the job and exits 130", async () => {
    const jobId = mock.crawl({ documents: 10, progressPerPoll: 0 }); // never finishes on its own
    const interrupt = new AbortController();
    const running = cli(["crawl", "https://example.com", "--limit", "10"], { env, signal: interrupt.signal });
    await until(() => mock.requestsTo("GET /crawl/:id").length > 0);
    interrupt.abort();
    const run = await running;
    expect(run.code).toBe(130);
    expect(mock.requestsTo("DELETE /crawl/:id").map((request) => request.params.id)).toEqual([jobId]);
    expect(run.stderr).toContain(`crawl ${jobId} cancelled`);
  });

  it("search prints numbered results; --json the API result", async () => {
    const run = await cli(["search", "web", "data", "--limit", "2"], { env });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^1\. .+\n {3}https?:\/\//);
    expect(run.stdout).toMatch(/^2\. /m);
    expect(mock.requestsTo("POST /search")[0]?.body).toEqual({ query: "web data", limit: 2 });
    const json = await cli(["search", "web data", "--json", "--limit", "2"], { env });
    expect(JSON.parse(json.stdout).web).toHaveLength(2);
  });

  it("--quiet leaves only the results", async () => {
    const run = await cli(["map", "https://example.com", "--limit", "2", "-q"], { env });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
  });
});

/** A port nothing listens on: bind one, then close it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
