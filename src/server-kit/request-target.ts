import type { IncomingMessage } from "node:http";

/**
 * The path of a request as the router sees it: `new URL()` resolves `..`, `%2e%2e` and `\`, so
 * `/v2/monitor/../scrape` is `/v2/scrape`. Every check that looks at the path (the gate's
 * exemptions, the browser routes, the route table) must read it through here, or a check can be
 * passed by a path the router later reads differently. `undefined` for a target no URL parser reads.
 */
export function requestPath(req: IncomingMessage): string | undefined {
  const target = req.url ?? "/";
  return URL.canParse(target, "http://server.local") ? new URL(target, "http://server.local").pathname : undefined;
}

/** `decodeURIComponent`, or `undefined` for a malformed escape (`%E0%A4%A`) instead of a thrown URIError. */
export function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
