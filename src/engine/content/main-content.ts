import { load, type CheerioAPI } from "cheerio/slim";
import { boilerplateSelector, contentRootRole, contentRootTags, nonContentTags, pageChromeTags } from "./boilerplate-rules.js";

/** How much of a page becomes `markdown` and `html`. */
export interface ContentFilter {
  /** Drop navigation, headers, footers, sidebars, banners and similar boilerplate. */
  onlyMainContent: boolean;
  /** Keep only elements matching these CSS selectors. */
  includeTags?: readonly string[] | undefined;
  /** Remove elements matching these CSS selectors. */
  excludeTags?: readonly string[] | undefined;
}

const nonContent = nonContentTags.join(", ");
const boilerplate = boilerplateSelector();
const pageChrome = pageChromeTags.join(", ");
const contentRoots = [...contentRootTags, `[role=${contentRootRole}]`].join(", ");

/** The first selector that cheerio cannot parse, so the request can be refused before any fetch. */
export function findInvalidSelector(selectors: readonly string[] | undefined): string | undefined {
  if (selectors === undefined) return undefined;
  const $ = load("<p></p>");
  for (const selector of selectors) {
    try {
      $(selector);
    } catch {
      return selector;
    }
  }
  return undefined;
}

function removeBoilerplate($: CheerioAPI): void {
  $(boilerplate)
    .filter((_, element) => {
      const name = (element as { name?: string }).name;
      return name !== "body" && name !== "html" && $(element).find(contentRoots).length === 0;
    })
    .remove();
  $(pageChrome)
    .filter((_, element) => $(element).closest(contentRoots).length === 0 && $(element).find(contentRoots).length === 0)
    .remove();
}

/**
 * Applies the content filter to a parsed page in place and returns the HTML to convert: the body's
 * inner HTML (or the fragment's) with non-content elements removed. The `$` document is modified.
 */
export function filterContent($: CheerioAPI, filter: ContentFilter): string {
  $(nonContent).remove();
  if (filter.excludeTags !== undefined && filter.excludeTags.length > 0) $(filter.excludeTags.join(", ")).remove();
  if (filter.includeTags !== undefined && filter.includeTags.length > 0) {
    // Explicit includes win over the main-content heuristic.
    const selected = $(filter.includeTags.join(", ")).toArray();
    const chosen = new Set<unknown>(selected);
    // A match nested in another match is already part of it.
    return selected
      .filter((element) => !$(element).parents().toArray().some((parent) => chosen.has(parent)))
      .map((element) => $.html(element))
      .join("\n");
  }
  if (filter.onlyMainContent) removeBoilerplate($);
  const body = $("body");
  return (body.length > 0 ? body.html() : $.root().html()) ?? "";
}
