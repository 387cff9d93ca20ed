import { describe, expect, it } from "vitest";
import { JobEvents } from "../../src/engine/events/job-events.js";
import { WebhookDispatcher } from "../../src/engine/events/webhook-dispatcher.js";
import { until } from "../helpers/until.js";

describe("the webhook dispatcher's abort signals", () => {
  it("gives each delivery its own signal (none derived from the dispatcher's lifelong one) and aborts the one in flight on close()", async () => {
    // Node 20's AbortSignal.any keeps a reference per call on each source signal until that source aborts:
    // deriving every delivery's signal from the dispatcher's own would grow with every delivery, for the engine's life.
    const signals: AbortSignal[] = [];
    let hold = false;
    const dispatcher = new WebhookDispatcher({
      secret: undefined,
      delivery: { maxAttempts: 1 },
      log: () => {},
      send: (_url, _body, request) => {
        signals.push(request.signal);
        if (!hold) return Promise.resolve(200);
        return new Promise((resolve) => request.signal.addEventListener("abort", () => resolve(0), { once: true }));
      },
    });
    const events = new JobEvents();
    dispatcher.attach("crawl", "00000000-0000-4000-8000-000000000000", { url: "https://hooks.example/x", headers: {}, metadata: {}, events: undefined }, events);
    events.emit({ type: "started" });
    for (let i = 0; i < 3; i += 1) events.emit({ type: "page", documentBytes: Buffer.from(`{"n":${i}}`) });
    await until(() => signals.length === 4, "four deliveries");
    hold = true;
    events.emit({ type: "completed" });
    await until(() => signals.length === 5, "the held delivery");
    expect(new Set(signals).size).toBe(5);
    expect(signals.slice(0, 4).every((signal) => !signal.aborted)).toBe(true);
    await dispatcher.close();
    expect(signals[4]?.aborted).toBe(true);
  });
});

describe("the webhook dispatcher's retries", () => {
  it("gives the end of a job all its attempts even after an earlier event used up its own", async () => {
    const delivered: string[] = [];
    const logs: string[] = [];
    let calls = 0;
    const dispatcher = new WebhookDispatcher({
      secret: undefined,
      delivery: { maxAttempts: 3, firstRetryMs: 0 },
      log: (line) => logs.push(line),
      send: (_url, body) => {
        calls += 1;
        // The receiver is down for the start's three attempts and the end's first one.
        if (calls <= 4) return Promise.resolve(503);
        delivered.push((JSON.parse(body.toString("utf8")) as { type: string }).type);
        return Promise.resolve(200);
      },
    });
    const events = new JobEvents();
    dispatcher.attach("crawl", "00000000-0000-4000-8000-000000000001", { url: "https://hooks.example/x", headers: {}, metadata: {}, events: undefined }, events);
    events.emit({ type: "started" });
    events.emit({ type: "completed" });
    await until(() => delivered.length > 0 || logs.some((line) => line.includes("crawl.completed")), "the end to be delivered or given up");
    await dispatcher.close();
    expect(delivered).toEqual(["crawl.completed"]);
  });
});
