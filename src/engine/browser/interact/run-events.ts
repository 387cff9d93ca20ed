import type { Page } from "playwright-core";
import { BridgeRefusal } from "./bridge-refusal.js";

/** Page events interact code may wait for or listen to (`waitForEvent`, `waitForResponse`, `page.on`). */
const allowedEvents = new Set(["request", "response", "requestfinished", "requestfailed", "console", "dialog", "framenavigated", "frameattached", "framedetached", "load", "domcontentloaded", "pageerror"]);
const refusedEvents: Readonly<Record<string, string>> = {
  popup: "popups are other pages of the browser context",
  download: "downloads write to the engine's disk",
  filechooser: "file choosers read files from the engine's disk",
  worker: "workers are not reachable from interact code",
  websocket: "WebSocket routing runs in the engine",
  close: "the session's page stays open until DELETE /scrape/{scrapeId}/interact",
  crash: "a crashed page ends the run",
};
/** Subscriptions one run may hold at once. */
export const maxSubscriptions = 64;
/** Events one run may receive; later ones are dropped (with one note on stderr). */
export const maxEventsPerRun = 10_000;

/**
 * The page events one run listens to on behalf of its code. Each subscription has the child's number;
 * every event is handed to `deliver` (which sends it to the child), and `clear` removes all listeners
 * when the run ends.
 */
export class RunEvents {
  readonly #subscriptions = new Map<number, { event: string; listener: (value: unknown) => void }>();
  #delivered = 0;

  constructor(
    private readonly page: Page,
    private readonly deliver: (subscription: number, value: unknown) => void,
    private readonly warn: (text: string) => void,
  ) {}

  subscribe(subscription: unknown, event: unknown): void {
    if (typeof subscription !== "number" || !Number.isSafeInteger(subscription)) throw new BridgeRefusal("A subscription needs a number.");
    const name = String(event).slice(0, 40);
    if (Object.hasOwn(refusedEvents, name)) throw new BridgeRefusal(`The "${name}" event is not available to interact code: ${refusedEvents[name]}.`);
    if (!allowedEvents.has(name)) throw new BridgeRefusal(`The "${name}" event is not available to interact code (it may wait for ${[...allowedEvents].join(", ")}).`);
    if (this.#subscriptions.has(subscription)) throw new BridgeRefusal("This subscription exists already.");
    if (this.#subscriptions.size >= maxSubscriptions) throw new BridgeRefusal(`A run may listen to at most ${maxSubscriptions} events at once: remove listeners you no longer need.`);
    const listener = (value: unknown) => {
      this.#delivered += 1;
      if (this.#delivered === maxEventsPerRun + 1) this.warn(`Further page events were dropped: a run receives at most ${maxEventsPerRun}.`);
      if (this.#delivered > maxEventsPerRun) {
        // Nobody will answer a dropped dialog: dismissed, so the session's page is not blocked.
        if (name === "dialog") void (value as { dismiss(): Promise<void> }).dismiss().catch(() => undefined);
        return;
      }
      this.deliver(subscription, value);
    };
    this.page.on(name as "request", listener);
    this.#subscriptions.set(subscription, { event: name, listener });
  }

  unsubscribe(subscription: unknown): void {
    if (typeof subscription !== "number") return;
    const entry = this.#subscriptions.get(subscription);
    if (entry === undefined) return;
    this.page.off(entry.event as "request", entry.listener);
    this.#subscriptions.delete(subscription);
  }

  clear(): void {
    for (const subscription of [...this.#subscriptions.keys()]) this.unsubscribe(subscription);
  }
}
