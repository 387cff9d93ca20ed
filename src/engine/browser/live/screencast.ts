import type { CDPSession, Page } from "playwright-core";
import { liveViewLimits } from "./live-view-limits.js";

/** One frame of the page: a JPEG (base64) and the viewport size it shows, in CSS pixels. */
export interface ScreencastFrame {
  data: string;
  width: number;
  height: number;
}

type FrameListener = (frame: ScreencastFrame) => void;

interface FrameEvent {
  data: string;
  sessionId: number;
  metadata: { deviceWidth?: number; deviceHeight?: number };
}

/**
 * A CDP screencast of one page (`Page.startScreencast` on a CDP session of that page only), running
 * while anyone listens. Frames are acknowledged no faster than `maxFps`, so Chromium sends no more;
 * the latest frame is kept for viewers that join a page that does not repaint.
 */
export class Screencast {
  readonly #page: Page;
  readonly #listeners = new Set<FrameListener>();
  #cdp: CDPSession | undefined;
  /** Start and stop run one after the other. */
  #sync: Promise<void> = Promise.resolve();
  #lastSentAt = 0;
  /** Frames seen so far (a seed screenshot taken while a real frame arrived is dropped). */
  #frames = 0;
  #ended = false;
  /** The latest frame, for a viewer that joins. */
  last: ScreencastFrame | undefined;

  constructor(page: Page) {
    this.#page = page;
  }

  /** Calls `listener` with each frame (the latest one first, when there is one) until the returned function is called. */
  subscribe(listener: FrameListener): () => void {
    this.#listeners.add(listener);
    if (this.last !== undefined) listener(this.last);
    this.#update();
    return () => {
      this.#listeners.delete(listener);
      this.#update();
    };
  }

  /** Stops for good (the session ended). */
  async end(): Promise<void> {
    this.#ended = true;
    this.#listeners.clear();
    this.#update();
    await this.#sync;
  }

  #update(): void {
    this.#sync = this.#sync.then(() => this.#apply()).catch(() => {
      // A page that closed under us has nothing left to stream; the session's end reports it.
      this.#cdp = undefined;
    });
  }

  async #apply(): Promise<void> {
    const wanted = !this.#ended && this.#listeners.size > 0 && !this.#page.isClosed();
    if (wanted && this.#cdp === undefined) {
      const cdp = await this.#page.context().newCDPSession(this.#page);
      this.#cdp = cdp;
      cdp.on("Page.screencastFrame", (event: FrameEvent) => this.#onFrame(cdp, event));
      try {
        await cdp.send("Page.startScreencast", {
          format: "jpeg",
          quality: liveViewLimits.jpegQuality,
          maxWidth: liveViewLimits.maxFrameWidth,
          maxHeight: liveViewLimits.maxFrameHeight,
        });
      } catch (error) {
        // Not left attached: the next viewer starts a new session.
        this.#cdp = undefined;
        await cdp.detach().catch(() => {});
        throw error;
      }
      // A seed that fails (a page navigating) is only a missed first frame: the screencast runs on.
      await this.#seed(cdp).catch(() => {});
    } else if (!wanted && this.#cdp !== undefined) {
      const cdp = this.#cdp;
      this.#cdp = undefined;
      await cdp.send("Page.stopScreencast").catch(() => {});
      await cdp.detach().catch(() => {});
    }
  }

  /**
   * Chromium sends screencast frames when the page paints, and a still page does not: one screenshot
   * of the viewport (scaled to the frame limits) starts the stream, unless a frame came first.
   */
  async #seed(cdp: CDPSession): Promise<void> {
    const frames = this.#frames;
    const { cssVisualViewport: viewport } = await cdp.send("Page.getLayoutMetrics");
    const scale = Math.min(1, liveViewLimits.maxFrameWidth / viewport.clientWidth, liveViewLimits.maxFrameHeight / viewport.clientHeight);
    const clip = { x: viewport.pageX, y: viewport.pageY, width: viewport.clientWidth, height: viewport.clientHeight, scale };
    const { data } = await cdp.send("Page.captureScreenshot", { format: "jpeg", quality: liveViewLimits.jpegQuality, ...(scale < 1 ? { clip } : {}) });
    if (this.#cdp === cdp && this.#frames === frames) this.#emit({ data, width: viewport.clientWidth, height: viewport.clientHeight });
  }

  #emit(frame: ScreencastFrame): void {
    this.#frames += 1;
    if (frame.data.length > liveViewLimits.maxFrameChars) return;
    this.last = frame;
    for (const listener of this.#listeners) listener(frame);
  }

  #onFrame(cdp: CDPSession, event: FrameEvent): void {
    const viewport = this.#page.viewportSize();
    this.#emit({
      data: event.data,
      width: event.metadata.deviceWidth ?? viewport?.width ?? 0,
      height: event.metadata.deviceHeight ?? viewport?.height ?? 0,
    });
    // Chromium sends the next frame once this one is acknowledged: the delay is the frame-rate cap.
    const wait = Math.max(0, this.#lastSentAt + 1000 / liveViewLimits.maxFps - Date.now());
    this.#lastSentAt = Date.now() + wait;
    setTimeout(() => {
      if (this.#cdp === cdp) cdp.send("Page.screencastFrameAck", { sessionId: event.sessionId }).catch(() => {});
    }, wait).unref();
  }
}
