import { expect, it } from "vitest";
import { runInteractCode } from "../../src/engine/browser/interact/code-runner.js";
import { describeWithBrowser, useChromiumPage } from "./browser-fixture.js";

/**
 * A page function whose promise never settles keeps its call (and its arguments, up to 4 MiB each)
 * alive in the engine after the run ended: Playwright cannot cancel it. Run after run, such calls
 * must not pile up: a session's page runs at most 16 page calls at once, whichever run started them.
 */
describeWithBrowser("page calls that never settle do not pile up over runs", () => {
  const chrome = useChromiumPage("<title>stuck</title>");

  it("holds at most 16 unsettled calls per page across runs", async () => {
    const code = "for (let i = 0; i < 20; i += 1) page.evaluate(() => { window.started = (window.started ?? 0) + 1; return new Promise(() => {}); }).catch(() => {}); 1";
    for (let run = 0; run < 3; run += 1) await runInteractCode(chrome.page, code, { timeoutMs: 3_000, memoryMb: 128 });
    expect(await chrome.page.evaluate("window.started")).toBe(16);
    // A later run waits for a place; killed, it says why.
    const later = await runInteractCode(chrome.page, "await page.title()", { timeoutMs: 2_000, memoryMb: 128 });
    expect(later.killed).toBe(true);
    expect(later.stderr).toContain("calls of earlier runs that have not finished");
    // A navigation ends the page functions that never settle, and frees their places.
    await chrome.page.reload();
    expect((await runInteractCode(chrome.page, "await page.evaluate(() => 41 + 1)", { timeoutMs: 5_000, memoryMb: 128 })).result).toBe("42");
  });
});
