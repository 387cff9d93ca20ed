import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FetchFailure } from "../../src/engine/fetch/fetch-failure.js";
import { SafeFetcher } from "../../src/engine/fetch/safe-fetch.js";

/** Timers of `delayMs` started while `run` runs, and how many of them were cleared (global timers, as Node's own code uses). */
async function budgetTimers(delayMs: number, run: () => Promise<void>): Promise<{ started: number; cleared: number }> {
  const started = new Set<unknown>();
  let cleared = 0;
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  globalThis.setTimeout = ((callback: () => void, ms?: number) => {
    const timer = realSet(callback, ms);
    if (ms === delayMs) started.add(timer);
    return timer;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((timer: Parameters<typeof clearTimeout>[0]) => {
    if (started.has(timer)) cleared += 1;
    realClear(timer);
  }) as typeof clearTimeout;
  try {
    await run();
  } finally {
    globalThis.setTimeout = realSet;
    globalThis.clearTimeout = realClear;
  }
  return { started: started.size, cleared };
}

// Issue 31: a fetch's time budget must end with the fetch. AbortSignal.timeout() kept a pending
// timer (and its signal) per page until the budget ran out: 10,000 of each after a crawl.
describe("a fetch's time budget", () => {
  let server: Server;
  let origin: string;
  let fetcher: SafeFetcher;

  beforeAll(async () => {
    server = createServer((req, res) => {
      // /slow answers after the budget; /hang never answers.
      if (req.url === "/slow") setTimeout(() => res.end("late"), 2_000).unref();
      else if (req.url !== "/hang") res.end("<p>page</p>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    fetcher = new SafeFetcher({
      allowPrivateNetwork: true,
      userAgent: "deadline-test",
      // Long, so a timer left behind would still be pending when counted.
      timeoutMs: 600_000,
      maxBodyBytes: 1024 * 1024,
      maxRedirects: 5,
      resolver: async () => [{ address: "127.0.0.1", family: 4 }],
    });
  });
  afterAll(async () => {
    await fetcher.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("clears its timer and leaves no listener on the caller's signal once a fetch ends", async () => {
    const parent = new AbortController();
    let added = 0;
    let removed = 0;
    const add = parent.signal.addEventListener.bind(parent.signal);
    const remove = parent.signal.removeEventListener.bind(parent.signal);
    parent.signal.addEventListener = ((...args: Parameters<typeof add>) => {
      if (args[0] === "abort") added += 1;
      add(...args);
    }) as typeof add;
    parent.signal.removeEventListener = ((...args: Parameters<typeof remove>) => {
      if (args[0] === "abort") removed += 1;
      remove(...args);
    }) as typeof remove;
    const budgets = await budgetTimers(600_000, async () => {
      for (let i = 0; i < 50; i += 1) {
        const response = await fetcher.fetch(`${origin}/page/${i}`, { signal: parent.signal });
        expect(response.body.toString()).toBe("<p>page</p>");
      }
    });
    expect(budgets.started).toBe(50);
    expect(budgets.cleared).toBe(50);
    expect(added).toBe(50);
    expect(removed).toBe(added);
  });

  it("still times out, and still stops when the caller aborts", async () => {
    await expect(fetcher.fetch(`${origin}/slow`, { timeoutMs: 100 })).rejects.toMatchObject({ kind: "timeout" });
    const parent = new AbortController();
    const pending = fetcher.fetch(`${origin}/hang`, { signal: parent.signal });
    setTimeout(() => parent.abort(), 50);
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchFailure);
    expect(error).toMatchObject({ kind: "aborted" });
    // A signal that has already fired stops the fetch before it starts.
    await expect(fetcher.fetch(`${origin}/page/x`, { signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: "aborted" });
  });
});
