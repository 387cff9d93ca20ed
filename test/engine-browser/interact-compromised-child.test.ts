import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { runInteractCode } from "../../src/engine/browser/interact/code-runner.js";
import { sandboxIsolation } from "../../src/engine/browser/interact/sandbox-command.js";
import { sandboxLimits } from "../../src/engine/browser/interact/sandbox-limits.js";
import { readChildMessage } from "../../src/engine/browser/interact/sandbox-messages.js";
import { describeWithBrowser, useChromiumPage } from "./browser-fixture.js";

const target = `/tmp/webdata-compromised-${process.pid}.png`;
/** A `__proto__` chain 20 levels deep with a screenshot `path` at its end, as JSON text (JSON.parse keeps `"__proto__"` as an own key). */
const hiddenPath = `${'{"__proto__":'.repeat(20)}{"path":"${target}"}${"}".repeat(20)}`;

describe("the engine reads sandbox messages as hostile", () => {
  it("refuses prototype keys, foreign shapes and unknown types, whatever the depth", () => {
    const call = (args: string) => JSON.parse(`{"type":"call","id":1,"path":[],"method":"screenshot","args":[${args}]}`) as unknown;
    expect(readChildMessage(call(hiddenPath))).toMatchObject({ ok: false, reason: expect.stringContaining("__proto__") });
    expect(readChildMessage(call('{"constructor":{"prototype":{"path":"/x"}}}'))).toMatchObject({ ok: false });
    expect(readChildMessage(call("{}"))).toMatchObject({ ok: true });
    // Within the limits the sandbox itself checks before it sends (issue #24).
    expect(readChildMessage(call(JSON.stringify(new Array(30_000).fill(1))))).toMatchObject({ ok: true });
    expect(readChildMessage(call(`${"[".repeat(40)}${"]".repeat(40)}`))).toMatchObject({ ok: false, reason: expect.stringContaining("deeper") });
    expect(readChildMessage({ type: "call", id: 1, path: [], method: "title", args: [Object.create({ path: "/x" })] })).toMatchObject({ ok: false });
    expect(readChildMessage({ type: "spawn", command: "sh" })).toMatchObject({ ok: false, reason: expect.stringContaining("spawn") });
    expect(readChildMessage({ type: "call", id: 1, path: [], method: "title", args: [], extra: 1 })).toMatchObject({ ok: false });
    expect(readChildMessage({ type: "out", stream: "stdout", text: "x".repeat(3 * 1024 * 1024) })).toMatchObject({ ok: false });
    expect(readChildMessage(null)).toMatchObject({ ok: false });
  });
});

/** A stand-in for a compromised sandbox child: it runs `body` (with `send`) when the engine says `run`. */
const compromised = (body: string) => `"use strict";
const send = (message) => process.send(message);
process.on("message", (message) => { if (message.type === "run") { ${body} } });
send({ type: "ready" });`;

describeWithBrowser("a compromised sandbox child cannot reach the engine", () => {
  const chrome = useChromiumPage("<title>Still here</title><h1>Still here</h1>");
  const options = { timeoutMs: 5_000, memoryMb: 128 };

  afterAll(() => rmSync(target, { force: true }));

  const pageWorks = async () => {
    expect((await runInteractCode(chrome.page, "await page.title()", options)).result).toBe("Still here");
  };

  it("sends a raw call whose screenshot path hides behind a 20-level __proto__ chain: the run ends, no file is written", async () => {
    rmSync(target, { force: true });
    const out = await runInteractCode(chrome.page, "1", { ...options, childProgram: compromised(`send(JSON.parse(${JSON.stringify(`{"type":"call","id":1,"path":[],"method":"screenshot","args":[${hiddenPath}]}`)}));`) });
    expect(out.killed).toBe(true);
    expect(out.stderr).toContain('Stopped: the sandbox sent a message holding a "__proto__" key');
    expect(existsSync(target)).toBe(false);
    await pageWorks();
  });

  it("sends a call past the shared limits, which its own sandbox would have refused: the run is stopped (issue #24)", async () => {
    const values = sandboxLimits.maxMessageValues + 10;
    const out = await runInteractCode(chrome.page, "1", { ...options, childProgram: compromised(`send({ type: "call", id: 1, path: [], method: "evaluate", args: [new Array(${values}).fill(1)] });`) });
    expect(out.killed).toBe(true);
    expect(out.stderr).toContain(`Stopped: the sandbox sent a message holding more than ${sandboxLimits.maxMessageValues} values`);
    await pageWorks();
  });

  it("sends an unknown message, then a malformed one: each ends the run with a clear line", async () => {
    const unknown = await runInteractCode(chrome.page, "1", { ...options, childProgram: compromised(`send({ type: "eval", source: "process.exit()" });`) });
    expect(unknown.stderr).toContain('Stopped: the sandbox sent a malformed or unknown message (type "eval")');
    const malformed = await runInteractCode(chrome.page, "1", { ...options, childProgram: compromised(`send({ type: "call", id: "1", method: { toString: 1 } });`) });
    expect(malformed.stderr).toContain("Stopped: the sandbox sent a malformed or unknown message");
    await pageWorks();
  });

  it("floods 20,000 raw calls and stops reading: killed at its timeout, answers to the dead child dropped", async () => {
    const out = await runInteractCode(chrome.page, "1", {
      ...options,
      timeoutMs: 2_000,
      childProgram: compromised(`for (let i = 1; i <= 20000; i++) send({ type: "call", id: i, path: [], method: "title", args: [] }); const end = Date.now() + 60000; while (Date.now() < end) {}`),
    });
    expect(out.killed).toBe(true);
    await pageWorks();
  });

  it.runIf(sandboxIsolation().pidNamespace)("signals its parent, its process group and every process: nothing outside its PID namespace is hit", async () => {
    const sentinel = spawn("sleep", ["30"], { stdio: "ignore" });
    try {
      const out = await runInteractCode(chrome.page, "1", {
        ...options,
        // Reports first: kill(ppid) is kill(0) here (no visible parent), which ends its own process
        // group (the sandbox's, apart from the engine's), so nothing after it is sure to run.
        childProgram: compromised(`send({ type: "out", stream: "stdout", text: JSON.stringify({ ppid: process.ppid, pid: process.pid }) }, () => {
            for (const pid of [-1, process.ppid, 0]) { try { process.kill(pid, "SIGKILL"); } catch {} }
            send({ type: "done", result: "survived" });
          });`),
      });
      const report = JSON.parse(out.stdout) as { ppid: number; pid: number };
      // PID 1 in its own namespace, with no parent it can see.
      expect(report).toMatchObject({ pid: 1, ppid: 0 });
      expect(sentinel.exitCode).toBeNull();
      expect(sentinel.signalCode).toBeNull();
      await pageWorks();
    } finally {
      sentinel.kill();
    }
  });
});
