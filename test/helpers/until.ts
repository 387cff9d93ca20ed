/**
 * Waits until `ready()` holds (checked every few milliseconds), for tests that must act at a
 * point in another task's progress (abort once a job started, read once pages arrived). Fails
 * with `what` after `timeoutMs` instead of hanging the test.
 */
export async function until(ready: () => boolean | Promise<boolean>, what = "condition", timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`until(): ${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
