import type { Element } from "domhandler";

const hiddenStyle = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;
/** Classes that hide an element from sighted readers (utility frameworks, screen-reader text). */
const hiddenClasses = new Set(["hidden", "d-none", "is-hidden", "sr-only", "visually-hidden", "visuallyhidden", "screen-reader-text", "screenreader-only", "a11y-hidden", "u-hidden"]);

/** Whether a reader never sees this element: `hidden`, inline display:none / visibility:hidden, hiding classes. */
export function isHidden(element: Element): boolean {
  const attributes = element.attribs;
  if (attributes.hidden !== undefined) return true;
  if (element.name === "input" && attributes.type?.toLowerCase() === "hidden") return true;
  const style = attributes.style;
  if (style !== undefined && hiddenStyle.test(style)) return true;
  const className = attributes.class;
  if (className !== undefined && className !== "") {
    for (const token of className.split(/\s+/)) if (hiddenClasses.has(token.toLowerCase())) return true;
  }
  return false;
}

/** `aria-hidden="true"`: decoration for sighted readers too, unless it holds real text (checked by the caller). */
export function isAriaHidden(element: Element): boolean {
  return element.attribs["aria-hidden"] === "true";
}
