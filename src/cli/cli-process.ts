/** The `webdata` process: wires `process` (IO, environment, signals, exit code) to `runCli`. */
import { runCli } from "./run-cli.js";

// The engine's search index uses node:sqlite, which prints an "experimental" warning on every run;
// on a command line that is noise. Every other warning still reaches stderr.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
  const text = typeof warning === "string" ? warning : warning.message;
  if (/SQLite is an experimental feature/i.test(text)) return;
  (emitWarning as (...args: unknown[]) => void)(warning, ...rest);
}) as typeof process.emitWarning;

const interrupt = new AbortController();
process.on("SIGINT", () => {
  // First Ctrl-C: stop cleanly (cancel the crawl, close the engine). Second: leave now.
  if (interrupt.signal.aborted) process.exit(130);
  interrupt.abort();
});
process.on("SIGTERM", () => interrupt.abort());

const code = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  signal: interrupt.signal,
});
process.exitCode = code;
// Keep-alive sockets and timers must not hold a finished command open.
setTimeout(() => process.exit(code), 2_000).unref();
