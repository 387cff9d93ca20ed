import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { EngineChildMemory } from "./engine-child.js";
import type { MemoryBreakdown } from "./memory-breakdown.js";

/** A local engine running in a child process (see `engine-child.ts`). */
export interface EngineProcess {
  /** The engine's v2 base URL. */
  readonly url: string;
  readonly pid: number;
  memory(): Promise<EngineChildMemory>;
  /** Where the engine's resident memory is (see `memory-breakdown.ts`). */
  breakdown(): Promise<MemoryBreakdown>;
  /** Writes a heap snapshot of the engine's main thread; resolves to its file name. */
  snapshot(): Promise<string>;
  close(): Promise<void>;
}

const childEntry = fileURLToPath(new URL("./engine-child.ts", import.meta.url));
const tsxLoader = import.meta.resolve("tsx");

/** Forks an engine with `options` and resolves once it listens. */
export async function startEngineProcess(options: Record<string, unknown> = {}): Promise<EngineProcess> {
  // BENCH_ENGINE_NODE_OPTIONS: extra Node flags for the engine (e.g. `--heapsnapshot-signal=SIGUSR2`).
  const extra = (process.env.BENCH_ENGINE_NODE_OPTIONS ?? "").split(" ").filter((flag) => flag !== "");
  const child = fork(childEntry, [JSON.stringify(options)], {
    execPath: process.execPath,
    execArgv: ["--disable-warning=ExperimentalWarning", "--import", tsxLoader, ...extra],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const pending = new Map<number, (value: unknown) => void>();
  let nextId = 1;
  const url = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`engine child exited before it was ready (code ${code})`)));
    child.on("message", (raw) => {
      const message = raw as { type: string; url?: string; id?: number; value?: unknown };
      if (message.type === "ready") resolve(message.url ?? "");
      if (message.type === "reply" && message.id !== undefined) {
        pending.get(message.id)?.(message.value);
        pending.delete(message.id);
      }
    });
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const command = (cmd: string) =>
    new Promise<unknown>((resolve, reject) => {
      if (child.exitCode !== null) {
        reject(new Error(`engine child has exited (code ${child.exitCode})`));
        return;
      }
      const id = nextId++;
      pending.set(id, resolve);
      child.send({ id, cmd });
    });
  return {
    url,
    pid: child.pid ?? 0,
    memory: () => command("memory") as Promise<EngineChildMemory>,
    breakdown: () => command("breakdown") as Promise<MemoryBreakdown>,
    snapshot: () => command("snapshot") as Promise<string>,
    close: async () => {
      if (child.exitCode === null) {
        await Promise.race([command("close"), exited]);
        await exited;
      }
    },
  };
}
