import { Writable } from "node:stream";
import { runCli } from "../../src/cli/run-cli.js";

/** A stream that keeps what is written; `isTTY` is false, so progress comes as plain lines. */
export class Capture extends Writable {
  text = "";
  isTTY = false;
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.text += chunk.toString();
    done();
  }
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `webdata <argv>` in this process. `env` replaces the environment entirely (so a key in the
 * developer's shell never leaks into a test).
 */
export async function cli(argv: string[], options: { env?: Record<string, string>; signal?: AbortSignal; stdout?: Capture; stderr?: Capture } = {}): Promise<CliRun> {
  const stdout = options.stdout ?? new Capture();
  const stderr = options.stderr ?? new Capture();
  const code = await runCli(argv, { stdout, stderr, env: options.env ?? {}, signal: options.signal });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

export { until } from "../helpers/until.js";
