import type { LanguageModel } from "ai";
import { defaultModelTimeoutMs, withModelDeadline } from "./model-deadline.js";

/** Agent model names of the service; the engine maps them onto the user's models. */
export type ServiceModelName = "spark-1-mini" | "spark-1-pro" | "spark-2";

/** Options of `createLocalEngine` that give it a language model. */
export interface EngineModelOptions {
  /**
   * The language model for extract, agent, prompt interact and support answers: an AI SDK
   * `LanguageModel` from any provider package (`openai("gpt-4o-mini")`, an OpenAI-compatible local
   * server, …) or a model id string the AI SDK resolves (its global provider or gateway). The
   * service's `spark-1-mini` and `spark-2` run on it. @default undefined (those operations answer 501)
   */
  model?: LanguageModel | undefined;
  /** Models for the service's other names: `pro` runs `spark-1-pro` (else `model` does). */
  models?: { pro?: LanguageModel | undefined } | undefined;
  /**
   * Context window of the model, in tokens: long pages are cut into chunks that fit it (with room for
   * the prompt and the answer). @default 32000
   */
  modelContextTokens?: number | undefined;
  /**
   * Longest one call to the model may take, in milliseconds: a call past it is given up with an error
   * that says so (a json format is left out of its page with a `warning`; an extract or agent job
   * fails). One call is one model request: an extract chunk, a format, one agent or interact step, a
   * support answer; from 100 to 2147483647 (a longer timer fires at once). `webdata serve --model-timeout`, `WEBDATA_MODEL_TIMEOUT_MS`. @default 120000
   */
  modelTimeoutMs?: number | undefined;
}

/** What `engine.capabilities.model` reports. */
export interface ModelCapability {
  /** `provider:modelId` of the default model, or the id string it was given. */
  id: string;
  /** `provider:modelId` of the `spark-1-pro` model, when one is set apart from `model`. */
  pro?: string | undefined;
}

/** The engine's models, resolved once. */
export interface EngineModels {
  readonly capability: ModelCapability;
  readonly contextTokens: number;
  /** The model that runs a service model name (`spark-1-mini`/`spark-2`/none → `model`). */
  pick(name?: string): LanguageModel;
}

export const defaultModelContextTokens = 32_000;

/** `provider:modelId` of an AI SDK model, or the string it is. */
export function describeModel(model: LanguageModel): string {
  if (typeof model === "string") return model;
  const { provider, modelId } = model as { provider?: unknown; modelId?: unknown };
  return typeof provider === "string" && provider !== "" ? `${provider}:${String(modelId)}` : String(modelId);
}

/**
 * The engine's models from its options, which `createLocalEngine`'s options schema has already checked
 * (a LanguageModel or id string, `models.pro` only with `model`, context ≥ 1000); `undefined` when no
 * model is set. Each model gets the per-call deadline (`modelTimeoutMs`).
 */
export async function resolveEngineModels(options: EngineModelOptions): Promise<EngineModels | undefined> {
  if (options.model === undefined) return undefined;
  const timeoutMs = options.modelTimeoutMs ?? defaultModelTimeoutMs;
  const model = await withModelDeadline(options.model, timeoutMs);
  const pro = options.models?.pro === undefined ? undefined : await withModelDeadline(options.models.pro, timeoutMs);
  return {
    capability: { id: describeModel(options.model), ...(options.models?.pro === undefined ? {} : { pro: describeModel(options.models.pro) }) },
    contextTokens: options.modelContextTokens ?? defaultModelContextTokens,
    pick: (name) => (name === "spark-1-pro" && pro !== undefined ? pro : model),
  };
}

/** The 501 message of a model operation on an engine without a model. */
export function needsModelMessage(operation: string): string {
  return (
    `${operation} needs a language model, and this local engine has none. Give it one with createLocalEngine's \`model\` option ` +
    '(an AI SDK model such as openai("gpt-4o-mini") from @ai-sdk/openai, from any provider package), ' +
    "or `webdata serve --model <id>` / WEBDATA_MODEL; for an OpenAI-compatible server (Ollama, vLLM, llama.cpp) add " +
    "--model-base-url <url> / WEBDATA_MODEL_BASE_URL. Or use the hosted service (set WEBDATA_API_KEY)."
  );
}
