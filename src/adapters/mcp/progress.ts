import type { ToolProgress } from "../../tools/types.js";

/** One `notifications/progress` payload, without the token. */
export interface McpProgress {
  progress: number;
  total?: number | undefined;
  message?: string | undefined;
}

/** How often a call without countable progress says it is still alive, in ms. */
export const HEARTBEAT_MS = 5_000;

/** Pause between a call's last progress notification and its result, in ms (see `finish()`). */
const RESULT_GAP_MS = 20;

/**
 * Turns a tool's progress into MCP progress notifications for one call. MCP requires `progress`
 * to grow with every notification, so values that do not grow are dropped. Until the tool reports
 * countable progress (a crawl's pages), a heartbeat every {@link HEARTBEAT_MS} counts up (1, 2, …)
 * and says how long the call has run: clients that reset their request timeout on progress keep
 * waiting for a slow agent run.
 */
export class ProgressReporter {
  #last: number | undefined;
  #counted = false;
  #beats = 0;
  readonly #timer: ReturnType<typeof setInterval>;
  readonly #started = Date.now();
  /** Notifications go out one after another, and the call's result only after the last of them. */
  #sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly tool: string,
    private readonly send: (progress: McpProgress) => Promise<void>,
    heartbeatMs = HEARTBEAT_MS,
  ) {
    this.#timer = setInterval(() => this.#heartbeat(), heartbeatMs);
    this.#timer.unref();
  }

  /** The tool's own progress (wired to `ToolCallContext.onProgress`). */
  readonly report = (progress: ToolProgress): void => {
    this.#counted = true;
    this.#emit({ progress: progress.completed, total: progress.total, message: progress.message });
  };

  /**
   * Stops the heartbeat and resolves once every notification is out, plus a short gap. The official
   * client handles a notification a microtask later than a response read in the same chunk, so a
   * progress sent just before the result is dropped and reported as an error (typescript-sdk #2580);
   * the gap lets the two arrive apart.
   */
  async finish(): Promise<void> {
    clearInterval(this.#timer);
    await this.#sending;
    if (this.#last !== undefined) await new Promise((resolve) => setTimeout(resolve, RESULT_GAP_MS));
  }

  #heartbeat(): void {
    if (this.#counted) return;
    this.#beats += 1;
    const seconds = Math.round((Date.now() - this.#started) / 1000);
    this.#emit({ progress: this.#beats, message: `${this.tool} still running (${seconds} s)` });
  }

  #emit(progress: McpProgress): void {
    if (this.#last !== undefined && progress.progress <= this.#last) return;
    this.#last = progress.progress;
    // A notification that cannot be sent (the client went away) must not fail the call.
    this.#sending = this.#sending.then(() => this.send(progress)).catch(() => {});
  }
}
