import type { EngineRouteTable } from "./engine-routes.js";
import { agentRoutes } from "./routes-agent.js";
import { batchScrapeRoutes } from "./routes-batch-scrape.js";
import { crawlRoutes } from "./routes-crawl.js";
import { extractRoutes } from "./routes-extract.js";
import { mapRoutes } from "./routes-map.js";
import { scrapeRoutes } from "./routes-scrape.js";
import { searchRoutes } from "./routes-search.js";
import { supportRoutes } from "./routes-support.js";
import { teamRoutes } from "./routes-team.js";
import { unsupportedRoutes } from "./routes-unsupported.js";
import { interactRoutes } from "./routes-interact.js";

/**
 * Every route the engine serves, by operation name. To add one, write a `routes-<name>.ts` file
 * exporting an `EngineRouteTable` and spread it here; later entries replace earlier ones, so a real
 * handler replaces its 501 placeholder (details: `src/server-kit/route-table.ts`).
 */
export const engineRouteTable: EngineRouteTable = {
  ...unsupportedRoutes,
  ...scrapeRoutes,
  ...searchRoutes,
  ...mapRoutes,
  ...crawlRoutes,
  ...batchScrapeRoutes,
  ...teamRoutes,
  ...extractRoutes,
  ...agentRoutes,
  ...supportRoutes,
  ...interactRoutes,
};
