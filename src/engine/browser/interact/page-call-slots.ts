import type { Page } from "playwright-core";

/**
 * The page calls running on one page, whichever run started them. A call Playwright cannot cancel (a
 * page function whose promise never settles) keeps its slot after its run ended, so such calls cannot
 * pile up run after run in the engine: a later run waits for a free slot.
 */
export class PageCallSlots {
  #inFlight = 0;
  readonly #waiters = new Set<() => void>();

  constructor(readonly max: number) {}

  /** Takes a slot; false when all are held. */
  take(): boolean {
    if (this.#inFlight >= this.max) return false;
    this.#inFlight += 1;
    return true;
  }

  /** Gives a slot back and tells the runs waiting for one. */
  give(): void {
    this.#inFlight -= 1;
    for (const waiter of [...this.#waiters]) waiter();
  }

  /** Calls `waiter` each time a slot frees, until the returned function is called. */
  onFree(waiter: () => void): () => void {
    this.#waiters.add(waiter);
    return () => this.#waiters.delete(waiter);
  }
}

const slotsOf = new WeakMap<Page, PageCallSlots>();

/** The call slots of `page` (made on first use, `max` at once). */
export function pageCallSlots(page: Page, max: number): PageCallSlots {
  let slots = slotsOf.get(page);
  if (slots === undefined) {
    slots = new PageCallSlots(max);
    slotsOf.set(page, slots);
  }
  return slots;
}
