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
