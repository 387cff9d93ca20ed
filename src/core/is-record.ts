/** True for a plain JSON-like object (not null, not an array): the guard every body parser starts with. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
