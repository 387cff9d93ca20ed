/** Ids client-side frameworks mount into (`<div id="root"></div>`, `id="app"`, `__next`, …). */
export const MOUNT_POINT_IDS = ["root", "app", "__next", "__nuxt", "svelte", "main", "application"] as const;
/** Tags those mount points use. */
export const MOUNT_POINT_TAGS = ["div", "main", "section", "app-root"] as const;

/** A mount point a client-side framework fills in, still empty. */
const emptyMountPoint = new RegExp(`<(${MOUNT_POINT_TAGS.join("|")})\\b[^>]*\\bid\\s*=\\s*["']?(${MOUNT_POINT_IDS.join("|")})["']?[^>]*>\\s*<\\/\\1>`, "i");

/** Text a reader would see in the body: no scripts, styles, noscript fallbacks, templates or tags. */
function visibleTextLength(rawHtml: string): number {
  const bodyStart = rawHtml.search(/<body\b/i);
  return (bodyStart >= 0 ? rawHtml.slice(bodyStart) : rawHtml)
    .replace(/<(script|style|noscript|template|svg)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#\w]+;/g, "x")
    .replace(/\s+/g, "").length;
}

/** Visible text at or above which a page is no shell (both rules below need less). */
export const SHELL_MAX_TEXT = 200;
/** Visible text below which a page with scripts is a shell whatever its markup. */
export const SHELL_MIN_TEXT = 25;

/**
 * Whether a page's markdown already shows enough text that the page cannot be a shell. Markdown
 * text is part of what a reader sees, so this settles most pages without the regex passes over the
 * whole HTML that `looksLikeAppShell` makes (~1.3 ms on a typical news page).
 */
export function markdownShowsText(markdown: string | undefined): boolean {
  if (markdown === undefined || markdown.length < SHELL_MAX_TEXT) return false;
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[\s#*|>\-_`\\[\]]/g, "");
  return text.length >= SHELL_MAX_TEXT;
}

/**
 * Whether fetched HTML is an application shell whose text appears only after its scripts run:
 * it has scripts and (almost) no visible text, or little text next to an empty framework mount point.
 */
export function looksLikeAppShell(rawHtml: string): boolean {
  if (!/<script\b/i.test(rawHtml)) return false;
  const text = visibleTextLength(rawHtml);
  return text < SHELL_MIN_TEXT || (text < SHELL_MAX_TEXT && emptyMountPoint.test(rawHtml));
}
