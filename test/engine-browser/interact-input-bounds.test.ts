import { expect, it } from "vitest";
import { runInteractCode } from "../../src/engine/browser/interact/code-runner.js";
import { describeWithBrowser, useChromiumPage } from "./browser-fixture.js";

/**
 * Playwright's keyboard, mouse and touchscreen calls take no timeout: the run's deadline cannot cut
 * them, so the work one call asks for must be bounded before it starts (else it goes on in the engine
 * and the browser after the run was killed).
 */
describeWithBrowser("interact input calls without a timeout are bounded before they start", () => {
  const chrome = useChromiumPage("<title>Input</title><input id='field'>");
  const options = { timeoutMs: 8_000, memoryMb: 128 };

  const refusalOf = async (call: string) => {
    const out = await runInteractCode(chrome.page, `let answer = "done"; try { await ${call}; } catch (error) { answer = error.message; } answer`, options);
    expect(out.killed, call).toBe(false);
    return out.result ?? "";
  };

  it("refuses mouse moves of endless steps and clicks of endless clickCount", async () => {
    expect(await refusalOf("page.mouse.move(50, 50, { steps: 1e9 })")).toMatch(/steps/);
    expect(await refusalOf("page.mouse.click(5, 5, { clickCount: 1e9 })")).toMatch(/clickCount/);
    expect(await refusalOf("page.mouse.dblclick(5, 5, { delay: 1e9 })")).toMatch(/delay/);
  });

  it("refuses key presses and typing whose delays or length outlast the run", async () => {
    expect(await refusalOf("page.keyboard.type('abc', { delay: 1e9 })")).toMatch(/delay/);
    expect(await refusalOf("page.keyboard.press('a', { delay: 1e9 })")).toMatch(/delay/);
    expect(await refusalOf("page.keyboard.type('a'.repeat(200000))")).toMatch(/characters/);
    expect(await refusalOf(`page.keyboard.press(${JSON.stringify(Array.from({ length: 5000 }, () => "Shift").join("+") + "+a")})`)).toMatch(/key/);
  });

  it("still takes ordinary input", async () => {
    expect(await refusalOf("page.mouse.move(20, 20, { steps: 5 })")).toBe("done");
    expect(await refusalOf("page.click('#field', { clickCount: 2 })")).toBe("done");
    expect(await refusalOf("page.keyboard.type('hi', { delay: 5 })")).toBe("done");
    expect(await chrome.page.inputValue("#field")).toBe("hi");
  });
});
