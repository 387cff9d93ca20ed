import { describe, expect, it } from "vitest";
import { VERSION } from "../../src/core/version.js";
import { cli } from "./cli-harness.js";

// Usage problems fail with exit code 2 before any server is contacted (env is empty: no key, no URL).
describe("webdata usage", () => {
  it("--help prints usage, every command and the exit codes on stdout, exit 0", async () => {
    const run = await cli(["--help"]);
    expect(run.code).toBe(0);
    for (const text of ["Usage: webdata", "scrape", "crawl", "map", "search", "serve", "Exit codes:", "130 interrupted"]) {
      expect(run.stdout).toContain(text);
    }
    expect(run.stderr).toBe("");
  });

  it("a command's --help lists its own options and the global ones", async () => {
    const run = await cli(["crawl", "--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("--limit <n>");
    expect(run.stdout).toContain("--out <file>");
    expect(run.stdout).toContain("--allow-private");
  });

  it("--version prints the package version", async () => {
    const run = await cli(["--version"]);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(VERSION);
  });

  it.each([
    [[], "Usage: webdata"],
    [["fetch", "https://example.com"], "unknown command 'fetch'"],
    [["scrape"], "missing required argument 'url'"],
    [["crawl", "https://example.com", "--limit", "0"], "expected an integer from 1 to 100000"],
    [["crawl", "https://example.com", "--limit", "ten"], "expected an integer from 1 to 100000"],
    [["map", "https://example.com", "--sitemap", "sometimes"], "expected one of include, skip, only"],
    [["scrape", "ftp://example.com/file"], "expected an http(s) URL"],
    [["scrape", "https://example.com", "--bogus"], "unknown option '--bogus'"],
    [["crawl", "https://example.com", "--json", "--out", "-"], "--json and --out - both write to stdout"],
    // Flags go through the library's option schemas: the same message and suggestion as createWebDataTools.
    [["mcp", "--params", '{"web_scrape":{"onlyMainContnt":false}}'], "web_scrape.onlyMainContnt: unknown option (did you mean web_scrape.onlyMainContent?)"],
    [["serve", "--params", '{"web_crawl":{"limit":0}}'], "Invalid --params options: web_crawl.limit"],
  ])("%j exits 2 and says why on stderr", async (argv, message) => {
    const run = await cli(argv as string[]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stdout).toBe("");
  });

  it("a format the API does not know is refused before any request (exit 2)", async () => {
    const run = await cli(["scrape", "https://example.com", "--formats", "markdown,pdf", "--base-url", "http://127.0.0.1:9/v2"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: Invalid scrape params: formats/m);
    expect(run.stderr).not.toContain("ECONNREFUSED");
  });

  it("an invalid --base-url is a usage error", async () => {
    const run = await cli(["map", "https://example.com", "--base-url", "not a url"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Invalid baseUrl");
  });
});
