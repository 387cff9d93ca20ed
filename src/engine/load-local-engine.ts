import { loadOptional } from "../core/optional-peer.js";
import type { LocalEngine } from "./create-local-engine.js";
import type { LocalEngineOptions } from "./engine-options.js";

/**
 * Starts the embedded engine in this process: a v2 API server (scrape, crawl, map, search; extract,
 * agent and support answers with the `model` you give it) on 127.0.0.1, port 0 by default.
 *
 * The engine's code is loaded here, on the first call, not when `webdata-kit/engine` is imported:
 * its packages (HTML parsers, worker pool, …) are optional peers that `webdata-engine` brings, and a
 * missing one fails this call with an error that says what to install (docs/packaging.md).
 *
 * @example
 * await using engine = await createLocalEngine();
 * const client = new WebDataClient({ baseUrl: engine.url });
 */
export async function createLocalEngine(options: LocalEngineOptions = {}): Promise<LocalEngine> {
  // Start-up is inside too: it loads more of the peers (mdream, the search index's parsers).
  return loadOptional("createLocalEngine()", async () => (await import("./create-local-engine.js")).createLocalEngine(options));
}
