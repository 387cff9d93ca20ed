import type { LanguageModel } from "ai";
import { loadAi } from "./load-ai.js";

/** Longest one call to the engine's model may take by default, in milliseconds. */
export const defaultModelTimeoutMs = 120_000;
/** Longest deadline a timer can hold (2^31 - 1 ms, about 24.8 days): Node fires a longer timeout after 1 ms. */
export const maxModelTimeoutMs = 2_147_483_647;

/** A model call ran past `modelTimeoutMs`: the model (or its server) never answered. */
export class ModelTimeoutError extends Error {
  override readonly name = "ModelTimeoutError";
  constructor(readonly timeoutMs: number) {
    super(
      `The engine's model did not answer within ${formatSeconds(timeoutMs)}, so the call was given up. ` +
        "Check that the model's server is running and answering, or allow it longer with createLocalEngine({ modelTimeoutMs }), " +
        "`webdata serve --model-timeout <ms>` or WEBDATA_MODEL_TIMEOUT_MS.",
    );
  }
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

type ModelObject = Exclude<LanguageModel, string>;
type CallMethod = (options: { abortSignal?: AbortSignal | undefined }) => PromiseLike<unknown>;

/**
 * The model with a deadline on every call it makes (`doGenerate`, and the start of `doStream`): each
 * extract page, format, agent step, interact step and support answer is one call, and a model that
 * never answers fails that call with `ModelTimeoutError` instead of holding the job forever. The
 * deadline aborts the provider's request and does not wait for a provider that ignores the abort;
 * neither does the caller's own abort (a cancelled job, engine.close()).
 * A model id string is resolved first, the way the AI SDK does (the global default provider, else
 * the gateway), so it gets the same deadline.
 */
export async function withModelDeadline(model: LanguageModel, timeoutMs: number): Promise<ModelObject> {
  const target = typeof model === "string" ? await resolveModelId(model) : model;
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key, object);
      if ((key === "doGenerate" || key === "doStream") && typeof value === "function") {
        return (options: Parameters<CallMethod>[0]) => callWithin(timeoutMs, options, (bounded) => (value as CallMethod).call(object, bounded));
      }
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}

async function resolveModelId(id: string): Promise<ModelObject> {
  const ai = await loadAi();
  const global = (globalThis as { AI_SDK_DEFAULT_PROVIDER?: { languageModel(id: string): ModelObject } }).AI_SDK_DEFAULT_PROVIDER;
  return (global ?? ai.gateway).languageModel(id) as ModelObject;
}

async function callWithin<T extends { abortSignal?: AbortSignal | undefined }>(timeoutMs: number, options: T, call: (options: T) => PromiseLike<unknown>): Promise<unknown> {
  const deadline = new AbortController();
  const caller = options.abortSignal;
  const signal = caller === undefined ? deadline.signal : AbortSignal.any([caller, deadline.signal]);
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  // Ends at the deadline, or at once when the caller aborts: a provider that ignores the abort must
  // not hold a cancelled job (and this timer, which keeps the process alive) until the deadline.
  const stop = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new ModelTimeoutError(timeoutMs);
      deadline.abort(error);
      reject(error);
    }, timeoutMs);
    if (caller === undefined) return;
    onAbort = () => reject(caller.reason);
    if (caller.aborted) onAbort();
    else caller.addEventListener("abort", onAbort, { once: true });
  });
  // The caller's abort is theirs to report: the call rejects with what the provider throws, or with the abort's reason.
  try {
    return await Promise.race([call({ ...options, abortSignal: signal }), stop]);
  } catch (error) {
    if (deadline.signal.aborted && caller?.aborted !== true) throw deadline.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
    if (onAbort !== undefined) caller?.removeEventListener("abort", onAbort);
  }
}
