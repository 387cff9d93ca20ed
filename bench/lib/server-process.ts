import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ChildCommand, ChildMessage, ServerSpec } from "./server-protocol.js";

type CommandName = ChildCommand["cmd"];

export interface ServerStats {
  requests: number;
  /** User + system CPU time of the server process since it started, in microseconds. */
  cpuMicros: number;
  maxInFlight?: number;
}

/** A server running in its own process, so its CPU time is never billed to the code under test. */
export interface ServerProcess {
  /** Base URL: the mock's `…/v2`, or the site's origin. */
  readonly url: string;
  readonly origin: string;
  readonly pid: number;
  /** Mock only: seeds the crawl job the next `POST /crawl` returns (see `mock.crawl()`); resolves to its id. */
  seedCrawl(options: Record<string, unknown>): Promise<string>;
  /** Forgets recorded requests and stored results, so the server's memory stays flat between runs. */
  reset(): Promise<void>;
  /** Requests recorded since the last reset, CPU time the server process used so far (µs), and for the site the most pages in flight at once. */
  stats(): Promise<ServerStats>;
  close(): Promise<void>;
}

const childEntry = fileURLToPath(new URL("./server-child.ts", import.meta.url));
/** tsx's loader, as an absolute URL so the child finds it whatever its working directory. */
const tsxLoader = import.meta.resolve("tsx");

/**
 * Forks `server-child.ts` (same Node binary, tsx loader, IPC channel) and resolves once the server
 * listens on 127.0.0.1.
 */
export async function startServerProcess(spec: ServerSpec): Promise<ServerProcess> {
  const child = fork(childEntry, [JSON.stringify(spec)], {
    execPath: process.execPath,
    execArgv: ["--import", tsxLoader],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;

  const ready = await new Promise<{ url: string; origin: string }>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`server child exited before it was ready (code ${code})`));
    child.once("exit", onExit);
    child.once("error", reject);
    const onMessage = (raw: unknown) => {
      const message = raw as ChildMessage;
      if (message.type !== "ready") return;
      child.off("message", onMessage);
      child.off("exit", onExit);
      child.off("error", reject);
      resolve(message);
    };
    child.on("message", onMessage);
  });

  child.on("message", (raw) => {
    const message = raw as ChildMessage;
    if (message.type !== "reply") return;
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) waiter?.resolve(message.value);
    else waiter?.reject(new Error(`server child: ${message.error}`));
  });
  child.on("exit", () => {
    for (const waiter of pending.values()) waiter.reject(new Error("server child exited"));
    pending.clear();
  });

  const command = (cmd: CommandName, args: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      child.send({ id, cmd, ...args });
    });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= stop(child, () => command("close"));
    return closing;
  };
  return {
    url: ready.url,
    origin: ready.origin,
    pid: child.pid ?? -1,
    seedCrawl: async (options) => String(await command("crawl", { options })),
    reset: async () => {
      await command("reset");
    },
    stats: async () => (await command("stats")) as ServerStats,
    close,
  };
}

async function stop(child: ChildProcess, askToClose: () => Promise<unknown>): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await askToClose().catch(() => undefined);
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}
