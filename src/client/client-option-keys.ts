import type { WebDataClientOptions } from "../core/options.js";
import type { WebDataClientSource } from "./client-source.js";

// A Record over every key, so a new client option cannot be forgotten here (tsc fails).
const CLIENT_OPTION_KEYS: Record<keyof WebDataClientOptions, true> = {
  apiKey: true,
  baseUrl: true,
  timeoutMs: true,
  totalTimeoutMs: true,
  retry: true,
  headers: true,
  dispatcher: true,
  fetch: true,
  pollIntervalMs: true,
  onRetry: true,
};

/** The client options found among a class's options (other keys are ignored). */
export function pickClientOptions(options: WebDataClientSource): WebDataClientOptions {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(CLIENT_OPTION_KEYS)) {
    const value = (options as Record<string, unknown>)[key];
    if (value !== undefined) picked[key] = value;
  }
  return picked as WebDataClientOptions;
}

/** `options` without the client options (which include the key): safe to keep on an object. */
export function withoutClientOptions<T extends WebDataClientSource>(options: T): Omit<T, keyof WebDataClientOptions | "client"> {
  const rest = { ...options } as Record<string, unknown>;
  for (const key of [...Object.keys(CLIENT_OPTION_KEYS), "client"]) delete rest[key];
  return rest as Omit<T, keyof WebDataClientOptions | "client">;
}
