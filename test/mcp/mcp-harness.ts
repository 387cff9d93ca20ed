import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** An MCP client connected to `webdata mcp` in a child process, and what the child wrote on stderr. */
export interface StdioSession {
  client: Client;
  stderr(): string;
  close(): Promise<void>;
}

/**
 * Spawns `webdata mcp <args>` (the CLI from source, through tsx) with exactly `env` plus PATH, and
 * connects the official MCP client to it over stdio.
 */
export async function connectStdio(args: string[], env: Record<string, string> = {}): Promise<StdioSession> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ["--import", "tsx", "src/cli/main.ts", "mcp", ...args],
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", ...env },
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: "webdata-kit-tests", version: "1.0.0" });
  await client.connect(transport);
  return { client, stderr: () => stderr, close: () => client.close() };
}

/** The text the model sees in a tool result. */
export function textOf(result: unknown): string {
  return (result as CallToolResult).content.map((part) => (part.type === "text" ? part.text : "")).join("\n");
}

export { until } from "../helpers/until.js";
