import type { Command } from "commander";
import type { GlobalOptions } from "./options.js";
import { Output, type CliIO } from "./output.js";
import { openTarget, type EngineExtras, type Target } from "./target.js";

/** What commands share: the injected IO, and what the error handler needs to know afterwards. */
export class CommandContext {
  /** The key in use once a target is open (only to scrub it from error lines). */
  apiKey: string | undefined;
  targetKind: Target["kind"] | undefined;

  constructor(readonly io: CliIO) {}

  /** Global options plus the command's own (commander keeps them apart). */
  options<T extends object>(command: Command): GlobalOptions & T {
    return command.optsWithGlobals<GlobalOptions & T>();
  }

  output(options: GlobalOptions): Output {
    return new Output(this.io, { json: options.json ?? false, quiet: options.quiet ?? false });
  }

  /** Opens the server the options point at, runs `work`, and always stops an embedded engine. */
  async withTarget(options: GlobalOptions, work: (target: Target, out: Output) => Promise<void>, engineOptions?: EngineExtras): Promise<void> {
    this.apiKey = options.apiKey ?? this.io.env.WEBDATA_API_KEY;
    const out = this.output(options);
    const target = await openTarget(options, this.io, out, engineOptions);
    this.targetKind = target.kind;
    try {
      await work(target, out);
    } finally {
      await target.close();
    }
  }

  get signal(): AbortSignal | undefined {
    return this.io.signal;
  }
}
