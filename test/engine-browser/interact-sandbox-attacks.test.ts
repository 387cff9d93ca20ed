import { existsSync, rmSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sandboxLimits } from "../../src/engine/browser/interact/sandbox-limits.js";
import { createLocalEngine, type LocalEngine } from "../../src/engine/index.js";
import { deleteJson, postJson } from "../engine/engine-http.js";
import { chromiumPath, describeWithBrowser, html, startSite } from "./browser-fixture.js";

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(data: Buffer): { width: number; height: number } {
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/**
 * Inside the sandbox: walks every stack frame V8 hands to `Error.prepareStackTrace` (of this realm and
 * of any error's realm the code can reach) and records anything that is not of the code's own realm,
 * or looks like `process`. `LEAKS` is what the attack returns.
 */
const probe = `
const LEAKS = [];
const foreign = (value) => value !== null && value !== undefined && value !== globalThis &&
  ((typeof value === "object" && !(value instanceof Object)) || (typeof value === "function" && !(value instanceof Function)) ||
   (typeof value === "object" && ("pid" in value || "kill" in value || "binding" in value || "send" in value)));
const look = (where, frames) => {
  if (!Array.isArray(frames)) return;
  for (const frame of frames) {
    for (const [what, get] of [["this", "getThis"], ["function", "getFunction"]]) {
      let value;
      try { value = frame[get](); } catch { continue; }
      if (foreign(value)) LEAKS.push(where + ": " + what + " of " + frame.getFunctionName());
    }
  }
};
const arm = (E, where) => { try { E.prepareStackTrace = (error, frames) => { look(where, frames); return "formatted"; }; } catch (e) { LEAKS.push("could not arm " + where); } };
function capture(where) {
  const holder = {};
  Error.captureStackTrace(holder);
  void holder.stack;
  void new Error(where).stack;
  const caller = capture.caller;
  if (foreign(caller)) LEAKS.push(where + ": caller");
  let above = null;
  try { above = caller === null ? null : caller.caller; } catch { /* strict functions and arrows refuse .caller */ }
  if (foreign(above)) LEAKS.push(where + ": caller's caller");
}
arm(Error, "context Error");
`;

/**
 * An engine with a browser, a loopback site whose "/" is the Box page (plus `routes`), and one interact
 * session on it for the whole describe block. `engineAnswers` checks the engine and the session still work.
 */
function useBoxSession(routes: Parameters<typeof startSite>[0] = {}) {
  const state = {} as { site: Awaited<ReturnType<typeof startSite>>; engine: LocalEngine; id: string };
  beforeAll(async () => {
    state.site = await startSite({ "/": html("<html><head><title>Box</title></head><body><h1>Sandbox</h1><p>Hostile interact code runs against this page.</p></body></html>"), ...routes });
    state.engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath } });
    const { body } = await postJson(`${state.engine.url}/scrape`, { url: `${state.site.url}/` });
    state.id = body.data.metadata.scrapeId as string;
  });
  afterAll(async () => {
    await state.engine?.close();
    await state.site?.close();
  });
  const run = async (code: string, timeout?: number) =>
    (await postJson(`${state.engine.url}/scrape/${state.id}/interact`, { code, ...(timeout === undefined ? {} : { timeout }) })).body;
  const engineAnswers = async () => {
    expect((await postJson(`${state.engine.url}/scrape`, { url: `${state.site.url}/` })).status).toBe(200);
    expect((await run("await page.title()")).result).toBe("Box");
  };
  return { state, run, engineAnswers };
}

describeWithBrowser("interact code cannot escape its sandbox (issue F1)", () => {
  const { run, engineAnswers } = useBoxSession();

  it("finds no foreign frame through prepareStackTrace, captureStackTrace or .caller, wherever the engine's glue calls the code", async () => {
    const out = await run(`${probe}
      // The reported attack: the error of a refused call, and other errors formatted after it.
      try { await page.screenshot({ path: "/tmp/never" }); } catch (error) { arm(error.constructor, "refusal's Error"); void error.stack; void new error.constructor("again").stack; }
      // Frames below every callback the glue runs: replies, timers, microtasks, getters it reads, toJSON it calls.
      await page.title().then(() => capture("reply callback"));
      await new Promise((resolve) => setTimeout(() => { capture("timer"); resolve(); }, 1));
      await new Promise((resolve) => setInterval(function tick() { capture("interval"); resolve(); }, 1));
      await new Promise((resolve) => queueMicrotask(() => { capture("microtask"); resolve(); }));
      console.log({ get field() { capture("console getter"); return 1; } });
      console.log({ toString() { capture("console toString"); return "x"; } }.toString());
      await page.locator({ get selector() { capture("argument getter"); return "h1"; } }).count().catch(() => {});
      await page.evaluate(() => 1, { get value() { capture("evaluate argument getter"); return 1; } }).catch(() => {});
      await page.nosuchmethod().catch((error) => capture("rejection handler"));
      // Remote handles and page events (issue 26): listeners and predicates run below the glue too.
      page.on("console", () => capture("event listener"));
      await Promise.all([page.waitForEvent("console", () => { capture("event predicate"); return true; }), page.evaluate(() => console.log("x"))]);
      const handle = await page.$("h1");
      await handle.evaluate(() => 1).then(() => capture("handle reply"));
      void page.frame({ url: (url) => { capture("frame url predicate"); return url instanceof URL; } });
      ({ leaks: LEAKS, toJSON() { capture("result toJSON"); return { leaks: LEAKS }; } })`);
    expect(out.success, out.stderr).toBe(true);
    expect(JSON.parse(out.result as string)).toEqual({ leaks: [] });
    await engineAnswers();
  });

  it("reaches nothing of the child's realm from any object it can touch", async () => {
    const out = await run(`${probe}
      const seen = [];
      const roots = { page, method: page.title, locator: page.locator("h1"), keyboard: page.keyboard, promise: page.title(), console, log: console.log,
        handle: await page.$("h1"), jsHandle: await page.evaluateHandle(() => ({})), frame: page.mainFrame(), response: await page.reload(), url: new URL("http://a.test/"),
        setTimeout, timer: setTimeout(() => {}, 1), queueMicrotask, global: globalThis, self: this, args: (function () { return arguments; })() };
      let error; try { await page.goto("file:///etc/passwd"); } catch (e) { error = e; } roots.error = error;
      for (const [name, root] of Object.entries(roots)) {
        let value = root;
        for (let i = 0; i < 6 && value !== null && value !== undefined; i++) {
          const next = [value.constructor, Object.getPrototypeOf(value), value.constructor && value.constructor.constructor];
          for (const item of next) if (item !== null && item !== undefined && (typeof item === "object" || typeof item === "function") && !(item instanceof Object) && item !== Object.prototype) seen.push(name);
          value = Object.getPrototypeOf(value);
        }
      }
      let evalBlocked = false; try { page.constructor.constructor("return process")(); } catch (e) { evalBlocked = e instanceof EvalError; }
      ({ seen, evalBlocked, process: typeof process, require: typeof require, globals: Object.getOwnPropertyNames(globalThis).filter((name) => /^(process|require|module|Buffer|WebAssembly|fetch)$/.test(name)),
         topCallerForeign: foreign((function f() { return f.caller; })()) })`);
    expect(out.success, out.stderr).toBe(true);
    expect(JSON.parse(out.result as string)).toEqual({ seen: [], evalBlocked: true, process: "undefined", require: "undefined", globals: [], topCallerForeign: false });
    await engineAnswers();
  });

  it("catches no main-realm error when the stack overflows as a console or page call crosses into the child (issue #24)", async () => {
    // Every unwinding level of a deep recursion calls console and page: at one depth the stack runs out
    // exactly as the call enters the child's main realm, whose RangeError must never reach the code.
    const out = await run(`
      // The catch blocks only store (a call could overflow again); the errors are read at a shallow stack.
      const caught = [];
      let depth = 0;
      function dive() {
        depth += 1;
        try { dive(); } catch {}
        try { console.info(""); } catch (e) { caught[caught.length] = ["console", e]; }
        try { page.title().catch((e) => { caught[caught.length] = ["page (async)", e]; }); } catch (e) { caught[caught.length] = ["page", e]; }
        try { setTimeout(() => {}, 0); } catch (e) { caught[caught.length] = ["timer", e]; }
      }
      dive();
      await new Promise((resolve) => setTimeout(resolve, 200));
      // An error of this realm: its prototype chain ends at this realm's Object.prototype.
      const own = (e) => { let p = e; while (Object.getPrototypeOf(p) !== null) p = Object.getPrototypeOf(p); return p === Object.prototype && e instanceof Error; };
      const foreign = caught.filter(([, e]) => !own(e)).map(([where, e]) => where + ": " + String(e));
      ({ depth, caught: caught.length, foreign: foreign.slice(0, 5), process: typeof process })`);
    expect(out.success, out.stderr).toBe(true);
    const report = JSON.parse(out.result as string) as { depth: number; caught: number; foreign: string[]; process: string };
    expect(report.depth).toBeGreaterThan(1000);
    expect(report.caught).toBeGreaterThan(0);
    expect(report.foreign).toEqual([]);
    expect(report.process).toBe("undefined");
    await engineAnswers();
  });

  it("cannot use import(), eval or new Function", async () => {
    for (const code of ["await import('node:fs')", "eval('1 + 1')", "new Function('return 1')()", "(async () => {}).constructor('return 1')()", "(function* () {}).constructor('return 1')().next().value"]) {
      const out = await run(code);
      expect(out.success, code).toBe(false);
      expect(out.result, code).toBeNull();
    }
    const timerString = await run("setTimeout('globalThis.x = 1', 0); await new Promise((resolve) => setTimeout(resolve, 20)); typeof globalThis.x");
    expect(timerString.result).toBe("undefined");
    expect((await run("await import('node:fs')")).stderr).toContain("import() is not available");
    await engineAnswers();
  });

  it("cannot hide a forbidden option in a prototype, a getter or a non-plain object", async () => {
    const target = `/tmp/webdata-escape-${process.pid}.png`;
    rmSync(target, { force: true });
    for (const code of [
      `let o = { path: "${target}" }; for (let i = 0; i < 20; i++) o = Object.create(o); await page.screenshot(o)`,
      `let o = { path: "${target}" }; for (let i = 0; i < 20; i++) o = { __proto__: o }; await page.screenshot(o)`,
      `await page.screenshot(JSON.parse('{"__proto__": {"path": "${target}"}}'))`,
      `await page.screenshot({ get path() { return "${target}"; } })`,
      `await page.screenshot(new Proxy({}, { get: (t, k) => k === "path" ? "${target}" : undefined }))`,
      `await page.locator("h1").screenshot({ path: "${target}" })`,
      `await page.screenshot({ mask: [], path: "${target}" })`,
    ]) {
      await run(code);
      expect(existsSync(target), code).toBe(false);
    }
    const unknown = await run("await page.click('h1', { noSuchOption: true })");
    expect(unknown.stderr).toContain("noSuchOption");
    await engineAnswers();
  });
});

describeWithBrowser("interact code cannot take the engine down", () => {
  const tall = `<html><body style="margin:0"><div style="height:50000px;width:100px;background:linear-gradient(#fff,#000)">tall</div></body></html>`;
  const session = useBoxSession({ "/tall": html(tall) });
  const { run, engineAnswers } = session;

  it("survives 20,000 unawaited page calls killed at the timeout (F4)", async () => {
    const blocked = await run("for (let i = 0; i < 20000; i++) page.title().catch(() => {}); while (true) {}", 2);
    expect(blocked).toMatchObject({ success: false, killed: true });
    const waiting = await run("for (let i = 0; i < 20000; i++) page.textContent('h1').catch(() => {}); await new Promise(() => {})", 2);
    expect(waiting).toMatchObject({ success: false, killed: true });
    const refused = await run("const all = await Promise.allSettled(Array.from({ length: 1500 }, () => page.title())); all.filter((r) => r.status === 'rejected').length");
    expect(Number(refused.result)).toBeGreaterThan(0);
    const huge = await run("await page.evaluate((text) => text.length, 'x'.repeat(8 * 1024 * 1024))");
    expect(huge.stderr).toContain("was not sent");
    await engineAnswers();
  });

  it("ends every wait of a killed run by its deadline, even one asked for no timeout (issue #24)", async () => {
    // Unawaited waits with no limit, then the run hangs until it is killed.
    const killed = await run(
      `page.waitForFunction(() => { window.__polls = (window.__polls || 0) + 1; return false; }, null, { timeout: 0, polling: 10 }).catch(() => {});
       page.waitForTimeout(1e9).catch(() => {});
       await new Promise(() => {})`,
      2,
    );
    expect(killed).toMatchObject({ success: false, killed: true });
    // The next run works at once, and the page's poll has stopped: its counter no longer moves.
    const after = await run("await page.waitForTimeout(200); const a = await page.evaluate(() => window.__polls); await page.waitForTimeout(300); [a, await page.evaluate(() => window.__polls)]");
    expect(after.success, after.stderr).toBe(true);
    const [first, second] = JSON.parse(after.result as string) as [number, number];
    expect(first).toBeGreaterThan(0);
    expect(second).toBe(first);
    await engineAnswers();
  });

  it("rejects a call too large to send in the code, and runs calls within the shared limits (issue #24)", async () => {
    const within = await run("await page.evaluate((a) => a.length, new Array(30000).fill(1))");
    expect(within).toMatchObject({ success: true, killed: false, result: "30000" });
    const tooMany = await run(`try { await page.evaluate((a) => a.length, new Array(${sandboxLimits.maxMessageValues + 10}).fill(1)); } catch (error) { console.log(String(error.message)); } await page.title()`);
    expect(tooMany).toMatchObject({ success: true, killed: false, result: "Box" });
    expect(tooMany.stdout).toContain(`was not sent: it holds more than ${sandboxLimits.maxMessageValues} values`);
    await engineAnswers();
  });

  it("passes page data with any keys, and tells plain data from functions and regular expressions (issue #24)", async () => {
    expect((await run(`await page.evaluate((d) => d.path + d.__fn, { path: "/a", __fn: "x" })`)).result).toBe("/ax");
    expect((await run(`await page.evaluate((d) => typeof d.__fn + " " + typeof d.__re, { __fn: "() => 1", __re: "a", flags: "g", source: "s" })`)).result).toBe("string string");
    expect((await run(`await page.evaluate((r) => r instanceof RegExp && r.flags, /a+b/gi)`)).result).toBe("gi");
    expect((await run(`await page.locator("h1").filter({ hasText: /sandbox/i }).count()`)).result).toBe("1");
    const refused = await run(`await page.screenshot({ type: "png", path: "/tmp/webdata-never.png" })`);
    expect(refused.stderr).toContain("The `path` option is not available");
    const hidden = await run(`await page.click("h1", { path: "/tmp/webdata-never.png" })`);
    expect(hidden.stderr).toContain("The `path` option is not available");
    await engineAnswers();
  });

  it("caps the sandbox's whole memory: ArrayBuffers and WebAssembly too (F8)", async () => {
    const big = await run("const b = new ArrayBuffer(1.5 * 1024 * 1024 * 1024); new Uint8Array(b).fill(1); 'allocated'", 60);
    expect(big.success).toBe(false);
    expect(big.result).toBeNull();
    const many = await run("const keep = []; for (let i = 0; i < 24; i++) { const b = new ArrayBuffer(64 * 1024 * 1024); new Uint8Array(b).fill(1); keep.push(b); } 'allocated'", 60);
    expect(many.success).toBe(false);
    const wasm = await run("typeof WebAssembly");
    expect(wasm.result).toBe("undefined");
    const normal = await run("const b = new Uint8Array(16 * 1024 * 1024).fill(1); b.length");
    expect(normal.result).toBe(String(16 * 1024 * 1024));
    await engineAnswers();
  });

  it("keeps output printed right before the code returns, and says when output was cut (F15)", async () => {
    const last = await run("for (let i = 0; i < 2000; i++) console.log('line ' + i); console.log('LAST LINE'); return 1");
    expect(last.stdout.endsWith("line 1999\nLAST LINE\n")).toBe(true);
    const huge = await run("console.log('x'.repeat(3 * 1024 * 1024)); console.error('e'.repeat(2 * 1024 * 1024)); return 2");
    expect(huge.result).toBe("2");
    expect(huge.stdout.length).toBeLessThan(1024 * 1024 + 500);
    expect(huge.stdout).toContain("[output truncated");
    expect(huge.stderr).toContain("[output truncated");
    await engineAnswers();
  });

  it("caps interact screenshots and viewports (F9)", async () => {
    const viewport = await run("await page.setViewportSize({ width: 16000, height: 16000 })");
    expect(viewport.success).toBe(false);
    expect(viewport.stderr).toContain("setViewportSize");
    const clip = await run("await page.screenshot({ clip: { x: 0, y: 0, width: 16000, height: 16000 } })");
    expect(clip.success, clip.stderr).toBe(true);
    const size = pngSize(Buffer.from(clip.result as string, "base64"));
    expect(size.width).toBeLessThanOrEqual(7680);
    expect(size.width * size.height).toBeLessThanOrEqual(7680 * 4320);
    expect(clip.stderr).toContain("cut");
    await run(`await page.goto("${session.state.site.url}/tall")`);
    const full = await run("await page.screenshot({ fullPage: true })");
    expect(pngSize(Buffer.from(full.result as string, "base64")).height).toBeLessThanOrEqual(8000);
    expect(full.stderr).toContain("cut");
    const element = await run("await page.locator('div').screenshot()");
    expect(pngSize(Buffer.from(element.result as string, "base64")).height).toBeLessThanOrEqual(8000);
    await run(`await page.goto("${session.state.site.url}/")`);
    await engineAnswers();
  });

  it("caps scrape full-page screenshots, in the format and in actions, with a warning (F9)", async () => {
    const { body } = await postJson(`${session.state.engine.url}/scrape`, {
      url: `${session.state.site.url}/tall`,
      formats: ["markdown", { type: "screenshot", fullPage: true }],
      actions: [{ type: "screenshot", fullPage: true }],
    });
    expect(body.success).toBe(true);
    expect(body.warning).toContain("cut");
    for (const url of [body.data.screenshot, body.data.actions.screenshots[0]] as string[]) {
      const image = Buffer.from(await (await fetch(url)).arrayBuffer());
      expect(pngSize(image).height).toBeLessThanOrEqual(8000);
    }
    await engineAnswers();
  });
});

describeWithBrowser("an open interact session keeps its scrape (F12)", () => {
  it("answers after many newer scrapes evicted every other replay", async () => {
    const site = await startSite({ "/": html("<html><head><title>Kept</title></head><body><h1>Kept</h1><p>A page whose interact session stays open.</p></body></html>") });
    await using engine = await createLocalEngine({ allowPrivateNetwork: true, browser: { executablePath: chromiumPath, maxReplays: 2 } });
    const scrape = async () => (await postJson(`${engine.url}/scrape`, { url: `${site.url}/` })).body.data.metadata.scrapeId as string;
    const open = await scrape();
    const closed = await scrape();
    expect((await postJson(`${engine.url}/scrape/${open}/interact`, { code: "await page.title()" })).body.result).toBe("Kept");
    for (let i = 0; i < 6; i++) await scrape();
    const again = await postJson(`${engine.url}/scrape/${open}/interact`, { code: "await page.title()" });
    expect(again.status).toBe(200);
    expect(again.body.result).toBe("Kept");
    // A scrape without an open session is forgotten as before.
    expect((await postJson(`${engine.url}/scrape/${closed}/interact`, { code: "1" })).status).toBe(404);
    expect((await deleteJson(`${engine.url}/scrape/${open}/interact`)).status).toBe(200);
    await site.close();
  });
});
