/**
 * What happens to a job, as its webhooks and WebSocket watchers hear it. A `page` event carries the
 * document as the result store keeps it (UTF-8 JSON), decoded only by a listener that wants it.
 */
export type JobEvent =
  | { type: "started" }
  | { type: "page"; documentBytes: Uint8Array }
  | { type: "action"; action: string; input: unknown; creditsUsed: number }
  | { type: "completed"; data?: unknown }
  | { type: "failed"; error: string }
  | { type: "cancelled" };

export type JobEventListener = (event: JobEvent) => void;

/**
 * A job's listeners. A listener that throws is dropped and the job goes on: nothing a watcher or a
 * webhook does can stop the job that reports to it.
 */
export class JobEvents {
  readonly #listeners = new Set<JobEventListener>();

  /** Adds a listener; the returned function removes it. */
  on(listener: JobEventListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  get listening(): boolean {
    return this.#listeners.size > 0;
  }

  emit(event: JobEvent): void {
    for (const listener of this.#listeners) {
      try {
        listener(event);
      } catch {
        this.#listeners.delete(listener);
      }
    }
    // Nothing follows a terminal event: let go of the listeners (and what they hold).
    if (event.type === "completed" || event.type === "failed" || event.type === "cancelled") this.#listeners.clear();
  }
}
