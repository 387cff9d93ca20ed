import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { CallToolResultSchema } from "@modelcontextprotocol/sdk/types.js";

const entry = createRequire(import.meta.url).resolve("firecrawl-mcp/dist/index.js");

/** firecrawl-mcp (the service's own MCP server) spawned over stdio with FIRECRAWL_API_URL at an engine. */
export interface FirecrawlMcp {
  /** The working folder the server runs in (its HOME too); removed by close(). */
  readonly work: string;
  /** The MCP SDK's client, connected. */
  readonly client: Client;
  /** A plain tools/call: its text parts joined, and whether it is an error. */
  call(name: string, args: Record<string, unknown>): Promise<{ isError: boolean; text: string }>;
  close(): Promise<void>;
}

export async function startFirecrawlMcp(engineOrigin: string, apiKey: string): Promise<FirecrawlMcp> {
  const work = mkdtempSync(join(tmpdir(), "firecrawl-mcp-"));
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [entry],
    env: { PATH: process.env.PATH ?? "", HOME: work, FIRECRAWL_API_URL: engineOrigin, FIRECRAWL_API_KEY: apiKey },
    cwd: work,
    stderr: "pipe",
  });
  const client = new Client({ name: "webdata-kit-test", version: "1.0.0" });
  try {
    await client.connect(transport);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
  return {
    work,
    client,
    async call(name, args) {
      // A plain tools/call: callTool() would also check firecrawl-mcp's answers against its own output
      // schemas, which some of its error answers do not match (its bug, not the engine's).
      const result = await client.request({ method: "tools/call", params: { name, arguments: args } }, CallToolResultSchema, { timeout: 60_000 });
      const text = (result.content as Array<{ type: string; text?: string }>).map((part) => part.text ?? "").join("\n");
      return { isError: result.isError === true, text };
    },
    async close() {
      await client.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
