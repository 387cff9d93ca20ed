import { CommanderError } from "commander";
import { IncompleteJobError } from "../client/incomplete-job.js";
import {
  APIConnectionError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  InvalidArgumentError,
  JobFailedError,
  JobTimeoutError,
  MissingApiKeyError,
} from "../core/errors.js";
import { redactSecret } from "../core/redact.js";

/** What the `webdata` process exit status means. Stable: scripts branch on these. */
export const ExitCode = {
  /** Done. */
  ok: 0,
  /** A bug or an error nobody anticipated. */
  unexpected: 1,
  /** Bad command line: unknown command or option, missing or invalid argument. */
  usage: 2,
  /** No API key where one is needed, or the service rejected the key (401). */
  auth: 3,
  /** The service answered with an error status (4xx/5xx, or 200 with `success: false`). */
  api: 4,
  /** The service could not be reached, or a timeout ran out. */
  network: 5,
  /** A crawl ended `failed` (or `cancelled` by someone else); the pages it got are still reported. */
  jobFailed: 6,
  /**
   * A crawl or batch job ended, but its server delivered fewer pages than it reports finished (a
   * capped status page on a server that ignores `skip`); the pages it got are still reported.
   */
  incomplete: 7,
  /** Interrupted (Ctrl-C); a crawl the command started was cancelled. */
  aborted: 130,
} as const;

export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/** A problem with the command line that commander cannot see (e.g. `--out` without a crawl). */
export class UsageError extends Error {
  override name = "UsageError";
}

/** The exit code for an error thrown by a command. */
export function exitCodeFor(error: unknown): ExitCodeValue {
  if (error instanceof APIUserAbortError) return ExitCode.aborted;
  if (error instanceof UsageError || error instanceof InvalidArgumentError) return ExitCode.usage;
  if (error instanceof CommanderError) return ExitCode.usage;
  if (error instanceof MissingApiKeyError || error instanceof AuthenticationError) return ExitCode.auth;
  if (error instanceof JobFailedError) return ExitCode.jobFailed;
  if (error instanceof IncompleteJobError) return ExitCode.incomplete;
  if (error instanceof APIError) return ExitCode.api;
  if (error instanceof APIConnectionError || error instanceof JobTimeoutError) return ExitCode.network;
  return ExitCode.unexpected;
}

/** One line for stderr: what went wrong and, where it helps, what to do. Never contains `secret`. */
export function errorLine(error: unknown, secret: string | undefined): string {
  const code = exitCodeFor(error);
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, " ").trim();
  // A bare TypeError text alone is hard to report; its class name helps.
  const prefix = code === ExitCode.unexpected && error instanceof Error && error.name !== "Error" ? `${error.name}: ` : "";
  const hint = code === ExitCode.auth ? " (set WEBDATA_API_KEY or pass --api-key)" : "";
  return redactSecret(`error: ${prefix}${message}${hint}`, secret);
}
