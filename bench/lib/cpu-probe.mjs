import { performance } from "node:perf_hooks";
const c0 = process.cpuUsage(); const t0 = performance.now();
await import(process.argv[2]);
const c = process.cpuUsage(c0);
process.stdout.write(JSON.stringify({ importMs: (c.user + c.system) / 1000, wall: performance.now() - t0 }) + "\n");
