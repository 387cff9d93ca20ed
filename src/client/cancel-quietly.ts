/**
 * Fires a best-effort cancel of a server-side job after the caller aborted. It must not hold the
 * aborted caller up, and its own failure must not replace the abort error.
 */
export function cancelQuietly(cancel: () => Promise<unknown>): Promise<void> {
  return cancel().then(
    () => undefined,
    () => undefined,
  );
}
