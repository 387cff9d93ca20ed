import type { WebDataClient } from "../client.js";
import { resolveClientOptions } from "../core/options.js";
import { pickClientOptions } from "./client-option-keys.js";
import type { WebDataClientSource } from "./client-source.js";

/**
 * The client for these options, built on first use: the options are checked now (a bad one is an
 * error before any work), the client stack is imported when the first request needs it, so
 * importing a loader or retriever stays cheap (bench/README.md P6). The client is built once.
 */
export function lazyClient(source: WebDataClientSource): () => Promise<WebDataClient> {
  const picked = pickClientOptions(source);
  if (source.client === undefined) resolveClientOptions(picked);
  const from: WebDataClientSource = { ...picked, client: source.client };
  let client: Promise<WebDataClient> | undefined;
  return () => {
    client ??= import("./client-source.js").then(
      (loaded) => loaded.clientFrom(from),
      (error: unknown) => {
        // A failed import is not kept: the next use tries again.
        client = undefined;
        throw error;
      },
    );
    return client;
  };
}
