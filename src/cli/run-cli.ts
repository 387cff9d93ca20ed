import { CommanderError } from "commander";
import { APIError } from "../core/errors.js";
import { CommandContext } from "./context.js";
import { ExitCode, errorLine, exitCodeFor } from "./exit-codes.js";
import type { CliIO } from "./output.js";
import { buildProgram } from "./program.js";

/**
 * Runs the `webdata` command line in this process and resolves to its exit code. Nothing here
 * touches `process` (IO, environment and Ctrl-C come in through `io`), so tests call it directly.
 *
 * @param argv the arguments after the program name, e.g. `["scrape", "https://example.com"]`
 */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  const context = new CommandContext(io);
  const program = buildProgram(context);
  try {
    await program.parseAsync([...argv], { from: "user" });
    return ExitCode.ok;
  } catch (error) {
    // commander has already printed its own message (usage error) or the help/version text.
    if (error instanceof CommanderError) return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
    if (io.signal?.aborted) {
      io.stderr.write("interrupted\n");
      return ExitCode.aborted;
    }
    io.stderr.write(`${errorLine(error, context.apiKey)}${hintFor(error, context)}\n`);
    return exitCodeFor(error);
  }
}

function hintFor(error: unknown, context: CommandContext): string {
  if (error instanceof APIError && error.code === "SCRAPE_BLOCKED_ADDRESS" && context.targetKind === "embedded") {
    return " (pass --allow-private to let the embedded engine fetch private and loopback addresses)";
  }
  return "";
}
