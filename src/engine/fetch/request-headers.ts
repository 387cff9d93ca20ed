/**
 * Headers a scrape's `headers` may not set, on the fetch path and in the browser alike: hop-by-hop,
 * framing and proxy headers belong to the connection the engine opens, not to the request a caller
 * describes (Chromium refuses most of them outright, which used to fail the whole render).
 */
const connectionHeaders = new Set([
  "host",
  "connection",
  "keep-alive",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "content-length",
  "expect",
  "http2-settings",
  "cookie2",
  "set-cookie",
]);

/** Whether the engine drops this caller header (case-insensitive): see `connectionHeaders`, plus every `Proxy-*`. */
export function isConnectionHeader(name: string): boolean {
  const key = name.toLowerCase();
  return connectionHeaders.has(key) || key.startsWith("proxy-");
}

// RFC 9110 §5.1 token, and a field value without control characters (tab allowed).
const tokenPattern = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const controlPattern = /[\u0000-\u0008\u000a-\u001f\u007f]/;
// Field values are bytes: a character past Latin-1 has no single encoding on the wire.
const wideCharPattern = /[^\t -\u00ff]/;

/** Why a header cannot be sent at all (a malformed name or value), or `undefined` when it can. */
export function malformedHeader(name: string, value: string): string | undefined {
  if (!tokenPattern.test(name)) return `"${name}" is not a valid header name`;
  if (controlPattern.test(value)) return `the value of ${name} contains a line break or another control character`;
  if (wideCharPattern.test(value)) return `the value of ${name} has characters outside ISO-8859-1; percent-encode them`;
  return undefined;
}

/** The caller's headers the engine sends, and the names it drops (connection headers). */
export function sendableHeaders(headers: Readonly<Record<string, string>>): { headers: Record<string, string>; dropped: string[] } {
  const kept: Record<string, string> = {};
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (isConnectionHeader(name)) dropped.push(name);
    else kept[name] = value;
  }
  return { headers: kept, dropped };
}

/** The `warning` note for dropped headers. */
export function droppedHeadersNote(dropped: readonly string[]): string {
  return (
    `headers ${dropped.join(", ")} ${dropped.length === 1 ? "was" : "were"} not sent: hop-by-hop, framing and proxy headers ` +
    "(Host, Connection, Content-Length, Transfer-Encoding, Proxy-*, …) belong to the engine's own connection, not to the scrape."
  );
}
