import { decodeHTML, decodeHTMLAttribute } from "entities";

// The references that cover nearly all attribute values and titles; anything else goes to the
// full HTML decoder (the `entities` package, the one htmlparser2 decodes with), which knows all 2,231
// named references and the parser's rules for references without a semicolon.
const common: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
const reference = /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([a-zA-Z]{2,6}));/g;

function hasBareAmpersand(value: string): boolean {
  return /&(?![a-zA-Z]{2,6};|#\d{1,7};|#[xX][\da-fA-F]{1,6};)/.test(value);
}

/** Decodes the common references; undefined when the value needs the full decoder. */
function decodeCommon(value: string): string | undefined {
  // A bare `&` may start a reference without a semicolon (`&copy`) or be literal: the full decoder knows.
  if (hasBareAmpersand(value)) return undefined;
  let unknown = false;
  const decoded = value.replace(reference, (match, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) {
      const text = common[name];
      if (text === undefined) unknown = true;
      return text ?? match;
    }
    const codePoint = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? "", 16);
    // NUL, surrogates, out of range and the C1 remapping table: left to the full decoder.
    if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff) || (codePoint >= 0x80 && codePoint <= 0x9f)) {
      unknown = true;
      return match;
    }
    return String.fromCodePoint(codePoint);
  });
  return unknown ? undefined : decoded;
}

/** Decodes character references in an attribute value as an HTML parser does. */
export function decodeAttribute(value: string): string {
  if (!value.includes("&")) return value;
  const fast = decodeCommon(value);
  if (fast !== undefined) return fast;
  return decodeHTMLAttribute(value);
}

/** Decodes character references in the text of a `<title>`. */
export function decodeText(value: string): string {
  if (!value.includes("&")) return value;
  const fast = decodeCommon(value);
  if (fast !== undefined) return fast;
  // <title> is escapable raw text: references are decoded as in body text (legacy names without `;` too).
  return decodeHTML(value);
}

/** Text made safe for an HTML text node: the inverse of `decodeText` for what a text node needs. */
export function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
