/**
 * `npm run bench`: runs P1–P6, each in its own process (so one benchmark's heap, JIT state and
 * sockets never touch the next), prints one table of medians and ratios, and writes
 * bench/results.json. Pass ids to run a subset: `npm run bench -- P1 P4`.
 */
import { fork } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { machineInfo } from "./lib/machine.js";
import { nowMs } from "./lib/main.js";
import type { BenchResult } from "./lib/result.js";
import { resultsDetails, resultsTable } from "./lib/table.js";

const SCRIPTS: Record<string, string> = {
  P1: "p1-client-latency.ts",
  P2: "p2-concurrent-throughput.ts",
  P3: "p3-loader-memory.ts",
  P4: "p4-engine-crawl.ts",
  P5: "p5-markdown-speed.ts",
  P6: "p6-cold-import.ts",
  P10: "p10-browser.ts",
  P7: "p7-hostile-crawl.ts",
  P8: "p8-fair-event-loop.ts",
  P9: "p9-retained-crawl.ts",
  P11: "p11-main-content.ts",
  P12: "p12-documents.ts",
  P13: "p13-token-budget.ts",
  P14: "p14-render-settle.ts",
  P15: "p15-page-retention.ts",
};
const tsxLoader = import.meta.resolve("tsx");
const resultsPath = fileURLToPath(new URL("./results.json", import.meta.url));

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).map((id) => id.toUpperCase());
  const ids = wanted.length > 0 ? wanted : Object.keys(SCRIPTS);
  const unknown = ids.filter((id) => !(id in SCRIPTS));
  if (unknown.length > 0) throw new Error(`unknown benchmark id(s): ${unknown.join(", ")} (known: ${Object.keys(SCRIPTS).join(", ")})`);

  const machineAtStart = machineInfo();
  const started = nowMs();
  const results: BenchResult[] = [];
  const failures: string[] = [];
  for (const id of ids) {
    console.log(`running ${id} (${SCRIPTS[id]}) …`);
    try {
      const result = await runScript(SCRIPTS[id] ?? "");
      results.push(result);
      console.log(`  done in ${(result.durationMs / 1000).toFixed(1)} s`);
    } catch (error) {
      failures.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
      console.error(`  ${id} failed: ${String(error)}`);
    }
  }
  const machineAtEnd = machineInfo();
  const report = {
    machine: machineAtStart,
    loadAverageAtEnd: machineAtEnd.loadAverage,
    totalDurationMs: nowMs() - started,
    results,
    failures,
  };
  await writeFile(resultsPath, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${resultsTable(results)}\n\n${resultsDetails(results, machineAtStart)}`);
  console.log(`\nload average at end: ${machineAtEnd.loadAverage.join(" / ")}; total ${(report.totalDurationMs / 1000).toFixed(0)} s; written to bench/results.json`);
  if (failures.length > 0) {
    console.error(`\nfailed: ${failures.join("; ")}`);
    process.exitCode = 1;
  }
}

function runScript(script: string): Promise<BenchResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL(`./${script}`, import.meta.url)), [], {
      execPath: process.execPath,
      execArgv: ["--disable-warning=ExperimentalWarning", "--import", tsxLoader],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let result: BenchResult | undefined;
    child.on("message", (message) => {
      const envelope = message as { type?: string; result?: BenchResult };
      if (envelope.type === "result") result = envelope.result;
    });
    child.on("error", reject);
    child.on("exit", (code) => (result ? resolve(result) : reject(new Error(`${script} exited with code ${code} and no result`))));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
