/** The `webdata` process: wires `process` (IO, environment, signals, exit code) to `runCli`. */
import { runCli } from "./run-cli.js";

// `webdata --help | head` closes the pipe before we are done writing: a normal end, not a crash.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(typeof process.exitCode === "number" ? process.exitCode : 0);
  });
}

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
