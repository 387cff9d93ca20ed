import { EventEmitter } from "node:events";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { Screencast } from "../../src/engine/browser/live/screencast.js";

/** A CDP session of a page whose first screenshot fails (as during a navigation): it records what is sent. */
class FakeCdp extends EventEmitter {
  sent: string[] = [];
  detached = false;
  async send(method: string): Promise<unknown> {
    this.sent.push(method);
    if (method === "Page.getLayoutMetrics") return { cssVisualViewport: { clientWidth: 800, clientHeight: 600, pageX: 0, pageY: 0 } };
    if (method === "Page.captureScreenshot") throw new Error("Unable to capture screenshot");
    return {};
  }
  async detach(): Promise<void> {
    this.detached = true;
  }
}

const settle = async () => {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe("Screencast when the seed screenshot fails", () => {
  it("keeps streaming (frames are acknowledged) and detaches its CDP session when the last viewer leaves", async () => {
    const cdps: FakeCdp[] = [];
    const page = {
      isClosed: () => false,
      viewportSize: () => ({ width: 800, height: 600 }),
      context: () => ({ newCDPSession: async () => cdps[cdps.push(new FakeCdp()) - 1] }),
    } as unknown as Page;
    const screencast = new Screencast(page);
    const frames: string[] = [];
    const stop = screencast.subscribe((frame) => frames.push(frame.data));
    await settle();
    expect(cdps).toHaveLength(1);
    const cdp = cdps[0] as FakeCdp;
    expect(cdp.sent).toContain("Page.startScreencast");
    cdp.emit("Page.screencastFrame", { data: "frame-1", sessionId: 1, metadata: { deviceWidth: 800, deviceHeight: 600 } });
    // The acknowledgement waits out the frame-rate cap (at most 1/8 s).
    for (let turn = 0; turn < 50 && !cdp.sent.includes("Page.screencastFrameAck"); turn += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frames).toEqual(["frame-1"]);
    expect(cdp.sent).toContain("Page.screencastFrameAck");
    stop();
    await screencast.end();
    expect(cdp.detached).toBe(true);
  });
});
