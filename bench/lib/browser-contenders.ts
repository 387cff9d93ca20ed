import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ContenderResult, ContenderTask } from "./browser-contender-child.js";
import { watchPeakRss } from "./process-tree.js";

const childEntry = fileURLToPath(new URL("./browser-contender-child.ts", import.meta.url));
const tsxLoader = import.meta.resolve("tsx");

/** A contender's run and the peak RSS of its process tree (the child, its Chromium and renderers). */
export interface ContenderRun extends ContenderResult {
  peakRssMb: number;
  /** CPU time of the child and everything under it (reaped into this process's children times), per page. */
  cpuMsPerPage: number;
}

/** CPU time of this process's reaped children (cutime + cstime), in ms. */
function childrenCpuMs(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 16 and 17 of /proc/PID/stat (cutime, cstime), counted from "state" as field 3, in clock ticks of 10 ms.
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** Runs one contender in a fresh child process, sampling its tree's RSS from /proc until it exits. */
export async function runContender(task: ContenderTask): Promise<ContenderRun> {
  const cpuBefore = childrenCpuMs();
  const child = fork(childEntry, [JSON.stringify(task)], {
    execPath: process.execPath,
    execArgv: ["--disable-warning=ExperimentalWarning", "--import", tsxLoader],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const peak = watchPeakRss(child.pid ?? 0);
  let result: ContenderResult | undefined;
  child.on("message", (message) => {
    const { type, result: value } = message as { type: string; result?: ContenderResult };
    if (type === "result") result = value;
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  const peakRssMb = peak.stop();
  if (result === undefined) throw new Error(`the ${task.contender} run exited with code ${code} and no result`);
  return { ...result, peakRssMb, cpuMsPerPage: (childrenCpuMs() - cpuBefore) / result.pages };
}
