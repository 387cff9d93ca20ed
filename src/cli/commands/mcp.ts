import type { Command } from "commander";
import type { Readable, Writable } from "node:stream";
import { addBrowserOptions, browserFromFlags, type BrowserFlags } from "../browser-option.js";
import type { CommandContext } from "../context.js";
import { loadOptional } from "../../core/optional-peer.js";
import { addModelTimeoutOption, modelFromFlags, modelTimeoutFromFlags, type ModelFlags } from "../model-option.js";
import { addToolSetOptions, toolSetOptionsFrom, type ToolSetFlags } from "../tool-set-options.js";

export function addMcpCommand(program: Command, context: CommandContext): void {
  const command = program
    .command("mcp")
    .description("serve the web tools to an MCP client (Claude Desktop, Cursor, VS Code, …) over stdio")
    .option("--model <id>", "the embedded engine's model for extract, agent and support answers (env WEBDATA_MODEL; see `serve --help`)")
    .option("--model-base-url <url>", "an OpenAI-compatible server to run --model on (env WEBDATA_MODEL_BASE_URL)");
  addToolSetOptions(addBrowserOptions(addModelTimeoutOption(command))).action(async (_options: unknown, command: Command) => {
    const options = context.options<ToolSetFlags & ModelFlags & BrowserFlags>(command);
    // Checked before anything starts: a bad flag is a usage error, not a broken server.
    const toolOptions = toolSetOptionsFrom(options);
    const model = await modelFromFlags(options, context.io.env);
    const modelTimeoutMs = modelTimeoutFromFlags(options, context.io.env);
    const browser = browserFromFlags(options);
    const stdin = (context.io.stdin ?? process.stdin) as Readable;
    const stdout = context.io.stdout as Writable;
    // In stdio mode stdout carries the protocol only: status lines go to stderr (Output.info), and so
    // does anything a library prints with console.log.
    const restoreConsole = stdout === process.stdout ? consoleToStderr() : () => {};
    try {
      await context.withTarget({ ...options, json: false }, async (target, out) => {
        const { serveMcpOverStdio } = await loadOptional("webdata mcp", () => import("../../adapters/mcp/stdio.js"));
        if (target.kind === "embedded" && !options.allowPrivate) {
          out.info("the engine refuses private and loopback addresses; pass --allow-private to read sites on this machine");
        }
        out.info("MCP server ready on stdio");
        // An embedded engine's tool list leaves out what it cannot serve (no model, no browser).
        await serveMcpOverStdio({ ...toolOptions, client: target.client, secret: target.apiKey, capabilities: target.capabilities }, { stdin, stdout, signal: context.signal });
      }, { model, modelTimeoutMs, browser });
    } finally {
      restoreConsole();
    }
  });
}

function consoleToStderr(): () => void {
  const saved = { log: console.log, info: console.info, debug: console.debug };
  console.log = console.info = console.debug = (...args: unknown[]) => console.error(...args);
  return () => Object.assign(console, saved);
}
