// P6 probe, run as a fresh `node` process: imports one specifier and prints how long it took.
// The specifier is resolved from this file, so `webdata-kit/*` resolves to the built package
// (package.json `exports` → dist/) through the package's self-reference.
import { performance } from "node:perf_hooks";
import process from "node:process";

const specifier = process.argv[2];
const start = performance.now();
await import(specifier);
const end = performance.now();
process.stdout.write(`${JSON.stringify({ importMs: end - start, sinceProcessStartMs: end })}\n`);
