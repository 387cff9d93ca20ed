import { json } from "../../server-kit/index.js";
import { docsSearch } from "../support/docs-search.js";
import { supportAsk } from "../support/support-ask.js";
import type { EngineRouteTable } from "./engine-routes.js";

/**
 * Support (docs/api.md §8). Ask: rules over the engine's own request log, fixes validated by re-running,
 * with or without a model. Docs search: over the documentation shipped with this package.
 */
export const supportRoutes: EngineRouteTable = {
  "support.ask": async ({ body, engine, signal }) =>
    json(
      200,
      await supportAsk(body, {
        log: engine.requestLog,
        hasBrowser: engine.browser !== undefined,
        fetcher: engine.fetcher,
        scraper: engine.scraper,
        index: engine.index,
        userAgent: engine.userAgent,
        jobs: engine.jobs,
        self: { baseUrl: engine.baseUrl, key: engine.ownKey() },
        model: engine.models?.pick(),
        signal,
      }),
    ),
  "support.docsSearch": async ({ body, engine, signal }) => json(200, await docsSearch(body, { model: engine.models?.pick(), signal })),
};
