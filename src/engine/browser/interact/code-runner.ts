import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { HandleRegistry } from "./handle-registry.js";
import { runBridgeCall, type BridgeRun, type BridgeStep } from "./page-bridge.js";
import { pageCallSlots } from "./page-call-slots.js";
import { RemoteValues } from "./remote-values.js";
import { RunEvents } from "./run-events.js";
import { sandboxBootstrap } from "./sandbox-bootstrap.js";
import { sandboxChildMain } from "./sandbox-child.js";
import { sandboxCommand, sandboxIsolation } from "./sandbox-command.js";
import { sandboxLimits } from "./sandbox-limits.js";
import { readChildMessage, type ChildMessage } from "./sandbox-messages.js";
import { wrapInteractCode } from "./wrap-code.js";

/** The outcome of one code run, in the fields of the interact response (docs/api.md §3.1). */
export interface CodeRunResult {
  stdout: string;
  stderr: string;
  /** The last expression's value as text (JSON for non-strings), or null. */
  result: string | null;
  /** 0 when the code finished, 1 when it threw, null when it was killed. */
  exitCode: number | null;
  /** True when the run hit its time limit (or its memory limit) and was killed. */
  killed: boolean;
}

/**
 * Page calls running at once on a session's page, whichever run started them (Playwright queues them
 * per page anyway); others wait their turn. A call that never settles keeps its slot after its run.
 */
const maxCallsInFlight = 16;
/** Page calls of one run waiting their turn; more are refused, so unawaited calls cannot pile up work. */
export const maxCallsWaiting = 1_000;
const { maxOutputChars } = sandboxLimits;
/** Characters of page answers one run may receive in all (screenshots as base64, `content()`, …). */
const maxAnsweredChars = 128 * 1024 * 1024;
/** Characters of one answer (a full-page screenshot as base64 fits); a larger one is an error of that call. */
const maxAnswerChars = 64 * 1024 * 1024;

/**
 * The child's source, strict mode: V8 hides strict frames (and their callers) from stack-trace
 * APIs. `__name` covers the helper some TypeScript loaders insert into function bodies.
 */
const childSource = `"use strict";\nvar __name = (target) => target;\n(${sandboxChildMain.toString()})(${JSON.stringify(sandboxBootstrap.toString())});`;

/** Text gathered up to `maxOutputChars`, then one truncation note. */
class Output {
  text = "";
  #full = false;

  add(chunk: string): void {
    if (this.#full) return;
    const room = maxOutputChars - this.text.length;
    if (chunk.length <= room) {
      this.text += chunk;
      return;
    }
    this.text += `${chunk.slice(0, room)}\n[output truncated: interact code may print at most ${maxOutputChars} characters on each of stdout and stderr]\n`;
    this.#full = true;
  }

  /** The engine's own lines (why the run ended) are added past the cap too. */
  note(line: string): void {
    this.text += `${line}\n`;
  }
}

/** Ends the child and everything it started: it leads its own process group. */
function killTree(child: ChildProcess): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
  try {
    child.kill("SIGKILL");
  } catch {
    // Already gone.
  }
}

/** Sends to the child, swallowing a closed channel (EPIPE, ERR_IPC_CHANNEL_CLOSED): the run's end is handled on `close`. */
function sendSafely(child: ChildProcess, message: unknown): void {
  if (!child.connected) return;
  try {
    child.send(message as object, (error) => void error);
  } catch {
    // The channel closed between the check and the send.
  }
}

/** Limits of one run. */
export interface InteractRunOptions {
  timeoutMs: number;
  /** The code's V8 heap, in MiB; the whole process may use this plus `nodeOverheadMb`. */
  memoryMb: number;
  /** @internal The child's program source instead of the sandbox's: tests stand in a compromised child with it. */
  childProgram?: string;
}

/**
 * Runs untrusted interact code against `page`: in a child Node process assumed compromised (every
 * message it sends is checked here, see `readChildMessage` and `runBridgeCall`), with the permission
 * model on, its whole memory capped, in its own user, network and PID namespaces and process group
 * where the machine has them, and killed at `timeoutMs`. See docs/interact-sandbox.md.
 */
export async function runInteractCode(page: Page, code: string, options: InteractRunOptions): Promise<CodeRunResult> {
  const wrapped = await wrapInteractCode(code);
  if (!wrapped.ok) return { stdout: "", stderr: `${wrapped.error}\n`, result: null, exitCode: 1, killed: false };
  const nodeArgs = [
    sandboxIsolation().permissionFlag,
    `--max-old-space-size=${options.memoryMb}`,
    "--disallow-code-generation-from-strings",
    "--no-warnings",
    "-e",
    options.childProgram ?? childSource,
  ];
  const { command, args } = sandboxCommand(nodeArgs, options);
  // Every page call of the run ends by then (its waits are cut to it), so none outlives a killed run.
  const deadline = Date.now() + options.timeoutMs;
  // Marks the run's encoded functions and regular expressions: plain data cannot guess it.
  const tag = randomBytes(16).toString("hex");
  const stdout = new Output();
  const stderr = new Output();
  let child: ChildProcess;
  try {
    child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe", "ipc"], env: { PATH: "/usr/bin:/bin", NODE_OPTIONS: "" }, detached: true });
  } catch (error) {
    return { stdout: "", stderr: `could not start the sandbox: ${error instanceof Error ? error.message : String(error)}\n`, result: null, exitCode: 1, killed: false };
  }
  // Errors of the child and its pipes are answered in the run's result, never thrown at the engine.
  child.on("error", (error) => stderr.add(`sandbox error: ${error.message}\n`));
  child.stdout?.on("error", () => {});
  child.stderr?.on("error", () => {});
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => stdout.add(chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => stderr.add(chunk));

  let result: string | null = null;
  let finished = false;
  let ended = false;
  let killed = false;
  let refused: string | undefined;
  const slots = pageCallSlots(page, maxCallsInFlight);
  let ownInFlight = 0;
  // Set when this run's calls waited while every slot was held by calls of earlier runs.
  let starved = false;
  let answeredChars = 0;
  const waiting: Extract<ChildMessage, { type: "call" }>[] = [];
  page.setDefaultTimeout(Math.min(options.timeoutMs, 30_000));
  const warn = (text: string) => stderr.add(`${text}\n`);
  // Remote handles and page events of this run only: another run (or session) knows none of its ids.
  const handles = new HandleRegistry();
  const values = new RemoteValues(page, handles, tag);
  const bridgeRun: BridgeRun = { tag, deadline, warn, handles, values };
  const events = new RunEvents(
    page,
    (subscription, value) => {
      if (ended) return;
      try {
        sendSafely(child, { type: "event", subscription, value: values.toChild(value), state: values.state() });
      } catch (error) {
        warn(`A page event was dropped: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    warn,
  );
  // A slot freed by a call of this run or an earlier one starts the next waiting call.
  const stopWaitingForSlots = slots.onFree(() => startCalls());
  const end = () => {
    ended = true;
    waiting.length = 0;
    stopWaitingForSlots();
    events.clear();
    killTree(child);
  };
  const timer = setTimeout(() => {
    killed = true;
    end();
  }, options.timeoutMs);

  child.on("message", (raw: unknown) => {
    if (ended) return;
    const read = readChildMessage(raw);
    if (!read.ok) {
      refused = read.reason;
      end();
      return;
    }
    const message = read.message;
    if (message.type === "ready") sendSafely(child, { type: "run", source: wrapped.source, url: page.url(), state: values.state(), limits: sandboxLimits, tag });
    else if (message.type === "out") (message.stream === "stdout" ? stdout : stderr).add(message.text);
    else if (message.type === "done") {
      finished = message.failed !== true;
      result = message.result ?? null;
    } else if (message.path.length === 0 && (message.method === "$subscribe" || message.method === "$unsubscribe")) {
      // At once, not queued: a wait subscribes before the click it races (the child sends them in order).
      try {
        if (message.method === "$subscribe") events.subscribe(message.args[0], message.args[1]);
        else events.unsubscribe(message.args[0]);
        sendSafely(child, { type: "reply", id: message.id, ok: true, value: null, url: page.url() });
      } catch (error) {
        sendSafely(child, { type: "reply", id: message.id, ok: false, error: error instanceof Error ? error.message : String(error), url: page.url() });
      }
    } else if (waiting.length >= maxCallsWaiting) {
      sendSafely(child, { type: "reply", id: message.id, ok: false, error: `Too many page calls at once (at most ${maxCallsWaiting} may wait for their answer): await them.`, url: page.url() });
    } else {
      waiting.push(message);
      startCalls();
    }
  });
  /** Starts waiting calls while the page has a free call slot; a run that ended starts none. */
  function startCalls(): void {
    while (!ended && waiting.length > 0) {
      if (!slots.take()) {
        if (ownInFlight === 0) starved = true;
        return;
      }
      const { id, path, method, args } = waiting.shift() as (typeof waiting)[number];
      ownInFlight += 1;
      void answer(id, path, method, args).then((reply) => {
        try {
          // A call answered after the run ended (killed at its timeout) is dropped.
          if (!ended) sendSafely(child, { ...reply, url: page.url(), state: values.state() });
        } finally {
          // Freed only now, however long after its run: the next call (of this run or a later one) starts.
          ownInFlight -= 1;
          slots.give();
        }
      });
    }
  }
  /** One call's reply; never rejects. */
  async function answer(id: number, path: BridgeStep[], method: string, args: unknown[]): Promise<Record<string, unknown>> {
    try {
      const value = await runBridgeCall(page, path, method, args, bridgeRun);
      // A child that stops reading leaves every answer queued in the engine: the run's answers are bounded in all.
      const chars = typeof value === "string" ? value.length : (JSON.stringify(value)?.length ?? 0);
      if (chars > maxAnswerChars) return { type: "reply", id, ok: false, error: `The answer of ${method.slice(0, 64)}() is larger than ${maxAnswerChars} characters; read less at once.` };
      answeredChars += chars;
      if (answeredChars > maxAnsweredChars) {
        return { type: "reply", id, ok: false, error: `This run has received more than ${maxAnsweredChars} characters from the page; read less at once, or split the work over several runs.` };
      }
      return { type: "reply", id, ok: true, value };
    } catch (error) {
      return { type: "reply", id, ok: false, error: error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error) };
    }
  }
  const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("close", (code, signal) => resolve({ code, signal }));
    child.once("error", () => resolve({ code: 1, signal: null }));
  });
  ended = true;
  waiting.length = 0;
  stopWaitingForSlots();
  clearTimeout(timer);
  killTree(child);
  events.clear();
  // Handles last one run: element and JS handles are released in the page, open dialogs dismissed.
  await handles.disposeAll();
  // The calls cut the page's default timeout to the time left (see runBridgeCall); the session's other users get Playwright's back.
  page.setDefaultTimeout(30_000);
  if (refused !== undefined) stderr.note(`Stopped: the sandbox sent ${refused}; interact code may talk to the engine only through \`page\`.`);
  // Out of memory, V8 aborts the child (or the kernel's data limit makes an allocation fail fatally).
  const outOfMemory = !killed && refused === undefined && !finished && (exit.signal === "SIGABRT" || exit.signal === "SIGTRAP" || exit.signal === "SIGSEGV" || /heap out of memory|out of memory/i.test(stderr.text));
  if (killed) stderr.note(`Killed: the code ran longer than its ${Math.round(options.timeoutMs / 1000)} s timeout.`);
  if (killed && starved) {
    stderr.note(`Its page calls waited for ${maxCallsInFlight} calls of earlier runs that have not finished (a page function whose promise never settles holds its place until the page navigates or the session ends).`);
  }
  if (outOfMemory) stderr.note(`Killed: the code used more than its ${options.memoryMb} MiB memory limit.`);
  const stopped = killed || outOfMemory || refused !== undefined;
  return {
    stdout: stdout.text,
    stderr: stderr.text,
    result: finished && !stopped ? result : null,
    exitCode: stopped ? null : finished && exit.code === 0 ? 0 : (exit.code ?? 1) || 1,
    killed: stopped,
  };
}

