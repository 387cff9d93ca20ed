import type { Command } from "commander";
import type { LanguageModel } from "ai";
import { UsageError } from "./exit-codes.js";
import { integerIn } from "./options.js";
import { maxModelTimeoutMs } from "../engine/model/model-deadline.js";

/** `--model` / `--model-base-url` as `serve` reads them (flags win over the environment). */
export interface ModelFlags {
  model?: string | undefined;
  modelBaseUrl?: string | undefined;
  /** `--model-timeout <ms>`: longest one model call may take. */
  modelTimeout?: number | undefined;
}

/** `--model-timeout` on a command that starts an engine with a model. */
export function addModelTimeoutOption(command: Command): Command {
  return command.option("--model-timeout <ms>", "longest one call to the model may take, in milliseconds (env WEBDATA_MODEL_TIMEOUT_MS; default 120000)", integerIn(100, maxModelTimeoutMs));
}

/** The per-call model deadline from `--model-timeout` or WEBDATA_MODEL_TIMEOUT_MS (undefined: the engine's default). */
export function modelTimeoutFromFlags(flags: ModelFlags, env: Record<string, string | undefined>): number | undefined {
  if (flags.modelTimeout !== undefined) return flags.modelTimeout;
  const text = env.WEBDATA_MODEL_TIMEOUT_MS?.trim();
  if (text === undefined || text === "") return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 100 || value > maxModelTimeoutMs) {
    throw new UsageError(`WEBDATA_MODEL_TIMEOUT_MS must be a whole number of milliseconds from 100 to ${maxModelTimeoutMs} (got ${text})`);
  }
  return value;
}

/**
 * The engine's model from flags or environment: `WEBDATA_MODEL` (an id the AI SDK resolves, or the
 * model name on an OpenAI-compatible server), `WEBDATA_MODEL_BASE_URL` (such a server, e.g. Ollama's
 * `http://127.0.0.1:11434/v1`) and `WEBDATA_MODEL_API_KEY` (its key, if it needs one; never a flag,
 * flags show in `ps`). `@ai-sdk/openai-compatible` is loaded only when a base URL is given.
 */
export async function modelFromFlags(flags: ModelFlags, env: Record<string, string | undefined>): Promise<LanguageModel | undefined> {
  const id = flags.model ?? (env.WEBDATA_MODEL || undefined);
  const baseUrl = flags.modelBaseUrl ?? (env.WEBDATA_MODEL_BASE_URL || undefined);
  if (baseUrl === undefined) return id;
  if (id === undefined) {
    throw new UsageError("--model-base-url (WEBDATA_MODEL_BASE_URL) needs --model NAME (WEBDATA_MODEL): the model's name on that server");
  }
  try {
    new URL(baseUrl);
  } catch {
    throw new UsageError(`--model-base-url must be a URL such as http://127.0.0.1:11434/v1 (got ${baseUrl})`);
  }
  let provider: typeof import("@ai-sdk/openai-compatible");
  try {
    provider = await import("@ai-sdk/openai-compatible");
  } catch {
    throw new UsageError(
      "--model-base-url talks to an OpenAI-compatible server through the AI SDK's provider package, which is not installed: npm install @ai-sdk/openai-compatible",
    );
  }
  const apiKey = env.WEBDATA_MODEL_API_KEY || undefined;
  return provider.createOpenAICompatible({ name: "openai-compatible", baseURL: baseUrl, ...(apiKey ? { apiKey } : {}) }).chatModel(id);
}
