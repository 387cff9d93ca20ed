import type { CallToolResult, Progress } from "@modelcontextprotocol/sdk/types.js";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGeneratedSite, type GeneratedSite } from "../helpers/generated-site.js";
import { connectStdio, textOf, type StdioSession } from "./mcp-harness.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

describe("webdata mcp with no key: the embedded engine in-process", () => {
  let site: GeneratedSite;
  let session: StdioSession;

  beforeAll(async () => {
    site = await startGeneratedSite({ pages: 12 });
    session = await connectStdio(["--allow-private", "--tools", "web_scrape,web_crawl,web_search,web_map"]);
  });
  afterAll(async () => {
    await session?.close();
    await site?.close();
  });

  it("offers the chosen tools and runs them on the engine, with crawl progress", async () => {
    const { tools } = await session.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["web_scrape", "web_crawl", "web_search", "web_map"]);
    expect(session.stderr()).toContain("using the embedded local engine");

    const page = (await session.client.callTool({ name: "web_scrape", arguments: { url: site.url(site.pagePath(5)) } })) as CallToolResult;
    expect(textOf(page)).toContain("token5");

    const progress: Progress[] = [];
    const crawl = (await session.client.callTool({ name: "web_crawl", arguments: { url: site.origin, limit: 8 } }, undefined, {
      onprogress: (p) => progress.push(p),
    })) as CallToolResult;
    expect(crawl.isError ?? false).toBe(false);
    expect(textOf(crawl)).toMatch(/Crawl \S+ completed: 8 pages/);
    // Pages done of the total, growing. (The last one can still lose the official client's race
    // between a notification and the result read in one chunk on a loaded machine: SDK #2580.)
    expect(progress.length).toBeGreaterThan(0);
    for (const [i, p] of progress.entries()) {
      expect(p.progress).toBeLessThanOrEqual(p.total ?? 0);
      if (i > 0) expect(p.progress).toBeGreaterThan(progress[i - 1]!.progress);
    }
    expect(progress.at(-1)!.total).toBeLessThanOrEqual(8);

    // The engine indexed what it fetched: search finds a page's unique word.
    const search = (await session.client.callTool({ name: "web_search", arguments: { query: "token7" } })) as CallToolResult;
    expect(textOf(search)).toContain(site.pagePath(7));
  });
});

describe("webdata mcp's stdout", () => {
  it("carries MCP messages only, and the server exits when the client closes stdin", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/main.ts", "mcp"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`);
    send({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } } });
    send({ jsonrpc: "2.0", method: "notifications/initialized" });
    send({ jsonrpc: "2.0", id: 2, method: "tools/list" });
    while (!stdout.includes('"id":2')) await once(child.stdout, "data");
    child.stdin.end();
    const [code] = (await once(child, "exit")) as [number | null];

    expect(code).toBe(0);
    const lines = stdout.split("\n").filter((line) => line !== "");
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ jsonrpc: "2.0" });
    // The embedded engine has no model: its model tools are not listed.
    const names = (JSON.parse(lines[1]!).result.tools as Array<{ name: string }>).map((t) => t.name);
    expect(names).toContain("web_scrape");
    for (const name of ["web_extract", "web_agent", "web_agent_status"]) expect(names).not.toContain(name);
    // Status lines went to stderr.
    expect(stderr).toContain("using the embedded local engine");
    expect(stderr).toContain("MCP server ready on stdio");
  });
});
