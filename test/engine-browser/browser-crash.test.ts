import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { chromiumPath, describeWithBrowser, html, startSite } from "./browser-fixture.js";

/** The Chromium processes this test process started (the engine runs in-process): its descendants by ppid. */
function browserProcesses(): number[] {
  const rows = execFileSync("ps", ["-e", "-o", "pid=,ppid=,args="], { encoding: "utf8" })
    .split("\n")
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args: args ?? "" }));
  const ours = new Set([process.pid]);
  // Parents come before children in ps order often but not always: repeat until nothing is added.
  for (let added = true; added; ) {
    added = false;
    for (const row of rows) {
      if (ours.has(row.pid) || !ours.has(row.ppid)) continue;
      ours.add(row.pid);
      added = true;
    }
  }
  return rows.filter((row) => ours.has(row.pid) && /chrom|headless_shell/i.test(row.args)).map((row) => row.pid);
}

async function scrape(engine: LocalEngine, url: string): Promise<{ status: number; body: { success?: boolean; data?: { markdown?: string; screenshot?: string } } }> {
  const response = await fetch(`${engine.url}/scrape`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url, formats: ["markdown", "screenshot"] }),
  });
  return { status: response.status, body: (await response.json()) as never };
}

// "A browser failing fails alone": Chromium killed under the engine ends no process; the engine answers
// and relaunches the browser for the next scrape.
describeWithBrowser("the engine's Chromium dies", () => {
  let engine: LocalEngine;
  let site: Awaited<ReturnType<typeof startSite>>;

  beforeAll(async () => {
    site = await startSite({ "/": html("<html><body><h1>Still here</h1><p>The engine outlived its browser.</p></body></html>") });
    engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath } });
  });
  afterAll(async () => {
    await engine.close();
    await site.close();
  });

  it("is relaunched on the next scrape, and the engine answers meanwhile", async () => {
    const first = await scrape(engine, `${site.url}/`);
    expect(first.status).toBe(200);
    const pids = browserProcesses();
    expect(pids.length).toBeGreaterThan(0);
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // already gone with its parent
      }
    }

    // Whatever the first call after the crash answers, it answers (no hang, no exit) ...
    const during = await scrape(engine, `${site.url}/`);
    expect([200, 500, 502, 503]).toContain(during.status);
    // ... and a later one gets a fresh browser.
    const after = await scrape(engine, `${site.url}/`);
    expect(after.status).toBe(200);
    expect(after.body.data?.markdown).toContain("Still here");
    expect(after.body.data?.screenshot).toBeTruthy();
  });
});
