import { notImplemented, type Reply } from "../../server-kit/index.js";

/*
 * Hosted-service features the local engine does not have, as today's clients call them
 * (firecrawl-mcp, firecrawl-cli, the official SDK). They get a 501 naming the feature — never the
 * "Route not found" 404 of a path nobody serves, nor a 400 that blames a well-formed request.
 */

const useHosted = "Use the hosted service for it (an API key, base URL https://api.firecrawl.dev/v2).";

/** Paths below `/v2`, matched on whole segments (`*` is one segment), with the feature's name. */
const HOSTED_ROUTES: ReadonlyArray<{ methods: readonly string[]; path: readonly string[]; feature: string }> = [
  { methods: ["GET", "POST", "PATCH", "PUT", "DELETE"], path: ["monitor"], feature: "Monitors (scheduled scrapes and change tracking)" },
  { methods: ["POST"], path: ["parse"], feature: "File parsing (POST /v2/parse)" },
  { methods: ["GET"], path: ["search", "research"], feature: "Research paper search" },
  { methods: ["GET"], path: ["search", "developer"], feature: "Developer search (GitHub issues, PRs and docs)" },
  { methods: ["POST"], path: ["search", "*", "feedback"], feature: "Search feedback" },
  { methods: ["POST"], path: ["feedback"], feature: "Job feedback" },
  { methods: ["GET"], path: ["team", "credit-usage", "historical"], feature: "Historical credit usage (the local engine does not bill)" },
  { methods: ["GET"], path: ["team", "token-usage", "historical"], feature: "Historical token usage (the local engine does not bill)" },
];

const V1_ONLY =
  "The local engine serves the v2 API only; this client called the older v1 API (as @langchain/community's FireCrawlLoader and the SDK's scrapeUrl/crawlUrl/mapUrl do). " +
  "Use a v2 client: the SDK's scrape/crawl/map, or webdata-kit's WebDataLoader.";
const TOOL_EXCHANGE = `The tool exchange ("alexandria": tool discovery and provider calls) is a feature of the hosted service; the local engine does not have it. ${useHosted}`;

/** The 501 for a hosted-only route (any path the engine does not serve), or `undefined`. */
export function hostedOnlyRoute(method: string, pathname: string): Reply | undefined {
  const [version, ...parts] = pathname.split("/").filter(Boolean);
  if (version === "v1") return notImplemented(V1_ONLY);
  if (version === "exchange") return notImplemented(TOOL_EXCHANGE);
  if (version !== "v2") return undefined;
  const hit = HOSTED_ROUTES.find(
    (route) => route.methods.includes(method) && route.path.length <= parts.length && route.path.every((segment, i) => segment === "*" || segment === parts[i]),
  );
  return hit === undefined ? undefined : notImplemented(`${hit.feature} is a feature of the hosted service; the local engine does not have it. ${useHosted}`);
}

/**
 * The 501 for a request to a served route that asks for a hosted-only feature in its body, or
 * `undefined`. Today: `POST /scrape` with `alexandria` (the hosted tool exchange firecrawl-mcp's
 * find_tools and provider calls go through), which would otherwise be a 400 blaming the missing url.
 */
export function hostedOnlyBody(operation: string, text: string): Reply | undefined {
  if (operation !== "scrape" || !text.includes('"alexandria"')) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== "object" || body === null || !("alexandria" in body)) return undefined;
  return notImplemented(TOOL_EXCHANGE);
}
