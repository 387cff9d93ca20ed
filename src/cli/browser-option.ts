import type { Command } from "commander";
import { accessSync, constants } from "node:fs";
import type { LocalEngineOptions } from "../engine/index.js";
import { UsageError } from "./exit-codes.js";

/** `--chromium PATH` / `--no-browser`, as `serve` and `mcp` read them. */
export interface BrowserFlags {
  /** Chromium executable (`--chromium`). */
  chromium?: string | undefined;
  /** false with `--no-browser`. */
  browser?: boolean | undefined;
}

/** Adds the embedded engine's browser flags to a command (one definition for `serve` and `mcp`). */
export function addBrowserOptions(command: Command): Command {
  return command
    .option("--chromium <path>", "Chromium/Chrome for rendering, actions, screenshots and interact (default: WEBDATA_CHROMIUM or one found on this machine)")
    .option("--no-browser", "run without a browser (browser-only requests answer 501)");
}

/**
 * The engine's `browser` option from the flags: off, an explicit executable, or found automatically.
 * A `--chromium` that is not an executable is a usage error (exit 2) before anything starts.
 */
export function browserFromFlags(flags: BrowserFlags): NonNullable<LocalEngineOptions["browser"]> {
  if (flags.browser === false) return false;
  if (flags.chromium === undefined) return "auto";
  try {
    accessSync(flags.chromium, process.platform === "win32" ? constants.F_OK : constants.X_OK);
  } catch {
    throw new UsageError(
      `--chromium ${flags.chromium} is not an executable file: pass the path of a Chromium or Chrome (e.g. /usr/bin/chromium-headless-shell after \`apt install chromium-headless-shell\`), or --no-browser`,
    );
  }
  return { executablePath: flags.chromium };
}
