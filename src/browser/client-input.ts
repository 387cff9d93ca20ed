import { WebDataClient } from "../client.js";
import type { WebDataClientOptions } from "../core/options.js";

/** A ready client, or the options to build one (DESIGN: every factory accepts either). */
export type ClientInput = WebDataClient | WebDataClientOptions;

/** The given client, or a new one built from options. */
export function resolveClient(input: ClientInput | undefined): WebDataClient {
  if (input instanceof WebDataClient) return input;
  // A client from another copy of this package fails `instanceof` but still works.
  if (looksLikeClient(input)) return input as unknown as WebDataClient;
  return new WebDataClient((input ?? {}) as WebDataClientOptions);
}

function looksLikeClient(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.scrape === "function" && typeof candidate.interact === "function" && typeof candidate.stopInteraction === "function";
}
