import { availableParallelism, cpus, freemem, loadavg, platform, release, totalmem } from "node:os";

/** The machine a benchmark ran on; printed with every table and stored in results.json. */
export interface MachineInfo {
  /** Logical cores available to this process. */
  cores: number;
  cpuModel: string;
  node: string;
  platform: string;
  totalMemoryMB: number;
  freeMemoryMB: number;
  /** 1-, 5- and 15-minute load averages when the info was taken (other work on the machine skews results). */
  loadAverage: number[];
  date: string;
}

export function machineInfo(): MachineInfo {
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return {
    cores: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? "unknown",
    node: process.version,
    platform: `${platform()} ${release()}`,
    totalMemoryMB: mb(totalmem()),
    freeMemoryMB: mb(freemem()),
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
    date: new Date().toISOString(),
  };
}

export function describeMachine(info: MachineInfo): string {
  return (
    `${info.cores} cores (${info.cpuModel}), Node ${info.node}, ${info.platform}, ` +
    `${info.totalMemoryMB} MB RAM, load ${info.loadAverage.join(" / ")}, ${info.date}`
  );
}
