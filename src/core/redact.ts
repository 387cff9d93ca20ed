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
