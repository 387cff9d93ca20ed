import type { MapResult, SearchParams, SearchResult, WebDataClient } from "../../client.js";
import type { ClientMiddleware } from "../../client/middleware.js";
import { PermissionDeniedError } from "../../core/errors.js";
import type { WebDocument } from "../../operations/document.js";
import { stripWww } from "../crawl/url-rules.js";
import { withScheme } from "../scrape/scrape-settings.js";

/** The URLs an agent constrained to `urls` may read: each entry's site and the paths below it. */
export class UrlConstraint {
  readonly #scopes: { host: string; hostname: string; path: string }[];

  constructor(readonly urls: readonly string[]) {
    this.#scopes = urls.flatMap((raw) => {
      try {
        const url = new URL(withScheme(raw.replace(/\/?\*$/, "")));
        const path = url.pathname.replace(/\/$/, "");
        // The port is part of the site: two servers on one host are two sites.
        return [{ host: stripWww(url.host.toLowerCase()), hostname: stripWww(url.hostname.toLowerCase()), path }];
      } catch {
        return [];
      }
    });
  }

  /** Hosts of the allowed URLs (for a search restricted to them). */
  get hosts(): string[] {
    return [...new Set(this.#scopes.map((scope) => scope.hostname))];
  }

  allows(raw: string): boolean {
    let url: URL;
    try {
      url = new URL(withScheme(raw));
    } catch {
      return false;
    }
    const host = stripWww(url.host.toLowerCase());
    return this.#scopes.some(
      (scope) => scope.host === host && (scope.path === "" || url.pathname === scope.path || url.pathname.startsWith(`${scope.path}/`)),
    );
  }
}

/** Error code of a page refused because it ended outside the constraint (after redirects). */
export const urlNotAllowedCode = "URL_NOT_ALLOWED";

/**
 * A scraped document whose final URL (after HTTP redirects, or where the browser ended up) lies
 * outside the constraint is refused: an allowed URL may redirect anywhere, and the page it lands
 * on must not reach the model.
 */
function checkFinalUrl(constraint: UrlConstraint, requested: string, document: WebDocument): WebDocument {
  const final = document.metadata?.url ?? document.metadata?.sourceURL;
  if (typeof final === "string" && !constraint.allows(final)) {
    throw new PermissionDeniedError({
      status: 403,
      code: urlNotAllowedCode,
      message: `${requested} redirected to ${final}, which is outside the URLs this task is limited to; its page was not read.`,
      body: undefined,
    });
  }
  return document;
}

/**
 * Client middleware for a constrained agent: search results outside the constraint are dropped
 * (the search can only be narrowed to hosts, not to ports and paths), and page content is fetched
 * afterwards for the allowed results only, so no page outside the constraint is ever requested.
 * A scrape that redirects outside is refused, and map links outside are dropped.
 */
export function constrainedClient(constraint: UrlConstraint): ClientMiddleware {
  return async (call, next) => {
    if (call.method === "scrape") {
      const requested = String((call.args[0] as { url?: unknown } | undefined)?.url ?? "");
      return checkFinalUrl(constraint, requested, (await next(call.args)) as WebDocument);
    }
    if (call.method === "map") {
      const result = (await next(call.args)) as MapResult;
      return { ...result, links: (result.links ?? []).filter((link) => typeof link.url === "string" && constraint.allows(link.url)) };
    }
    if (call.method !== "search") return next(call.args);
    const [params, ...rest] = call.args as [SearchParams, ...unknown[]];
    const { scrapeOptions, ...withoutContent } = params;
    const result = (await next([withoutContent, ...rest])) as SearchResult;
    const web = (result.web ?? []).filter((hit) => typeof hit.url === "string" && constraint.allows(hit.url));
    if (scrapeOptions?.formats !== undefined && scrapeOptions.formats.length > 0) {
      const client = call.receiver as WebDataClient;
      await Promise.all(
        web.map(async (hit) => {
          try {
            Object.assign(hit, await client.scrape({ ...scrapeOptions, url: hit.url as string }));
          } catch (error) {
            hit.metadata = { ...hit.metadata, error: error instanceof Error ? error.message : String(error) };
          }
        }),
      );
    }
    const news = result.news?.filter((hit) => typeof hit.url === "string" && constraint.allows(hit.url));
    return { ...result, web, ...(news === undefined ? {} : { news }) };
  };
}
