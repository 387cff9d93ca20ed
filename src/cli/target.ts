import { WebDataClient } from "../client.js";
import { isLoopbackBaseUrl } from "../core/options.js";
import { createLocalEngine, type EngineCapabilities, type LocalEngine, type LocalEngineOptions } from "../engine/index.js";
import type { GlobalOptions } from "./options.js";
import type { CliIO, Output } from "./output.js";

/** The message that tells the user no key was found and the local engine is answering. */
export const EMBEDDED_ENGINE_NOTICE = "using the embedded local engine (no WEBDATA_API_KEY)";

/** Which server a command talks to, and the client for it. */
export interface Target {
  client: WebDataClient;
  /** `hosted`: the service with a key; `server`: a `--base-url`/WEBDATA_BASE_URL; `embedded`: in-process engine. */
  kind: "hosted" | "server" | "embedded";
  /** The key in use, kept only to scrub it from error lines. */
  apiKey: string | undefined;
  /** What the embedded engine can do (model, browser); unknown for a remote server. */
  capabilities?: EngineCapabilities | undefined;
  close(): Promise<void>;
}

/** What a command adds to the embedded engine it may start (e.g. `webdata mcp --model --chromium PATH`). */
export type EngineExtras = Pick<LocalEngineOptions, "model" | "modelTimeoutMs" | "browser">;

// A local server answers at once; polling it every 2 s (the hosted default) would only add waiting.
const LOCAL_POLL_INTERVAL_MS = 200;

/**
 * Flags first, then the environment: a key or a base URL means a remote server; neither means the
 * embedded engine, started in this process on 127.0.0.1 and stopped by `close()`.
 */
export async function openTarget(options: GlobalOptions, io: CliIO, out: Output, engineOptions: EngineExtras = {}): Promise<Target> {
  const apiKey = nonEmpty(options.apiKey) ?? nonEmpty(io.env.WEBDATA_API_KEY);
  const baseUrl = nonEmpty(options.baseUrl) ?? nonEmpty(io.env.WEBDATA_BASE_URL);
  const common = {
    timeoutMs: options.timeout,
    retry: options.retries,
  };
  if (apiKey === undefined && baseUrl === undefined) {
    const engine = await startEngine(options, out, engineOptions);
    out.info(`${EMBEDDED_ENGINE_NOTICE}; set WEBDATA_API_KEY to use the hosted service`);
    // apiKey "" (not undefined) so a key in this process's own environment is never picked up.
    const client = new WebDataClient({ ...common, apiKey: "", baseUrl: engine.url, pollIntervalMs: LOCAL_POLL_INTERVAL_MS });
    return { client, kind: "embedded", apiKey: undefined, capabilities: engine.capabilities, close: () => engine.close() };
  }
  const client = new WebDataClient({
    ...common,
    apiKey: apiKey ?? "",
    ...(baseUrl === undefined ? {} : { baseUrl }),
    // An unparsable URL is left for the client to reject with its own message.
    ...(baseUrl !== undefined && URL.canParse(baseUrl) && isLoopbackBaseUrl(baseUrl) ? { pollIntervalMs: LOCAL_POLL_INTERVAL_MS } : {}),
  });
  const source = options.apiKey ? "--api-key" : "WEBDATA_API_KEY";
  if (baseUrl === undefined) out.info(`using the hosted service at ${client.baseUrl} (key from ${source})`);
  else out.info(`using the server at ${client.baseUrl} (${apiKey === undefined ? "no API key" : `key from ${source}`})`);
  return { client, kind: baseUrl === undefined ? "hosted" : "server", apiKey, close: async () => {} };
}

async function startEngine(options: GlobalOptions, out: Output, extras: EngineExtras): Promise<LocalEngine> {
  return createLocalEngine({
    ...extras,
    allowPrivateNetwork: options.allowPrivate ?? false,
    dataDir: options.dataDir,
    log: options.verbose ? (line) => out.info(`engine: ${line}`) : undefined,
  });
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
}
