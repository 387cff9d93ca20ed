import type { SearchParams, SearchResult, WebDataClient } from "../../client.js";
import type { ClientMiddleware } from "../../client/middleware.js";
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

/**
 * Client middleware for a constrained agent's search: results outside the constraint are dropped
 * (the search can only be narrowed to hosts, not to ports and paths), and page content is fetched
 * afterwards for the allowed results only, so no page outside the constraint is ever requested.
 */
export function constrainedSearch(constraint: UrlConstraint): ClientMiddleware {
  return async (call, next) => {
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
