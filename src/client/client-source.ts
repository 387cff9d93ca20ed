import { WebDataClient } from "../client.js";
import { z } from "zod/v4";
import type { WebDataClientOptions } from "../core/options.js";
import { checkOptions } from "../core/options-schema.js";
import { clientSourceShape } from "./params-option.js";
import { pickClientOptions } from "./client-option-keys.js";

// Kept apart so a tool set can pick and check client options without loading the client.
export { pickClientOptions, withoutClientOptions } from "./client-option-keys.js";

/**
 * How a tool set, loader, retriever or session reaches the service: a shared `client`, or the client options
 * themselves (`apiKey`, `baseUrl`, …; the environment fills the gaps). Client options given next
 * to a `client` are layered over it (`client.withOptions`).
 */
export interface WebDataClientSource extends WebDataClientOptions {
  /** A client to use (and share with other tools). @default a new client from the options and environment */
  client?: WebDataClient | undefined;
}

/** The client to use for these options. */
export function clientFrom(options: WebDataClientSource): WebDataClient {
  const clientOptions = pickClientOptions(options);
  if (!options.client) return new WebDataClient(clientOptions);
  return Object.keys(clientOptions).length === 0 ? options.client : options.client.withOptions(clientOptions);
}

/** A ready client, or the options to build one (DESIGN: every factory accepts either). */
export type ClientInput = WebDataClient | WebDataClientSource;

const clientSourceSchema = z.strictObject(clientSourceShape());

/**
 * The given client, or one built (or layered) from options — checked by the client source schema,
 * so a misspelt client option (`baseURL`) is an error, not silently ignored.
 */
export function resolveClient(input: ClientInput | undefined, what = "client"): WebDataClient {
  if (input instanceof WebDataClient || looksLikeClient(input)) return input as WebDataClient;
  checkOptions(clientSourceSchema, input, what);
  return clientFrom((input ?? {}) as WebDataClientSource);
}

// A client from another copy of this package fails `instanceof` but still works.
function looksLikeClient(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.scrape === "function" && typeof candidate.interact === "function" && typeof candidate.stopInteraction === "function";
}
