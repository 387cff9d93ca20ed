/**
 * What counts as boilerplate and as main content. Both content paths read these lists: the
 * single-pass scanner (`page-scan.ts`) matches them directly and the DOM path (`main-content.ts`)
 * turns them into CSS selectors, so the two cannot drift apart.
 */

/**
 * Never part of readable content, whatever the filter. A MathML `<annotation>` (a formula's TeX
 * source beside its rendered form) is never shown: kept, the formula would print twice.
 */
export const nonContentTags = ["head", "script", "style", "template", "svg", "canvas", "iframe", "object", "embed", "link", "meta", "annotation", "annotation-xml"] as const;

/** Boilerplate by tag name (navigation, sidebars, form controls). */
export const boilerplateTags = ["nav", "aside", "button", "input", "select", "textarea"] as const;

/** Boilerplate by ARIA role. */
export const boilerplateRoles = ["navigation", "banner", "contentinfo", "complementary", "dialog"] as const;

/** Boilerplate by id. */
export const boilerplateIds = ["nav", "menu", "sidebar", "cookie", "cookie-banner", "cookie-consent"] as const;

/** Boilerplate by class: widespread conventions for menus, banners, sharing widgets and ads. */
export const boilerplateClasses = [
  "nav",
  "navbar",
  "navigation",
  "menu",
  "breadcrumb",
  "breadcrumbs",
  "sidebar",
  "skip-link",
  "cookie",
  "cookie-banner",
  "cookie-consent",
  "consent-banner",
  "gdpr",
  "social",
  "social-links",
  "share",
  "share-buttons",
  "ad",
  "ads",
  "advert",
  "advertisement",
  "popup",
  "modal",
  "lang-selector",
  "language-selector",
] as const;

/** Page-level header and footer are boilerplate; inside main content (an article's header) they are kept. */
export const pageChromeTags = ["header", "footer"] as const;

/** Elements that hold the main content; boilerplate that contains one is kept. */
export const contentRootTags = ["main", "article"] as const;
export const contentRootRole = "main";

const roleSet = new Set<string>(boilerplateRoles);
const idSet = new Set<string>(boilerplateIds);
/**
 * A boilerplate class as one of the class list's tokens (css-select splits class lists at `\s+`).
 * One test of the whole list: splitting it into an array of tokens for a set took this check from
 * 0.8 to 1.8 % of a warm pass's CPU profile on the Readability pages.
 */
const classToken = new RegExp(`(?:^|\\s)(?:${boilerplateClasses.join("|")})(?=\\s|$)`);

/** Whether an element with these (decoded) attribute values is boilerplate by role, id, class or `aria-modal`. */
export function isBoilerplateByAttributes(
  role: string | undefined,
  id: string | undefined,
  className: string | undefined,
  ariaModal: string | undefined,
): boolean {
  if (ariaModal === "true") return true;
  if (role !== undefined && roleSet.has(role)) return true;
  if (id !== undefined && idSet.has(id)) return true;
  return className !== undefined && classToken.test(className);
}

/** Elements whose text a `<button>` may be (`content-tree.ts`'s `toggleHolders`, the scanner's rule). */
export const toggleHolderNames = ["h1", "h2", "h3", "h4", "h5", "h6", "summary", "dt"] as const;

/** The boilerplate rules as one CSS selector list, for the DOM path. */
export function boilerplateSelector(): string {
  return [
    // A button that is a heading's, a summary's or a term's text is read as that text (`toggleHolders`).
    ...boilerplateTags.map((tag) => (tag === "button" ? `button${toggleHolderNames.map((holder) => `:not(${holder} > button)`).join("")}` : tag)),
    ...boilerplateRoles.map((role) => `[role="${role}"]`),
    '[aria-modal="true"]',
    ...boilerplateIds.map((id) => `#${id}`),
    ...boilerplateClasses.map((name) => `.${name}`),
  ].join(", ");
}
