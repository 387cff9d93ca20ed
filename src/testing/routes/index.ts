import type { MockRouteTable } from "../state.js";
import { agentStatus, cancelAgent, startAgent } from "./agent.js";
import { batchScrapeErrors, batchScrapeStatus, cancelBatchScrape, startBatchScrape } from "./batch-scrape.js";
import { cancelCrawl, crawlErrors, crawlParamsPreview, crawlStatus, startCrawl } from "./crawl.js";
import { extractStatus, startExtract } from "./extract.js";
import { createBrowser, interact, stopInteract } from "./interact.js";
import { map } from "./map.js";
import { getScrape, scrape } from "./scrape.js";
import { search } from "./search.js";
import { supportAsk, supportDocsSearch } from "./support.js";
import { activeCrawls, concurrency, creditUsage, queueStatus, tokenUsage } from "./team.js";

/**
 * Default handling of every route the mock serves, by operation name (method and path come from
 * the operations registry; see `src/server-kit/route-table.ts` for adding one). Auth, 404/405, path
 * ids, body limits and — unless the mock is `lenient` — strict schema validation run before these,
 * and each handler gets the validated body (one validator: the operation's schema, as on the engine).
 */
export const mockRouteTable: MockRouteTable = {
  search,
  scrape,
  "scrape.get": getScrape,
  map,
  interact,
  stopInteraction: stopInteract,
  "browser.create": createBrowser,
  "crawl.start": startCrawl,
  "crawl.status": crawlStatus,
  "crawl.cancel": cancelCrawl,
  "crawl.errors": crawlErrors,
  "crawl.paramsPreview": crawlParamsPreview,
  "batchScrape.start": startBatchScrape,
  "batchScrape.status": batchScrapeStatus,
  "batchScrape.cancel": cancelBatchScrape,
  "batchScrape.errors": batchScrapeErrors,
  "extract.start": startExtract,
  "extract.status": extractStatus,
  "agent.start": startAgent,
  "agent.status": agentStatus,
  "agent.cancel": cancelAgent,
  "support.ask": supportAsk,
  "support.docsSearch": supportDocsSearch,
  "team.creditUsage": creditUsage,
  "team.tokenUsage": tokenUsage,
  "team.queueStatus": queueStatus,
  "team.concurrency": concurrency,
  "crawl.active": activeCrawls,
};
