import { describeMachine, type MachineInfo } from "./machine.js";
import { formatNumber, type BenchResult } from "./result.js";

/** One markdown table: a row per measurement (median, p95), then a row per target check. */
export function resultsTable(results: readonly BenchResult[]): string {
  const header = ["id", "row", "median", "p95", "target", "result"];
  const rows: string[][] = [];
  for (const result of results) {
    for (const m of result.measurements) {
      const p95 = m.p95 === undefined ? "" : `${formatNumber(m.p95)} ${m.unit}`;
      rows.push([result.id, m.name, `${formatNumber(m.median)} ${m.unit}`, p95, "", ""]);
    }
    for (const check of result.checks) {
      rows.push([result.id, `**${check.label}**`, check.display, "", check.target, check.pass ? "PASS" : "MISS"]);
    }
  }
  return markdownTable(header, rows, [false, false, true, true, false, false]);
}

/** Workload, runs and notes of each benchmark, for the text under the table. */
export function resultsDetails(results: readonly BenchResult[], machine: MachineInfo): string {
  const lines = [`Machine: ${describeMachine(machine)}`, ""];
  for (const result of results) {
    lines.push(`- ${result.id} ${result.title} (${(result.durationMs / 1000).toFixed(1)} s)`);
    lines.push(`  - workload: ${result.workload}`);
    lines.push(`  - runs: ${result.runs}`);
    for (const note of result.notes) lines.push(`  - note: ${note}`);
  }
  return lines.join("\n");
}

function markdownTable(header: string[], rows: string[][], rightAligned: boolean[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (rightAligned[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (rightAligned[column] ? `${"-".repeat(width + 1)}:` : "-".repeat(width + 2))).join("|")}|`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}
