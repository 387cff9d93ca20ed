import type { RouteHandler } from "../state.js";
import type { MockRoute } from "../types.js";
import { agentStatus, cancelAgent, startAgent } from "./agent.js";
import { cancelCrawl, crawlErrors, crawlStatus, startCrawl } from "./crawl.js";
import { extractStatus, startExtract } from "./extract.js";
import { createBrowser, interact, stopInteract } from "./interact.js";
import { map } from "./map.js";
import { getScrape, scrape } from "./scrape.js";
import { search } from "./search.js";
import { supportAsk, supportDocsSearch } from "./support.js";
import { creditUsage } from "./team.js";

/** Default handling of every route (after the auth check). */
export const ROUTE_HANDLERS: Record<MockRoute, RouteHandler> = {
  "POST /search": search,
  "POST /scrape": scrape,
  "GET /scrape/:id": getScrape,
  "POST /map": map,
  "POST /scrape/:id/interact": interact,
  "DELETE /scrape/:id/interact": stopInteract,
  "POST /interact": createBrowser,
  "POST /crawl": startCrawl,
  "GET /crawl/:id": crawlStatus,
  "DELETE /crawl/:id": cancelCrawl,
  "GET /crawl/:id/errors": crawlErrors,
  "POST /extract": startExtract,
  "GET /extract/:id": extractStatus,
  "POST /agent": startAgent,
  "GET /agent/:id": agentStatus,
  "DELETE /agent/:id": cancelAgent,
  "POST /support/ask": supportAsk,
  "POST /support/docs-search": supportDocsSearch,
  "GET /team/credit-usage": creditUsage,
};
