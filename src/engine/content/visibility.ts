const hiddenStyle = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;
/** Classes that hide an element from sighted readers (utility frameworks, screen-reader text). */
const hiddenClasses = new Set(["hidden", "d-none", "is-hidden", "sr-only", "visually-hidden", "visuallyhidden", "screen-reader-text", "screenreader-only", "a11y-hidden", "u-hidden"]);

const hidingWord = /hidden|none|sr-only|screenreader/i;

/**
 * Whether a reader never sees an element with these attributes: `hidden`, inline display:none /
 * visibility:hidden, hiding classes, a hidden input. (`aria-hidden` is decoration that may still
 * hold text; the main-content step weighs it separately.)
 */
export function isHiddenByAttributes(hidden: boolean, style: string | undefined, className: string, hiddenInput: boolean): boolean {
  if (hidden || hiddenInput) return true;
  if (style !== undefined && style.length > 8 && hiddenStyle.test(style)) return true;
  if (className !== "" && hidingWord.test(className)) {
    for (const token of className.split(/\s+/)) if (hiddenClasses.has(token.toLowerCase())) return true;
  }
  return false;
}
