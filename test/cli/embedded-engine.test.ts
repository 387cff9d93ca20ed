import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteServer, type SiteServer } from "../../examples/site-server.js";
import { EMBEDDED_ENGINE_NOTICE } from "../../src/cli/target.js";
import { cli } from "./cli-harness.js";

// No key and no base URL: every command starts the embedded engine in-process. The bundled demo
// site is served on loopback, which the engine only fetches with --allow-private.
describe("webdata with the embedded engine", () => {
  let site: SiteServer;
  let dataDir: string;

  beforeAll(async () => {
    site = await startSiteServer();
    dataDir = await mkdtemp(join(tmpdir(), "webdata-cli-"));
  });
  afterAll(async () => {
    await site.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("says on stderr that it uses the embedded engine, and scrapes a loopback page with --allow-private", async () => {
    const run = await cli(["scrape", site.url("/pricing"), "--allow-private"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(EMBEDDED_ENGINE_NOTICE);
    expect(run.stdout).toContain("# Simple pricing, billed by jobs run");
    expect(run.stdout).toContain("| Price | $0 | $49 / month | $399 / month |");
    expect(run.stdout).not.toContain("Staff sign-in"); // the footer is not main content
  });

  it("refuses loopback targets without --allow-private (exit 4) and says which flag allows them", async () => {
    const requestsBefore = site.requests.length;
    const run = await cli(["scrape", site.url("/pricing")]);
    expect(run.code).toBe(4);
    const errors = run.stderr.split("\n").filter((line) => line.startsWith("error:"));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("--allow-private");
    expect(site.requests.length).toBe(requestsBefore); // refused before any request left the engine
  });

  it("a page that answers 404 is still a result, with a warning", async () => {
    const run = await cli(["scrape", site.url("/no-such-page"), "--allow-private", "--json"]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).metadata.statusCode).toBe(404);
    expect(run.stderr).toContain("warning: the page answered HTTP 404");
  });

  it("map lists the site's URLs from its sitemap and links", async () => {
    const run = await cli(["map", site.origin, "--allow-private"]);
    expect(run.code).toBe(0);
    const urls = run.stdout.trim().split("\n");
    expect(urls.length).toBeGreaterThan(30);
    expect(urls).toContain(site.url("/docs/api/jobs"));
  });

  it("crawl lists every page, reports robots.txt blocks, and search finds them via --data-dir", async () => {
    const crawl = await cli(["crawl", site.origin, "--limit", "60", "--allow-private", "--data-dir", dataDir]);
    expect(crawl.code).toBe(0);
    const rows = crawl.stdout.trim().split("\n");
    expect(rows.length).toBeGreaterThan(30);
    expect(rows).toContainEqual(expect.stringMatching(/^200 http:\/\/127\.0\.0\.1:\d+\/docs\/concepts\/retries {2}Retries and backoff/));
    expect(crawl.stdout).not.toContain("/admin/");
    expect(crawl.stderr).toMatch(/completed: \d+ page\(s\), 1 blocked by robots\.txt/);
    expect(crawl.stderr).toMatch(/^crawl: \d+\/\d+ pages \(completed\)$/m);

    const search = await cli(["search", "exponential backoff jitter", "--limit", "3", "--json", "--data-dir", dataDir]);
    expect(search.code).toBe(0);
    expect(JSON.parse(search.stdout).web[0].url).toBe(site.url("/docs/concepts/retries"));
  });

  it("search with an empty index explains why there are no results", async () => {
    const run = await cli(["search", "anything"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("has none yet");
    expect(run.stderr).toContain("--data-dir");
  });
});
