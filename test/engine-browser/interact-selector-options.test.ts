import { expect, it } from "vitest";
import { runInteractCode } from "../../src/engine/browser/interact/code-runner.js";
import { describeWithBrowser, useChromiumPage } from "./browser-fixture.js";

/**
 * page.selectOption(selector, values, options) and page.dispatchEvent(selector, type, eventInit,
 * options) take their options one place later than the locator's: the bridge must check (and cut the
 * waits of) the real options, and take the values and the event's init as data.
 */
describeWithBrowser("options of page and frame calls that take a selector first", () => {
  const chrome = useChromiumPage();
  const options = { timeoutMs: 3_000, memoryMb: 128 };

  it("cuts a dispatchEvent wait with no timeout to the run: it does not fire after the run ended", async () => {
    await chrome.page.setContent("<title>waiting</title>");
    const out = await runInteractCode(chrome.page, "await page.dispatchEvent('#late', 'click', {}, { timeout: 0 })", options);
    expect(out.result).toBeNull();
    // The element appears after the run: a wait that outlived the run would click it now.
    await chrome.page.evaluate(`{
      const button = document.createElement("button");
      button.id = "late";
      button.onclick = () => { document.title = "clicked by a run that had ended"; };
      document.body.append(button);
    }`);
    await expect(chrome.page.waitForFunction(`document.title !== "waiting"`, undefined, { timeout: 1_500 })).rejects.toThrow(/Timeout/);
    expect(await chrome.page.title()).toBe("waiting");
  });

  it("cuts a locator's evaluateHandle wait with no timeout to the run: its page function does not run after the run ended", async () => {
    await chrome.page.setContent("<title>waiting</title>");
    const out = await runInteractCode(chrome.page, "await page.locator('#later').evaluateHandle(() => { document.title = 'touched by a run that had ended'; }, undefined, { timeout: 0 })", options);
    expect(out.result).toBeNull();
    await chrome.page.evaluate(`document.body.append(Object.assign(document.createElement("p"), { id: "later" }))`);
    await expect(chrome.page.waitForFunction(`document.title !== "waiting"`, undefined, { timeout: 1_500 })).rejects.toThrow(/Timeout/);
  });

  it("takes selectOption's values and dispatchEvent's event init as data, and checks their options", async () => {
    await chrome.page.setContent("<select id='s'><option value='a'>A</option><option value='b'>B</option></select>");
    const out = await runInteractCode(
      chrome.page,
      `const picked = await page.selectOption('#s', { label: 'B' });
      await page.dispatchEvent('#s', 'focus', { bubbles: false });
      let refused = "none";
      try { await page.selectOption('#s', 'a', { path: '/etc/passwd' }); } catch (error) { refused = error.message; }
      [picked, refused]`,
      options,
    );
    expect(out.stderr).toBe("");
    const [picked, refused] = JSON.parse(out.result ?? "[]") as [string[], string];
    expect(picked).toEqual(["b"]);
    expect(refused).toMatch(/path/);
  });
});
