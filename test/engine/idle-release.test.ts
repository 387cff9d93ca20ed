import { describe, expect, it } from "vitest";
import { IdleRelease } from "../../src/engine/server/idle-release.js";
import { until } from "../helpers/until.js";

// Issue 31: once the engine is quiet it gives back its caches (and, after real growth, the heap).
describe("IdleRelease", () => {
  it("releases once after a quiet period, not while a job runs, and not again without new activity", async () => {
    let busy = true;
    let released = 0;
    const idle = new IdleRelease({ isBusy: () => busy, releaseCaches: () => (released += 1), quietMs: 20 });
    try {
      idle.touch();
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(released).toBe(0);
      busy = false;
      await until(() => released === 1, "the release after the job ended", 10_000);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(released).toBe(1);
      idle.touch();
      await until(() => released === 2, "the release after new activity", 10_000);
    } finally {
      idle.close();
    }
  });

  it("a cache that fails to shrink ends nothing, and close() stops a pending release", async () => {
    let calls = 0;
    const failing = new IdleRelease({
      isBusy: () => false,
      releaseCaches: () => {
        calls += 1;
        throw new Error("locked");
      },
      quietMs: 10,
    });
    failing.touch();
    await until(() => calls === 1, "the failing release", 10_000);
    failing.close();

    let released = 0;
    const closed = new IdleRelease({ isBusy: () => false, releaseCaches: () => (released += 1), quietMs: 10 });
    closed.touch();
    closed.close();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(released).toBe(0);
  });
});
