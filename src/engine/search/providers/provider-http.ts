import { maxProviderBodyBytes, ProviderFailure } from "./search-provider.js";

/** One provider HTTP call: where, how, and the bounds. */
export interface ProviderRequest {
  /** Provider name for messages (`brave`, …). */
  provider: string;
  url: URL;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** JSON body of a POST. */
  body?: unknown;
  timeoutMs: number;
  signal: AbortSignal;
  /** What the user should check when the provider refuses the request (401/403), e.g. "check the key (BRAVE_API_KEY)". */
  refusedHint?: string;
  maxBytes?: number;
}

async function readCapped(response: Response, max: number, provider: string): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > max) {
    await response.body?.cancel();
    throw tooLarge(provider, max);
  }
  const reader = response.body?.getReader();
  if (reader === undefined) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw tooLarge(provider, max);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function tooLarge(provider: string, max: number): ProviderFailure {
  return new ProviderFailure(provider, "too-large", `The ${provider} search provider sent an answer larger than ${max} bytes; the engine refused it. Ask for fewer results (limit).`);
}

function statusFailure(request: ProviderRequest, status: number): ProviderFailure {
  const { provider } = request;
  if (status === 401 || status === 403) {
    const hint = request.refusedHint ?? "check the provider's access settings";
    return new ProviderFailure(provider, "auth", `The ${provider} search provider refused the engine's request (HTTP ${status}); ${hint}.`);
  }
  if (status === 429) {
    return new ProviderFailure(provider, "quota", `The ${provider} search provider says its rate limit or quota is used up (HTTP 429); wait and retry, or raise the plan's quota.`);
  }
  return new ProviderFailure(provider, "unavailable", `The ${provider} search provider answered HTTP ${status}; retry later or check that the provider is running.`);
}

/**
 * Calls a provider and parses its JSON answer, bounded in time and size. Every failure is a
 * `ProviderFailure` whose message names the provider but never its URL or key (the URL of a
 * self-hosted instance may carry credentials; a key may sit in a header).
 */
export async function requestProviderJson(request: ProviderRequest): Promise<unknown> {
  const { provider, timeoutMs, signal } = request;
  const timeout = AbortSignal.timeout(timeoutMs);
  let text: string;
  try {
    const response = await fetch(request.url, {
      method: request.method ?? "GET",
      headers: { accept: "application/json", ...(request.body === undefined ? {} : { "content-type": "application/json" }), ...request.headers },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      // A redirect could carry the key's header elsewhere: not followed.
      redirect: "manual",
      signal: AbortSignal.any([signal, timeout]),
    });
    if (response.status < 200 || response.status > 299) {
      await response.body?.cancel().catch(() => {});
      throw statusFailure(request, response.status);
    }
    text = await readCapped(response, request.maxBytes ?? maxProviderBodyBytes, provider);
  } catch (error) {
    if (error instanceof ProviderFailure) throw error;
    if (signal.aborted) throw error;
    if (timeout.aborted) {
      throw new ProviderFailure(provider, "timeout", `The ${provider} search provider did not answer within ${timeoutMs} ms; retry, or raise the search's timeout.`);
    }
    throw new ProviderFailure(provider, "unavailable", `The ${provider} search provider could not be reached; check that it is running and that the engine's configuration points at it.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw malformed(provider, "its answer is not JSON");
  }
}

/** The failure of an answer that is not in the provider's documented format. */
export function malformed(provider: string, what: string): ProviderFailure {
  return new ProviderFailure(provider, "malformed", `The ${provider} search provider sent an answer the engine cannot read (${what}); check that the engine points at a ${provider} API.`);
}

/** A string field of an untrusted record, or "". */
export function text(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  return typeof value === "string" ? value : "";
}

/** A positive number field, or undefined. */
export function count(record: Record<string, unknown>, key: string): number | undefined {
  const value = record[key];
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/** The objects of an array field (at most `max`), or undefined when the field is not an array. */
export function records(value: unknown, max: number): Record<string, unknown>[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.slice(0, max).filter((entry): entry is Record<string, unknown> => typeof entry === "object" && entry !== null && !Array.isArray(entry));
}
