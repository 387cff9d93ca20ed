import { json } from "../../server-kit/index.js";
import { supportAsk } from "../support/support-ask.js";
import type { EngineRouteTable } from "./engine-routes.js";

/** Support ask (API.md §8): rules over the engine's own request log, fixes validated by re-running, with or without a model. */
export const supportRoutes: EngineRouteTable = {
  "support.ask": async ({ body, engine, signal }) =>
    json(
      200,
      await supportAsk(body, {
        log: engine.requestLog,
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
};
