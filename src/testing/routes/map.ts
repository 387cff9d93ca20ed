import { newId } from "../fixtures.js";
import { json } from "../http-io.js";
import type { RouteHandler } from "../state.js";
import { targetUrl } from "./scrape.js";

/** The site every mapped host pretends to have: [path, title, description?]. */
const SITE: Array<[string, string, string?]> = [
  ["/", "Home", "Welcome page"],
  ["/about", "About", "Who we are"],
  ["/pricing", "Pricing", "Plans and prices"],
  ["/blog", "Blog", "Latest posts"],
  ["/blog/hello-world", "Hello World"],
  ["/blog/release-notes", "Release Notes"],
  ["/blog/how-we-scale", "How We Scale"],
  ["/docs", "Documentation", "Guides and reference"],
  ["/docs/getting-started", "Getting Started"],
  ["/docs/authentication", "Authentication"],
  ["/docs/api-reference", "API Reference"],
  ["/docs/api-reference/errors", "Errors"],
  ["/docs/sdks", "SDKs"],
  ["/careers", "Careers"],
  ["/contact", "Contact", "Get in touch"],
  ["/legal/privacy", "Privacy Policy"],
  ["/legal/terms", "Terms of Service"],
  ["/changelog", "Changelog"],
  ["/status", "Status"],
  ["/support", "Support", "Help center"],
];

/** `POST /map` (docs/api.md §5): links on the URL's host, filtered to its path, ordered by `search`. */
export const map: RouteHandler<"map"> = (request) => {
  const body = request.body;
  const url = targetUrl(body.url);
  if (!(url instanceof URL)) return url;

  const prefix = url.pathname.replace(/\/+$/, "");
  let links = SITE.filter(([path]) => prefix === "" || path === prefix || path.startsWith(`${prefix}/`)).map(
    ([path, title, description]) => ({
      url: `${url.origin}${path}`,
      title,
      ...(description ? { description } : {}),
    }),
  );
  const searchText = typeof body.search === "string" ? body.search.toLowerCase() : "";
  if (searchText) {
    const terms = searchText.split(/\s+/).filter(Boolean);
    const score = (link: { url: string; title: string }): number =>
      terms.filter((term) => `${link.url} ${link.title}`.toLowerCase().includes(term)).length;
    links = links
      .map((link, index) => ({ link, index, score: score(link) }))
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .map((entry) => entry.link);
  }
  const limit = typeof body.limit === "number" ? body.limit : 5000;
  return json(200, { success: true, id: newId(), links: links.slice(0, limit) });
};
