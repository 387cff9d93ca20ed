import { EventEmitter } from "node:events";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { maxEventsPerRun, RunEvents } from "../../src/engine/browser/interact/run-events.js";

describe("RunEvents past the run's event cap", () => {
  it("dismisses a dialog it drops (nobody would ever answer it, and the session's page would stay blocked)", async () => {
    const page = new EventEmitter();
    const delivered: unknown[] = [];
    const warnings: string[] = [];
    const events = new RunEvents(page as unknown as Page, (_, value) => delivered.push(value), (text) => warnings.push(text));
    events.subscribe(1, "console");
    events.subscribe(2, "dialog");
    for (let index = 0; index < maxEventsPerRun; index += 1) page.emit("console", { index });
    let dismissed = 0;
    page.emit("dialog", { dismiss: async () => void (dismissed += 1) });
    await new Promise((resolve) => setImmediate(resolve));
    expect(delivered).toHaveLength(maxEventsPerRun);
    expect(warnings).toHaveLength(1);
    expect(dismissed).toBe(1);
    events.clear();
    expect(page.listenerCount("console") + page.listenerCount("dialog")).toBe(0);
  });
});
