import type { WebDataClient } from "../client.js";
import { innerClient, middlewareOf } from "../client/middleware.js";
import { Healer, HealingSession } from "./healer.js";
import { healingMiddleware } from "./healing-middleware.js";
import { resolvePolicy, type SelfHealingOptions } from "./healing-policy.js";

// The middleware factories made here, to recognise a self-healing client.
const healingFactories = new WeakSet<object>();

/**
 * Wraps a client so that failed calls heal themselves: on an API error worth diagnosing, a job
 * that ended `failed`, or a result that looks wrong (empty markdown, a crawl with 0 pages), it asks
 * the service's support (`support.ask`) what to change, and retries once with the suggested
 * `fixParameters` when the answer is trustworthy and the fix is safe (see `SelfHealingOptions`).
 * The result — or the final error — carries a `healing` record (read it with `healingOf`).
 *
 * It is client middleware (`client.use(…)`): every call of every method passes through it, so an
 * operation cannot slip past healing. The returned object is a `WebDataClient` (it shares the
 * original's connection pool and key), so it works everywhere a client does:
 * `createWebDataTools({ client: withSelfHealing(client) })`. Per call, pass
 * `{ healing: { rationale } }` or `{ healing: false }` in the options.
 *
 * ```ts
 * const client = withSelfHealing(new WebDataClient(), { rationale: "Collect pricing tables", onHeal: console.log });
 * const page = await client.scrape({ url: "https://example.com/pricing" });
 * ```
 */
export function withSelfHealing(client: WebDataClient, options: SelfHealingOptions = {}): WebDataClient {
  // Re-wrapping a healing client replaces its healing (one diagnosis per failure, not two).
  const outermost = middlewareOf(client)[0];
  const base = outermost && healingFactories.has(outermost) ? (innerClient(client) ?? client) : client;
  const policy = resolvePolicy(options);
  const session = new HealingSession();
  const factory = (derived: WebDataClient) => healingMiddleware(new Healer(derived, policy, session));
  healingFactories.add(factory);
  return base.use(factory);
}

/** True for a client returned by `withSelfHealing` (or derived from one with `withOptions`). */
export function isSelfHealing(client: unknown): boolean {
  if (typeof client !== "object" || client === null) return false;
  return middlewareOf(client).some((factory) => healingFactories.has(factory));
}
