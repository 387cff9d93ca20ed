import { spawnSync } from "node:child_process";

/** How runs are isolated on this machine, for the log and the docs (docs/interact-sandbox.md). */
export interface SandboxIsolation {
  /** `--permission` (or Node 20's `--experimental-permission`): no files, processes, workers or addons. */
  permissionFlag: string;
  /** Whether the child gets its own empty network namespace (`unshare -rn`). */
  networkNamespace: boolean;
  /** Whether the child gets its own PID namespace (`unshare -p --fork`): no process of the engine's is visible or signalable. */
  pidNamespace: boolean;
  /** Whether the child's whole memory (heap, ArrayBuffers, WebAssembly, stacks) and CPU time are capped (`ulimit -d -t`). */
  memoryLimit: boolean;
}

/** What Node itself needs beyond the code's heap: its code, threads' stacks, buffers (VmData of a started child with its context: ~48 MiB; four times that). */
export const nodeOverheadMb = 192;

let detected: SandboxIsolation | undefined;

const works = (command: string, args: string[]): boolean => {
  try {
    return spawnSync(command, args, { stdio: "ignore", timeout: 5_000 }).status === 0;
  } catch {
    return false;
  }
};

/** Probes once which isolation this machine offers (each probe falls back to the next weaker one). */
export function sandboxIsolation(): SandboxIsolation {
  if (detected !== undefined) return detected;
  const permissionFlag = process.allowedNodeEnvironmentFlags.has("--permission") ? "--permission" : "--experimental-permission";
  const linux = process.platform === "linux";
  const pidNamespace = linux && works("unshare", ["-rnp", "--fork", "--kill-child", "true"]);
  const networkNamespace = pidNamespace || (linux && works("unshare", ["-rn", "true"]));
  const memoryLimit = process.platform !== "win32" && works("/bin/sh", ["-c", 'ulimit -d "$1" && ulimit -t "$2" && shift 2 && exec "$@"', "probe", "1048576", "60", "true"]);
  detected = { permissionFlag, networkNamespace, pidNamespace, memoryLimit };
  return detected;
}

/**
 * The command line of one sandbox child: `unshare` (own user, network and PID namespaces, where
 * available), then `/bin/sh` only to set limits before it execs Node: RLIMIT_DATA (`ulimit -d`,
 * which counts every private writable mapping: heap, ArrayBuffers, WebAssembly memories) and
 * RLIMIT_CPU (`ulimit -t`), so a busy child outlives an engine that died by seconds, not forever.
 */
export function sandboxCommand(nodeArgs: readonly string[], limits: { memoryMb: number; timeoutMs: number }): { command: string; args: string[] } {
  const isolation = sandboxIsolation();
  let argv = [process.execPath, ...nodeArgs];
  if (isolation.memoryLimit) {
    // CPU seconds of all its threads (V8 collects garbage on helper threads): twice the wall time, and some.
    const cpuSeconds = String(Math.ceil((2 * limits.timeoutMs) / 1000) + 10);
    argv = ["/bin/sh", "-c", 'ulimit -d "$1" && ulimit -t "$2" && shift 2 && exec "$@"', "sandbox", String((limits.memoryMb + nodeOverheadMb) * 1024), cpuSeconds, ...argv];
  }
  if (isolation.pidNamespace) argv = ["unshare", "-rnp", "--fork", "--kill-child", ...argv];
  else if (isolation.networkNamespace) argv = ["unshare", "-rn", ...argv];
  const [command, ...args] = argv;
  return { command: command as string, args };
}
