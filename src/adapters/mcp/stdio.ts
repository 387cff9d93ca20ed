import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { Readable, Writable } from "node:stream";
import { createWebDataMcpServer, type WebDataMcpServerOptions } from "./create-mcp-server.js";

/** Streams of the stdio transport (the process's own by default). */
export interface StdioStreams {
  stdin: Readable;
  /** Carries nothing but MCP messages. */
  stdout: Writable;
  /** Stops the server (Ctrl-C, SIGTERM). */
  signal?: AbortSignal | undefined;
}

/**
 * Serves the tools over stdio until the client closes stdin (or `signal` aborts); then running
 * calls are aborted, their jobs cancelled, and browser sessions stopped before this resolves.
 */
export async function serveMcpOverStdio(options: WebDataMcpServerOptions, streams: StdioStreams): Promise<void> {
  const mcp = createWebDataMcpServer(options);
  const transport = new StdioServerTransport(streams.stdin, streams.stdout);
  // The stdio transport does not notice the end of its input by itself.
  const ended = new Promise<void>((resolve) => {
    streams.stdin.once("end", resolve);
    streams.stdin.once("close", resolve);
    transport.onclose = () => resolve();
    if (streams.signal?.aborted) resolve();
    streams.signal?.addEventListener("abort", () => resolve(), { once: true });
  });
  await mcp.server.connect(transport);
  try {
    await ended;
  } finally {
    await mcp.close();
  }
}
