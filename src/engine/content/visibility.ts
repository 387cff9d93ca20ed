const hiddenStyle = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;
/** Classes that hide an element from sighted readers (utility frameworks, screen-reader text). */
const hiddenClasses = new Set(["hidden", "d-none", "is-hidden", "sr-only", "visually-hidden", "visuallyhidden", "screen-reader-text", "screenreader-only", "a11y-hidden", "u-hidden"]);

const shownDisplays = "block|flex|inline|inline-block|inline-flex|grid|inline-grid|table|table-row|table-cell|contents";
/** Shown from a screen width on: Tailwind's "md:block" (not "print:block"), Bootstrap's "d-lg-flex". */
const shownAtBreakpoint = new RegExp(`^(?:(?!print:)[\\w-]+:(?:${shownDisplays}|visible)|d-(?:sm|md|lg|xl|xxl)-(?:${shownDisplays}))$`);
/**
 * Hidden from a tablet's width up (Bootstrap's "d-md-none", "hidden-lg", "visible-xs", Tailwind's
 * "lg:hidden", Foundation's "hide-for-large"): the phone's copy of what the page shows a desktop
 * reader in another block (a table set again as cards, a caption printed twice).
 */
const hiddenWide = /^(?:d-(?:md|lg|xl|xxl)-none|hidden-(?:md|lg|desktop)|(?:md|lg|xl):hidden|hide-for-(?:medium|large)(?:-up)?|visible-(?:xs|sm)(?:-block|-inline|-inline-block)?|show-for-small-only)$/;
const hidingWord = /hidden|none|sr-only|screenreader/i;

/** Whether a class attribute may hold a hiding class: a word `hidingWord` finds, or one of `hiddenWide`'s others (two plain searches, on every element with a class). */
function mayHide(className: string): boolean {
  return hidingWord.test(className) || className.includes("visible-") || className.includes("-for-");
}

/**
 * Whether a reader never sees an element with these attributes: `hidden`, inline display:none /
 * visibility:hidden, hiding classes, a hidden input. (`aria-hidden` is decoration that may still
 * hold text; the main-content step weighs it separately.)
 */
export function isHiddenByAttributes(hidden: boolean, style: string | undefined, className: string, hiddenInput: boolean): boolean {
  if (hidden || hiddenInput) return true;
  if (style !== undefined && style.length > 8 && hiddenStyle.test(style)) return true;
  if (className !== "" && mayHide(className)) {
    const tokens = className.split(/\s+/);
    // "hidden md:block" / "d-none d-md-block" (utility CSS) is hidden only on small screens: a reader on a desktop sees it.
    if (tokens.some((token) => hiddenClasses.has(token.toLowerCase()) || hiddenWide.test(token)) && !tokens.some((token) => shownAtBreakpoint.test(token))) return true;
  }
  return false;
}
