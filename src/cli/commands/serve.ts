import type { Command } from "commander";
import { once } from "node:events";
import type { McpHttpHandler } from "../../adapters/mcp/http-sessions.js";
import { WebDataClient } from "../../client.js";
import { isLoopbackBaseUrl } from "../../core/options.js";
import { loadOptional } from "../../core/optional-peer.js";
import { createLocalEngine } from "../../engine/index.js";
import { addBrowserOptions, browserFromFlags, type BrowserFlags } from "../browser-option.js";
import type { CommandContext } from "../context.js";
import { UsageError } from "../exit-codes.js";
import { modelFromFlags, type ModelFlags } from "../model-option.js";
import { integerIn } from "../options.js";
import { addToolSetOptions, toolSetOptionsFrom, type ToolSetFlags } from "../tool-set-options.js";

interface ServeOptions extends ToolSetFlags, ModelFlags, BrowserFlags {
  port: number;
  host: string;
  /** `--no-mcp` sets it to false. */
  mcp: boolean;
}

/** Where `serve` answers MCP over Streamable HTTP. */
export const MCP_PATH = "/mcp";

/** Key callers of a non-loopback `serve` must send (an environment variable: flags show in `ps`). */
const ENGINE_KEY_VARIABLE = "WEBDATA_ENGINE_KEY";

export const DEFAULT_SERVE_PORT = 3002;

export function addServeCommand(program: Command, context: CommandContext): void {
  const command = program
    .command("serve")
    .description(`run the embedded engine as a v2 API server (and MCP at ${MCP_PATH}) until Ctrl-C`)
    .option("-p, --port <port>", "TCP port (0 picks a free one)", integerIn(0, 65_535), DEFAULT_SERVE_PORT)
    .option("--host <address>", `interface to bind (beyond loopback only with ${ENGINE_KEY_VARIABLE} set)`, "127.0.0.1")
    .option("--model <id>", "language model for extract, agent and support answers: an AI SDK model id, or the model name on --model-base-url (env WEBDATA_MODEL)")
    .option("--model-base-url <url>", "an OpenAI-compatible server (Ollama, vLLM, llama.cpp) to run --model on; key in WEBDATA_MODEL_API_KEY (env WEBDATA_MODEL_BASE_URL)")
    .option("--no-mcp", `do not serve MCP at ${MCP_PATH} (the tool flags below apply to it)`);
  addToolSetOptions(addBrowserOptions(command)).action(async (_options: unknown, command: Command) => {
    const options = context.options<ServeOptions>(command);
    const out = context.output(options);
    const model = await modelFromFlags(options, context.io.env);
    const browser = browserFromFlags(options);
    // `--api-key` on serve is the key callers must send (it used to be ignored, and the server said "no key needed").
    const engineKey = options.apiKey || context.io.env[ENGINE_KEY_VARIABLE] || undefined;
    const keySource = options.apiKey ? "the --api-key value" : `the value of ${ENGINE_KEY_VARIABLE}`;
    if (!isLoopbackHost(options.host) && !engineKey) {
      throw new UsageError(`--host ${options.host} exposes the engine to other machines: set ${ENGINE_KEY_VARIABLE} (or --api-key) so callers must send it as a bearer key`);
    }
    const toolOptions = options.mcp ? toolSetOptionsFrom(options) : undefined;
    // Loaded only when served: the MCP SDK stays out of every other command's start-up.
    const adapter = toolOptions ? await loadOptional("webdata serve (its /mcp endpoint)", () => import("../../adapters/mcp/http-sessions.js")) : undefined;
    let mcp: McpHttpHandler | undefined;
    const engine = await createLocalEngine({
      mounts: adapter ? { [MCP_PATH]: (req, res) => mcp?.handle(req, res) } : undefined,
      port: options.port,
      host: options.host,
      apiKey: engineKey,
      dataDir: options.dataDir,
      allowPrivateNetwork: options.allowPrivate ?? false,
      model,
      browser,
      log: options.quiet ? undefined : (line) => out.info(line),
    }).catch((error: unknown) => {
      if ((error as { code?: unknown }).code === "EADDRINUSE") {
        throw new UsageError(`port ${options.port} is already in use on ${options.host}; pick another with --port (0 for any free port)`);
      }
      throw error;
    });
    if (adapter && toolOptions) {
      // The tools reach this engine over loopback, with the key callers must send (if any).
      const client = new WebDataClient({ baseUrl: engine.url, apiKey: engineKey ?? "", pollIntervalMs: 200 });
      mcp = adapter.createMcpHttpHandler({ ...toolOptions, client, secret: engineKey, loopbackOriginsOnly: engineKey === undefined });
    }
    const url = reachableUrl(engine.url);
    const origin = new URL(url).origin;
    const mcpUrl = mcp ? `${origin}${MCP_PATH}` : undefined;
    try {
      if (!isLoopbackBaseUrl(engine.url)) out.warn(`the engine listens on ${options.host}; callers must send ${keySource} as a bearer key`);
      if (out.json) {
        await out.result({ url, origin, port: engine.port, markdownEngine: engine.markdownEngine, capabilities: engine.capabilities, mcpUrl });
      } else {
        await out.line(url);
        const browser = engine.capabilities.browser;
        out.info(browser === null ? "no browser: JavaScript rendering, actions, screenshots and interact answer 501 (install chromium-headless-shell or pass --chromium PATH)" : `browser: ${browser.executablePath} (starts on first use)`);
        const key = engineKey ? `with WEBDATA_API_KEY set to ${keySource}` : "(no key needed)";
        out.info(`use it with WEBDATA_BASE_URL=${url} ${key}; press Ctrl-C to stop`);
        if (url !== engine.url) out.info(`listening on every interface (${options.host}); other machines use this machine's address instead of ${new URL(url).hostname}`);
        out.info(
          engine.capabilities.model
            ? `model: ${engine.capabilities.model.id} (extract, agent, support answers)`
            : "no model: extract and agent answer 501 (set --model, or --model-base-url with --model, or WEBDATA_MODEL)",
        );
        if (mcpUrl) out.info(`MCP (Streamable HTTP): ${mcpUrl}`);
      }
      // Stopping a server on purpose is success, so Ctrl-C ends `serve` with exit code 0.
      const signal = context.signal;
      if (signal && !signal.aborted) await once(signal, "abort");
      else if (!signal) await new Promise(() => {});
    } finally {
      // MCP first: calls still running cancel their crawls while the engine can still hear it.
      await mcp?.close();
      await engine.close();
      out.info("engine stopped");
    }
  });
}

/**
 * A URL a client can call: a server bound to every interface (0.0.0.0, ::) is not reachable *at*
 * that address, so the base URL to offer on this machine is loopback's.
 */
export function reachableUrl(engineUrl: string): string {
  const url = new URL(engineUrl);
  if (url.hostname === "0.0.0.0") url.hostname = "127.0.0.1";
  else if (url.hostname === "[::]") url.hostname = "[::1]";
  return url.toString().replace(/\/+$/, "");
}

function isLoopbackHost(host: string): boolean {
  return isLoopbackBaseUrl(`http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}/`);
}
