import type { Command } from "commander";
import { once } from "node:events";
import type { McpHttpHandler } from "../../adapters/mcp/http-sessions.js";
import { WebDataClient } from "../../client.js";
import { isLoopbackBaseUrl } from "../../core/options.js";
import { isLoopbackHost } from "../../core/loopback.js";
import { loadOptional } from "../../core/optional-peer.js";
import { createLocalEngine } from "../../engine/index.js";
import { exposedWithoutKeyMessage } from "../../engine/engine-options.js";
import { parseSearchSpec } from "../../engine/search/providers/provider-config.js";
import { addBrowserOptions, browserFromFlags, type BrowserFlags } from "../browser-option.js";
import type { CommandContext } from "../context.js";
import { UsageError } from "../exit-codes.js";
import { addModelTimeoutOption, modelFromFlags, modelTimeoutFromFlags, type ModelFlags } from "../model-option.js";
import { integerIn } from "../options.js";
import { addToolSetOptions, toolSetOptionsFrom, type ToolSetFlags } from "../tool-set-options.js";

interface ServeOptions extends ToolSetFlags, ModelFlags, BrowserFlags {
  port: number;
  host: string;
  allowedHost: string[];
  allowedOrigin: string[];
  insecureNoAuth?: boolean;
  /** `--no-mcp` sets it to false. */
  mcp: boolean;
  /** `--search` spec: `searxng=URL`, `brave`, `serper` or `local`. */
  search?: string;
  /** `--webhook-secret`: signs the engine's webhook deliveries. */
  webhookSecret?: string;
}

/** Where `serve` answers MCP over Streamable HTTP. */
export const MCP_PATH = "/mcp";

/** Key callers of a non-loopback `serve` must send (an environment variable: flags show in `ps`). */
const ENGINE_KEY_VARIABLE = "WEBDATA_ENGINE_KEY";
/** The secret that signs webhook deliveries (as for the key: a variable keeps it out of `ps`). */
const WEBHOOK_SECRET_VARIABLE = "WEBDATA_WEBHOOK_SECRET";

export const DEFAULT_SERVE_PORT = 3002;

export function addServeCommand(program: Command, context: CommandContext): void {
  const command = program
    .command("serve")
    .description(`run the embedded engine as a v2 API server (and MCP at ${MCP_PATH}) until Ctrl-C`)
    .option("-p, --port <port>", "TCP port (0 picks a free one)", integerIn(0, 65_535), DEFAULT_SERVE_PORT)
    .option("--host <address>", `interface to bind (beyond loopback only with ${ENGINE_KEY_VARIABLE} set)`, "127.0.0.1")
    .option("--allowed-host <name>", "a Host name the server answers to besides loopback and its own addresses, e.g. behind a proxy (repeatable)", collect, [])
    .option("--allowed-origin <origin>", "a web page origin allowed to call the server, with CORS (repeatable; other pages are refused)", collect, [])
    .option("--insecure-no-auth", "serve beyond loopback without a key: anyone reaching the port can use this machine's network and browser")
    .option("--model <id>", "language model for extract, agent, support answers and the json/summary/question formats: an AI SDK model id, or the model name on --model-base-url (env WEBDATA_MODEL)")
    .option("--model-base-url <url>", "an OpenAI-compatible server (Ollama, vLLM, llama.cpp) to run --model on; key in WEBDATA_MODEL_API_KEY (env WEBDATA_MODEL_BASE_URL)")
    .option("--search <provider>", "where search finds pages: searxng=URL, brave (BRAVE_API_KEY), serper (SERPER_API_KEY) or local (default: from WEBDATA_SEARXNG_URL, BRAVE_API_KEY, SERPER_API_KEY, else local)")
    .option("--webhook-secret <secret>", `sign webhook deliveries (X-Firecrawl-Signature: sha256=HMAC of the body) with this secret (env ${WEBHOOK_SECRET_VARIABLE}; prefer the variable)`)
    .option("--no-mcp", `do not serve MCP at ${MCP_PATH} (the tool flags below apply to it)`);
  addToolSetOptions(addBrowserOptions(addModelTimeoutOption(command))).action(async (_options: unknown, command: Command) => {
    const options = context.options<ServeOptions>(command);
    const out = context.output(options);
    const model = await modelFromFlags(options, context.io.env);
    const modelTimeoutMs = modelTimeoutFromFlags(options, context.io.env);
    const browser = browserFromFlags(options);
    // `--api-key` on serve is the key callers must send (it used to be ignored, and the server said "no key needed").
    const engineKey = options.apiKey || context.io.env[ENGINE_KEY_VARIABLE] || undefined;
    const keySource = options.apiKey ? "the --api-key value" : `the value of ${ENGINE_KEY_VARIABLE}`;
    if (options.apiKey) out.warn(`--api-key shows the key to every user of this machine (in \`ps\`); set ${ENGINE_KEY_VARIABLE} instead`);
    const webhookSecret = options.webhookSecret || context.io.env[WEBHOOK_SECRET_VARIABLE] || undefined;
    if (options.webhookSecret) out.warn(`--webhook-secret shows the secret to every user of this machine (in \`ps\`); set ${WEBHOOK_SECRET_VARIABLE} instead`);
    if (!isLoopbackHost(options.host) && !engineKey && options.insecureNoAuth !== true) {
      throw new UsageError(`--host ${options.host}: ${exposedWithoutKeyMessage(options.host, ENGINE_KEY_VARIABLE, "--insecure-no-auth")}`);
    }
    // No --search: the engine reads the same environment variables itself (and warns when none is set).
    const search = options.search === undefined ? undefined : parseSearchSpec(options.search, context.io.env);
    if (typeof search === "string") throw new UsageError(search);
    const toolOptions = options.mcp ? toolSetOptionsFrom(options) : undefined;
    // Loaded only when served: the MCP SDK stays out of every other command's start-up.
    const adapter = toolOptions ? await loadOptional("webdata serve (its /mcp endpoint)", () => import("../../adapters/mcp/http-sessions.js")) : undefined;
    let mcp: McpHttpHandler | undefined;
    const engine = await createLocalEngine({
      mounts: adapter ? { [MCP_PATH]: (req, res) => mcp?.handle(req, res) } : undefined,
      port: options.port,
      host: options.host,
      apiKey: engineKey,
      insecureNoAuth: options.insecureNoAuth === true,
      allowedHosts: options.allowedHost,
      allowedOrigins: options.allowedOrigin,
      dataDir: options.dataDir,
      allowPrivateNetwork: options.allowPrivate ?? false,
      model,
      modelTimeoutMs,
      browser,
      search,
      webhookSecret,
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
      // The engine's request gate checks Host, Origin and content type for /mcp like every route.
      // Tools this engine cannot serve (no model, no browser) are not listed.
      mcp = adapter.createMcpHttpHandler({ ...toolOptions, client, secret: engineKey, capabilities: engine.capabilities, loopbackOriginsOnly: false });
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
            ? `model: ${engine.capabilities.model.id} (extract, agent, support answers, json and other model formats)`
            : "no model: extract, agent and the json/summary formats answer 501 (set --model, or --model-base-url with --model, or WEBDATA_MODEL)",
        );
        const provider = engine.capabilities.search.provider;
        out.info(provider === "local" ? "search: only pages this engine has fetched (set --search, WEBDATA_SEARXNG_URL, BRAVE_API_KEY or SERPER_API_KEY to search the web)" : `search: ${provider}`);
        if (mcpUrl) out.info(`MCP (Streamable HTTP): ${mcpUrl}`);
      }
      // On stderr in both modes: who can reach this server and what it may reach.
      for (const line of protectionLines(options, engineKey, keySource, engine.capabilities.browser !== null, webhookSecret !== undefined)) out.info(line);
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

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** What `serve` says at start about who can reach it and what it may reach (never the key itself). */
export function protectionLines(options: ServeOptions & { allowPrivate?: boolean | undefined }, engineKey: string | undefined, keySource: string, hasBrowser: boolean, webhooksSigned = false): string[] {
  const loopback = isLoopbackHost(options.host);
  const hosts = ["localhost", "127.0.0.1", "[::1]", ...(loopback ? [] : ["this machine's addresses"]), ...options.allowedHost];
  const origins = options.allowedOrigin.length === 0 ? "none (requests from web pages are refused)" : options.allowedOrigin.join(", ");
  const sandboxed = process.getuid?.() !== 0;
  return [
    `protections: bound to ${options.host} (${loopback ? "this machine only" : "reachable from other machines"})`,
    `  key: ${engineKey ? `required (${keySource})` : loopback ? "off (loopback only)" : "OFF (--insecure-no-auth)"}`,
    `  allowed Host names: ${hosts.join(", ")}; allowed origins: ${origins}; request bodies: application/json only`,
    `  private network: ${options.allowPrivate ? "allowed (--allow-private): pages may reach this machine and its LAN" : "refused (pass --allow-private to read sites on this machine)"}`,
    `  webhooks: ${options.allowPrivate ? "may target this machine and its LAN (--allow-private)" : "to public addresses only"}, ${webhooksSigned ? "signed" : `unsigned (set ${WEBHOOK_SECRET_VARIABLE})`}`,
    `  browser sandbox: ${hasBrowser ? (sandboxed ? "on" : "off (running as root; Chromium refuses its sandbox)") : "no browser"}`,
  ];
}
