import type { IncomingMessage } from "node:http";
import { API_PREFIX } from "./route-table.js";

/** Whether `X-Forwarded-Host` / `X-Forwarded-Proto` are believed (only behind a proxy you run). */
export interface PublicUrlSettings {
  trustProxy: boolean;
}

// A host[:port] as a Host header may carry it: a name, an IPv4 or a bracketed IPv6 literal.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(",")[0]?.trim() || undefined;
}

/**
 * The base URL (`<proto>://<host>/v2`) the caller reached this server under, for the job `url` and
 * `next` links: the request's `Host`, and behind a trusted proxy `X-Forwarded-Host`/`-Proto`, so
 * links never point at an internal address. A missing or malformed host falls back to `fallback`.
 */
export function publicBaseUrl(req: IncomingMessage, fallback: string, settings: PublicUrlSettings): string {
  const fallbackUrl = new URL(fallback);
  let proto = fallbackUrl.protocol.slice(0, -1);
  let host = firstValue(req.headers.host);
  if (settings.trustProxy) {
    const forwardedHost = firstValue(req.headers["x-forwarded-host"]);
    const forwardedProto = firstValue(req.headers["x-forwarded-proto"])?.toLowerCase();
    if (forwardedHost !== undefined) host = forwardedHost;
    if (forwardedProto === "http" || forwardedProto === "https") proto = forwardedProto;
  }
  if (host === undefined || !HOST.test(host)) return `${fallbackUrl.origin}${API_PREFIX}`;
  return `${proto}://${host.toLowerCase()}${API_PREFIX}`;
}
