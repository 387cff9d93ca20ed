import { pathToFileURL } from "node:url";
import { machineInfo } from "./machine.js";
import type { BenchResult } from "./result.js";
import { resultsDetails, resultsTable } from "./table.js";

/**
 * Runs a benchmark script's `run()` when the script is the entry point. Under `run-all` (forked
 * with an IPC channel) the result goes back to the parent; on its own it prints its table.
 */
export function runIfMain(moduleUrl: string, run: () => Promise<BenchResult>): void {
  const entry = process.argv[1];
  if (entry === undefined || pathToFileURL(entry).href !== moduleUrl) return;
  run().then(
    (result) => {
      if (process.send) {
        process.send({ type: "result", result }, () => process.exit(0));
        return;
      }
      console.log(`\n${resultsTable([result])}\n\n${resultsDetails([result], machineInfo())}`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** Milliseconds since an arbitrary origin, with sub-microsecond resolution. */
export function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
