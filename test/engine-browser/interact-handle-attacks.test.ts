import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { runInteractCode } from "../../src/engine/browser/interact/code-runner.js";
import { maxHandlesPerRun } from "../../src/engine/browser/interact/handle-registry.js";
import { describeWithBrowser, useChromiumPage } from "./browser-fixture.js";

/**
 * A stand-in for a compromised sandbox child: it sends `calls` (built from the run's tag) one after the
 * other and ends the run with the engine's replies (as JSON) as its result.
 */
const compromised = (calls: string) => `"use strict";
const send = (message) => process.send(message);
const replies = [];
let queue = [];
process.on("message", (message) => {
  if (message.type === "run") {
    const tag = message.tag;
    queue = (${calls})(tag);
    next();
  } else if (message.type === "reply" && message.id > 0) {
    replies.push({ ok: message.ok, error: message.error, value: message.value });
    next();
  }
});
function next() {
  const call = queue.shift();
  if (call === undefined) process.send({ type: "done", result: JSON.stringify(replies) }, () => process.exit(0));
  else send({ type: "call", id: replies.length + 1, args: [], path: [], ...call });
}
send({ type: "ready" });`;

const shop = "<title>Handles</title><h1 id='title'>Handles</h1><p id='secret'>s3cret</p><button id='alert' onclick=\"document.title = String(confirm('sure?'))\">Go</button>";

describeWithBrowser("remote handles cannot be forged, shared or abused (issue 26)", () => {
  const chrome = useChromiumPage(shop);
  let otherPage: Page;
  const options = { timeoutMs: 8_000, memoryMb: 128 };

  beforeAll(async () => {
    otherPage = await (await chrome.browser.newContext()).newPage();
    await otherPage.setContent(shop);
  });

  const run = (code: string, timeoutMs = options.timeoutMs) => runInteractCode(chrome.page, code, { ...options, timeoutMs });
  const pageWorks = async () => {
    expect((await run("await (await page.$('#title')).textContent()")).result).toBe("Handles");
  };

  it("refuses a handle id forged by the child, in the call path and as an argument, and a handle step past the start of a path", async () => {
    const out = await runInteractCode(chrome.page, "1", {
      ...options,
      childProgram: compromised(`(tag) => [
        { path: [["$handle", ["h000000000000000000000000"]]], method: "textContent" },
        { method: "evaluate", args: [{ [tag]: "fn", source: "(el) => el.textContent" }, { [tag]: "handle", id: "h111111111111111111111111" }] },
        { path: [["locator", ["body"]], ["$handle", ["h222222222222222222222222"]]], method: "textContent" },
        { path: [["$handle", [{ toString: "x" }]]], method: "textContent" },
      ]`),
    });
    const replies = JSON.parse(out.result ?? "[]") as { ok: boolean; error?: string }[];
    expect(replies).toHaveLength(4);
    for (const reply of replies) {
      expect(reply.ok).toBe(false);
      expect(reply.error).toMatch(/handle .*unknown|handle is unknown/);
    }
    await pageWorks();
  });

  it("refuses a handle of another run, and of another session, that the child learnt", async () => {
    // Run A: a (compromised) child obtains a real handle id for #secret.
    const first = await runInteractCode(chrome.page, "1", { ...options, childProgram: compromised(`() => [{ method: "$", args: ["#secret"] }]`) });
    const marker = (JSON.parse(first.result ?? "[]") as { value: { id: string; kind: string } }[])[0]?.value;
    expect(marker).toMatchObject({ kind: "element", id: expect.stringMatching(/^h[0-9a-f]{24}$/) });
    const reuse = `() => [{ path: [["$handle", [${JSON.stringify(marker?.id)}]]], method: "textContent" }]`;
    for (const target of [chrome.page, otherPage]) {
      const later = await runInteractCode(target, "1", { ...options, childProgram: compromised(reuse) });
      expect(JSON.parse(later.result ?? "[]")).toEqual([{ ok: false, error: expect.stringContaining("belongs to another run") }]);
    }
    await pageWorks();
  });

  it("keeps prototype keys in handle results as plain data, in the sandbox and in the engine", async () => {
    const out = await run(`
      const handle = await page.evaluateHandle(() => JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}, "plain": 1}'));
      const value = await handle.jsonValue();
      const properties = await handle.getProperties();
      const viaEvaluate = await page.evaluate(() => JSON.parse('{"__proto__": {"polluted": "yes"}}'));
      [({}).polluted ?? null, Object.keys(value).sort().join(","), [...properties.keys()].sort().join(","), Object.getPrototypeOf(viaEvaluate) === Object.prototype, viaEvaluate.polluted ?? null]`);
    expect(out.stderr).toBe("");
    expect(JSON.parse(out.result ?? "null")).toEqual([null, "constructor,plain", "__proto__,constructor,plain", true, null]);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    await pageWorks();
  });

  it(`bounds a run's handles at ${maxHandlesPerRun} and refuses more with a clear error; they are released when the run ends`, async () => {
    const out = await run(`
      const array = await page.evaluateHandle(() => new Array(${maxHandlesPerRun + 200}).fill(0).map((_, i) => ({ i })));
      let error = "none";
      try { await array.getProperties(); } catch (e) { error = e.message; }
      error`, 60_000);
    expect(out.result).toContain(`This run holds ${maxHandlesPerRun} handles already`);
    await pageWorks();
  });

  it("cuts never-resolving waits at the run's deadline: an event wait whose predicate never matches, a handle's wait with no timeout", async () => {
    for (const code of [
      "await page.waitForResponse(() => false, { timeout: 0 })",
      "await page.waitForEvent('console', { timeout: 0 })",
      "const body = await page.$('body'); await body.waitForSelector('#never', { timeout: 0 })",
    ]) {
      const out = await run(code, 2_500);
      // Killed at the deadline, or (for engine-side waits, cut to the time left) timed out just before it.
      expect(out.result, code).toBeNull();
      expect(out.killed || /Timeout \d+ms exceeded/.test(out.stderr), code).toBe(true);
    }
    await pageWorks();
  });

  it("dismisses a dialog the code left open when its run ends, so the session's page is not blocked", async () => {
    const out = await run("page.on('dialog', () => {}); void page.click('#alert').catch(() => {}); await page.waitForEvent('dialog'); 'left open'");
    expect(out.result).toBe("left open");
    await pageWorks();
    expect(await chrome.page.title()).toBe("false");
    await chrome.page.setContent(shop);
  });

  it("refuses what reaches the engine's disk, other pages or the engine, with the reason", async () => {
    const cases: [string, RegExp][] = [
      ["page.context()", /page\.context\(\) is not available to interact code: the browser context/],
      ["page.request.get('http://127.0.0.1/')", /page\.request is not available to interact code: it sends requests from the engine process/],
      ["await page.exposeFunction('x', () => 1)", /exposeFunction\(\) is not available to interact code: the page's calls would run as code in the engine/],
      ["await page.route('**/*', (route) => route.abort())", /route\(\) is not available to interact code: route handlers run in the engine/],
      ["await page.addInitScript({ path: '/etc/hostname' })", /addInitScript\(\) is not available to interact code/],
      ["await (await page.$('#secret')).setInputFiles('/etc/hostname')", /setInputFiles\(\) is not available to interact code: it reads files from the engine's disk/],
      ["await page.waitForEvent('download')", /"download" event is not available to interact code: downloads write to the engine's disk/],
      ["await page.waitForEvent('popup')", /"popup" event is not available to interact code: popups are other pages/],
      ["await page.pdf({ path: '/tmp/x.pdf' })", /The `path` option is not available \(in pdf\(\)\)/],
      ["await (await page.$('h1')).screenshot({ path: '/tmp/x.png' })", /The `path` option is not available \(in screenshot\(\)\)/],
      ["await page.goto('file:///etc/hostname')", /goto can open only http and https URLs/],
      ["await page.click(await page.$('h1'))", /Handles can be passed only to evaluate/],
      ["await (await page.$('h1')).ownerFrame().then((f) => f.page().context())", /page\.context\(\) is not available/],
    ];
    for (const [code, reason] of cases) {
      const out = await run(code);
      expect(out.exitCode, code).toBe(1);
      expect(out.stderr, code).toMatch(reason);
    }
    await pageWorks();
  });

  it("reads no local file through setContent: a file: frame stays empty", async () => {
    const out = await run(`
      await page.setContent('<iframe id="f" src="file:///etc/hostname"></iframe>');
      await page.waitForTimeout(300);
      const frame = await (await page.$('#f')).contentFrame();
      frame === null ? "" : await frame.evaluate(() => document.body ? document.body.innerText : "").catch(() => "")`);
    expect(out.result ?? "").toBe("");
    await chrome.page.setContent(shop);
  });
});
