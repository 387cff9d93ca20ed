import { spawn, spawnSync } from "node:child_process";
import type { Page } from "playwright-core";
import { runBridgeCall, type BridgeStep } from "./page-bridge.js";
import { sandboxChildMain } from "./sandbox-child.js";
import { wrapInteractCode } from "./wrap-code.js";

/** The outcome of one code run, in the fields of the interact response (API.md §3.1). */
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

/** How runs are isolated on this machine, for the log and the README. */
export interface SandboxIsolation {
  /** `--permission` (or Node 20's `--experimental-permission`): no files, processes, workers or addons. */
  permissionFlag: string;
  /** Whether the child gets its own empty network namespace (`unshare -rn`). */
  networkNamespace: boolean;
}

const maxOutputBytes = 1024 * 1024;

let detected: SandboxIsolation | undefined;

/** Probes once which isolation this machine offers. */
export function sandboxIsolation(): SandboxIsolation {
  if (detected !== undefined) return detected;
  const permissionFlag = process.allowedNodeEnvironmentFlags.has("--permission") ? "--permission" : "--experimental-permission";
  let networkNamespace = false;
  if (process.platform === "linux") {
    const probe = spawnSync("unshare", ["-rn", "true"], { stdio: "ignore", timeout: 5_000 });
    networkNamespace = probe.status === 0;
  }
  detected = { permissionFlag, networkNamespace };
  return detected;
}

/** The child's source: `__name` covers the helper some TypeScript loaders insert into function bodies. */
const childSource = `var __name = (target) => target;\n(${sandboxChildMain.toString()})();`;

function collect(stream: NodeJS.ReadableStream | null, into: { text: string; bytes: number }): void {
  stream?.on("data", (chunk: Buffer) => {
    if (into.bytes >= maxOutputBytes) return;
    into.bytes += chunk.length;
    into.text += chunk.toString("utf8");
    if (into.bytes >= maxOutputBytes) into.text += "\n[output truncated at 1 MiB]\n";
  });
}

/**
 * Runs untrusted interact code against `page`: in a child Node process with the permission model on
 * (no file system, no child processes, no workers), a V8 heap limit, its own network namespace where
 * the machine has them (else sockets, DNS and fetch are disabled inside the child), and killed at
 * `timeoutMs`. The code sees only `page` (calls checked by the bridge's allow-list) and `console`.
 */
export async function runInteractCode(page: Page, code: string, options: { timeoutMs: number; memoryMb: number }): Promise<CodeRunResult> {
  const wrapped = wrapInteractCode(code);
  if (!wrapped.ok) return { stdout: "", stderr: `${wrapped.error}\n`, result: null, exitCode: 1, killed: false };
  const isolation = sandboxIsolation();
  const nodeArgs = [isolation.permissionFlag, `--max-old-space-size=${options.memoryMb}`, "--disallow-code-generation-from-strings", "-e", childSource];
  const [command, args] = isolation.networkNamespace ? ["unshare", ["-rn", process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
  const child = spawn(command, args as string[], {
    stdio: ["ignore", "pipe", "pipe", "ipc"],
    env: { PATH: "/usr/bin:/bin", NODE_OPTIONS: "" },
  });
  const stdout = { text: "", bytes: 0 };
  const stderr = { text: "", bytes: 0 };
  collect(child.stdout, stdout);
  collect(child.stderr, stderr);
  let result: string | null = null;
  let finished = false;
  let killed = false;
  const previousTimeout = Math.min(options.timeoutMs, 30_000);
  page.setDefaultTimeout(previousTimeout);
  const timer = setTimeout(() => {
    killed = true;
    child.kill("SIGKILL");
  }, options.timeoutMs);

  child.on("message", (message: { type?: string; id?: number; path?: BridgeStep[]; method?: string; args?: unknown; result?: string | null; failed?: boolean }) => {
    if (message.type === "ready") {
      child.send({ type: "run", source: wrapped.source, url: page.url() });
    } else if (message.type === "call" && typeof message.id === "number" && typeof message.method === "string") {
      const id = message.id;
      runBridgeCall(page, Array.isArray(message.path) ? message.path : [], message.method, message.args).then(
        (value) => child.connected && child.send({ type: "reply", id, ok: true, value, url: page.url() }),
        (error: unknown) => child.connected && child.send({ type: "reply", id, ok: false, error: error instanceof Error ? error.message.split("\n")[0] : String(error), url: page.url() }),
      );
    } else if (message.type === "done") {
      finished = message.failed !== true;
      result = message.result ?? null;
    }
  });
  const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("close", (code, signal) => resolve({ code, signal }));
    child.once("error", (error) => {
      stderr.text += `could not start the sandbox: ${error.message}\n`;
      resolve({ code: 1, signal: null });
    });
  });
  clearTimeout(timer);
  // Out of heap, V8 aborts the child: report it like a kill, with a hint.
  const outOfMemory = !killed && (exit.signal === "SIGABRT" || exit.signal === "SIGTRAP" || /heap out of memory/i.test(stderr.text));
  if (killed) stderr.text += `Killed: the code ran longer than its ${Math.round(options.timeoutMs / 1000)} s timeout.\n`;
  if (outOfMemory) stderr.text += `Killed: the code used more than its ${options.memoryMb} MiB memory limit.\n`;
  return {
    stdout: stdout.text,
    stderr: stderr.text,
    result: finished ? result : null,
    exitCode: killed || outOfMemory ? null : finished && exit.code === 0 ? 0 : (exit.code ?? 1) || 1,
    killed: killed || outOfMemory,
  };
}
