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
      delivery: { maxAttempts: 1, closeGraceMs: 0 },
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

describe("the webhook dispatcher's close()", () => {
  it("still sends what is queued within closeGraceMs, one attempt each, then drops the rest", async () => {
    const delivered: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let failures = 0;
    const dispatcher = new WebhookDispatcher({
      secret: undefined,
      delivery: { maxAttempts: 4, firstRetryMs: 60_000, closeGraceMs: 30_000 },
      log: () => {},
      send: async (url, body) => {
        if (url.endsWith("/down")) {
          failures += 1;
          return 503;
        }
        await gate;
        delivered.push((JSON.parse(body.toString("utf8")) as { type: string }).type);
        return 200;
      },
    });
    const up = new JobEvents();
    const down = new JobEvents();
    dispatcher.attach("crawl", "00000000-0000-4000-8000-000000000002", { url: "https://hooks.example/up", headers: {}, metadata: {}, events: undefined }, up);
    dispatcher.attach("crawl", "00000000-0000-4000-8000-000000000003", { url: "https://hooks.example/down", headers: {}, metadata: {}, events: undefined }, down);
    up.emit({ type: "started" });
    up.emit({ type: "completed" });
    // The failing receiver is asleep in a one-minute retry wait when close() starts.
    down.emit({ type: "completed" });
    await until(() => failures === 1, "the first failed attempt");
    const closed = dispatcher.close();
    release();
    await closed;
    expect(delivered).toEqual(["crawl.started", "crawl.completed"]);
    // Woken from its wait, it had one more attempt, not the two left of its four.
    expect(failures).toBe(2);
  });

  it("stops a receiver that hangs once closeGraceMs has passed", async () => {
    let aborted = false;
    const dispatcher = new WebhookDispatcher({
      secret: undefined,
      delivery: { closeGraceMs: 50 },
      log: () => {},
      send: (_url, _body, request) => new Promise((resolve) => request.signal.addEventListener("abort", () => ((aborted = true), resolve(0)), { once: true })),
    });
    const events = new JobEvents();
    dispatcher.attach("crawl", "00000000-0000-4000-8000-000000000004", { url: "https://hooks.example/hang", headers: {}, metadata: {}, events: undefined }, events);
    events.emit({ type: "completed" });
    await dispatcher.close();
    expect(aborted).toBe(true);
  });
});
