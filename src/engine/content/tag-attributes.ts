/**
 * One attribute's value read from a start tag as the scanner output it (references not decoded):
 * a pattern per attribute, its value in group 1, 2 or 3 (double-quoted, single-quoted, unquoted).
 */

/** The pattern of attribute `name`'s value in a start tag. */
export function valuePattern(name: string): RegExp {
  return new RegExp(String.raw`\s${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))`, "i");
}

/** The value `pattern` (from `valuePattern`) finds in `tag`; undefined when the tag has no such attribute. */
export function attributeValue(tag: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(tag);
  return match === null ? undefined : (match[1] ?? match[2] ?? match[3] ?? "");
}
