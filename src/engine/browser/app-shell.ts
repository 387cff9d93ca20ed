/** A mount point a client-side framework fills in (`<div id="root"></div>`, `id="app"`, `__next`, …), empty. */
const emptyMountPoint = /<(div|main|section|app-root)\b[^>]*\bid\s*=\s*["']?(root|app|__next|__nuxt|svelte|main|application)["']?[^>]*>\s*<\/\1>/i;

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
const SHELL_MAX_TEXT = 200;

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
  return text < 25 || (text < SHELL_MAX_TEXT && emptyMountPoint.test(rawHtml));
}
