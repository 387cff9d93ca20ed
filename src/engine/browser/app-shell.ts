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

/**
 * Whether fetched HTML is an application shell whose text appears only after its scripts run:
 * it has scripts and (almost) no visible text, or little text next to an empty framework mount point.
 */
export function looksLikeAppShell(rawHtml: string): boolean {
  if (!/<script\b/i.test(rawHtml)) return false;
  const text = visibleTextLength(rawHtml);
  return text < 25 || (text < 200 && emptyMountPoint.test(rawHtml));
}
