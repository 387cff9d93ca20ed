/**
 * The attribute the renderer puts on elements a scrape's actions revealed or changed (and their
 * ancestors), so the main-content step keeps what the user asked to open: a marked element is
 * judged by its text, never dropped for its class, id, role or tag. It never reaches the caller.
 */
export const REVEALED_ATTRIBUTE = "data-webdata-revealed";

/** The marker as Chromium serialises it. */
const serialised = new RegExp(` ${REVEALED_ATTRIBUTE}(?:="")?(?=[\\s/>])`, "g");

/** `html` without the marker (rawHtml and html show the page as it was). */
export function stripRevealedMarker(html: string): string {
  return html.includes(REVEALED_ATTRIBUTE) ? html.replace(serialised, "") : html;
}
