import { describe, expect, it } from "vitest";
import { JobReads, STALL_MS, STALL_READS } from "../../src/tools/job-reads.js";

describe("JobReads", () => {
  it("counts reads of known jobs only, up to the bound", () => {
    const jobs = new JobReads();
    expect(jobs.takeRead("a", 2)).toBe(false);
    jobs.track("a");
    expect([jobs.takeRead("a", 2), jobs.takeRead("a", 2), jobs.takeRead("a", 2)]).toEqual([true, true, false]);
    expect(jobs.readsOf("a")).toBe(2);
    jobs.clear();
    expect(jobs.known("a")).toBe(false);
  });

  it("calls a job stalled only after several reads without progress over a while (a clock the test moves)", () => {
    let now = 0;
    const jobs = new JobReads(() => now);
    expect(jobs.observe("a", "1/10")).toBe(0);
    // Many quick reads with no progress: a slow crawl, not a stalled one.
    for (let i = 0; i < STALL_READS * 2; i++) expect(jobs.observe("a", "1/10")).toBe(0);
    now += STALL_MS;
    expect(jobs.observe("a", "1/10")).toBe(STALL_READS * 2 + 1);
    // Progress resets it.
    expect(jobs.observe("a", "2/10")).toBe(0);
    now += STALL_MS;
    expect(jobs.observe("a", "2/10")).toBe(0);
  });
});
