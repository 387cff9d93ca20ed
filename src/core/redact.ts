/** Replaces every occurrence of `secret` in `text` (the API key must never reach a message or log). */
export function redactSecret(text: string, secret: string | undefined): string {
  if (!secret || secret.length < 4) return text;
  return text.split(secret).join(redactedKey(secret));
}

/** A key shown safely: its prefix only, e.g. `fc-…[redacted]`. */
export function redactedKey(secret: string): string {
  const prefix = /^[a-z]+[-_]/i.exec(secret)?.[0] ?? "";
  return `${prefix}…[redacted]`;
}

/** Deep copy of a parsed body with every occurrence of `secret` in its strings redacted. */
export function redactDeep(value: unknown, secret: string | undefined): unknown {
  if (!secret) return value;
  if (typeof value === "string") return redactSecret(value, secret);
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, secret));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactDeep(v, secret)]));
  }
  return value;
}
